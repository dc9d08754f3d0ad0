import type {
  AuditEntry,
  TeamMonthBoardAnswer,
  TeamMonthBoardRow,
  TeamMonthBoardTotal,
} from '@portal/contracts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../../import/index.ts';
import type { CustomersFixtureApp } from '../../testing/customers-fixture.ts';
import { TEAM, buildTeamFixtureApp } from '../../testing/team-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The team board (docs/domain.md §5.4, decision 074) on the hand-computed fixture (test-fixtures/team/README.md),
// today 2025-09-30: every figure below is worked out by hand from the CSV files, not copied from an answer.

const PATH = '/api/v1/team/board';
const SEPTEMBER_MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'];
const MAY_MONTHS = ['2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05'];
const zeros = [0, 0, 0, 0, 0, 0];
// The import fixture records no visit with a position and no order sent through the portal.
const noPositionsNorPortalOrders = {
  visitsWithLocation: 0,
  offSiteVisits: 0,
  portalOrdersSent: 0,
  portalOrdersSentValue: 0,
};

// ANA, September: sales 501 (1,500) + 502 (720) = 2,220 of 3,000 → 74 %; billing NF-501 600 + NF-502 720 = 1,320;
// carteira 501 (1,500 − 600) + 505 (400, issued in July) = 1,300; overdue R1 300.50 + R5 99.50 = 400; customers 3,
// served PRIMEIRA and SEGUNDA = 2 → 66.67 %; canceled in September 504 (300) + 510 (150, issued in August) = 450;
// visits 2. History: April 600/1,200 = 50, July 400/800 = 50, August 800/1,000 = 80.
const ANA: TeamMonthBoardRow = {
  representativeId: 10,
  representativeName: 'ANA',
  supervisorId: 1,
  supervisorName: 'SUPERVISOR NORTE',
  active: true,
  goal: 3000,
  sales: 2220,
  goalPercentage: 74,
  billing: 1320,
  toBeInvoicedValue: 1300,
  overdueBalance: 400,
  customers: 3,
  customersServed: 2,
  positivation: 66.67,
  canceledValue: 450,
  visits: 2,
  ...noPositionsNorPortalOrders,
  history: [50, 0, 0, 50, 80, 74],
};
// BRUNO has no goal: % 0 whatever he sells. Sales 506 (250, to ANA's PRIMEIRA) + 507 (350) = 600; billing NF-507 100;
// carteira 250 + (350 − 100) = 500; overdue R7 250.25; served QUARTA only (PRIMEIRA is not his) → 1 of 1.
const BRUNO: TeamMonthBoardRow = {
  representativeId: 11,
  representativeName: 'BRUNO',
  supervisorId: 1,
  supervisorName: 'SUPERVISOR NORTE',
  active: true,
  goal: 0,
  sales: 600,
  goalPercentage: 0,
  billing: 100,
  toBeInvoicedValue: 500,
  overdueBalance: 250.25,
  customers: 1,
  customersServed: 1,
  positivation: 100,
  canceledValue: 0,
  visits: 1,
  ...noPositionsNorPortalOrders,
  history: zeros,
};
// DANI is inactive but still owns QUINTA, overdue R8 1,000: on the board. EDU (inactive, nothing) is not.
const DANI: TeamMonthBoardRow = {
  representativeId: 12,
  representativeName: 'DANI',
  supervisorId: 1,
  supervisorName: 'SUPERVISOR NORTE',
  active: false,
  goal: 0,
  sales: 0,
  goalPercentage: 0,
  billing: 0,
  toBeInvoicedValue: 0,
  overdueBalance: 1000,
  customers: 1,
  customersServed: 0,
  positivation: 0,
  canceledValue: 0,
  visits: 0,
  ...noPositionsNorPortalOrders,
  history: zeros,
};
// CARLA: a goal of 500 and no sale in September; carteira 508 (200, August); 511 canceled in October counts nothing.
const CARLA: TeamMonthBoardRow = {
  representativeId: 20,
  representativeName: 'CARLA',
  supervisorId: 2,
  supervisorName: 'SUPERVISOR SUL',
  active: true,
  goal: 500,
  sales: 0,
  goalPercentage: 0,
  billing: 0,
  toBeInvoicedValue: 200,
  overdueBalance: 0,
  customers: 1,
  customersServed: 0,
  positivation: 0,
  canceledValue: 0,
  visits: 0,
  ...noPositionsNorPortalOrders,
  history: zeros,
};

