import type { CatalogReference } from '@portal/contracts';
import { flagInfo } from '../../../components/customer/financial-flag.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { ordersTexts as t } from '../orders-texts.ts';
import type { DraftItem, LocalOrder } from './order-draft.ts';
import type { OrderSummary } from './order-summary.ts';

/** A problem (the send is refused) or warning (one tap confirms it), beside its line when it has one. */
export type OrderCheck = { kind: string; line: number | null; message: string };

/** How a line is named to the rep: reference, colour and size. */
export const lineLabel = (item: DraftItem, catalog: ReadonlyMap<string, CatalogReference>): string => {
  if (item.colorCode === null) return item.reference;
  const color =
    catalog.get(item.reference)?.colors.find((entry) => entry.code === item.colorCode)?.name ??
    item.colorCode;
  return `${item.reference} ${color} ${item.size ?? ''}`.trim();
};

/**
 * The checks of docs/domain.md §6 the device can make before sending, so the rep fixes them at the customer's
 * counter; the server makes them again and is the judge.
 */
export const deviceProblems = (
  order: LocalOrder,
  summary: OrderSummary,
  maxDiscount: number | null,
  today: string,
): OrderCheck[] => {
  const problems: OrderCheck[] = [];
  if (summary.lines.length === 0) problems.push({ kind: 'no-lines', line: null, message: t.noLinesProblem });
  summary.lines.forEach((line, index) => {
    if (line.unitPrice === null)
      problems.push({ kind: 'price', line: index, message: t.noPriceProblem(line.item.reference) });
  });
  if (maxDiscount !== null && order.discountPercent > maxDiscount)
    problems.push({ kind: 'discount', line: null, message: t.discountProblem(formatPercent(maxDiscount)) });
  if (order.deliveryDate !== undefined && order.deliveryDate < today)
    problems.push({ kind: 'delivery-date', line: null, message: t.deliveryProblem });
  return problems;
};

export const deviceWarnings = (
  summary: OrderSummary,
  catalog: ReadonlyMap<string, CatalogReference>,
): OrderCheck[] => {
  const warnings: OrderCheck[] = summary.lines.flatMap((line, index) =>
    line.short
      ? [
          {
            kind: 'stock',
            line: index,
            message: t.stockWarning(
              lineLabel(line.item, catalog),
              line.item.parts,
              line.short.available,
              line.short.nextDate ? formatDate(line.short.nextDate) : null,
            ),
          },
        ]
      : [],
  );
  if (summary.credit && summary.credit.flagAfter >= 1)
    warnings.push({
      kind: 'credit',
      line: null,
      message: t.creditWarning(flagInfo(summary.credit.flagAfter).label),
    });
  return warnings;
};
