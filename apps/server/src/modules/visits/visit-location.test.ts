import type { TeamBoardRow, TeamDayVisitsAnswer, TeamMonthBoardAnswer, VisitRecord } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildVisitPlanFixtureApp, POINTS, SAO_PAULO_CENTRE, V } from '../../testing/visit-plan-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Where a visit happened (docs/domain.md §7) on test-fixtures/visit-plan, today 2025-09-30, radius 300 m (the
// default). Distances worked out by hand with R = 6,371,000 m:
// - due north, haversine is R × Δlatitude in radians: 0.002878° × π / 180 × 6,371,000 = 320.02 m → 320;
//   0.002887° → 321.02 m → 321.
// - COBRA's door (-23.55052, -46.633308) to (-23.541, -46.622): 0.00952° north = 1,058.6 m and 0.011308° east at
//   latitude 23.5458° = 1,257.4 × cos 23.5458° = 1,152.8 m; √(1,058.6² + 1,152.8²) = 1,565.0 m → 1565.
type Posted = VisitRecord & { error?: { code: string; message: string; field?: string } };

const COBRA_DOOR = POINTS.COBRA ?? SAO_PAULO_CENTRE;
const META_DOOR = POINTS.META ?? SAO_PAULO_CENTRE;
const BLOQ_DOOR = POINTS.BLOQ ?? SAO_PAULO_CENTRE;
const REPOE_DOOR = POINTS.REPOE ?? SAO_PAULO_CENTRE;
const TUDO_DOOR = POINTS.TUDO ?? SAO_PAULO_CENTRE;

