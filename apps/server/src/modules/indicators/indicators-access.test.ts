import type { GoalSalesItem, GoalSalesPoint } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessCases,
  buildAccessFixtureApp,
  type AccessCase,
  type Reader,
} from '../../testing/access-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Who may read what (docs/domain.md §4) on every Indicadores call, and the 400s of bad params. Each 200 is the exact
// figure of the reps read, so one that counted a foreign rep's rows would differ. Customers fixture +
// test-fixtures/access-foreign (today 2025-09-30, month asked September 2025); reps 10 ANA and 11 BRUNO (team 1 =
// SUPNORTE), 20 CARLA (team 2). By rep, in September:
// - sales (non-canceled orders issued in September): rep 10 1001 MAL 900+270, TEC 450 and 1020 MAL 600 (1040
//   canceled); rep 11 2001 900, 2010 300, 9110 500 (MAL; 9111 canceled); rep 20 3001 100, 9200 1000, 9202 3300 (MAL;
//   9201 canceled). Goals: rep 10 MAL 2000 TEC 1000, rep 11 MAL 600, rep 20 MAL 900 TEC 600.
// - to invoice: rep 10 1001 1620−900 = 720 open, 1020 600 blocked, 1030 200−80 = 120 expedition; rep 11 2001 900 +
//   2010 300 open; rep 20 3001 100 + 9202 3300 open. Canceled in September: 1040 360, 9111 200, 9201 300.
// - commission rates 5 / 4 / 3 %; open receivable balances of their customers: rep 10 700+500+200+900+100+0 = 2400,
//   rep 11 R-X11 500 (overdue), rep 20 R-H1 50 (overdue) + R-X20 1000.

const SEPTEMBER = 'date=2025-09-15';

/** The goal × sales rows as [article, goal, sales, representativeId] (0 = several reps). */
const goalSales = (rows: GoalSalesItem[]) =>
  rows.map((row) => [row.quotaArticle, row.goal, row.sales, row.representativeId]);
/** The weeks with a goal or sales as [week, goal, sales]; September's goal spread over its 30 days. */
const busyWeeks = (points: GoalSalesPoint[]) =>
  points
    .filter((point) => point.goal !== 0 || point.sales !== 0)
    .map((point) => [point.week, point.goal, point.sales]);
/** rep 10's weeks before September: 1041 (2024-10-01) 900, 1002 2800, 1010 (a Sunday) 800, 1030 (a Friday) 200. */
const rep10Before = [
  ['2024-09-30', 0, 900],
  ['2025-03-10', 0, 2800],
  ['2025-06-09', 0, 800],
  ['2025-07-28', 0, 200],
];

type Tile = [value: number, customers: number];
/** collection/get-by by flag: 0 released, 1 insufficient, 2 without, 3 suspended credit, 4 debit balance. */
const potential = (released: Tile, insufficient: Tile, without: Tile, suspended: Tile, debit: Tile) => ({
  releasedCredit: released[0],
  nrCliRelCred: released[1],
  insufficientCredit: insufficient[0],
  nrCliInsCred: insufficient[1],
  suspendedCredit: suspended[0],
  nrCliSusCred: suspended[1],
  withoutCredit: without[0],
  nrCliWithoutCred: without[1],
  debitBalance: debit[0],
  nrCliDebBalance: debit[1],
});
type Year = [balance: number, saldo: number, percentage: number];
/** non-payment/get-by: first = 2025, second = 2024. */
const nonPayment = (first: Year, second: Year) => {
  const year = (value: number, [balance, saldo, percentage]: Year) => ({
    year: value,
    balance,
    saldo,
    percentage,
  });
  return { first: year(2025, first), second: year(2024, second) };
};

