import type { SaleFrequencyCustomer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../import/index.ts';
import {
  buildGeneratedFolderApp,
  oneProductCatalog,
  ritaAndTeam,
  type GeneratedFiles,
} from '../../testing/generated-folder.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// docs/domain.md §2: the financial flag is the first match of 4 overdueTitles > 0; 3 credit suspended; 2 no credit limit
// (null or 0) or no purchase in the last 365 days; 1 projectedBalance < 0; 0 otherwise. Each customer below meets
// its own condition AND every lower one, so swapping any two conditions changes some answer. Today is 2025-09-30:
// "in the last 365 days" means issued after 2024-09-30; a receivable is overdue when open, balance > 0 and its
// effective due (extension_date or due_date) is before today. projected = limit − open balances − toBeInvoiced.

const register = (digit: number) => {
  const base = `${String(digit).repeat(8)}0001`;
  return `${base}${cnpjCheckDigits(base)}`;
};
const C = {
  OVERDUE: register(1),
  SUSPENDED: register(2),
  NO_LIMIT: register(3),
  STALE: register(4),
  SHORT: register(5),
  CLEAR: register(6),
};

// Rows for the CSV files: every customer is rep 1's in SÃO PAULO; every order has one item of P1 (its net value),
// so one row feeds both orders.csv and order_items.csv (each file takes only its own columns).
const customer = (register: string, name: string, limit: string, status: string, potential: number) => ({
  register,
  name,
  city_code: 3550308,
  representative_id: 1,
  credit_limit: limit,
  credit_status: status,
  sale_potential: potential,
});
const order = (number: number, register: string, issue_date: string, status: string, net: number) => ({
  number,
  customer_register: register,
  representative_id: 1,
  issue_date,
  status,
  order_number: number,
  reference: 'P1',
  parts: 10,
  value: net,
  net_value: net,
});
const openReceivable = (number: string, register: string, due: string, balance: number, extended = '') => ({
  number,
  customer_register: register,
  issue_date: '2025-08-01',
  due_date: due,
  extension_date: extended,
  value: balance,
  balance,
  status: 'open',
});

const customers = [
  // Overdue R1 300 (due 09-10 < today) AND suspended AND no limit AND never bought AND projected 0 − 300 < 0 → 4.
  customer(C.OVERDUE, 'ATRASADO', '', 'suspended', 1000),
  // R2 due 09-10 but extended to 10-10, so not overdue; suspended AND no limit AND never bought AND
  // projected 0 − 500 < 0 → 3.
  customer(C.SUSPENDED, 'SUSPENSO', '', 'suspended', 2000),
  // Limit 0 although it bought on 09-05 (order 1) AND projected 0 − 200 (R3) = −200 → 2.
  customer(C.NO_LIMIT, 'SEM LIMITE', '0.00', 'active', 3000),
  // Limit 1000, but last purchase 2024-08-20 is not after 2024-09-30 AND projected 1000 − 1500 (R4) = −500 → 2.
  customer(C.STALE, 'SEM COMPRA', '1000.00', 'active', 4000),
  // Open order 3: net 1200 − invoiced 300 (N1) = 900 to invoice; projected 1000 − 400 (R5) − 900 = −300 → 1.
  customer(C.SHORT, 'SEM SALDO', '1000.00', 'active', 5000),
  // Bought 09-12 (order 4 billed: nothing to invoice); projected 5000 − 1000 (R6) = 4000 ≥ 0 → 0.
  customer(C.CLEAR, 'LIBERADO', '5000.00', 'active', 6000),
];
const orders = [
  order(1, C.NO_LIMIT, '2025-09-05', 'billed', 800),
  order(2, C.STALE, '2024-08-20', 'billed', 500),
  order(3, C.SHORT, '2025-09-10', 'open', 1200),
  order(4, C.CLEAR, '2025-09-12', 'billed', 2000),
];
const receivables = [
  openReceivable('R1', C.OVERDUE, '2025-09-10', 300),
  openReceivable('R2', C.SUSPENDED, '2025-09-10', 500, '2025-10-10'),
  openReceivable('R3', C.NO_LIMIT, '2025-10-15', 200),
  openReceivable('R4', C.STALE, '2025-10-20', 1500),
  openReceivable('R5', C.SHORT, '2025-10-25', 400),
  openReceivable('R6', C.CLEAR, '2025-10-30', 1000),
];

const files = (): GeneratedFiles => ({
  ...ritaAndTeam(),
  ...oneProductCatalog(),
  'customers.csv': customers,
  'orders.csv': orders,
  'order_items.csv': orders,
  'invoices.csv': [{ number: 'N1', order_number: 3, issue_date: '2025-09-20', parts: 3, value: 300 }],
  'receivables.csv': receivables,
});

describe.each(databaseKinds)('financial flag precedence (%s)', (kind) => {
  const t = sharedFixture(() => buildGeneratedFolderApp(kind, files(), { today: '2025-09-30' }));

  const get = async <T>(url: string) => {
    const { status, body } = await t.getAsRita<T>(url);
    expect(status).toBe(200);
    return body;
  };

  it('gives each customer the flag of the first condition it meets, in 4-3-2-1-0 order', async () => {
    const body = await get<SaleFrequencyCustomer[]>(
      '/api/v1/customer/sale-frequency?initialIssueDate=2025-09-01&finalIssueDate=2025-09-30',
    );
    expect(Object.fromEntries(body.map((c) => [c.register, c.financialFlag]))).toEqual({
      [C.OVERDUE]: 4,
      [C.SUSPENDED]: 3,
      [C.NO_LIMIT]: 2,
      [C.STALE]: 2,
      [C.SHORT]: 1,
      [C.CLEAR]: 0,
    });
  });

  it('counts each customer once, in the potential tile of its winning flag', async () => {
    expect(await get('/api/v1/collection/get-by?date=2025-09-15')).toEqual({
      releasedCredit: 6000, // LIBERADO
      nrCliRelCred: 1,
      insufficientCredit: 5000, // SEM SALDO
      nrCliInsCred: 1,
      withoutCredit: 7000, // SEM LIMITE 3000 + SEM COMPRA 4000
      nrCliWithoutCred: 2,
      suspendedCredit: 2000, // SUSPENSO (ATRASADO is suspended too, but flag 4 wins)
      nrCliSusCred: 1,
      debitBalance: 300, // ATRASADO's overdue R1, not its sale potential
      nrCliDebBalance: 1,
    });
  });
});
