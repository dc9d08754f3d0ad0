import { formatCep, formatCnpj, formatPhone, whatsappUrl } from '../../lib/format.ts';

/** docs/product.md §2.6 / §8: the text of an empty field. */
export const NO_INFO = 'Sem informação';

/** docs/product.md §9: last purchase under 180 days is green, older yellow, none red. */
export const LAST_PURCHASE_DAYS = 180;

export type Tone = 'green' | 'yellow' | 'red';

export const lastPurchaseTone = (
  daysSinceLastPurchase: number | null | undefined,
  lastPurchaseDate?: string | null,
): Tone => {
  if (lastPurchaseDate === null || daysSinceLastPurchase === null || daysSinceLastPurchase === undefined)
    return 'red';
  return daysSinceLastPurchase < LAST_PURCHASE_DAYS ? 'green' : 'yellow';
};

/** The overdue-titles label is red when there is anything overdue. */
export const overdueIsAlert = (overdueTitles: number | null | undefined): boolean => (overdueTitles ?? 0) > 0;

/** A text to show, or "Sem informação" for null, undefined, blank. */
export const orNoInfo = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' ? NO_INFO : text;
};

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** `tel:` link of a Brazilian number (reps call from the phone), or null. */
export const telHref = (value: string | null | undefined): string | null => {
  let number = digits(value);
  if ((number.length === 12 || number.length === 13) && number.startsWith('55')) number = number.slice(2);
  return number.length >= 8 ? `tel:+55${number}` : null;
};

/**
 * `mailto:` link of the ERP's e-mail, or null. Both halves are percent-encoded (RFC 6068), so an address carrying
 * `?subject=…&body=…` or a second recipient opens a message to that one odd address, never a prepared message.
 */
export const mailHref = (value: string | null | undefined): string | null => {
  const email = (value ?? '').trim();
  const parts = /^([^\s@]+)@([^\s@]+)$/.exec(email);
  if (!parts) return null;
  const [, local = '', domain = ''] = parts;
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
};

/**
 * The customer's WhatsApp chat: the WhatsApp number first, then the cellphone (a landline has no WhatsApp); null
 * when neither is a mobile. `text` is the message prepared in it. The one choice of a customer's chat, for every
 * screen that opens one.
 */
export const customerWhatsappUrl = (
  customer: { whats: string | null; cellphone: string | null },
  text?: string,
): string | null => {
  const chat = whatsappUrl(customer.whats) ?? whatsappUrl(customer.cellphone);
  if (!chat) return null;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
};

export { formatCep, formatCnpj, formatPhone, whatsappUrl };