// Supervisor 1: 2,820 of 3,000 = 94 %; 3 served of 5 customers = 60 %; history of the sums: April 600/1,200,
// July 400/800, August 800/1,000.
const NORTE_TOTAL: TeamMonthBoardTotal = {
  representatives: 3,
  goal: 3000,
  sales: 2820,
  goalPercentage: 94,
  billing: 1420,
  toBeInvoicedValue: 1800,
  overdueBalance: 1650.25,
  customers: 5,
  customersServed: 3,
  positivation: 60,
  canceledValue: 450,
  visits: 3,
  ...noPositionsNorPortalOrders,
  history: [50, 0, 0, 50, 80, 94],
};
// Everyone: 2,820 of 3,500 = 80.571… → 80.57 %; 3 of 6 = 50 %; May's goal is CARLA's 400 without sales; August
// (800 + 200) / 1,000 = 100 %.
const ALL_TOTAL: TeamMonthBoardTotal = {
  representatives: 4,
  goal: 3500,
  sales: 2820,
  goalPercentage: 80.57,
  billing: 1420,
  toBeInvoicedValue: 2000,
  overdueBalance: 1650.25,
  customers: 6,
  customersServed: 3,
  positivation: 50,
  canceledValue: 450,
  visits: 3,
  ...noPositionsNorPortalOrders,
  history: [50, 0, 0, 50, 100, 80.57],
};

