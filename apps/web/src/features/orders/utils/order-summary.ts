import type { CatalogReference, OrderContextAnswer, OrderGoal } from '@portal/contracts';
import {
  commissionCents,
  fromCents,
  goalPercent,
  lineNetCents,
  lineValueCents,
  scaled,
  toCents,
  divideHalfUp,
} from './order-money.ts';
import { cellKey, type DraftItem, type DraftPackItem } from './order-draft.ts';
import { gridCellKey, gridModel } from './grid-model.ts';

/**
 * The order's summary as the rep types (docs/domain.md §6), computed on the device from the catalog and the order
 * context with the server's rules, so it moves within a tap; the server's evaluation of the saved draft stays the
 * judge on send.
 */

export type SummaryLine = {
  /** The cell, with its parts: the pieces typed plus what the packs put in it. */
  item: DraftItem;
  /** The parts of the cell that come from packs. */
  fromPacks: number;
  unitPrice: number | null;
  value: number;
  netValue: number;
  quotaArticle: string | null;
  /** Pieces beyond what is free now plus what arrives by the delivery date; null when not short (or no stock). */
  short: { available: number; nextDate: string | null; nextAvailable: number | null } | null;
};

/** A goal line as the server's evaluation answers it (the same fields, computed here from the context). */
export type SummaryGoal = OrderGoal;

export type OrderSummary = {
  lines: SummaryLine[];
  parts: number;
  value: number;
  discount: number;
  netValue: number;
  /** What the condition's surcharge adds to the value (negative: a discount for paying sooner); 0 without one. */
  surcharge: number;
  /** The net value at the table's prices, before the surcharge: the condition picker prices each condition on it. */
  listNetValue: number;
  /** Null without the order context (offline, never loaded for this customer). */
  commission: number | null;
  goals: SummaryGoal[];
  credit: { before: number; after: number; flagAfter: number } | null;
};

export type SummaryInput = {
  items: readonly DraftItem[];
  catalog: ReadonlyMap<string, CatalogReference>;
  context: OrderContextAnswer | null;
  discountPercent: number;
  deliveryDate?: string | undefined;
  packItems?: readonly DraftPackItem[] | undefined;
  /** The chosen condition's surcharge (docs/domain.md §8.2): it changes every unit price. */
  surchargePercent?: number | undefined;
};

/** round2(listPrice × (1 + surcharge / 100)), half-up, as the server prices a line. */
export const unitPriceOf = (listPrice: number, surchargePercent: number): number =>
  fromCents(divideHalfUp(toCents(listPrice) * (10_000n + scaled(surchargePercent, 2)), 10_000n));

/**
 * The order's cells as the server's lines (docs/domain.md §8.2): the pieces in the order typed, then the cells the
 * packs add, a cell's parts from pieces and from packs added up.
 */
export const orderCells = (
  items: readonly DraftItem[],
  packItems: readonly DraftPackItem[],
  catalog: ReadonlyMap<string, CatalogReference>,
): { item: DraftItem; fromPacks: number }[] => {
  const cells: { item: DraftItem; fromPacks: number }[] = [];
  const index = new Map<string, number>();
  const add = (item: DraftItem, fromPacks: number) => {
    const key = cellKey(item.reference, item.colorCode, item.size);
    const at = index.get(key);
    const known = at === undefined ? undefined : cells[at];
    if (known) {
      known.item = { ...known.item, parts: known.item.parts + item.parts };
      known.fromPacks += fromPacks;
      return;
    }
    index.set(key, cells.length);
    cells.push({ item: { ...item }, fromPacks });
  };
  for (const item of items) add(item, 0);
  for (const packItem of packItems) {
    const pack = catalog.get(packItem.reference)?.packs.find((entry) => entry.code === packItem.packCode);
    for (const size of pack?.sizes ?? []) {
      const parts = packItem.packs * size.parts;
      add({ reference: packItem.reference, colorCode: packItem.colorCode, size: size.size, parts }, parts);
    }
  }
  return cells;
};