describe.each(databaseKinds)('where a visit happened on %s', (kind) => {
  const t = sharedFixture(() => buildVisitPlanFixtureApp(kind));

  const post = (payload: Record<string, unknown>, user: 'ANA' | 'SUPNORTE' = 'ANA') =>
    t.send<Posted>('POST', '/api/v1/visits', { outcome: 'sold', ...payload }, user);
  /** A tap `degrees` of latitude due north of a door, known within 20 m. */
  const postNorthOf = (customerRegister: string, door: typeof META_DOOR, degrees: number) =>
    post({ customerRegister, latitude: door.latitude + degrees, longitude: door.longitude, accuracy: 20 });
  const verdict = (answer: { status: number; body: Posted }) => ({
    status: answer.status,
    distanceMeters: answer.body.distanceMeters,
    offSite: answer.body.offSite,
  });

  it("measures a visit from the customer's own point and judges it against radius + accuracy", async () => {
    // At the door, accuracy absent (0).
    expect(verdict(await post({ customerRegister: V.REPOE, ...REPOE_DOOR }))).toEqual({
      status: 200,
      distanceMeters: 0,
      offSite: false,
    });
    // 1,565 m − 20 m > 300 m.
    expect(
      verdict(await post({ customerRegister: V.COBRA, latitude: -23.541, longitude: -46.622, accuracy: 20 })),
    ).toEqual({ status: 200, distanceMeters: 1565, offSite: true });
    // Exactly radius + accuracy: 320 − 20 = 300 is not more than 300.
    expect(verdict(await postNorthOf(V.META, META_DOOR, 0.002878))).toEqual({
      status: 200,
      distanceMeters: 320,
      offSite: false,
    });
    // One metre more is off-site.
    expect(verdict(await postNorthOf(V.BLOQ, BLOQ_DOOR, 0.002887))).toEqual({
      status: 200,
      distanceMeters: 321,
      offSite: true,
    });
    // UM has only its city's centre: too far from any shop to judge, even standing on it.
    expect(verdict(await post({ customerRegister: V.UM, ...SAO_PAULO_CENTRE, accuracy: 5 }))).toEqual({
      status: 200,
      distanceMeters: null,
      offSite: null,
    });
    // At the door, but the phone only knows it within 1,500 m.
    expect(verdict(await post({ customerRegister: V.TUDO, ...TUDO_DOOR, accuracy: 1500 }))).toEqual({
      status: 200,
      distanceMeters: null,
      offSite: null,
    });
    // No position at all.
    expect(verdict(await post({ customerRegister: V.SEM }))).toEqual({
      status: 200,
      distanceMeters: null,
      offSite: null,
    });

    const listed = await t.get<VisitRecord[]>(
      '/api/v1/visits?initialDate=2025-09-30&finalDate=2025-09-30',
      'ANA',
    );
    expect(
      Object.fromEntries(
        listed.body.map((visit) => [visit.customerName, [visit.distanceMeters, visit.offSite]]),
      ),
    ).toEqual({
      'REPOE MODAS': [0, false],
      'COBRA MODAS': [1565, true],
      'META MODAS': [320, false],
      'BLOQ MODAS': [321, true],
      'UM MODAS': [null, null],
      'TUDO MODAS': [null, null],
      'SEM MOTIVO': [null, null],
    });

    // Audited with the position and the verdict.
    const trail = await auditTrailOf(t.handle.db, 'visit', `${V.COBRA}:10:2025-09-30`);
    expect(trail.map(({ action, newValue }) => ({ action, newValue }))).toEqual([
      {
        action: 'create',
        newValue: {
          outcome: 'sold',
          note: '',
          recordedBy: 'ANA',
          latitude: -23.541,
          longitude: -46.622,
          accuracy: 20,
          distanceMeters: 1565,
          offSite: true,
        },
      },
    ]);
  });

  it("shows the supervisor the rep's day in recorded order, and counts it on the team board", async () => {
    const day = await t.get<TeamDayVisitsAnswer>('/api/v1/team/visits?representativeId=10', 'SUPNORTE');
    expect(day.status).toBe(200);
    expect({ ...day.body, visits: [] }).toEqual({
      representativeId: 10,
      representativeName: 'ANA',
      date: '2025-09-30',
      visits: [],
    });
    expect(
      day.body.visits.map((visit) => [
        visit.customerName,
        visit.location,
        visit.distanceMeters,
        visit.offSite,
      ]),
    ).toEqual([
      ['REPOE MODAS', 'customer', 0, false],
      ['COBRA MODAS', 'customer', 1565, true],
      ['META MODAS', 'customer', 320, false],
      ['BLOQ MODAS', 'customer', 321, true],
      ['UM MODAS', 'city', null, null],
      ['TUDO MODAS', 'customer', null, null],
      ['SEM MOTIVO', 'customer', null, null],
    ]);
    const cobra = day.body.visits[1];
    expect(cobra).toMatchObject({
      customerRegister: V.COBRA,
      ...COBRA_DOOR,
      visitLatitude: -23.541,
      visitLongitude: -46.622,
      accuracy: 20,
      outcome: 'sold',
      recordedBy: 'ANA',
    });
    expect(day.body.visits[4]).toMatchObject({ ...SAO_PAULO_CENTRE, location: 'city' });
    expect(day.body.visits[6]).toMatchObject({ visitLatitude: null, visitLongitude: null, accuracy: null });
    expect(Number.isNaN(Date.parse(cobra?.recordedAt ?? ''))).toBe(false);
    // Another day of the same rep is empty.
    const before = await t.get<TeamDayVisitsAnswer>(
      '/api/v1/team/visits?representativeId=10&date=2025-09-29',
      'SUPNORTE',
    );
    expect(before.body.visits).toEqual([]);

    // Seven visits in September, six with a position (SEM had none), two off-site.
    const board = await t.get<TeamMonthBoardAnswer>('/api/v1/team/board?date=2025-09-30', 'SUPNORTE');
    const ana = board.body.rows.find((row) => row.representativeId === 10);
    expect(ana).toMatchObject({ visits: 7, visitsWithLocation: 6, offSiteVisits: 2 });
    expect(board.body.total).toMatchObject({ visits: 7, visitsWithLocation: 6, offSiteVisits: 2 });
    // The BI board counts them in the month of the visit, as Equipe does.
    const bi = await t.get<TeamBoardRow[]>(
      '/api/comercial/representantes/bi?initialMonth=2025-08&finalMonth=2025-09&representativeId=10',
      'SUPNORTE',
    );
    expect(bi.body.map((row) => [row.month, row.visits, row.visitsWithLocation, row.offSiteVisits])).toEqual([
      ['2025-08', 0, 0, 0],
      ['2025-09', 7, 6, 2],
    ]);
  });

  it("keeps the day's position when the visit is recorded again without one", async () => {
    const again = await post({ customerRegister: V.COBRA, outcome: 'collected' });
    expect(again.body).toMatchObject({ outcome: 'collected', distanceMeters: 1565, offSite: true });
    // The answer says from when the kept position is, so the screen can say which one it kept.
    const keptFrom = again.body.positionAt;
    expect(keptFrom).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await post({ customerRegister: V.COBRA, outcome: 'absent' })).body.positionAt).toBe(keptFrom);
    // A new position replaces the old one: now at the door, from now.
    const atDoor = await post({ customerRegister: V.COBRA, ...COBRA_DOOR, accuracy: 10 });
    expect(atDoor.body).toMatchObject({ outcome: 'sold', distanceMeters: 0, offSite: false });
    expect(atDoor.body.positionAt! > keptFrom!).toBe(true);
    expect((await post({ customerRegister: V.COBRA, outcome: 'absent' })).body.positionAt).toBe(
      atDoor.body.positionAt,
    );
  });

  it('never lets a later position too vague to judge erase the verdict of an earlier one', async () => {
    const far = { latitude: -23.541, longitude: -46.622 };
    expect(verdict(await post({ customerRegister: V.COBRA, ...far, accuracy: 20 }))).toEqual({
      status: 200,
      distanceMeters: 1565,
      offSite: true,
    });
    // At the door by its own account, but known only within 1,001 m: the off-site record of the day stays.
    const vague = await post({
      customerRegister: V.COBRA,
      ...COBRA_DOOR,
      accuracy: 1001,
      outcome: 'collected',
    });
    expect(vague.body).toMatchObject({ outcome: 'collected', distanceMeters: 1565, offSite: true });
    const listed = await t.get<VisitRecord[]>(
      '/api/v1/visits?initialDate=2025-09-30&finalDate=2025-09-30',
      'ANA',
    );
    expect(listed.body.find((visit) => visit.customerRegister === V.COBRA)).toMatchObject({
      outcome: 'collected',
      distanceMeters: 1565,
      offSite: true,
    });
    const stored = await t.handle.db
      .selectFrom('visits')
      .select(['accuracy'])
      .where('customer_register', '=', V.COBRA)
      .executeTakeFirstOrThrow();
    expect(stored.accuracy).toBe(20);
    // A usable position still replaces it.
    const atDoor = await post({ customerRegister: V.COBRA, ...COBRA_DOOR, accuracy: 10 });
    expect(atDoor.body).toMatchObject({ distanceMeters: 0, offSite: false });
  });

  it('refuses half a position or one out of range with a Portuguese message, and writes nothing', async () => {
    const rows = async () =>
      (await sql<{ row: string }>`select v::text as row from visits v order by 1`.execute(t.handle.db)).rows;
    const before = await rows();
    const HALF = 'Informe a latitude e a longitude juntas, ou nenhuma das duas';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ latitude: -23.5 }, HALF, 'longitude'],
      [{ longitude: -46.6, accuracy: 10 }, HALF, 'longitude'],
      [{ latitude: -90.5, longitude: -46.6 }, 'Latitude inválida: use um valor entre -90 e 90', 'latitude'],
      [
        { latitude: -23.5, longitude: 180.01 },
        'Longitude inválida: use um valor entre -180 e 180',
        'longitude',
      ],
      [{ latitude: '-23,5', longitude: -46.6 }, 'Latitude inválida: informe graus decimais', 'latitude'],
      [
        { latitude: -23.5, longitude: -46.6, accuracy: -1 },
        'Precisão inválida: informe os metros, 0 ou mais',
        'accuracy',
      ],
      [
        { latitude: -23.5, longitude: -46.6, accuracy: 100_001 },
        'Precisão inválida: no máximo 100.000 metros',
        'accuracy',
      ],
    ];
    for (const [position, message, field] of cases) {
      const answer = await post({ customerRegister: V.EMPATE, ...position });
      expect(answer.status, JSON.stringify(position)).toBe(400);
      // The person reads the message alone; the field name travels beside it for the code.
      expect(answer.body.error?.message, JSON.stringify(position)).toBe(message);
      expect(answer.body.error?.field, JSON.stringify(position)).toBe(field);
    }
    expect(await rows()).toEqual(before);
  });
});

describe('where a visit happened, with PORTAL_CHECKIN_RADIUS_M = 2000', () => {
  const t = sharedFixture(() => buildVisitPlanFixtureApp('pglite', { checkinRadiusMeters: 2000 }));

  it('judges by the configured radius: 1,565 m − 20 m is within 2,000 m', async () => {
    const posted = await t.send<VisitRecord>(
      'POST',
      '/api/v1/visits',
      { customerRegister: V.COBRA, outcome: 'sold', latitude: -23.541, longitude: -46.622, accuracy: 20 },
      'ANA',
    );
    expect([posted.status, posted.body.distanceMeters, posted.body.offSite]).toEqual([200, 1565, false]);
  });
});
