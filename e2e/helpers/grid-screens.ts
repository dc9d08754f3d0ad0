import { monthRange } from './format.ts';

export type Json = Record<string, unknown>;

/** The call Situação Limite and Grid make for `rep`: customers without a purchase in the current month. */
export const saleFrequencyPath = (rep: number): string => {
  const { start, end } = monthRange();
  return `/api/v1/customer/sale-frequency?initialIssueDate=${start}&finalIssueDate=${end}&bought=false&representativeId=${rep}`;
};

export type GridScreen = {
  id: string;
  path: string;
  /** The same call the screen makes, for REP1 (representativeId 1). */
  api: () => string;
  /** The API row the screen shows first (the first row unless told). */
  first?: (rows: Json[]) => Json | undefined;
};

/** The screens drawn by the report grid, as REP1 consults them with the default filters. */
export const gridScreens = {
  wallet: { id: 'wallet', path: '/wallet', api: () => '/api/v1/reports/wallet?representativeId=1' },
  billed: {
    id: 'billed',
    path: '/billed',
    api: () => {
      const { start, end } = monthRange();
      return `/api/v1/reports/billed?representativeId=1&initialBilling=${start}&finalBilling=${end}`;
    },
  },
  duplicates: {
    id: 'duplicates',
    path: '/duplicates',
    api: () => '/api/v1/reports/duplicates?representativeId=1',
  },
  canceledOrders: {
    id: 'canceled-orders',
    path: '/canceledOrders',
    api: () => '/api/v1/reports/canceled-orders?representativeId=1',
  },
  customerPerformance: {
    id: 'customer-performance',
    path: '/customerPerformance',
    api: () => '/api/v1/reports/customer-performance?representativeId=1',
  },
  salesFrequencyAtual: {
    id: 'sales-frequency-atual',
    path: '/salesFrequencyAtual',
    api: () => saleFrequencyPath(1),
    // Grouped by suggestionPriority, lowest first, rows in the server's order inside a group.
    first: (rows: Json[]) =>
      [...rows].sort((a, b) => Number(a.suggestionPriority) - Number(b.suggestionPriority))[0],
  },
  routes: { id: 'routes', path: '/routes', api: () => '/api/v1/routes?representativeId=1' },
} satisfies Record<string, GridScreen>;
