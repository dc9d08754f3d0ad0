import { describe, expect, it } from 'vitest';
import { planCustomer, sampleAnswer } from '../test-fixtures.ts';
import { mapsLink, phoneLink, repDisplayName, whatsappLink, whatsappMessage } from './contact-links.ts';

const [toCollect, toReplenish, withoutPhones] = sampleAnswer.customers as [
  (typeof sampleAnswer.customers)[number],
  (typeof sampleAnswer.customers)[number],
  (typeof sampleAnswer.customers)[number],
];

describe('WhatsApp message', () => {
  it('lists the overdue titles with due date and balance when there is something to collect', () => {
    expect(whatsappMessage(toCollect, 'Joao da Silva')).toBe(
      [
        'Olá, MALHAS PRIMAVERA LTDA! Tudo bem?',
        'Aqui é Joao da Silva, seu representante.',
        'Passando para lembrar que constam em aberto os títulos abaixo:',
        '• Título 4411/1, vencido em 05/10/2026: R$ 734,56',
        '• Título 4411/2, vencido em 05/11/2026: R$ 500,00',
        'Total: R$ 1.234,56',
        'Se o pagamento já foi feito, por favor desconsidere esta mensagem. Posso ajudar com a segunda via ou combinar o acerto na minha próxima visita?',
        'Obrigado!',
      ].join('\n'),
    );
  });

  it('announces the new collection when there is nothing to collect', () => {
    const text = whatsappMessage(toReplenish, 'Joao da Silva');
    expect(text).toContain('A nova coleção VERÃO 2027 já chegou e lembrei de você, que levou a VERÃO 2026.');
    expect(text).not.toContain('Título');
  });

  it('asks for a visit when there is neither', () => {
    expect(whatsappMessage(withoutPhones, '')).toContain('gostaria de passar aí');
    expect(whatsappMessage(withoutPhones, '')).toContain('Aqui é o seu representante.');
  });

  it('opens a wa.me chat with 55 and the digits (WhatsApp number first), the text URL-encoded', () => {
    const link = whatsappLink(toReplenish, 'Joao da Silva');
    expect(link).not.toBeNull();
    const url = new URL(link ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/5519988887777');
    expect(link).toContain('?text=Ol%C3%A1%2C%20CONFEC%C3%87%C3%95ES%20ALVORADA!%20Tudo%20bem%3F%0AAqui');
    expect(url.searchParams.get('text')).toBe(whatsappMessage(toReplenish, 'Joao da Silva'));
  });

  it('falls back to the cellphone, and has no link without a mobile', () => {
    expect(whatsappLink(toCollect, 'X')).toMatch(/^https:\/\/wa\.me\/5519999990000\?text=/);
    expect(whatsappLink(withoutPhones, 'X')).toBeNull();
  });
});

describe('phone and maps links', () => {
  it('dials the cellphone in international form, then the telephone', () => {
    expect(phoneLink(toCollect)).toBe('tel:+5519999990000');
    expect(phoneLink({ cellphone: null, telephone: '(19) 3333-0000' })).toBe('tel:+551933330000');
    expect(phoneLink(withoutPhones)).toBeNull();
  });

  it('searches "address, city - UF, zip" in the maps', () => {
    expect(mapsLink(toCollect)).toBe(
      'https://www.google.com/maps/search/?api=1&query=RUA%20DAS%20FLORES%2C%20100%2C%20CAMPINAS%20-%20SP%2C%2013010-100',
    );
    expect(mapsLink(planCustomer(9, { address: null, zipCode: null }))).toBe(
      'https://www.google.com/maps/search/?api=1&query=CAMPINAS%20-%20SP',
    );
    expect(
      mapsLink(planCustomer(9, { latitude: -22.905612, longitude: -47.060834, location: 'customer' })),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=-22.905612,-47.060834');
    // A city's centre is no address: the search by address stays.
    expect(mapsLink(planCustomer(9, { latitude: -22.9, longitude: -47.06, location: 'city' }))).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\//,
    );
  });

  it("writes the rep's upper-case login name in a readable case", () => {
    expect(repDisplayName('JOAO DA SILVA')).toBe('Joao da Silva');
  });
});
