import type { CommissionAnswer, CommissionStatementAnswer, ForecastBucket } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CS, buildCommissionStatementFixtureApp } from '../../testing/commission-statement-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The commission statement (docs/domain.md §5.3, decision 072) on the hand-computed fixture
// (test-fixtures/commission-statement/README.md), today 2025-09-30: every figure below is worked out by hand from the
// CSV files, not copied from an answer. Rates: ANA (10) 5 %, BRUNO (11) 4 %, CARLA (20) 0 %.

const PATH = '/api/v1/commission/statement';

/** The 8 buckets from their toBeInvoicedValue and receivables figures, overdue first, later last. */
const buckets = (figures: [toBeInvoicedValue: number, receivables: number][]): ForecastBucket[] => {
  const months = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'];
  return figures.map(([toBeInvoicedValue, receivables], idx) => ({
    bucket: idx === 0 ? 'overdue' : idx === 7 ? 'later' : 'month',
    month: idx === 0 || idx === 7 ? null : (months[idx - 1] ?? null),
    toBeInvoicedValue,
    receivables,
    // Exact in cents: the figures are hand-written with 2 decimals.
    total: Math.round((toBeInvoicedValue + receivables) * 100) / 100,
  }));
};

// ANA, unrounded commission per bucket (5 %):
// toBeInvoicedValue  2025-09: 301 no delivery date 1000.10 × 5 % = 50.005, 302 delivery in August (past) (200 − 50 invoiced)
//           × 5 % = 7.50 → 57.505; 2025-11: 303 300 × 5 % = 15.00; later: 304 (May 2026) 100.30 × 5 % = 5.015.
//           Σ = 77.52. Rounded cumulatively: 57.51 | 72.505 → 72.51, so 15.00 | 77.52 − 72.51 = 5.01.
//           (Each bucket rounded on its own would add to 77.53, a cent off the tile.)
// receivables overdue: R-VENC 100.10 × 5 % = 5.005; 2025-09: R-MES (due today, not overdue) 10.00;
//           2025-11: R-PRORR (due 09-15, extended to 11-20) 4.00; 2025-12: R-M3 300.10 × 5 % = 15.005;
//           later: R-LATER (April 2026, month + 7) 25.00. R-PAGO (paid) and R-DEV (returned) count nothing.
//           Σ = 59.01. Cumulative: 5.01 | 15.005 → 15.01, so 10.00 | 19.005 → 19.01, so 4.00 | 34.01, so 15.00 |
//           59.01, so 25.00.
const ANA_STATEMENT: CommissionStatementAnswer = {
  month: '2025-09',
  today: '2025-09-30',
  realised: {
    entries: [
      {
        representativeId: 10,
        postedOn: '2025-09-05',
        kind: 'credit',
        value: 150,
        description: 'Comissão de agosto',
      },
      {
        representativeId: 10,
        postedOn: '2025-09-20',
        kind: 'debit',
        value: 20.5,
        description: 'Estorno de devolução',
      },
    ],
    credit: 150,
    debit: 20.5,
    net: 129.5,
  },
  forecast: {
    buckets: buckets([
      [0, 5.01],
      [57.51, 10],
      [0, 0],
      [15, 4],
      [0, 15],
      [0, 0],
      [0, 0],
      [5.01, 25],
    ]),
    toBeInvoicedValue: 77.52,
    receivables: 59.01,
    total: 136.53,
  },
  lost: {
    // 401 canceled 2025-03-10: 250.50 × 5 % = 12.525 → 12.53; 402 canceled 2024-09-30 = today − 365, outside.
    // R-DEV returned, issued 2025-06-01: 120 × 5 % = 6.00; R-DEV-OLD issued 2024-08-01, outside.
    canceledOrders: 12.53,
    returnedReceivables: 6,
    total: 18.53,
    orders: [
      {
        order: 401,
        representativeId: 10,
        customerRegister: CS.SEGUNDA,
        customerName: 'SEGUNDA MODAS',
        canceledOn: '2025-03-10',
        totalNetValue: 250.5,
        commission: 12.53,
      },
    ],
    receivables: [
      {
        number: 'R-DEV',
        representativeId: 10,
        customerRegister: CS.SEGUNDA,
        customerName: 'SEGUNDA MODAS',
        issueDate: '2025-06-01',
        value: 120,
        commission: 6,
      },
    ],
  },
  // Each column is allocated by largest remainder to the forecast's totals, so the table adds up to the summary
  // (rounding each row would give 77.53 and 54.01, a cent off). Carteira: PRIMEIRA 50.005 + 7.50 = 57.505, SEGUNDA
  // 15 + 5.015 = 20.015, total 77.52: floors 57.50 + 20.01, the missing cent to the first of the tied remainders.
  // Receivables not due: PRIMEIRA 10 + 15.005 + 4 = 29.005, SEGUNDA 25.00; the forecast's 59.01 − overdue 5.01 =
  // 54.00 = the floors. Overdue: SEGUNDA 5.005 → 5.01, the overdue bucket.
  customers: [
    {
      register: CS.PRIMEIRA,
      name: 'PRIMEIRA MODAS',
      representativeId: 10,
      toBeInvoicedValue: 57.51,
      receivables: 29,
      overdue: 0,
      total: 86.51,
    },
    {
      register: CS.SEGUNDA,
      name: 'SEGUNDA MODAS',
      representativeId: 10,
      toBeInvoicedValue: 20.01,
      receivables: 25,
      overdue: 5.01,
      total: 50.02,
    },
  ],
};

