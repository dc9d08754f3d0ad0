import type { OrderRepeatAnswer } from '@portal/contracts';
import { newOrder, type LocalOrder } from './order-draft.ts';

/**
 * "Repetir pedido" (docs/domain.md §6): a new draft with the old order's orderable lines and the terms the server
 * kept. A condition it gave up stays unset, so the editor picks the customer's usual one as on any new order; the
 * table is named only when it is not the customer's, so the editor says whose table it is.
 */
export const repeatedOrder = (
  id: string,
  repeat: OrderRepeatAnswer,
  options: { representativeId?: number; now?: Date } = {},
): LocalOrder => {
  const { terms } = repeat;
  const order = newOrder(id, repeat.customer, options);
  return {
    ...order,
    ...(terms.priceTable !== null && terms.priceTable !== repeat.priceTable
      ? { priceTable: terms.priceTable }
      : {}),
    paymentDays: repeat.paymentDays,
    ...(terms.paymentConditionCode === null ? {} : { paymentConditionCode: terms.paymentConditionCode }),
    ...(terms.freightType === null ? {} : { freightType: terms.freightType }),
    ...(terms.carrierCode === null ? {} : { carrierCode: terms.carrierCode }),
    discountPercent: terms.discountPercent,
    repeatOf: { number: repeat.orderNumber, issueDate: repeat.issueDate, notes: repeat.notes },
    knownTable: repeat.priceTable ?? undefined,
    items: repeat.lines
      .filter((line) => line.orderable)
      .map((line) => ({
        reference: line.reference,
        colorCode: line.colorCode,
        size: line.size,
        parts: line.parts,
      })),
    leftOut: repeat.lines
      .filter((line) => !line.orderable)
      .map((line) => ({
        label: [line.reference, line.colorCode, line.size].filter(Boolean).join(' '),
        reason: line.reason ?? '',
      })),
    descriptions: Object.fromEntries(
      repeat.lines.flatMap((line) => (line.description ? [[line.reference, line.description]] : [])),
    ),
  };
};
