export type Scale = 'tiny' | 'demo' | 'large';

export type ScaleSettings = {
  supervisors: number;
  representatives: number;
  customers: number;
  /** Mean orders per customer over the whole history. */
  ordersPerCustomer: number;
  /** Mean distinct references per order. */
  itemsPerOrder: number;
  /** Products per collection and quota article. */
  productsPerArticle: number;
  /** Years of history ending today. */
  years: number;
};

export const scales: Record<Scale, ScaleSettings> = {
  // For tests: every flag and status still shows up, in well under a second.
  tiny: {
    supervisors: 1,
    representatives: 2,
    customers: 40,
    ordersPerCustomer: 10,
    itemsPerOrder: 4,
    productsPerArticle: 2,
    years: 3,
  },
  // The demo: ~2,500 customers, ~60k orders, ~300k items.
  demo: {
    supervisors: 3,
    representatives: 12,
    customers: 2_500,
    ordersPerCustomer: 24,
    itemsPerOrder: 5,
    productsPerArticle: 6,
    years: 3,
  },
  // Load tests: ~200k customers, ~2M orders, ~10M items.
  large: {
    supervisors: 50,
    representatives: 1_000,
    customers: 200_000,
    ordersPerCustomer: 10,
    itemsPerOrder: 5,
    productsPerArticle: 12,
    years: 3,
  },
};
