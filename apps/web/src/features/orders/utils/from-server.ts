import type { OrderDraftAnswer } from '@portal/contracts';
import type { LocalOrder } from './order-draft.ts';

/** An order known only to the server (opened from the list on another device): kept on this one from now on. */
export const localFromServer = (answer: OrderDraftAnswer): LocalOrder => ({
  id: answer.id,
  customer: answer.customer,
  representativeId: answer.representativeId,
  ...(answer.priceTableSource === 'chosen' && answer.priceTable ? { priceTable: answer.priceTable } : {}),
  knownTable: answer.priceTable ?? undefined,
  paymentDays: answer.paymentDays,
  ...(answer.deliveryDate ? { deliveryDate: answer.deliveryDate } : {}),
  discountPercent: answer.discountPercent,
  note: answer.note,
  items: answer.items.map((item) => ({ ...item })),
  packItems: (answer.packItems ?? []).map((item) => ({ ...item })),
  recordVisit: false,
  status: answer.status === 'draft' ? 'draft' : 'sent',
  updatedAt: answer.savedAt,
  server: answer,
});