type Indicator = {
  path: string;
  takesSupervisor: boolean;
  answer?: (body: never) => unknown;
  expected: Record<Reader, unknown>;
};
const indicators: Indicator[] = [
  {
    path: `/api/v1/goal-sales/get-by?${SEPTEMBER}`,
    takesSupervisor: true,
    answer: goalSales,
    // MAL sales: rep 10 900 + 270 + 600 = 1770, rep 11 900 + 300 + 500 = 1700, rep 20 100 + 1000 + 3300 = 4400.
    expected: {
      rep10: [
        ['MAL', 2000, 1770, 10],
        ['TEC', 1000, 450, 10],
      ],
      rep11: [['MAL', 600, 1700, 11]],
      rep20: [
        ['MAL', 900, 4400, 20],
        ['TEC', 600, 0, 20],
      ],
      team: [
        ['MAL', 2600, 3470, 0],
        ['TEC', 1000, 450, 0],
      ],
      all: [
        ['MAL', 3500, 7870, 0],
        ['TEC', 1600, 450, 0],
      ],
    },
  },
  {
    // Goals a day: rep 10 3000/30 = 100, rep 11 600/30 = 20, rep 20 1500/30 = 50; weeks from Monday 1 September
    // hold 7 days of it, the week of the 29th 2. Sales by week: 1 Sep 1001 1620, 9110 500, 3001 100 + 9200 1000;
    // 8 Sep 1020 600, 2001 900, 9202 3300; 15 Sep 2010 300.
    path: `/api/v1/goal-sales-period/get-by?${SEPTEMBER}`,
    takesSupervisor: true,
    answer: busyWeeks,
    expected: {
      rep10: [
        ...rep10Before,
        ['2025-09-01', 700, 1620],
        ['2025-09-08', 700, 600],
        ['2025-09-15', 700, 0],
        ['2025-09-22', 700, 0],
        ['2025-09-29', 200, 0],
      ],
      rep11: [
        ['2025-09-01', 140, 500],
        ['2025-09-08', 140, 900],
        ['2025-09-15', 140, 300],
        ['2025-09-22', 140, 0],
        ['2025-09-29', 40, 0],
      ],
      rep20: [
        ['2025-09-01', 350, 1100],
        ['2025-09-08', 350, 3300],
        ['2025-09-15', 350, 0],
        ['2025-09-22', 350, 0],
        ['2025-09-29', 100, 0],
      ],
      team: [
        ...rep10Before,
        ['2025-09-01', 840, 2120],
        ['2025-09-08', 840, 1500],
        ['2025-09-15', 840, 300],
        ['2025-09-22', 840, 0],
        ['2025-09-29', 240, 0],
      ],
      all: [
        ...rep10Before,
        ['2025-09-01', 1190, 3220],
        ['2025-09-08', 1190, 4800],
        ['2025-09-15', 1190, 300],
        ['2025-09-22', 1190, 0],
        ['2025-09-29', 340, 0],
      ],
    },
  },
  {
    // Invoices issued in September: rep 10 5001 700 + 5002 200, rep 11 8110 500, rep 20 8200 1000.
    path: `/api/v1/goal-revenues/get-by?${SEPTEMBER}`,
    takesSupervisor: true,
    expected: {
      rep10: { revenues: 900 },
      rep11: { revenues: 500 },
      rep20: { revenues: 1000 },
      team: { revenues: 1400 },
      all: { revenues: 2400 },
    },
  },
  {
    path: '/api/v1/wallet/get-by?',
    takesSupervisor: true,
    expected: {
      rep10: { open: 720, blocked: 600, expedition: 120, canceled: 360 },
      rep11: { open: 1200, blocked: 0, expedition: 0, canceled: 200 },
      rep20: { open: 3400, blocked: 0, expedition: 0, canceled: 300 },
      team: { open: 1920, blocked: 600, expedition: 120, canceled: 560 },
      all: { open: 5320, blocked: 600, expedition: 120, canceled: 860 },
    },
  },
  {
    // Entries from 1 September: rep 10 +100 −10, rep 11 +30 −3, rep 20 +200 −20. order = to invoice × rate: rep 10
    // 1440 × 5% = 72, rep 11 1200 × 4% = 48, rep 20 3400 × 3% = 102; duplicate = open balances × rate: 2400 × 5% = 120,
    // 500 × 4% = 20, 1050 × 3% = 31.50.
    path: `/api/v1/commission/get-by?${SEPTEMBER}`,
    takesSupervisor: true,
    expected: {
      rep10: { credit: 100, debit: 10, order: 72, duplicate: 120 },
      rep11: { credit: 30, debit: 3, order: 48, duplicate: 20 },
      rep20: { credit: 200, debit: 20, order: 102, duplicate: 31.5 },
      team: { credit: 130, debit: 13, order: 120, duplicate: 140 },
      all: { credit: 330, debit: 33, order: 222, duplicate: 171.5 },
    },
  },
  {
    // Flags: rep 10 ALFA 0 (potential 5000), ZETA 0 (4000), BETA 1 (500), GAMA 2 (3000), DELTA 3 (1000), EPSILON 4
    // (overdue 900); rep 11 ETA 0 (800), ESTRANHO ONZE 4 (overdue 500); rep 20 ESTRANHO VINTE 0 (2200), TETA 4
    // (overdue 50). Only the admin counts rep 20's 9202 for ZETA: 3000 − 3300 < 0 turns it 1 (ALFA stays 0 with
    // rep 11's 2001: 10000 − 700 − (720 + 900) > 0).
    path: `/api/v1/collection/get-by?${SEPTEMBER}`,
    takesSupervisor: true,
    expected: {
      rep10: potential([9000, 2], [500, 1], [3000, 1], [1000, 1], [900, 1]),
      rep11: potential([800, 1], [0, 0], [0, 0], [0, 0], [500, 1]),
      rep20: potential([2200, 1], [0, 0], [0, 0], [0, 0], [50, 1]),
      team: potential([9800, 3], [500, 1], [3000, 1], [1000, 1], [1400, 2]),
      all: potential([8000, 3], [4500, 2], [3000, 1], [1000, 1], [1450, 3]),
    },
  },
  {
    // Receivables by effective due year, not canceled/returned. 2025: rep 10 2800+700+500+200+80+900+100+800+50 =
    // 6130, overdue R-E1 900 (14.68 %); rep 11 R-X11 500, all overdue; rep 20 R-H1 50 + R-X20 1000 = 1050, overdue
    // 50 (4.76 %). 2024: only rep 20's paid R-X20B 400. Team 900+500 / 6630 = 21.12 %; all 1450 / 7680 = 18.88 %.
    path: '/api/v1/non-payment/get-by?',
    takesSupervisor: false,
    expected: {
      rep10: nonPayment([6130, 900, 14.68], [0, 0, 0]),
      rep11: nonPayment([500, 500, 100], [0, 0, 0]),
      rep20: nonPayment([1050, 50, 4.76], [400, 0, 0]),
      team: nonPayment([6630, 1400, 21.12], [0, 0, 0]),
      all: nonPayment([7680, 1450, 18.88], [400, 0, 0]),
    },
  },
  {
    // Served in September: rep 10 ALFA, BETA; unserved EPSILON (its 1040 is canceled), a defaulter, GAMA, DELTA, ZETA;
    // rep 11 ETA, ESTRANHO ONZE; rep 20 TETA, ESTRANHO VINTE; and for the admin ZETA too, by rep 20's 9202.
    path: `/api/v1/customer/served?${SEPTEMBER}`,
    takesSupervisor: false,
    expected: {
      rep10: { served: 2, unservedDefaulter: 1, unservedNonDefaulter: 3 },
      rep11: { served: 2, unservedDefaulter: 0, unservedNonDefaulter: 0 },
      rep20: { served: 2, unservedDefaulter: 0, unservedNonDefaulter: 0 },
      team: { served: 4, unservedDefaulter: 1, unservedNonDefaulter: 3 },
      all: { served: 7, unservedDefaulter: 1, unservedNonDefaulter: 2 },
    },
  },
];

