import type { Catalog, Product } from './catalog.ts';
import type { CsvWriter } from './csv-writer.ts';
import { firstDayOfMonth, formatDay, monthOf, weekday } from './dates.ts';
import { cumulativeWeights, type Random } from './prng.ts';
import {
  BANKS,
  CANCEL_REASONS,
  CARRIERS_SHIPPING,
  ORIGIN_WEIGHTS,
  ORIGINS,
  POSITIONS,
  PRICE_TABLES,
} from './words.ts';

/** What a customer's history must show, so every financial flag (docs/domain.md §2) has customers. */
export type Profile = 'good' | 'showcase' | 'overdue' | 'suspended' | 'nolimit' | 'inactive' | 'tight';

export type HistoryWriters = {
  orders: CsvWriter;
  items: CsvWriter;
  invoices: CsvWriter;
  receivables: CsvWriter;
};

export type HistoryContext = {
  random: Random;
  today: number;
  firstDay: number;
  catalog: Catalog;
  writers: HistoryWriters;
  next: { order: number; invoice: number };
  /** Σ net value of non-canceled items, by `rep|article|month`: the goals are set around it. */
  sales: Map<string, number>;
  /** Σ invoiced value by `rep|month`: the commission credits. */
  invoiced: Map<string, number>;
  sampleDay: (low: number, high: number) => number;
  productsOn: (day: number) => Product[];
  /** Writes an item its own way (spread over grid cells, order-catalog.ts); without it, one row per reference. */
  writeItem?: (
    day: number,
    order: number,
    reference: string,
    parts: number,
    valueCents: number,
    netCents: number,
  ) => void;
};

export type HistorySummary = {
  openBalanceCents: number;
  toBeInvoicedCents: number;
  yearlyNetCents: number;
  lastOrderDay: number | null;
};

type Status = 'open' | 'blocked' | 'expedition' | 'billed' | 'canceled';

const ORIGIN_CUMULATIVE = cumulativeWeights(ORIGIN_WEIGHTS);
const PAYMENT_TERMS: { days: number; installments: number[] }[] = [
  { days: 28, installments: [28] },
  { days: 30, installments: [30] },
  { days: 45, installments: [30, 60] },
  { days: 60, installments: [30, 60, 90] },
  { days: 90, installments: [60, 90, 120] },
];
const PAYMENT_CUMULATIVE = cumulativeWeights([10, 25, 25, 30, 10]);
const DISCOUNTS = [0, 0, 3, 5, 5, 8, 10, 12];
const MONTH_SEASON = [0.9, 1.1, 1.3, 1.2, 0.9, 0.8, 1.0, 1.3, 1.4, 1.2, 1.0, 0.6];

const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
export { money as formatCents };

/** Business days of the history, weighted by season (textile sells ahead of each collection) and growth. */
export const makeDaySampler = (
  random: Random,
  firstDay: number,
  today: number,
): ((low: number, high: number) => number) => {
  const days: number[] = [];
  const weights: number[] = [];
  for (let day = firstDay; day <= today; day += 1) {
    if (weekday(day) === 0) continue;
    days.push(day);
    const season = MONTH_SEASON[monthOf(day) % 12] ?? 1;
    weights.push(
      season *
        (0.85 + (0.3 * (day - firstDay)) / Math.max(1, today - firstDay)) *
        (weekday(day) === 6 ? 0.3 : 1),
    );
  }
  const cumulative = cumulativeWeights(weights);
  return (low, high) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const day = random.pickWeighted(days, cumulative);
      if (day >= low && day <= high) return day;
    }
    return random.int(low, high);
  };
};

/** Products on sale on a day: collections in their selling window, else the latest one started. */
export const makeProductsOn = (catalog: Catalog): ((day: number) => Product[]) => {
  const cache = new Map<number, Product[]>();
  return (day) => {
    const cached = cache.get(day);
    if (cached) return cached;
    let active = catalog.collections.filter((c) => c.startsOn <= day && day <= c.sellsUntil);
    if (active.length === 0) {
      const started = catalog.collections.filter((c) => c.startsOn <= day);
      active = started.length > 0 ? started.slice(-1) : catalog.collections.slice(0, 1);
    }
    const products = active.flatMap((c) => catalog.productsByCollection.get(c.code) ?? []);
    cache.set(day, products);
    return products;
  };
};

const statusFor = (random: Random, age: number): Status => {
  const roll = random.next();
  if (age <= 15)
    return roll < 0.45
      ? 'open'
      : roll < 0.6
        ? 'blocked'
        : roll < 0.75
          ? 'expedition'
          : roll < 0.9
            ? 'billed'
            : 'canceled';
  if (age <= 45)
    return roll < 0.2
      ? 'open'
      : roll < 0.28
        ? 'blocked'
        : roll < 0.43
          ? 'expedition'
          : roll < 0.93
            ? 'billed'
            : 'canceled';
  if (age <= 120)
    return roll < 0.05
      ? 'open'
      : roll < 0.08
        ? 'blocked'
        : roll < 0.12
          ? 'expedition'
          : roll < 0.92
            ? 'billed'
            : 'canceled';
  return roll < 0.93 ? 'billed' : 'canceled';
};