/** Free stock of a cell: the SKU's, or the reference's own for one without a grid; null when not listed. */
export const stockOf = (
  reference: CatalogReference | undefined,
  item: Pick<DraftItem, 'colorCode' | 'size'>,
) => {
  if (!reference) return null;
  if (item.colorCode === null && item.size === null) return reference.stock;
  if (item.colorCode === null || item.size === null) return null;
  return gridModel(reference).cells.get(gridCellKey(item.colorCode, item.size)) ?? null;
};

/** docs/domain.md §6's stock warning: parts > available + (nextAvailable when nextDate ≤ deliveryDate, else 0). */
export const shortOf = (
  parts: number,
  stock: { available: number | null; nextDate: string | null; nextAvailable: number | null } | null,
  deliveryDate: string | undefined,
): SummaryLine['short'] => {
  if (!stock || stock.available === null) return null;
  const arriving =
    stock.nextDate !== null && deliveryDate !== undefined && stock.nextDate <= deliveryDate
      ? (stock.nextAvailable ?? 0)
      : 0;
  return parts > stock.available + arriving
    ? { available: stock.available, nextDate: stock.nextDate, nextAvailable: stock.nextAvailable }
    : null;
};

/** flagAfter (docs/domain.md §6): the base flag when one applies, else 1 below zero, else 0. */
export const flagAfterOf = (baseFlag: number, balanceAfterCents: bigint): number =>
  baseFlag > 0 ? baseFlag : balanceAfterCents < 0n ? 1 : 0;

export const summarize = ({
  items,
  catalog,
  context,
  discountPercent,
  deliveryDate,
  packItems = [],
  surchargePercent = 0,
}: SummaryInput): OrderSummary => {
  let parts = 0;
  let valueCents = 0n;
  let netCents = 0n;
  let listValueCents = 0n;
  let listNetCents = 0n;
  const netByArticle = new Map<string, bigint>();
  const lines = orderCells(items, packItems, catalog).map(({ item, fromPacks }): SummaryLine => {
    const reference = catalog.get(item.reference);
    const unitPrice = reference ? unitPriceOf(reference.price, surchargePercent) : null;
    const value = unitPrice === null ? 0n : lineValueCents(item.parts, unitPrice);
    const net = lineNetCents(value, discountPercent);
    const listValue = reference ? lineValueCents(item.parts, reference.price) : 0n;
    listValueCents += listValue;
    listNetCents += lineNetCents(listValue, discountPercent);
    parts += item.parts;
    valueCents += value;
    netCents += net;
    const quotaArticle = reference?.quotaArticle ?? null;
    if (quotaArticle !== null) netByArticle.set(quotaArticle, (netByArticle.get(quotaArticle) ?? 0n) + net);
    return {
      item,
      fromPacks,
      unitPrice,
      value: fromCents(value),
      netValue: fromCents(net),
      quotaArticle,
      short: shortOf(item.parts, stockOf(reference, item), deliveryDate),
    };
  });

  const goals = context
    ? [...netByArticle.keys()].sort().map((article): SummaryGoal => {
        const known = context.goals.find((goal) => goal.quotaArticle === article);
        const goal = toCents(known?.goal ?? 0);
        const before = toCents(known?.salesBefore ?? 0);
        const after = before + (netByArticle.get(article) ?? 0n);
        return {
          quotaArticle: article,
          description: known?.description ?? article,
          goal: fromCents(goal),
          salesBefore: fromCents(before),
          salesAfter: fromCents(after),
          percentBefore: goalPercent(before, goal),
          percentAfter: goalPercent(after, goal),
        };
      })
    : [];

  const credit = context
    ? (() => {
        const before = toCents(context.credit.projectedBalanceBefore);
        const after = before - netCents;
        return {
          before: fromCents(before),
          after: fromCents(after),
          flagAfter: flagAfterOf(context.credit.baseFlag, after),
        };
      })()
    : null;

  return {
    lines,
    parts,
    value: fromCents(valueCents),
    discount: fromCents(valueCents - netCents),
    netValue: fromCents(netCents),
    surcharge: fromCents(valueCents - listValueCents),
    listNetValue: fromCents(listNetCents),
    commission: context ? fromCents(commissionCents(netCents, context.commissionRate)) : null,
    goals,
    credit,
  };
};
