import type { TeamDayVisitsAnswer, VisitPlanAnswer, VisitRecord } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessCases,
  type AccessCase,
  buildAccessFixtureApp,
  distinctReps,
  FOREIGN,
  REPS_OF,
  type AccessFixtureApp,
} from '../../testing/access-fixture.ts';
import { CITY, REGISTERS } from '../../testing/customers-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Who may read what (docs/domain.md §4) on the visit plan, the visit log and a rep's day on the map, every kind of caller: the customers
// fixture with the access-foreign layer (customers of reps 11 and 20 in Londrina and Salvador). Every customer of
// the reps read must be there, and none of another rep's.

const EVERY_CITY = [
  CITY.SAO_PAULO,
  CITY.RIO,
  CITY.CURITIBA,
  CITY.BELO_HORIZONTE,
  CITY.PORTO_ALEGRE,
  FOREIGN.LONDRINA,
  FOREIGN.SALVADOR,
].join(',');

describe.each(databaseKinds)('visit-plan access on %s: the plan and the visits', (kind) => {
  let t: AccessFixtureApp;
  let customersOf: (reps: number[]) => string[];
  beforeAll(async () => {
    t = await buildAccessFixtureApp(kind);
    const all = await t.handle.db.selectFrom('customers').select(['register', 'representative_id']).execute();
    customersOf = (reps) =>
      all
        .filter((row) => reps.includes(row.representative_id))
        .map((row) => row.register.trim())
        .sort();
    // One visit for a customer of each rep, recorded by someone allowed to.
    for (const [register, user] of [
      [REGISTERS.ALFA, 'ANA'],
      [FOREIGN.ONZE, 'BRUNO'],
      [FOREIGN.VINTE, 'CARLA'],
    ] as const) {
      const { status } = await t.send(
        'POST',
        '/api/v1/visits',
        { customerRegister: register, outcome: 'absent' },
        user,
      );
      expect(status).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('answers the plan with exactly the customers of the reps the caller may read', async () => {
    await t.expectCases(`/api/v1/visit-plan?cities=${EVERY_CITY}`, accessCases, (body, reads, label) => {
      const { customers } = body as VisitPlanAnswer;
      const registers = customers.map((customer) => customer.register).sort();
      expect(registers, label).toEqual(customersOf(REPS_OF[reads]));
      expect(distinctReps(registers.map(t.ownerOfCustomer)), label).toEqual(REPS_OF[reads]);
      // A last visit is only ever one of the reps read.
      for (const customer of customers)
        if (customer.lastVisit) expect(REPS_OF[reads], label).toContain(customer.lastVisit.representativeId);
    });
  });

  it('lists only the visits of the reps the caller may read', async () => {
    await t.expectCases(
      '/api/v1/visits?initialDate=2025-09-01&finalDate=2025-09-30',
      accessCases,
      (body, reads, label) => {
        const visits = body as VisitRecord[];
        expect(distinctReps(visits.map((visit) => visit.representativeId)), label).toEqual(REPS_OF[reads]);
        expect(distinctReps(visits.map((visit) => t.ownerOfCustomer(visit.customerRegister))), label).toEqual(
          REPS_OF[reads],
        );
      },
    );
  });

  it("answers a rep's day on the map to that rep, their supervisor and the administrator only", async () => {
    // One rep's day: a rep-0 user names the rep (400 without one), a rep reads only their own.
    const dayCases: AccessCase[] = [
      { user: 'ANA', query: '', reads: 'rep10' },
      { user: 'ANA', query: 'representativeId=10', reads: 'rep10' },
      { user: 'ANA', query: 'representativeId=11', reads: 403 },
      { user: 'BRUNO', query: '', reads: 'rep11' },
      { user: 'CARLA', query: 'representativeId=10', reads: 403 },
      { user: 'SUPNORTE', query: 'representativeId=11', reads: 'rep11' },
      { user: 'SUPNORTE', query: 'representativeId=20', reads: 403 },
      { user: 'ADMIN', query: 'representativeId=20', reads: 'rep20' },
      { user: undefined, query: 'representativeId=10', reads: 401 },
    ];
    await t.expectCases('/api/v1/team/visits?date=2025-09-30', dayCases, (body, reads, label) => {
      const day = body as TeamDayVisitsAnswer;
      expect([day.representativeId], label).toEqual(REPS_OF[reads]);
      expect(day.visits.length, label).toBeGreaterThan(0);
      expect(
        distinctReps(day.visits.map((visit) => t.ownerOfCustomer(visit.customerRegister))),
        label,
      ).toEqual(REPS_OF[reads]);
    });
    for (const user of ['SUPNORTE', 'ADMIN'] as const) {
      const unnamed = await t.get<{ error: { message: string } }>('/api/v1/team/visits', user);
      expect(unnamed.status, user).toBe(400);
      expect(unnamed.body.error.message, user).toMatch(/^Informe o representante/);
    }
    expect((await t.get('/api/v1/team/visits?representativeId=99', 'ADMIN')).status).toBe(404);
  });

  it('records a visit only for a customer of a rep in scope', async () => {
    const cases: [
      user: 'ANA' | 'BRUNO' | 'CARLA' | 'SUPNORTE' | 'ADMIN',
      register: string,
      status: number,
    ][] = [
      ['ANA', REGISTERS.BETA, 200],
      ['ANA', FOREIGN.ONZE, 403],
      ['ANA', FOREIGN.VINTE, 403],
      ['BRUNO', REGISTERS.BETA, 403],
      ['CARLA', REGISTERS.ETA, 403],
      ['SUPNORTE', REGISTERS.ETA, 200],
      ['SUPNORTE', FOREIGN.VINTE, 403],
      ['ADMIN', FOREIGN.VINTE, 200],
    ];
    for (const [user, register, status] of cases) {
      const answer = await t.send(
        'POST',
        '/api/v1/visits',
        { customerRegister: register, outcome: 'sold' },
        user,
      );
      expect(answer.status, `${user} ${register}`).toBe(status);
    }
  });
});
