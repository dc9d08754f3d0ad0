import type { VisitPlanCustomer } from '@portal/contracts';
import { customerWhatsappUrl } from '../../../components/customer/customer-display.ts';
import { formatCep, formatCurrency, formatDate } from '../../../lib/format.ts';
import { whatsappTexts as w } from '../visit-plan-texts.ts';

type Contact = Pick<
  VisitPlanCustomer,
  'name' | 'address' | 'city' | 'state' | 'zipCode' | 'telephone' | 'cellphone' | 'whats' | 'reasons'
>;

const digitsOf = (value: string | null): string => (value ?? '').replace(/\D/g, '');

/**
 * A `tel:` link in international form: a mobile dialling "11 99999-0000" from another area code needs a carrier
 * prefix, "+55 11 …" does not. The cellphone first: that is the phone a shop owner picks up.
 */
export const phoneLink = (customer: Pick<Contact, 'cellphone' | 'telephone'>): string | null => {
  for (const phone of [customer.cellphone, customer.telephone]) {
    let digits = digitsOf(phone);
    if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
    if (digits.length === 10 || digits.length === 11) return `tel:+55${digits}`;
    if (digits.length >= 8) return `tel:${digits}`;
  }
  return null;
};

/**
 * The message a rep sends before a visit: the overdue titles when there is something to collect (money first, as
 * the score does, docs/domain.md §5.1), otherwise the new collection's arrival, otherwise a request for a visit.
 */
export const whatsappMessage = (customer: Pick<Contact, 'name' | 'reasons'>, repName: string): string => {
  const lines = [w.greeting(customer.name), w.from(repName)];
  const collect = customer.reasons.find((reason) => reason.kind === 'collect');
  const replenish = customer.reasons.find((reason) => reason.kind === 'replenish');
  if (collect) {
    lines.push(w.collectIntro);
    for (const title of collect.titles)
      lines.push(w.titleItem(title.number, formatDate(title.dueDate), formatCurrency(title.balance)));
    lines.push(w.total(formatCurrency(collect.figure)), w.collectClose);
  } else if (replenish) {
    lines.push(
      w.replenish(
        replenish.currentCollectionDescription || replenish.currentCollection,
        replenish.previousCollectionDescription || replenish.previousCollection,
      ),
    );
  } else {
    lines.push(w.visit);
  }
  lines.push(w.thanks);
  return lines.join('\n');
};

/** A wa.me chat with the prepared message; the WhatsApp number first, then the cellphone. Null without a mobile. */
export const whatsappLink = (customer: Contact, repName: string): string | null =>
  customerWhatsappUrl(customer, whatsappMessage(customer, repName));

/**
 * Directions to the customer's own point when it has one; otherwise a maps search for "address, city - UF, zip"
 * (a city's centre is no place to drive to). The phone opens its maps app on either.
 */
export const mapsLink = (
  customer: Pick<Contact, 'address' | 'city' | 'state' | 'zipCode'> &
    Partial<Pick<VisitPlanCustomer, 'latitude' | 'longitude' | 'location'>>,
): string => {
  if (customer.location === 'customer' && customer.latitude != null && customer.longitude != null)
    return `https://www.google.com/maps/dir/?api=1&destination=${customer.latitude},${customer.longitude}`;
  const place = [
    customer.address?.trim(),
    `${customer.city} - ${customer.state}`,
    formatCep(customer.zipCode),
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
};

/** Logins carry the ERP's upper-case name; in a message to a customer, capitals read as shouting. */
export const repDisplayName = (name: string): string =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      ['da', 'de', 'do', 'das', 'dos', 'e'].includes(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
