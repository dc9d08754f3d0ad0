import type { OrderDraftAnswer } from '@portal/contracts';
import { formatCurrency, formatDateTime, formatInteger, formatPercent } from '../../../lib/format.ts';
import { approvalsTexts as t } from '../approvals-texts.ts';

/** What one card shows of an awaiting order, formatted pt-BR: the figures the approver decides with. */
export type ApprovalCardView = {
  customer: string;
  place: string | null;
  representative: string;
  sentAt: string;
  figures: { label: string; value: string }[];
  reasons: string[];
};

const placeOf = (order: OrderDraftAnswer): string | null => {
  const city = order.printout?.customerCity;
  const state = order.printout?.customerState;
  if (city && state) return `${city}/${state}`;
  return city || state || null;
};

/** The order's condition as the rep chose it: the company's (with its days), else §6's days. */
export const conditionText = (order: OrderDraftAnswer): string => {
  const condition = order.evaluation.paymentCondition;
  // "0" is à vista: its days say nothing the description does not.
  if (condition)
    return condition.installments === '0'
      ? condition.description
      : `${condition.description} (${condition.installments})`;
  return t.days(order.paymentDays);
};

export const approvalCardView = (order: OrderDraftAnswer): ApprovalCardView => {
  const { totals } = order.evaluation;
  const name = order.printout?.representativeName;
  return {
    customer: order.customer.name,
    place: placeOf(order),
    representative: name ? `${order.representativeId} - ${name}` : String(order.representativeId),
    sentAt: order.sentAt ? formatDateTime(new Date(order.sentAt)) : '',
    figures: [
      { label: t.parts, value: formatInteger(totals.parts) },
      { label: t.total, value: formatCurrency(totals.value) },
      { label: t.discount, value: formatPercent(order.discountPercent) },
      { label: t.netTotal, value: formatCurrency(totals.netValue) },
      { label: t.condition, value: conditionText(order) },
    ],
    reasons: order.evaluation.approvals.map((approval) => approval.message),
  };
};
