import type { CustomerWithOrders } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildCustomersFixtureApp, CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Hand-computed from apps/server/test-fixtures/customers (today 2025-09-30). The profile fields are the same
// definition as in sale-frequency (customer-profile.queries.ts); here we check the orders and the filters.

const period = (start: string, end: string) => `initialIssueDate=${start}&finalIssueDate=${end}`;
const url = (extra = '', start = '2025-09-01', end = '2025-09-30') =>
  `/api/v1/customer/orders?${period(start, end)}${extra}`;
const names = (customers: CustomerWithOrders[]) => customers.map((customer) => customer.name);
const find = (customers: CustomerWithOrders[], register: string) => {
  const found = customers.find((customer) => customer.register === register);
  if (!found) throw new Error(`cliente ${register} ausente`);
  return found;
};

// Order 1001 (ALFA, open): items 10 + 5 + 3 = 18 parts; value 1000 + 500 + 300 = 1800; net 900 + 450 + 270 = 1620.
// Invoices 5001 (2025-09-20, 700) and 5002 (2025-09-25, 200): latest = 5002, invoiced Σ = 900.
const ORDER_1001 = {
  order: 1001,
  issueDate: '2025-09-05',
  totalAmount: 18,
  totalValue: 1800,
  totalNetValue: 1620,
  priceTable: 'T1',
  representativeId: 10,
  representative: 'ANA',
  invoice: '5002',
  invoicedAmount: 900,
  invoiceIssueDate: '2025-09-25',
  invoiceCount: 2,
  shippingCompany: 'TRANSP SUL',
  statusColor: 'blue',
  status: 'open',
  statusDescription: 'Aberto',
};

