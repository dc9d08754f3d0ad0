import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/database.ts';
import { commissionSummary } from '../../apps/server/src/modules/indicators/commission.queries.ts';
import { revenuesOfMonth } from '../../apps/server/src/modules/indicators/goal-revenues.queries.ts';
import {
  goalSalesByArticle,
  goalSalesByWeek,
  supervisorOfRep,
} from '../../apps/server/src/modules/indicators/goal-sales.queries.ts';
import { monthOf, twelveMonthsEndingAt } from '../../apps/server/src/domain/months/month.ts';
import { nonPaymentOfLastTwoYears } from '../../apps/server/src/modules/indicators/non-payment.queries.ts';
import { potentialByFlag } from '../../apps/server/src/modules/indicators/potential.queries.ts';
import { servedCustomers } from '../../apps/server/src/modules/indicators/served.queries.ts';
import { walletSummary } from '../../apps/server/src/modules/indicators/wallet-summary.queries.ts';

/** One report call: its URL for one rep and the same query functions the route runs, called bare. */
export type BenchCall = {
  name: string;
  /**
   * Whose token asks: the rep's own (default), the rep's supervisor's (the team's scope) or the administrator's (every
   * rep); `url` and `bare` still get the chosen rep, for calls that name it.
   */
  as?: 'rep' | 'supervisor' | 'admin';
  /**
   * A company-wide call whose answer does not change with the chosen rep: timed `--company-rounds` times in all, the
   * chosen reps taking turns, instead of `--rounds` times per rep.
   */
  company?: boolean;
  url: (rep: number) => string;
  bare: (db: Kysely<Database>, rep: number) => Promise<unknown>;
};

export type BenchContext = { today: string };

/** The Indicadores calls (this module's), with the filters the /charts screen sends for one rep. */
export const indicatorCalls = ({ today }: BenchContext): BenchCall[] => {
  const month = monthOf(today);
  return [
    {
      name: 'goal-sales',
      url: (rep) => `/api/v1/goal-sales/get-by?date=${today}&representativeId=${rep}`,
      // The route reads the rep's supervisor beside the figures, on a second connection at the same time.
      bare: (db, rep) =>
        Promise.all([goalSalesByArticle(db, { reps: [rep], month }), supervisorOfRep(db, rep)]),
    },
    {
      name: 'goal-sales-period',
      url: (rep) => `/api/v1/goal-sales-period/get-by?date=${today}&representativeId=${rep}`,
      bare: (db, rep) => goalSalesByWeek(db, { reps: [rep], range: twelveMonthsEndingAt(today) }),
    },
    {
      name: 'goal-revenues',
      url: (rep) => `/api/v1/goal-revenues/get-by?date=${today}&representativeId=${rep}`,
      bare: (db, rep) => revenuesOfMonth(db, { reps: [rep], month }),
    },
    {
      name: 'wallet (tile)',
      url: (rep) => `/api/v1/wallet/get-by?representativeId=${rep}`,
      bare: (db, rep) => walletSummary(db, { reps: [rep], todayMonth: month }),
    },
    {
      name: 'commission',
      url: (rep) => `/api/v1/commission/get-by?date=${today}&representativeId=${rep}`,
      bare: (db, rep) => commissionSummary(db, { reps: [rep], monthFirst: month.first, today }),
    },
    {
      name: 'collection (potential)',
      url: (rep) => `/api/v1/collection/get-by?date=${today}&representativeId=${rep}`,
      bare: (db, rep) => potentialByFlag(db, { reps: [rep], today }),
    },
    {
      name: 'non-payment',
      url: (rep) => `/api/v1/non-payment/get-by?representativeId=${rep}`,
      bare: (db, rep) => nonPaymentOfLastTwoYears(db, { reps: [rep], today }),
    },
    {
      name: 'customer/served',
      url: (rep) => `/api/v1/customer/served?date=${today}&representativeId=${rep}`,
      bare: (db, rep) => servedCustomers(db, { reps: [rep], today, month }),
    },
  ];
};

type QueryFunction = (db: Kysely<Database>, filter: Record<string, unknown>) => Promise<unknown>;

