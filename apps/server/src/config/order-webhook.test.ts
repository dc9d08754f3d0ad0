import { describe, expect, it } from 'vitest';
import { orderWebhookOf, readEnv } from './env.ts';

// PORTAL_ORDER_WEBHOOK_URL and PORTAL_ORDER_WEBHOOK_SECRET (docs/operations.md, "Pedidos entregues ao ERP"): refused
// at start with a readable message rather than sending orders in clear over the internet, or unsigned.

const SECRET = 'um-segredo-de-teste-longo';

describe('the order webhook settings', () => {
  it('is off without the URL', () => {
    expect(orderWebhookOf(readEnv({}))).toBeNull();
  });

  it('takes https anywhere, and plain http only to this machine', () => {
    for (const url of [
      'https://erp.example.com.br/portal/pedidos',
      'http://127.0.0.1:8080/pedidos',
      'http://localhost/pedidos',
      'http://[::1]:9000/',
    ])
      expect(
        orderWebhookOf(readEnv({ PORTAL_ORDER_WEBHOOK_URL: url, PORTAL_ORDER_WEBHOOK_SECRET: SECRET })),
      ).toEqual({ url, secret: SECRET });
    expect(() =>
      readEnv({
        PORTAL_ORDER_WEBHOOK_URL: 'http://erp.example.com.br/pedidos',
        PORTAL_ORDER_WEBHOOK_SECRET: SECRET,
      }),
    ).toThrow(
      'PORTAL_ORDER_WEBHOOK_URL: PORTAL_ORDER_WEBHOOK_URL deve usar https://; http:// só para um endereço local como 127.0.0.1',
    );
    expect(() =>
      readEnv({ PORTAL_ORDER_WEBHOOK_URL: 'http://10.0.0.5/pedidos', PORTAL_ORDER_WEBHOOK_SECRET: SECRET }),
    ).toThrow('deve usar https://');
    expect(() =>
      readEnv({ PORTAL_ORDER_WEBHOOK_URL: 'ftp://erp/pedidos', PORTAL_ORDER_WEBHOOK_SECRET: SECRET }),
    ).toThrow('PORTAL_ORDER_WEBHOOK_URL deve começar com https://');
    expect(() =>
      readEnv({ PORTAL_ORDER_WEBHOOK_URL: 'erp/pedidos', PORTAL_ORDER_WEBHOOK_SECRET: SECRET }),
    ).toThrow('PORTAL_ORDER_WEBHOOK_URL não é uma URL válida');
  });

  it('needs a secret of 16 characters or more with the URL', () => {
    expect(() => readEnv({ PORTAL_ORDER_WEBHOOK_URL: 'https://erp.example.com.br/' })).toThrow(
      'PORTAL_ORDER_WEBHOOK_SECRET: obrigatório quando PORTAL_ORDER_WEBHOOK_URL está definido',
    );
    expect(() =>
      readEnv({
        PORTAL_ORDER_WEBHOOK_URL: 'https://erp.example.com.br/',
        PORTAL_ORDER_WEBHOOK_SECRET: 'curto',
      }),
    ).toThrow('PORTAL_ORDER_WEBHOOK_SECRET precisa de ao menos 16 caracteres');
  });
});
