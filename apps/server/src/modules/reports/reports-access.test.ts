import type {
  BilledGridRow,
  CanceledOrderGridRow,
  CustomerPerformanceRow,
  CustomerWithOrders,
  DuplicateGridRow,
  RouteRow,
  SaleFrequencyCustomer,
  TeamMonthBoardAnswer,
  WalletGridRow,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessCases,
  buildAccessFixtureApp,
  distinctReps,
  FOREIGN,
  REPS_OF,
  type AccessFixtureApp,
} from '../../testing/access-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { CITY, REGISTERS, type FixtureUser } from '../../testing/customers-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Who may call what, for every call of this area (docs/domain.md §4): rep on own data 200, rep asking another rep 403,
// supervisor inside the team 200, outside 403, admin 200, no token 401 — and a 200 holds the rows of exactly the
// reps read: never a foreign rep's, and the admin's holds the layer's rows of reps 11 and 20 (so they are visible).
// Customers fixture + test-fixtures/access-foreign; ANA = rep 10, BRUNO = 11 (both team 1 = SUPNORTE), CARLA = 20.

type Owners = Pick<AccessFixtureApp, 'ownerOfOrder' | 'ownerOfCustomer'>;
/** One call and the reps its rows belong to (docs/domain.md §3 "who owns what"). */
const call = <Row>(path: string, owners: (rows: Row[], own: Owners) => number[]) => ({
  path,
  owners: owners as (rows: unknown[], own: Owners) => number[],
});

const SEPTEMBER = 'initialIssueDate=2025-09-01&finalIssueDate=2025-09-30';
const calls = [
  call<SaleFrequencyCustomer>(`/api/v1/customer/sale-frequency?${SEPTEMBER}`, (rows) =>
    rows.map((row) => row.representativeId),
  ),
  // The customer's owner and each order's: ALFA (rep 10) carries rep 11's 2001, ZETA rep 20's 9202.
  call<CustomerWithOrders>(`/api/v1/customer/orders?${SEPTEMBER}`, (rows) =>
    rows.flatMap((row) => [row.representativeId, ...row.orders.map((order) => order.representativeId)]),
  ),
  call<WalletGridRow>('/api/v1/reports/wallet?', (rows, own) =>
    rows.map((row) => own.ownerOfOrder(row.salesOrder)),
  ),
  call<BilledGridRow>(
    '/api/v1/reports/billed?initialBilling=2025-01-01&finalBilling=2025-12-31',
    (rows, own) => rows.map((row) => own.ownerOfOrder(row.salesOrder)),
  ),
  call<DuplicateGridRow>('/api/v1/reports/duplicates?', (rows, own) =>
    rows.map((row) => own.ownerOfCustomer(row.customerRegister)),
  ),
  call<CanceledOrderGridRow>('/api/v1/reports/canceled-orders?', (rows, own) =>
    rows.flatMap((row) => [row.representativeId, own.ownerOfOrder(row.salesOrder)]),
  ),
  call<CustomerPerformanceRow>('/api/v1/reports/customer-performance?', (rows, own) =>
    rows.map((row) => own.ownerOfCustomer(row.customerRegister)),
  ),
  call<RouteRow>('/api/v1/routes?', (rows) => rows.map((row) => row.representativeId)),
];

/**
 * What each rep's rows look like in an answer's text, for what the structured check does not read (nested fields,
 * registers in other columns). Not rep names: ALFA lists BRUNO among its other reps, a name and not a row of his.
 * Not ALFA or ZETA either: rep 11's 2001 and rep 20's 9202 are orders for them, rightly in BRUNO's and CARLA's
 * Carteira.
 */
const traces: Record<number, string[]> = {
  10: [REGISTERS.BETA, REGISTERS.EPSILON, ':1001,', ':1040,'],
  11: [
    REGISTERS.ETA,
    FOREIGN.ONZE,
    'ESTRANHO ONZE',
    ':2001,',
    ':2010,',
    ':9110,',
    ':9111,',
    '"8110"',
    'R-X11',
  ],
  20: [
    REGISTERS.TETA,
    FOREIGN.VINTE,
    'ESTRANHO VINTE',
    ':3001,',
    ':9200,',
    ':9201,',
    ':9202,',
    '"8200"',
    'R-H1',
    'R-X20',
  ],
};