/** A query function of another module, loaded by name; undefined while that module is not written yet. */
const loadQuery = async (path: string, name: string): Promise<QueryFunction | undefined> => {
  try {
    const module = (await import(new URL(path, import.meta.url).href)) as Record<string, unknown>;
    const candidate = module[name];
    return typeof candidate === 'function' ? (candidate as QueryFunction) : undefined;
  } catch {
    return undefined;
  }
};

const server = '../../apps/server/src/';

/** The report grids and customer calls of the other module, when their query functions exist. */
export const reportCalls = async ({ today }: BenchContext): Promise<(BenchCall & { missing?: string })[]> => {
  const month = monthOf(today);
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}01`;
  const specs: {
    name: string;
    url: (rep: number) => string;
    module: string;
    fn: string;
    filter: (rep: number) => Record<string, unknown>;
  }[] = [
    {
      name: 'customer/sale-frequency',
      url: (rep) =>
        `/api/v1/customer/sale-frequency?initialIssueDate=${month.first}&finalIssueDate=${month.last}&representativeId=${rep}`,
      module: 'modules/customers/sale-frequency.queries.ts',
      fn: 'saleFrequencyOf',
      filter: (rep) => ({ today, reps: [rep], start: month.first, end: month.last }),
    },
    {
      name: 'customer/orders',
      url: (rep) =>
        `/api/v1/customer/orders?initialIssueDate=${yearAgo}&finalIssueDate=${month.last}&representativeId=${rep}`,
      module: 'modules/customers/customer-orders.queries.ts',
      fn: 'customersWithOrdersOf',
      filter: (rep) => ({ today, reps: [rep], start: yearAgo, end: month.last }),
    },
    {
      name: 'reports/wallet',
      url: (rep) => `/api/v1/reports/wallet?representativeId=${rep}`,
      module: 'domain/order-grids/wallet-grid.queries.ts',
      fn: 'walletGridRowsOf',
      filter: (rep) => ({ reps: [rep] }),
    },
    {
      name: 'reports/billed',
      url: (rep) =>
        `/api/v1/reports/billed?initialBilling=${month.first}&finalBilling=${month.last}&representativeId=${rep}`,
      module: 'domain/order-grids/billed-grid.queries.ts',
      fn: 'billedGridRowsOf',
      filter: (rep) => ({ reps: [rep], start: month.first, end: month.last }),
    },
    {
      name: 'reports/duplicates',
      url: (rep) => `/api/v1/reports/duplicates?representativeId=${rep}`,
      module: 'modules/reports/duplicates.queries.ts',
      fn: 'duplicateGridRowsOf',
      filter: (rep) => ({ today, reps: [rep] }),
    },
    {
      name: 'reports/canceled-orders',
      url: (rep) => `/api/v1/reports/canceled-orders?representativeId=${rep}`,
      module: 'modules/reports/canceled-orders.queries.ts',
      fn: 'canceledOrderGridRowsOf',
      filter: (rep) => ({ today, reps: [rep] }),
    },
    {
      name: 'reports/customer-performance',
      url: (rep) => `/api/v1/reports/customer-performance?representativeId=${rep}`,
      module: 'modules/reports/customer-performance.queries.ts',
      fn: 'customerPerformanceRowsOf',
      filter: (rep) => ({ today, reps: [rep] }),
    },
    {
      name: 'routes',
      url: (rep) => `/api/v1/routes?representativeId=${rep}`,
      module: 'modules/visit-routes/visit-routes.queries.ts',
      fn: 'routeRowsOf',
      filter: (rep) => ({ reps: [rep] }),
    },
  ];
  const calls: (BenchCall & { missing?: string })[] = [];
  for (const spec of specs) {
    const query = await loadQuery(`${server}${spec.module}`, spec.fn);
    calls.push({
      name: spec.name,
      url: spec.url,
      bare: query ? (db, rep) => query(db, spec.filter(rep)) : async () => undefined,
      ...(query ? {} : { missing: `${spec.module}#${spec.fn}` }),
    });
  }
  return calls;
};