/** supervisorId (docs/product.md §7) narrows inside the scope and is refused outside it. */
const supervisorCases: AccessCase[] = [
  { user: 'SUPNORTE', query: 'supervisorId=1', reads: 'team' },
  { user: 'SUPNORTE', query: 'supervisorId=2', reads: 403 },
  { user: 'ANA', query: 'supervisorId=1', reads: 'rep10' },
  { user: 'ANA', query: 'supervisorId=2', reads: 403 },
  { user: 'ADMIN', query: 'supervisorId=2', reads: 'rep20' },
];

describe.each(databaseKinds)('indicators access on %s', (kind) => {
  const t = sharedFixture(() => buildAccessFixtureApp(kind));

  it.each(indicators)(
    '$path answers each caller the figures of exactly the reps it may read',
    async (indicator) => {
      const { path, takesSupervisor, answer = (body: unknown) => body, expected } = indicator;
      await t.expectCases(
        path,
        takesSupervisor ? [...accessCases, ...supervisorCases] : accessCases,
        (body, reads, label) => {
          expect(answer(body as never), label).toEqual(expected[reads]);
        },
      );
    },
  );

  it.each([
    ['/api/v1/goal-sales/get-by', 'date', 'Informe a data'],
    ['/api/v1/goal-sales/get-by?date=2025-02-30', 'date', 'Data inexistente'],
    ['/api/v1/goal-revenues/get-by?date=30/09/2025', 'date', 'Data inválida'],
    [
      '/api/v1/commission/get-by?date=2025-09-15&representativeId=abc',
      'representativeId',
      'Representante inválido',
    ],
    ['/api/v1/wallet/get-by?supervisorId=-1', 'supervisorId', 'Supervisor inválido'],
    [
      '/api/v1/customer/served?date=2025-09-15&quotaArticles=' +
        Array.from({ length: 501 }, (_, i) => `A${i}`).join(','),
      'quotaArticles',
      'Lista com mais de 500',
    ],
  ])('%s → 400 in Portuguese', async (url, field, message) => {
    const { status, body } = await t.get<{ error: { code: string; message: string; field?: string } }>(
      url,
      'ADMIN',
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });

  it('changes nothing on a refused call', async () => {
    const before = await t.get('/api/v1/wallet/get-by', 'ANA');
    await t.get('/api/v1/wallet/get-by?representativeId=20', 'ANA');
    await t.get('/api/v1/wallet/get-by?supervisorId=x', 'ANA');
    expect(await t.get('/api/v1/wallet/get-by', 'ANA')).toEqual(before);
  });
});