type PlannedOrder = { day: number; status?: Status; canceledOn?: number; big?: boolean };

/** The showcase customer of each rep gets one recent order in every status, one canceled this month. */
const showcaseOrders = (today: number): PlannedOrder[] => [
  { day: today - 20, status: 'billed' },
  { day: today - 12, status: 'canceled', canceledOn: today },
  { day: today - 8, status: 'expedition' },
  { day: today - 5, status: 'blocked' },
  { day: today - 2, status: 'open' },
];

const planOrders = (
  context: HistoryContext,
  profile: Profile,
  count: number,
  since: number,
): PlannedOrder[] => {
  const { random, today } = context;
  // Inactive customers stopped buying more than a year ago (flag 2); everyone else bought recently.
  const high = profile === 'inactive' ? today - 380 : today;
  const low = Math.min(since, high - 30);
  const planned: PlannedOrder[] = [];
  for (let index = 0; index < count; index += 1) planned.push({ day: context.sampleDay(low, high) });
  if (profile !== 'inactive') planned.push({ day: context.sampleDay(today - 120, today) });
  if (profile === 'showcase') planned.push(...showcaseOrders(today));
  if (profile === 'tight') planned.push({ day: today - random.int(1, 10), status: 'open', big: true });
  planned.sort((a, b) => a.day - b.day);
  return planned;
};

const addTo = (map: Map<string, number>, key: string, cents: number): void => {
  map.set(key, (map.get(key) ?? 0) + cents);
};

/**
 * Writes one customer's orders, items, invoices and receivables, and returns the money figures its credit
 * limit is set from. Receivables follow the profile: only `overdue` customers keep titles past due.
 */
