import type { OrderDraftAnswer } from '@portal/contracts';
import { customerWhatsappUrl } from '../../../components/customer/customer-display.ts';
import { formatCurrency, formatDate, formatPercent } from '../../../lib/format.ts';
import { orderWhatsappTexts as w } from '../orders-texts.ts';

/** The sent order as a WhatsApp text for the customer: short lines, the figures the server evaluated. */
export const orderWhatsappText = (order: OrderDraftAnswer, repName: string): string => {
  const { lines, totals } = order.evaluation;
  const text = [w.greeting(order.customer.name), w.intro(repName)];
  if (order.erpOrderNumber !== null) text.push(w.erp(order.erpOrderNumber));
  for (const line of lines) {
    const label = [line.reference, line.description, line.colorName, line.size].filter(Boolean).join(' ');
    text.push(w.item(line.parts, label, formatCurrency(line.netValue)));
  }
  text.push(w.pieces(totals.parts), w.value(formatCurrency(totals.value)));
  if (order.discountPercent > 0)
    text.push(
      w.discount(
        formatPercent(order.discountPercent),
        formatCurrency(Math.round((totals.value - totals.netValue) * 100) / 100),
      ),
    );
  text.push(w.net(formatCurrency(totals.netValue)), w.payment(order.paymentDays));
  if (order.deliveryDate) text.push(w.delivery(formatDate(order.deliveryDate)));
  text.push(w.thanks);
  return text.join('\n');
};

/** The customer's own chat with the order in it; null when the customer has no WhatsApp nor cellphone. */
export const orderWhatsappLink = (order: OrderDraftAnswer, repName: string): string | null =>
  customerWhatsappUrl(order.customerContact, orderWhatsappText(order, repName));