describe.each(databaseKinds)('customer/orders on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  it('lists every customer of the rep by name, each with its orders of the period, newest first', async () => {
    const { status, body } = await t.get<CustomerWithOrders[]>(url(), 'ANA');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'ALFA MODAS',
      'BETA CONFECCOES',
      'DELTA ROUPAS',
      'EPSILON CALCADOS',
      'GAMA TECIDOS',
      'ZETA BOUTIQUE',
    ]);
    const alfa = find(body, REGISTERS.ALFA);
    // Order 2001 of rep 11 for ALFA is outside ANA's scope.
    expect(alfa.orders).toEqual([ORDER_1001]);
    expect(alfa).toMatchObject({
      route: 12,
      routeVersion: 0,
      representative: 'ANA',
      representatives: [{ id: 11, name: 'BRUNO' }],
      financialFlag: 0,
      creditLimit: 10000,
      balanceLimit: 9300,
      projectedBalance: 8580,
      salePotential: 5000,
      averageDiscount: 7.92,
      averageDeadline: 48.75,
      daysGreatestDelay: 5,
      openTitles: 700,
      overdueTitles: 0,
      lastPurchaseDate: '2025-09-05',
      daysSinceLastPurchase: 25,
      lastPurchaseCollection: 'K13',
    });

    // 1020 (BETA, blocked): 6 parts, 800, net 600, no invoice.
    expect(find(body, REGISTERS.BETA).orders).toEqual([
      {
        order: 1020,
        issueDate: '2025-09-12',
        totalAmount: 6,
        totalValue: 800,
        totalNetValue: 600,
        priceTable: 'T2',
        representativeId: 10,
        representative: 'ANA',
        invoice: null,
        invoicedAmount: 0,
        invoiceIssueDate: null,
        invoiceCount: 0,
        shippingCompany: 'RAPIDO NORTE',
        statusColor: 'red',
        status: 'blocked',
        statusDescription: 'Bloqueado',
      },
    ]);
    // 1040 (EPSILON) was canceled: still an order of the period, grey.
    expect(find(body, REGISTERS.EPSILON).orders).toEqual([
      expect.objectContaining({
        order: 1040,
        totalAmount: 4,
        totalValue: 400,
        totalNetValue: 360,
        statusColor: 'grey',
        status: 'canceled',
        statusDescription: 'Cancelado',
        invoice: null,
      }),
    ]);
    // DELTA's 1030 is from August; GAMA has none; ZETA's 1010 is from June.
    for (const register of [REGISTERS.DELTA, REGISTERS.GAMA, REGISTERS.ZETA])
      expect(find(body, register).orders).toEqual([]);
  });

  it('shows billed and expedition orders over a wider period, newest first', async () => {
    const { body } = await t.get<CustomerWithOrders[]>(
      url(`&customers=${REGISTERS.ALFA},${REGISTERS.DELTA}`, '2025-01-01', '2025-12-31'),
      'ANA',
    );
    expect(names(body)).toEqual(['ALFA MODAS', 'DELTA ROUPAS']);
    const alfa = find(body, REGISTERS.ALFA);
    expect(alfa.orders.map((order) => order.order)).toEqual([1001, 1002]);
    // 1002: P09 20 parts 2000/1800 + P10 10 parts 1000/1000; invoice 4001 of 2800.
    expect(alfa.orders[1]).toEqual({
      order: 1002,
      issueDate: '2025-03-10',
      totalAmount: 30,
      totalValue: 3000,
      totalNetValue: 2800,
      priceTable: 'T1',
      representativeId: 10,
      representative: 'ANA',
      invoice: '4001',
      invoicedAmount: 2800,
      invoiceIssueDate: '2025-03-20',
      invoiceCount: 1,
      shippingCompany: 'TRANSP SUL',
      statusColor: 'green',
      status: 'billed',
      statusDescription: 'Faturado',
    });
    // 1030: 2 parts, 250, net 200, invoice 4030 of 80.
    expect(find(body, REGISTERS.DELTA).orders).toEqual([
      expect.objectContaining({
        order: 1030,
        totalAmount: 2,
        totalValue: 250,
        totalNetValue: 200,
        invoice: '4030',
        invoicedAmount: 80,
        invoiceIssueDate: '2025-08-25',
        statusColor: 'orange',
        status: 'expedition',
        statusDescription: 'Expedição',
        shippingCompany: null,
      }),
    ]);
  });

  it('a supervisor (representativeId null) sees the team and both reps’ orders of the shared customer', async () => {
    const { status, body } = await t.get<CustomerWithOrders[]>(url('&representativeId=null'), 'SUPNORTE');
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'ALFA MODAS',
      'BETA CONFECCOES',
      'DELTA ROUPAS',
      'EPSILON CALCADOS',
      'ETA JEANS',
      'GAMA TECIDOS',
      'ZETA BOUTIQUE',
    ]);
    const alfa = find(body, REGISTERS.ALFA);
    expect(alfa.orders.map((order) => [order.order, order.representative])).toEqual([
      [2001, 'BRUNO'], // 2025-09-10
      [1001, 'ANA'], // 2025-09-05
    ]);
    expect(alfa.orders[0]).toMatchObject({
      totalAmount: 10,
      totalValue: 1000,
      totalNetValue: 900,
      priceTable: 'T3',
      invoice: null,
      shippingCompany: null,
    });
    expect(alfa.projectedBalance).toBe(7680); // 9300 − (720 + 900)
  });

  // Without reps (the admin's whole company) the orders are found by customer, not by rep (registerAmong).
  it('the admin, with no rep, sees one customer’s orders of every rep', async () => {
    const { status, body } = await t.get<CustomerWithOrders[]>(url(`&customers=${REGISTERS.ALFA}`), 'ADMIN');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['ALFA MODAS']);
    const alfa = find(body, REGISTERS.ALFA);
    expect(alfa.orders.map((order) => [order.order, order.representative])).toEqual([
      [2001, 'BRUNO'],
      [1001, 'ANA'],
    ]);
    expect(alfa.orders[1]).toEqual(ORDER_1001);
  });

  it('filters by route and cities', async () => {
    expect(names((await t.get<CustomerWithOrders[]>(url('&route=12'), 'ANA')).body)).toEqual([
      'ALFA MODAS',
      'GAMA TECIDOS',
    ]);
    expect(names((await t.get<CustomerWithOrders[]>(url(`&cities=${CITY.RIO}`), 'ANA')).body)).toEqual([
      'BETA CONFECCOES',
      'ZETA BOUTIQUE',
    ]);
    expect(names((await t.get<CustomerWithOrders[]>(url('&route=0'), 'ANA')).body)).toEqual(['DELTA ROUPAS']);
  });

  it('answers customers with no orders for an empty period, and [] when no customer matches', async () => {
    const quiet = await t.get<CustomerWithOrders[]>(url('', '2020-01-01', '2020-01-31'), 'ANA');
    expect(quiet.status).toBe(200);
    expect(quiet.body).toHaveLength(6);
    for (const customer of quiet.body) expect(customer.orders).toEqual([]);
    const none = await t.get(url(`&customers=${REGISTERS.TETA}`), 'ANA');
    expect(none).toEqual({ status: 200, body: [] });
  });

  // Paged by customer (docs/decisions/166): pages of two, each after the last customer of the page before, joined,
  // are exactly the whole answer; the last page is the short (or empty) one.
  it('asked in pages of customers, the pages joined equal the whole answer', async () => {
    for (const [extra, login] of [
      ['&representativeId=null', 'SUPNORTE'],
      ['', 'ANA'],
      [`&cities=${CITY.RIO}`, 'ANA'],
    ] as const) {
      const wide = (more: string) => url(`${extra}${more}`, '2024-01-01', '2025-09-30');
      const whole = await t.get<CustomerWithOrders[]>(wide(''), login);
      expect(whole.status).toBe(200);
      const joined: CustomerWithOrders[] = [];
      const pageSizes: number[] = [];
      let after = '';
      for (;;) {
        const page = await t.get<CustomerWithOrders[]>(wide(`&pageSize=2${after}`), login);
        expect(page.status).toBe(200);
        pageSizes.push(page.body.length);
        joined.push(...page.body);
        const last = page.body.at(-1);
        if (page.body.length < 2 || !last) break;
        after = `&afterCustomer=${last.register}`;
      }
      expect(joined, extra).toEqual(whole.body);
      expect(pageSizes.slice(0, -1).every((size) => size === 2)).toBe(true);
    }
    const firstTwo = await t.get<CustomerWithOrders[]>(url('&pageSize=2'), 'ANA');
    expect(names(firstTwo.body)).toEqual(['ALFA MODAS', 'BETA CONFECCOES']);
    expect(find(firstTwo.body, REGISTERS.ALFA).orders).toEqual([ORDER_1001]);
    const afterBeta = await t.get<CustomerWithOrders[]>(
      url(`&pageSize=3&afterCustomer=${firstTwo.body[1]?.register ?? ''}`),
      'ANA',
    );
    expect(names(afterBeta.body)).toEqual(['DELTA ROUPAS', 'EPSILON CALCADOS', 'GAMA TECIDOS']);
  });

  it('refuses bad params with 400', async () => {
    for (const path of [
      '/api/v1/customer/orders?initialIssueDate=2025-09-01',
      url('', '2025-13-01', '2025-12-31'),
      url('', '2025-09-30', '2025-09-01'),
      url('&route=-1'),
      url('&cities=abc'),
      url('&pageSize=0'),
      url('&afterCustomer=abc&pageSize=2'),
    ]) {
      const { status, body } = await t.get<{ error: { code: string; message: string } }>(path, 'ANA');
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
    }
  });
});