describe.each(databaseKinds)('reports access on %s: customers, grids and routes', (kind) => {
  const t = sharedFixture(() => buildAccessFixtureApp(kind));

  it.each(calls)(
    '$path answers each caller with the rows of exactly the reps it may read',
    async ({ path, owners }) => {
      await t.expectCases(path, accessCases, (body, reads, label) => {
        expect(distinctReps(owners(body as unknown[], t)), label).toEqual(REPS_OF[reads]);
        const text = JSON.stringify(body);
        for (const rep of [10, 11, 20].filter((id) => !REPS_OF[reads].includes(id)))
          for (const trace of traces[rep] ?? []) expect(text, `${label}: ${trace}`).not.toContain(trace);
      });
    },
  );

  // The team board (docs/domain.md §5.4): rows of exactly the reps read, and a total that is the sum of those rows, so no
  // other team's figures reach a supervisor through the total either.
  it('/api/v1/team/board answers each caller with the rows and totals of exactly the reps it may read', async () => {
    const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
    await t.expectCases('/api/v1/team/board?date=2025-09-15', accessCases, (body, reads, label) => {
      const { rows, total } = body as TeamMonthBoardAnswer;
      expect(distinctReps(rows.map((row) => row.representativeId)), label).toEqual(REPS_OF[reads]);
      expect(total.representatives, label).toBe(rows.length);
      for (const key of [
        'goal',
        'sales',
        'billing',
        'toBeInvoicedValue',
        'overdueBalance',
        'canceledValue',
      ] as const)
        expect(Math.round(total[key] * 100), `${label}: ${key}`).toBe(cents(rows.map((row) => row[key])));
      for (const key of ['customers', 'customersServed', 'visits'] as const)
        expect(total[key], `${label}: ${key}`).toBe(rows.reduce((sum, row) => sum + row[key], 0));
    });
    // A supervisor naming another team is refused; the administrator may name any.
    expect((await t.get('/api/v1/team/board?supervisorId=2', 'SUPNORTE')).status).toBe(403);
    const sul = await t.get<TeamMonthBoardAnswer>('/api/v1/team/board?supervisorId=2', 'ADMIN');
    expect(sul.body.rows.map((row) => row.representativeId)).toEqual([20]);
    // The audited "view as" follows the same scope.
    const viewAs = (representativeId: number, user?: FixtureUser) =>
      t.send('POST', '/api/v1/team/view-as', { representativeId }, user).then((answer) => answer.status);
    expect(await viewAs(11, 'ANA')).toBe(403);
    expect(await viewAs(20, 'SUPNORTE')).toBe(403);
    expect(await viewAs(11)).toBe(401);
    expect(await t.handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });

  it('the two writes follow the same scope (saving the current value, so nothing changes)', async () => {
    const customer = (register: string, route: number, user?: FixtureUser) =>
      t
        .send('POST', '/api/v1/customer/update', { register, route, routeVersion: 0 }, user)
        .then((answer) => answer.status);
    expect(await customer(REGISTERS.ALFA, 12, 'ANA')).toBe(200);
    expect(await customer(REGISTERS.ETA, 3, 'ANA')).toBe(403);
    expect(await customer(REGISTERS.ETA, 3, 'SUPNORTE')).toBe(200);
    expect(await customer(REGISTERS.TETA, 9, 'SUPNORTE')).toBe(403);
    expect(await customer(REGISTERS.TETA, 9, 'ADMIN')).toBe(200);
    expect(await customer(REGISTERS.ALFA, 12)).toBe(401);

    const route = (representativeId: number, cityCode: number, value: number, user?: FixtureUser) =>
      t
        .send('PUT', '/api/v1/routes', { representativeId, cityCode, route: value, routeVersion: 0 }, user)
        .then((answer) => answer.status);
    expect(await route(10, CITY.SAO_PAULO, 100, 'ANA')).toBe(200);
    expect(await route(11, CITY.CURITIBA, 0, 'ANA')).toBe(403);
    expect(await route(11, CITY.CURITIBA, 0, 'SUPNORTE')).toBe(200);
    expect(await route(20, CITY.SAO_PAULO, 0, 'SUPNORTE')).toBe(403);
    expect(await route(20, CITY.SAO_PAULO, 0, 'ADMIN')).toBe(200);
    expect(await route(10, CITY.SAO_PAULO, 100)).toBe(401);
    expect(await t.handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });
});