export const writeCustomerHistory = (
  context: HistoryContext,
  customer: { register: string; representativeId: number; profile: Profile; since: number },
  orderCount: number,
  itemsPerOrder: number,
): HistorySummary => {
  const { random, today, writers } = context;
  const rep = customer.representativeId;
  const summary: HistorySummary = {
    openBalanceCents: 0,
    toBeInvoicedCents: 0,
    yearlyNetCents: 0,
    lastOrderDay: null,
  };
  let overdueCount = 0;
  const shipping = random.pick(CARRIERS_SHIPPING);
  const bank = random.pick(BANKS);

  const writeReceivable = (
    invoice: string | null,
    issue: number,
    due: number,
    cents: number,
    returned: boolean,
    index: number,
  ): void => {
    let status = 'open';
    let balance = cents;
    let paidOn: number | null = null;
    let extension: number | null = null;
    if (returned) {
      status = random.chance(0.5) ? 'returned' : 'canceled';
      balance = 0;
    } else if (due < today) {
      const keepOpen =
        customer.profile === 'overdue' && (overdueCount === 0 || random.chance(0.35)) && due > today - 720;
      if (keepOpen) {
        overdueCount += 1;
        if (random.chance(0.2)) extension = Math.min(today - 1, due + random.int(5, 20));
        if (random.chance(0.25)) balance = Math.round(cents * (0.3 + random.next() * 0.5));
      } else if (due >= today - 25 && customer.profile !== 'overdue' && random.chance(0.25)) {
        // Prorrogado: due date passed, extended into the future, so not overdue.
        extension = today + random.int(5, 30);
      } else {
        status = 'paid';
        balance = 0;
        const delay = random.chance(0.7) ? random.int(-3, 2) : random.int(3, 40);
        paidOn = Math.min(today, Math.max(issue, due + delay));
      }
    }
    if (status === 'open') summary.openBalanceCents += balance;
    const number = invoice ? `${invoice}/${index}` : `ND${context.next.invoice++}`;
    writers.receivables.row([
      number,
      customer.register,
      invoice,
      invoice ? 'DM' : 'ND',
      bank,
      formatDay(issue),
      formatDay(due),
      extension === null ? null : formatDay(extension),
      random.pick(POSITIONS),
      money(cents),
      money(balance),
      status,
      paidOn === null ? null : formatDay(paidOn),
    ]);
  };

  const writeInvoice = (
    orderNumber: number,
    day: number,
    parts: number,
    cents: number,
    installments: number[],
    returned: boolean,
  ): void => {
    const number = String(context.next.invoice++).padStart(9, '0');
    writers.invoices.row([number, orderNumber, formatDay(day), parts, money(cents)]);
    addTo(context.invoiced, `${rep}|${monthOf(day)}`, cents);
    let left = cents;
    installments.forEach((days, index) => {
      const share = index === installments.length - 1 ? left : Math.round(cents / installments.length);
      left -= share;
      writeReceivable(number, day, day + days, share, returned, index + 1);
    });
  };

  const planned = planOrders(context, customer.profile, orderCount, customer.since);
  for (const plan of planned) {
    const orderNumber = context.next.order++;
    const age = today - plan.day;
    const status: Status =
      plan.status ??
      (customer.profile === 'inactive'
        ? random.chance(0.93)
          ? 'billed'
          : 'canceled'
        : statusFor(random, age));
    const terms = random.pickWeighted(PAYMENT_TERMS, PAYMENT_CUMULATIVE);
    const discount = random.pick(DISCOUNTS);

    // Items: distinct references from the collections on sale that day.
    const products = context.productsOn(plan.day);
    const wanted = Math.min(
      products.length,
      Math.max(1, Math.round(itemsPerOrder * (0.3 + random.next() * 1.4))),
    );
    const chosen = new Set<Product>();
    while (chosen.size < wanted) chosen.add(random.pick(products));
    let parts = 0;
    let net = 0;
    for (const product of chosen) {
      const itemParts = 6 * random.int(1, plan.big ? 40 : 12);
      const value = itemParts * product.priceCents;
      const itemNet = Math.round((value * (100 - discount)) / 100);
      parts += itemParts;
      net += itemNet;
      if (context.writeItem)
        context.writeItem(plan.day, orderNumber, product.reference, itemParts, value, itemNet);
      else writers.items.row([orderNumber, product.reference, itemParts, money(value), money(itemNet)]);
      if (status !== 'canceled')
        addTo(context.sales, `${rep}|${product.article}|${monthOf(plan.day)}`, itemNet);
    }

    let blockedOn: number | null = null;
    let canceledOn: number | null = null;
    if (status === 'blocked') blockedOn = Math.min(today, plan.day + random.int(0, 3));
    if (status === 'billed' && random.chance(0.1)) blockedOn = plan.day + random.int(0, 3);
    if (status === 'canceled') {
      if (random.chance(0.4)) blockedOn = Math.min(today, plan.day + random.int(0, 5));
      canceledOn = plan.canceledOn ?? Math.min(today, (blockedOn ?? plan.day) + random.int(1, 30));
    }
    writers.orders.row([
      orderNumber,
      customer.register,
      rep,
      formatDay(plan.day),
      formatDay(plan.day + random.int(20, 60)),
      status,
      random.pick(PRICE_TABLES),
      terms.days,
      blockedOn === null ? null : formatDay(blockedOn),
      canceledOn === null ? null : formatDay(canceledOn),
      canceledOn === null ? null : random.pick(CANCEL_REASONS),
      random.chance(0.9) ? shipping : random.pick(CARRIERS_SHIPPING),
      random.pickWeighted(ORIGINS, ORIGIN_CUMULATIVE),
    ]);

    // Invoices: billed orders in one go or in two parts; some open/expedition orders partly billed.
    let invoicedCents = 0;
    const billOn = (after: number): number => Math.min(today, after + random.int(3, 25));
    if (status === 'billed') {
      const first = billOn(plan.day);
      if (random.chance(0.25) && parts > 6) {
        const share = 0.5 + random.next() * 0.2;
        const firstParts = Math.round(parts * share);
        const firstCents = Math.round(net * share);
        writeInvoice(orderNumber, first, firstParts, firstCents, terms.installments, false);
        writeInvoice(
          orderNumber,
          Math.min(today, first + random.int(3, 20)),
          parts - firstParts,
          net - firstCents,
          terms.installments,
          false,
        );
      } else {
        writeInvoice(orderNumber, first, parts, net, terms.installments, false);
      }
      invoicedCents = net;
    } else if (
      (status === 'open' || status === 'expedition') &&
      age > 10 &&
      !plan.status &&
      random.chance(0.25)
    ) {
      const share = 0.4 + random.next() * 0.2;
      invoicedCents = Math.round(net * share);
      writeInvoice(
        orderNumber,
        billOn(plan.day),
        Math.round(parts * share),
        invoicedCents,
        terms.installments,
        false,
      );
    } else if (
      status === 'canceled' &&
      canceledOn !== null &&
      canceledOn - plan.day > 5 &&
      random.chance(0.08)
    ) {
      // Billed, then the goods came back: the titles are returned or canceled.
      writeInvoice(orderNumber, plan.day + 3, parts, net, terms.installments, true);
    }

    if (status === 'open' || status === 'blocked' || status === 'expedition') {
      summary.toBeInvoicedCents += Math.max(0, net - invoicedCents);
    }
    if (status !== 'canceled') {
      if (plan.day > today - 365) summary.yearlyNetCents += net;
      summary.lastOrderDay = plan.day;
    }
  }

  // An overdue customer without a past-due title yet gets a debit note (no invoice) 30 days late.
  if (customer.profile === 'overdue' && overdueCount === 0) {
    writeReceivable(null, today - 60, today - 30, 100 * random.int(200, 3_000), false, 1);
  }
  return summary;
};

export const monthStart = (day: number): number => firstDayOfMonth(monthOf(day));
