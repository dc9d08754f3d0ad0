import type { CommissionStatementAnswer, ForecastBucket } from '@portal/contracts';

const month = (
  yyyymm: string,
  toBeInvoicedValue: number,
  receivables: number,
  total: number,
): ForecastBucket => ({
  bucket: 'month',
  month: yyyymm,
  toBeInvoicedValue,
  receivables,
  total,
});

/**
 * A statement computed by hand: cents chosen so that adding them as floats would drift (0.1 + 0.2 …), which the
 * screen must not show. Waterfall: Carteira 105,30; receivables 30,30 of which 10,10 overdue, so 20,20 to receive;
 * credit 50,05; debit 12,50; total 105,30 + 30,30 + 50,05 − 12,50 = 173,15.
 */
export const statement: CommissionStatementAnswer = {
  month: '2026-11',
  today: '2026-11-23',
  realised: {
    entries: [
      {
        representativeId: 1,
        postedOn: '2026-11-05',
        kind: 'credit',
        value: 50.05,
        description: 'COMISSÃO S/ FATURAMENTO 10/2026',
      },
      { representativeId: 1, postedOn: '2026-11-10', kind: 'debit', value: 12.5, description: null },
    ],
    credit: 50.05,
    debit: 12.5,
    net: 37.55,
  },
  forecast: {
    buckets: [
      { bucket: 'overdue', month: null, toBeInvoicedValue: 0, receivables: 10.1, total: 10.1 },
      month('2026-11', 100.2, 0.2, 100.4),
      month('2026-12', 0.1, 20, 20.1),
      month('2027-01', 0, 0, 0),
      month('2027-02', 0, 0, 0),
      month('2027-03', 0, 0, 0),
      month('2027-04', 0, 0, 0),
      { bucket: 'later', month: null, toBeInvoicedValue: 5, receivables: 0, total: 5 },
    ],
    toBeInvoicedValue: 105.3,
    receivables: 30.3,
    total: 135.6,
  },
  lost: { canceledOrders: 7.5, returnedReceivables: 2.25, total: 9.75, orders: [], receivables: [] },
  customers: [
    {
      register: '11222333000181',
      name: 'LOJA UM',
      representativeId: 1,
      toBeInvoicedValue: 100.2,
      receivables: 0.2,
      overdue: 10.1,
      total: 110.5,
    },
    {
      register: '44555666000172',
      name: 'LOJA DOIS',
      representativeId: 1,
      toBeInvoicedValue: 5.1,
      receivables: 20,
      overdue: 0,
      total: 25.1,
    },
  ],
};
