import type { CollectionEntry, SaleFrequencyCustomer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildCustomersFixtureApp, CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Every figure below was computed by hand from apps/server/test-fixtures/customers (today 2025-09-30,
// period P = September 2025; window = issued after 2023-09-30 through 2025-09-30). The arithmetic is in comments.

const SEPTEMBER = 'initialIssueDate=2025-09-01&finalIssueDate=2025-09-30';
const url = (extra = '') => `/api/v1/customer/sale-frequency?${SEPTEMBER}${extra}`;

/** [code, parts, references, value, averagePrice] */
type Tuple = [string, number, number, number, number];
const tuples = (entries: CollectionEntry[]): Tuple[] =>
  entries.map((entry) => [entry.collection, entry.parts, entry.references, entry.value, entry.averagePrice]);
const zeros = (...codes: string[]): Tuple[] => codes.map((code) => [code, 0, 0, 0, 0]);
const names = (customers: SaleFrequencyCustomer[]) => customers.map((customer) => customer.name);
const find = (customers: SaleFrequencyCustomer[], register: string) => {
  const found = customers.find((customer) => customer.register === register);
  if (!found) throw new Error(`cliente ${register} ausente`);
  return found;
};

// K01 (starts 2023-09-01) is the 13th collection sold in the window: trimmed. KOLD sold only on 2023-08-30
// (25 months ago) and 2023-09-30 (exactly 24: "after" excludes it). K02 sold only on 2023-10-30 (23 months): kept.
const TWELVE = ['K13', 'K12', 'K11', 'K10', 'K09', 'K08', 'K07', 'K06', 'K05', 'K04', 'K03', 'K02'];

/** ALFA's K13 in the 24 months, orders of both reps (ANA's and BRUNO's order 2001): what a supervisor and the admin see. */
const ALFA_K13_WITH_BOTH_REPS = {
  collection: 'K13',
  collectionDescription: 'PRIMAVERA 2025',
  parts: 20,
  references: 1,
  value: 1800,
  averagePrice: 90,
};

describe.each(databaseKinds)('customer/sale-frequency on %s', (kind) => {
  const t = sharedFixture(() => buildCustomersFixtureApp(kind));

  it('answers every customer of the rep, by priority then potential, with every field computed', async () => {
    const { status, body } = await t.get<SaleFrequencyCustomer[]>(url(), 'ANA');
    expect(status).toBe(200);
    // priority 1: ZETA (flag 0, no sale in P); 2: ALFA (1620 < 5000); 3: BETA (600 ≥ 500);
    // 4 (flags 2–4) by potential desc: GAMA 3000, EPSILON 2000, DELTA 1000.
    expect(names(body)).toEqual([
      'ZETA BOUTIQUE',
      'ALFA MODAS',
      'BETA CONFECCOES',
      'GAMA TECIDOS',
      'EPSILON CALCADOS',
      'DELTA ROUPAS',
    ]);
    expect(body.map((c) => c.suggestionPriority)).toEqual([1, 2, 3, 4, 4, 4]);
    expect(body.map((c) => c.financialFlag)).toEqual([0, 0, 1, 2, 4, 3]);
    for (const customer of body)
      expect(customer.collections.map((entry) => entry.collection)).toEqual(TWELVE);

    const alfa = find(body, REGISTERS.ALFA);
    const { collections, ...profile } = alfa;
    expect(profile).toEqual({
      name: 'ALFA MODAS',
      register: REGISTERS.ALFA,
      route: 12,
      routeVersion: 0,
      address: 'RUA A, 100',
      cityCode: CITY.SAO_PAULO,
      city: 'SÃO PAULO',
      state: 'SP',
      zipCode: '01001-000',
      telephone: '1133330001',
      cellphone: '11999990001',
      whats: '11999990001',
      email: 'alfa@exemplo.com.br',
      stateRegistration: '110000001',
      suframa: null,
      registrationDate: '2020-01-15',
      economicGroup: 'GRUPO ALFA',
      representativeId: 10,
      representative: 'ANA',
      representatives: [{ id: 11, name: 'BRUNO' }], // customer_representatives.csv; the owner is not repeated
      lastPurchaseDate: '2025-09-05', // order 1001 (order 2001 of rep 11 is outside ANA's scope)
      daysSinceLastPurchase: 25, // 2025-09-30 − 2025-09-05
      lastPurchaseCollection: 'K13', // in 1001: K13 net 900 > K12 net 450 + 270 = 720
      lastPurchaseCollectionDescription: 'PRIMAVERA 2025',
      financialFlag: 0,
      creditLimit: 10000,
      balanceLimit: 9300, // 10000 − open balance 700 (R-A2)
      projectedBalance: 8580, // 9300 − to be invoiced of 1001: 1620 − (700 + 200) = 720
      salePotential: 5000,
      averageDiscount: 7.92, // orders of the last 365 days 1001 + 1002: (1 − 4420 / 4800) × 100 = 7.9166…
      averageDeadline: 48.75, // (30 × 1800 + 60 × 3000) / 4800 = 234000 / 4800
      daysGreatestDelay: 5, // R-A1 paid 2025-04-25, due 2025-04-20; R-A2 not due yet → 0
      openTitles: 700,
      overdueTitles: 0,
      suggestionPriority: 2,
      periodSales: 1620, // 1001: 900 + 450 + 270
      // The fixture exports no points (no latitude or longitude column): off the map.
      latitude: null,
      longitude: null,
      location: null,
    });
    expect(tuples(collections)).toEqual([
      ['K13', 10, 1, 900, 90], // 1001 P13: 10 parts, 900 → 900 / 10
      ['K12', 8, 2, 720, 90], // 1001 P12 5 parts 450 + P12B 3 parts 270 → 720 / 8 = 90
      ...zeros('K11'),
      ['K10', 10, 1, 1000, 100], // 1002 P10
      ['K09', 20, 1, 1800, 90], // 1002 P09
      ...zeros('K08', 'K07', 'K06', 'K05', 'K04', 'K03'),
      ['K02', 4, 1, 400, 100], // 1003 issued 2023-10-30, 23 months ago: inside the window
    ]);
  });

  it('computes the other customers: flags 1 to 4 and the priority-1 customer', async () => {
    const { body } = await t.get<SaleFrequencyCustomer[]>(url(), 'ANA');
    const beta = find(body, REGISTERS.BETA);
    expect(beta).toMatchObject({
      financialFlag: 1, // projected 1000 − (500 + 200) − 600 = −300 < 0
      creditLimit: 1000,
      balanceLimit: 300,
      projectedBalance: -300,
      openTitles: 700, // R-B1 500 not yet due + R-B2 200 extended to 2025-10-10 (due 2025-09-10): not overdue
      overdueTitles: 0,
      daysGreatestDelay: 0,
      averageDiscount: 25, // (1 − 600 / 800) × 100
      averageDeadline: 28,
      lastPurchaseDate: '2025-09-12',
      daysSinceLastPurchase: 18,
      lastPurchaseCollection: 'K13',
      representatives: [],
      periodSales: 600,
      suggestionPriority: 3, // 600 ≥ potential 500
    });
    expect(tuples(beta.collections)).toEqual([['K13', 6, 1, 600, 100], ...zeros(...TWELVE.slice(1))]);

    const gama = find(body, REGISTERS.GAMA);
    expect(gama).toMatchObject({
      financialFlag: 2, // no credit limit, no order at all
      creditLimit: null,
      balanceLimit: 0,
      projectedBalance: 0,
      address: null,
      zipCode: null,
      registrationDate: null,
      economicGroup: null,
      lastPurchaseDate: null,
      daysSinceLastPurchase: null,
      lastPurchaseCollection: null,
      lastPurchaseCollectionDescription: null,
      averageDiscount: 0,
      averageDeadline: 0,
      daysGreatestDelay: 0,
      openTitles: 0,
      overdueTitles: 0,
      salePotential: 3000,
      periodSales: 0,
      suggestionPriority: 4,
    });
    expect(tuples(gama.collections)).toEqual(zeros(...TWELVE));

    const delta = find(body, REGISTERS.DELTA);
    expect(delta).toMatchObject({
      financialFlag: 3, // credit suspended
      creditLimit: 2000,
      balanceLimit: 2000, // R-D2 canceled and R-D3 returned are not open
      projectedBalance: 1880, // 2000 − (200 − 80) of order 1030 in expedition
      daysGreatestDelay: 10, // R-D1 paid 2025-07-11, due 2025-07-01; canceled/returned ones ignored
      averageDiscount: 20, // (1 − 200 / 250) × 100
      averageDeadline: 45,
      lastPurchaseDate: '2025-08-01',
      daysSinceLastPurchase: 60,
      lastPurchaseCollection: 'K11',
      lastPurchaseCollectionDescription: 'MEIA ESTACAO 2025',
      periodSales: 0,
      suggestionPriority: 4,
    });
    expect(tuples(delta.collections)).toEqual([
      ...zeros('K13', 'K12'),
      ['K11', 2, 1, 200, 100],
      ...zeros(...TWELVE.slice(3)),
    ]);

    const epsilon = find(body, REGISTERS.EPSILON);
    expect(epsilon).toMatchObject({
      financialFlag: 4, // R-E1 900 due 2025-09-01, still open
      creditLimit: 5000,
      balanceLimit: 4000, // 5000 − (900 + 100)
      projectedBalance: 4000, // order 1040 canceled: nothing to invoice
      overdueTitles: 900,
      openTitles: 100, // R-E2 due 2025-10-15
      daysGreatestDelay: 29, // 2025-09-30 − 2025-09-01
      averageDiscount: 10, // only 1041 (2024-10-01, 364 days ago): (1 − 900 / 1000) × 100
      averageDeadline: 30,
      lastPurchaseDate: '2024-10-01',
      daysSinceLastPurchase: 364,
      lastPurchaseCollection: 'K09',
      periodSales: 0, // 1040 of September is canceled
      suggestionPriority: 4,
      suframa: 'SUF123',
    });
    expect(tuples(epsilon.collections)).toEqual([
      ...zeros('K13', 'K12', 'K11', 'K10'),
      ['K09', 10, 1, 900, 90],
      ...zeros(...TWELVE.slice(5)),
    ]);

    const zeta = find(body, REGISTERS.ZETA);
    expect(zeta).toMatchObject({
      financialFlag: 0,
      creditLimit: 3000,
      balanceLimit: 3000, // R-F2 is open with balance 0
      projectedBalance: 3000,
      daysGreatestDelay: 0, // R-F1 paid 5 days early; R-F2 due 2025-10-05
      averageDiscount: 0,
      averageDeadline: 30,
      lastPurchaseDate: '2025-06-15',
      daysSinceLastPurchase: 107, // 15 + 31 + 31 + 30
      lastPurchaseCollection: 'K01', // eight collections tie at 100: the lowest code wins
      periodSales: 0,
      suggestionPriority: 1,
    });
    // 1010: one part of 100 in K01, K03…K08, K11; K01 is trimmed from the columns.
    expect(tuples(zeta.collections)).toEqual([
      ...zeros('K13', 'K12'),
      ['K11', 1, 1, 100, 100],
      ...zeros('K10', 'K09'),
      ...['K08', 'K07', 'K06', 'K05', 'K04', 'K03'].map((code): Tuple => [code, 1, 1, 100, 100]),
      ...zeros('K02'),
    ]);
  });

  it('bought=true keeps the customers with sales in the period, bought=false the others; the columns stay', async () => {
    const bought = await t.get<SaleFrequencyCustomer[]>(url('&bought=true'), 'ANA');
    expect(bought.status).toBe(200);
    expect(names(bought.body)).toEqual(['ALFA MODAS', 'BETA CONFECCOES']);
    const notBought = await t.get<SaleFrequencyCustomer[]>(url('&bought=false'), 'ANA');
    expect(names(notBought.body)).toEqual([
      'ZETA BOUTIQUE',
      'GAMA TECIDOS',
      'EPSILON CALCADOS',
      'DELTA ROUPAS',
    ]);
    for (const customer of [...bought.body, ...notBought.body]) {
      expect(customer.collections.map((entry) => entry.collection)).toEqual(TWELVE);
    }
  });

  it('filters by cities, customers, route and financial flags; the columns follow the customers kept', async () => {
    const curitiba = await t.get<SaleFrequencyCustomer[]>(url(`&cities=${CITY.CURITIBA}`), 'ANA');
    expect(names(curitiba.body)).toEqual(['DELTA ROUPAS']);
    expect(tuples(curitiba.body[0]!.collections)).toEqual([['K11', 2, 1, 200, 100]]);

    const two = await t.get<SaleFrequencyCustomer[]>(
      url(`&customers=${REGISTERS.ALFA},${REGISTERS.BETA}`),
      'ANA',
    );
    expect(names(two.body)).toEqual(['ALFA MODAS', 'BETA CONFECCOES']);
    expect(two.body[0]!.collections.map((entry) => entry.collection)).toEqual([
      'K13',
      'K12',
      'K10',
      'K09',
      'K02',
    ]);

    // route 5: ZETA (priority 1) and BETA (3); 9 collections, so K01 is no longer trimmed.
    const route = await t.get<SaleFrequencyCustomer[]>(url('&route=5'), 'ANA');
    expect(names(route.body)).toEqual(['ZETA BOUTIQUE', 'BETA CONFECCOES']);
    expect(route.body[0]!.collections.map((entry) => entry.collection)).toEqual([
      'K13',
      'K11',
      'K08',
      'K07',
      'K06',
      'K05',
      'K04',
      'K03',
      'K01',
    ]);

    const flags = await t.get<SaleFrequencyCustomer[]>(url('&financialFlags=0,4'), 'ANA');
    expect(names(flags.body)).toEqual(['ZETA BOUTIQUE', 'ALFA MODAS', 'EPSILON CALCADOS']);
  });

  it('a quota-article filter keeps only the items of those articles: sales, priority and columns change', async () => {
    const { body } = await t.get<SaleFrequencyCustomer[]>(url('&quotaArticles=TEC'), 'ANA');
    // BETA's only September item (P13) is MALHA: no sale in P → priority 1, after ZETA by potential (4000 > 500).
    expect(names(body)).toEqual([
      'ZETA BOUTIQUE',
      'BETA CONFECCOES',
      'ALFA MODAS',
      'GAMA TECIDOS',
      'EPSILON CALCADOS',
      'DELTA ROUPAS',
    ]);
    expect(body.map((c) => c.suggestionPriority)).toEqual([1, 1, 2, 4, 4, 4]);
    const alfa = find(body, REGISTERS.ALFA);
    expect(alfa.periodSales).toBe(450); // P12 only
    // TECIDO products sold in the window: P12 (K12), P10 (K10), P08, P06, P04 (ZETA), P02 (K02).
    expect(tuples(alfa.collections)).toEqual([
      ['K12', 5, 1, 450, 90],
      ['K10', 10, 1, 1000, 100],
      ...zeros('K08', 'K06', 'K04'),
      ['K02', 4, 1, 400, 100],
    ]);
    expect(find(body, REGISTERS.BETA).periodSales).toBe(0);
  });

  // The window follows the period asked, not today: ALFA alone (customers filter) keeps its six collections under the
  // 12-column cap, so an order entering or leaving the window shows as a column appearing or vanishing.
  it('anchors the 24-month window at the period’s end, not at today', async () => {
    const alfaFor = async (period: string) => {
      const { status, body } = await t.get<SaleFrequencyCustomer[]>(
        `/api/v1/customer/sale-frequency?${period}&customers=${REGISTERS.ALFA}`,
        'ANA',
      );
      expect(status).toBe(200);
      expect(names(body)).toEqual(['ALFA MODAS']);
      return body[0]!;
    };
    const entry = (
      collection: string,
      collectionDescription: string,
      parts: number,
      references: number,
      value: number,
      averagePrice: number,
    ): CollectionEntry => ({ collection, collectionDescription, parts, references, value, averagePrice });
    const K10 = entry('K10', 'OUTONO 2025', 10, 1, 1000, 100); // 1002 (2025-03-10) P10: 1000 / 10
    const K09 = entry('K09', 'VERAO 2025', 20, 1, 1800, 90); // 1002 P09: 1800 / 20
    const K02 = entry('K02', 'PRIMAVERA 2023', 4, 1, 400, 100); // 1003 (2023-10-30) P02: 400 / 4
    // 1005 (2023-09-30) POLD 1 part, 100 / 1; 1004 (2023-08-30, 7 parts) is before both windows below.
    const KOLD = entry('KOLD', 'ANTIGA 2023', 1, 1, 100, 100);

    // P ends 2025-09-29: window = issued after 2023-09-29 through 2025-09-29, so 1005 of 2023-09-30 is its first day.
    // Anchored on today (after 2023-09-30) 1005 would be out and KOLD no column.
    const september = await alfaFor('initialIssueDate=2025-09-01&finalIssueDate=2025-09-29');
    expect(september.periodSales).toBe(1620); // 1001 (2025-09-05): 900 + 450 + 270
    expect(september.collections).toEqual([
      entry('K13', 'PRIMAVERA 2025', 10, 1, 900, 90), // 1001 P13: 900 / 10 (2001 is BRUNO's: not ANA's scope)
      entry('K12', 'INVERNO 2025', 8, 2, 720, 90), // 1001 P12 5 parts 450 + P12B 3 parts 270: 720 / 8
      K10,
      K09,
      K02,
      KOLD,
    ]);

    // P = August 2025: window = after 2023-08-31 through 2025-08-31. 1001 (2025-09-05) is after the end, so K13 and
    // K12 are no columns (anchored on today they would be) and ALFA sold nothing in P: priority 1.
    const august = await alfaFor('initialIssueDate=2025-08-01&finalIssueDate=2025-08-31');
    expect(august).toMatchObject({ periodSales: 0, suggestionPriority: 1 });
    expect(august.collections).toEqual([K10, K09, K02, KOLD]);
  });

  it('a supervisor sees the team: orders of both reps count in the shared customer', async () => {
    const { status, body } = await t.get<SaleFrequencyCustomer[]>(url(), 'SUPNORTE');
    expect(status).toBe(200);
    // ETA (rep 11): flag 0, 300 < 800 → priority 2, after ALFA (5000).
    expect(names(body)).toEqual([
      'ZETA BOUTIQUE',
      'ALFA MODAS',
      'ETA JEANS',
      'BETA CONFECCOES',
      'GAMA TECIDOS',
      'EPSILON CALCADOS',
      'DELTA ROUPAS',
    ]);
    const alfa = find(body, REGISTERS.ALFA);
    expect(alfa).toMatchObject({
      periodSales: 2520, // 1620 + order 2001 of rep 11: 900
      lastPurchaseDate: '2025-09-10', // order 2001
      daysSinceLastPurchase: 20,
      averageDiscount: 8.28, // (1 − 5320 / 5800) × 100 = 8.2758…
      averageDeadline: 45.52, // (54000 + 180000 + 30 × 1000) / 5800 = 45.517…
      projectedBalance: 7680, // 9300 − (720 + 900)
    });
    expect(alfa.collections[0]).toEqual(ALFA_K13_WITH_BOTH_REPS);

    const bruno = await t.get<SaleFrequencyCustomer[]>(url('&representativeId=11'), 'SUPNORTE');
    expect(names(bruno.body)).toEqual(['ETA JEANS']);
    expect(bruno.body[0]).toMatchObject({
      financialFlag: 0,
      balanceLimit: 1000,
      projectedBalance: 700,
      suggestionPriority: 2,
    });
    expect(tuples(bruno.body[0]!.collections)).toEqual([['K13', 3, 1, 300, 100]]);
  });

  // Without reps (the admin's whole company) the orders are found by customer, not by rep (registerAmong).
  it('the admin, with no rep, sees one customer with every rep’s sales, as the supervisor does', async () => {
    const { status, body } = await t.get<SaleFrequencyCustomer[]>(
      url(`&customers=${REGISTERS.ALFA}`),
      'ADMIN',
    );
    expect(status).toBe(200);
    expect(names(body)).toEqual(['ALFA MODAS']);
    expect(body[0]).toMatchObject({ periodSales: 2520, lastPurchaseDate: '2025-09-10' }); // 1620 (ANA) + 900 (BRUNO)
    expect(body[0]!.collections[0]).toEqual(ALFA_K13_WITH_BOTH_REPS);
  });

  it('answers 200 with [] when nothing matches', async () => {
    for (const extra of [`&customers=${REGISTERS.TETA}`, `&cities=${CITY.PORTO_ALEGRE}`, '&route=9999']) {
      const { status, body } = await t.get(url(extra), 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual([]);
    }
  });

  it("refuses an inverted period with 400 and the screens' own message", async () => {
    const { status, body } = await t.get<{ error: { code: string; message: string; field?: string } }>(
      '/api/v1/customer/sale-frequency?initialIssueDate=2026-12-01&finalIssueDate=2026-01-31',
      'ANA',
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.message).toBe('O mês inicial deve ser anterior ou igual ao mês final');
    expect(body.error.field).toBe('finalIssueDate');
  });

  it('refuses bad params with 400 and a Portuguese message', async () => {
    const bad = [
      '/api/v1/customer/sale-frequency?finalIssueDate=2025-09-30',
      '/api/v1/customer/sale-frequency?initialIssueDate=2025-02-30&finalIssueDate=2025-09-30',
      '/api/v1/customer/sale-frequency?initialIssueDate=2025-10-01&finalIssueDate=2025-09-30',
      url('&bought=talvez'),
      url('&financialFlags=5'),
      url('&route=abc'),
      url('&route=10000'),
      url('&cities=123'),
      url('&customers=123'),
      url('&representativeId=abc'),
      url(`&quotaArticles=${'X'.repeat(101)}`),
    ];
    for (const path of bad) {
      const { status, body } = await t.get<{ error: { code: string; message: string } }>(path, 'ANA');
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
      expect(body.error.message, path).toMatch(/inválid|Informe|inexistente|anterior|caracteres/);
    }
  });
});