// BRUNO (4 %): 305 delivered October, 500 × 4 % = 20.00; R-BRUNO due October, 250.25 × 4 % = 10.01;
// 403 canceled 2025-09-01, 100 × 4 % = 4.00.
const TERCEIRA = {
  register: CS.TERCEIRA,
  name: 'TERCEIRA MODAS',
  representativeId: 11,
  toBeInvoicedValue: 20,
  receivables: 10.01,
  overdue: 0,
  total: 30.01,
};
const LOST_403 = {
  order: 403,
  representativeId: 11,
  customerRegister: CS.TERCEIRA,
  customerName: 'TERCEIRA MODAS',
  canceledOn: '2025-09-01',
  totalNetValue: 100,
  commission: 4,
};

describe.each(databaseKinds)('commission statement on %s', (kind) => {
  const t = sharedFixture(() => buildCommissionStatementFixtureApp(kind));

  it("answers ANA's whole statement as computed by hand", async () => {
    const { status, body } = await t.get<CommissionStatementAnswer>(PATH, 'ANA');
    expect(status).toBe(200);
    expect(body).toEqual(ANA_STATEMENT);
  });

  it('reads the realised entries of the month `date` names; the forecast stays as of today', async () => {
    const { body } = await t.get<CommissionStatementAnswer>(`${PATH}?date=2025-08-15`, 'ANA');
    expect(body.month).toBe('2025-08');
    expect(body.realised).toEqual({
      entries: [
        {
          representativeId: 10,
          postedOn: '2025-08-31',
          kind: 'credit',
          value: 99,
          description: 'Comissão de julho',
        },
      ],
      credit: 99,
      debit: 0,
      net: 99,
    });
    expect(body.forecast).toEqual(ANA_STATEMENT.forecast);
  });

  it('answers a rep with rate 0 zeros and no customers', async () => {
    const { body } = await t.get<CommissionStatementAnswer>(PATH, 'CARLA');
    expect(body.forecast).toEqual({
      buckets: buckets(Array(8).fill([0, 0])),
      toBeInvoicedValue: 0,
      receivables: 0,
      total: 0,
    });
    expect(body.customers).toEqual([]);
    expect(body.lost).toEqual({
      canceledOrders: 0,
      returnedReceivables: 0,
      total: 0,
      orders: [],
      receivables: [],
    });
    expect(body.realised).toEqual({ entries: [], credit: 0, debit: 0, net: 0 });
  });

  it("adds several reps with each rep's own rate", async () => {
    const { body } = await t.get<CommissionStatementAnswer>(PATH, 'ADMIN');
    // Carteira: ANA's plus 20.00 in October: 57.505 | 77.505 → 77.51, so 20.00 | 92.505 → 92.51, so 15.00 |
    // later 97.52 − 92.51 = 5.01. Receivables: ANA's plus 10.01 in October: 5.005 → 5.01 | 15.005 → 15.01, so 10.00 |
    // 25.015 → 25.02, so 10.01 | 29.015 → 29.02, so 4.00 | 44.02, so 15.00 | 69.02, so 25.00. CARLA's 0 % adds 0.
    expect(body.forecast).toEqual({
      buckets: buckets([
        [0, 5.01],
        [57.51, 10],
        [20, 10.01],
        [15, 4],
        [0, 15],
        [0, 0],
        [0, 0],
        [5.01, 25],
      ]),
      toBeInvoicedValue: 97.52,
      receivables: 69.02,
      total: 166.54,
    });
    expect(body.customers).toEqual([...ANA_STATEMENT.customers, TERCEIRA]);
    expect(body.lost).toEqual({
      canceledOrders: 16.53,
      returnedReceivables: 6,
      total: 22.53,
      orders: [LOST_403, ...ANA_STATEMENT.lost.orders],
      receivables: ANA_STATEMENT.lost.receivables,
    });
    expect(body.realised.credit).toBe(190);
    expect(body.realised.net).toBe(169.5);
  });

  it('reconciles with the Comissão tile for every caller', async () => {
    for (const user of ['ANA', 'BRUNO', 'CARLA', 'SUPNORTE', 'ADMIN'] as const) {
      const statement = await t.get<CommissionStatementAnswer>(PATH, user);
      const tile = await t.get<CommissionAnswer>('/api/v1/commission/get-by?date=2025-09-30', user);
      expect(statement.body.forecast.toBeInvoicedValue, user).toBe(tile.body.order);
      expect(statement.body.forecast.receivables, user).toBe(tile.body.duplicate);
      const cents = (field: 'toBeInvoicedValue' | 'receivables') =>
        statement.body.forecast.buckets.reduce((sum, bucket) => sum + Math.round(bucket[field] * 100), 0);
      expect(cents('toBeInvoicedValue'), user).toBe(Math.round(tile.body.order * 100));
      expect(cents('receivables'), user).toBe(Math.round(tile.body.duplicate * 100));
    }
  });

  it('refuses a bad date with 400', async () => {
    const { status } = await t.get(`${PATH}?date=2025-02-30`, 'ANA');
    expect(status).toBe(400);
  });
});
