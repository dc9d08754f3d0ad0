import { describe, expect, it } from 'vitest';
import {
  lastPurchaseTone,
  mailHref,
  NO_INFO,
  orNoInfo,
  overdueIsAlert,
  telHref,
  whatsappUrl,
} from './customer-display.ts';

describe('customer display rules', () => {
  it('colours the last purchase green under 180 days, yellow from 180, red without one', () => {
    expect(lastPurchaseTone(0, '2026-11-23')).toBe('green');
    expect(lastPurchaseTone(179, '2026-05-28')).toBe('green');
    expect(lastPurchaseTone(180, '2026-05-27')).toBe('yellow');
    expect(lastPurchaseTone(900, '2024-01-01')).toBe('yellow');
    expect(lastPurchaseTone(null, null)).toBe('red');
    expect(lastPurchaseTone(undefined)).toBe('red');
  });

  it('marks overdue titles only above zero', () => {
    expect(overdueIsAlert(0)).toBe(false);
    expect(overdueIsAlert(null)).toBe(false);
    expect(overdueIsAlert(0.01)).toBe(true);
  });

  it('shows Sem informação for empty values', () => {
    expect(NO_INFO).toBe('Sem informação');
    expect(orNoInfo(null)).toBe(NO_INFO);
    expect(orNoInfo(undefined)).toBe(NO_INFO);
    expect(orNoInfo('  ')).toBe(NO_INFO);
    expect(orNoInfo('RUA A')).toBe('RUA A');
    expect(orNoInfo(0)).toBe('0');
  });

  it('links phones, WhatsApp and e-mail', () => {
    expect(telHref('(11) 3333-0000')).toBe('tel:+551133330000');
    expect(telHref('5511999990000')).toBe('tel:+5511999990000');
    expect(telHref('')).toBeNull();
    expect(whatsappUrl('11 99999-0000')).toBe('https://wa.me/5511999990000');
    expect(mailHref('compras@loja.com.br')).toBe('mailto:compras@loja.com.br');
    expect(mailHref('sem email')).toBeNull();
    // An ERP value carrying headers or a second recipient stays one (odd) address: nothing reaches the mail app.
    expect(mailHref('a@b.com?subject=Boleto&body=http://x.example/pague')).toBe(
      'mailto:a@b.com%3Fsubject%3DBoleto%26body%3Dhttp%3A%2F%2Fx.example%2Fpague',
    );
    expect(mailHref('a@b.com,c@d.com')).toBeNull();
    expect(mailHref('a+b@b.com,evil.example')).toBe('mailto:a%2Bb@b.com%2Cevil.example');
    expect(new URL(mailHref('x@y.com?cc=z.w.com') ?? '').search).toBe('');
    expect(mailHref(null)).toBeNull();
  });
});