describe.each(databaseKinds)('team board on %s', (kind) => {
  let t: CustomersFixtureApp;
  beforeAll(async () => {
    t = await buildTeamFixtureApp(kind);
    for (const [register, user] of [
      [TEAM.PRIMEIRA, 'ANA'],
      [TEAM.SEGUNDA, 'ANA'],
      [TEAM.QUARTA, 'BRUNO'],
    ] as const) {
      const visit = await t.send(
        'POST',
        '/api/v1/visits',
        { customerRegister: register, outcome: 'sold', note: '' },
        user,
      );
      expect(visit.status).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it("answers a supervisor's team, ranked by % of goal, with the team total", async () => {
    const { status, body } = await t.get<TeamMonthBoardAnswer>(PATH, 'SUPNORTE');
    expect(status).toBe(200);
    expect(body).toEqual({
      month: '2025-09',
      months: SEPTEMBER_MONTHS,
      today: '2025-09-30',
      rows: [ANA, BRUNO, DANI],
      total: NORTE_TOTAL,
    });
  });

  it("answers the administrator's whole company, and one team when a supervisor is chosen", async () => {
    const all = await t.get<TeamMonthBoardAnswer>(PATH, 'ADMIN');
    expect(all.body.rows).toEqual([ANA, BRUNO, DANI, CARLA]);
    expect(all.body.total).toEqual(ALL_TOTAL);
    const sul = await t.get<TeamMonthBoardAnswer>(`${PATH}?supervisorId=2`, 'ADMIN');
    expect(sul.body.rows).toEqual([CARLA]);
    expect(sul.body.total).toEqual({
      ...CARLA,
      representatives: 1,
      representativeId: undefined,
      representativeName: undefined,
      supervisorId: undefined,
      supervisorName: undefined,
      active: undefined,
    });
  });

  it('answers a month without sales: goals without sales are 0 %, carteira and overdue stay as of today', async () => {
    const { body } = await t.get<TeamMonthBoardAnswer>(`${PATH}?date=2025-05-15`, 'ADMIN');
    expect(body.month).toBe('2025-05');
    expect(body.months).toEqual(MAY_MONTHS);
    const withoutSales = {
      sales: 0,
      goalPercentage: 0,
      billing: 0,
      customersServed: 0,
      positivation: 0,
      canceledValue: 0,
      visits: 0,
      ...noPositionsNorPortalOrders,
    };
    const may = (row: TeamMonthBoardRow, patch: Partial<TeamMonthBoardRow>): TeamMonthBoardRow => ({
      ...row,
      ...withoutSales,
      goal: 0,
      history: zeros,
      ...patch,
    });
    expect(body.rows).toEqual([
      may(ANA, { history: [0, 0, 0, 0, 50, 0] }),
      may(BRUNO, {}),
      may(DANI, {}),
      may(CARLA, { goal: 400 }),
    ]);
    expect(body.total).toEqual({
      ...ALL_TOTAL,
      ...withoutSales,
      goal: 400,
      history: [0, 0, 0, 0, 50, 0],
    });
  });

  it('gives a rep their own row only, and refuses another rep', async () => {
    const own = await t.get<TeamMonthBoardAnswer>(PATH, 'BRUNO');
    expect(own.body.rows).toEqual([BRUNO]);
    expect(own.body.total).toMatchObject({ representatives: 1, sales: 600, goalPercentage: 0, visits: 1 });
    expect((await t.get(`${PATH}?representativeId=10`, 'BRUNO')).status).toBe(403);
  });

  it('refuses 400 on a bad month', async () => {
    const { status, body } = await t.get<{ error: { message: string } }>(`${PATH}?date=2025-13-01`, 'ADMIN');
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/Data/);
  });
});

describe.each(databaseKinds)('view as a rep on %s', (kind) => {
  const t = sharedFixture(() => buildTeamFixtureApp(kind));

  it('records who viewed whom in the audit trail, and names the rep for the banner', async () => {
    const { status, body } = await t.send(
      'POST',
      '/api/v1/team/view-as',
      { representativeId: 11 },
      'SUPNORTE',
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      representativeId: 11,
      representativeName: 'BRUNO',
      supervisorId: 1,
      supervisorName: 'SUPERVISOR NORTE',
    });
    const audit = await t.get<AuditEntry[]>('/api/v1/audit?entity=representative_view', 'ADMIN');
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      username: 'SUPNORTE',
      action: 'view',
      entity: 'representative_view',
      entityKey: '11',
      oldValue: null,
      newValue: { representativeId: 11, representativeName: 'BRUNO', viewerSupervisorId: 1 },
    });
    expect(Date.now() - new Date(audit.body[0]?.at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('refuses a rep outside the team, a rep login and a bad id, and records nothing for them', async () => {
    const before = await t.get<AuditEntry[]>('/api/v1/audit?entity=representative_view', 'ADMIN');
    expect((await t.send('POST', '/api/v1/team/view-as', { representativeId: 20 }, 'SUPNORTE')).status).toBe(
      403,
    );
    expect((await t.send('POST', '/api/v1/team/view-as', { representativeId: 10 }, 'BRUNO')).status).toBe(
      403,
    );
    expect((await t.send('POST', '/api/v1/team/view-as', { representativeId: 999 }, 'ADMIN')).status).toBe(
      404,
    );
    const bad = await t.send<{ error: { message: string } }>(
      'POST',
      '/api/v1/team/view-as',
      { representativeId: 0 },
      'ADMIN',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^Representante inválido/);
    expect((await t.send('POST', '/api/v1/team/view-as', { representativeId: 10 })).status).toBe(401);
    const after = await t.get<AuditEntry[]>('/api/v1/audit?entity=representative_view', 'ADMIN');
    expect(after.body).toEqual(before.body);
  });
});

describe.each(databaseKinds)('team board after a later import on %s', (kind) => {
  const t = sharedFixture(() => buildTeamFixtureApp(kind));

  it('follows the data: the figures kept by the import are rebuilt with it', async () => {
    // A new invoice of 150 for ANA's blocked 505 (400, issued in July), issued in September: billing 1,320 → 1,470,
    // carteira 1,300 → 1,150; and R5 (TERCEIRA, overdue 99.50) paid: overdue 400 → 300.50.
    const dir = mkdtempSync(join(tmpdir(), 'portal-team-update-'));
    try {
      writeFileSync(
        join(dir, 'invoices.csv'),
        'number,order_number,issue_date,parts,value\nNF-505,505,2025-09-28,1,150.00\n',
      );
      writeFileSync(
        join(dir, 'receivables.csv'),
        'number,customer_register,invoice_number,type,carrier,issue_date,due_date,extension_date,position,value,balance,status,paid_on\n' +
          'R5,10000003000189,,DM,ITAU,2025-07-01,2025-08-31,,BANCO,99.50,0.00,paid,2025-09-29\n',
      );
      const result = await importFolder(t.handle, dir);
      expect(result.ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const { body } = await t.get<TeamMonthBoardAnswer>(PATH, 'SUPNORTE');
    expect(body.rows[0]).toEqual({
      ...ANA,
      billing: 1470,
      toBeInvoicedValue: 1150,
      overdueBalance: 300.5,
      visits: 0,
      ...noPositionsNorPortalOrders,
    });
    expect(body.total).toMatchObject({ billing: 1570, toBeInvoicedValue: 1650, overdueBalance: 1550.75 });
  });
});
