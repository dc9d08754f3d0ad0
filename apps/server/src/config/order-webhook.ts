import { isIP } from 'node:net';

// PORTAL_ORDER_WEBHOOK_URL and its secret (docs/domain.md §8.6; docs/operations.md, "Pedidos entregues ao ERP"):
// orders leave the portal signed, and over TLS unless the receiver runs on this very machine.

/** What the server needs to deliver orders; absent, nothing is queued and no loop runs. */
export type OrderWebhookSettings = { url: string; secret: string };

const isLoopback = (hostname: string): boolean => {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1';
  return false;
};

/** Why a webhook URL is refused, or null when it is usable. */
export const webhookUrlProblem = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'PORTAL_ORDER_WEBHOOK_URL não é uma URL válida (is not a valid URL)';
  }
  if (url.username || url.password)
    return 'PORTAL_ORDER_WEBHOOK_URL não pode levar usuário e senha: a assinatura usa PORTAL_ORDER_WEBHOOK_SECRET (no credentials in the URL)';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return null;
  if (url.protocol === 'http:')
    return 'PORTAL_ORDER_WEBHOOK_URL deve usar https://; http:// só para um endereço local como 127.0.0.1 (https required except for a loopback address)';
  return 'PORTAL_ORDER_WEBHOOK_URL deve começar com https:// (must start with https://)';
};

/** The smallest secret accepted: an HMAC key guessed by trying is no key at all. */
export const MIN_WEBHOOK_SECRET_LENGTH = 16;
