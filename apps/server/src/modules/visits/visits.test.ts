import type { AuditEntry, VisitPlanAnswer, VisitRecord } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../import/index.ts';
import type { CustomersFixtureApp } from '../../testing/customers-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildVisitPlanFixtureApp, V, VISIT_PLAN_FOLDER } from '../../testing/visit-plan-fixture.ts';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// The visit log (docs/domain.md §5.2; docs/decisions/070-visit-plan.md) on test-fixtures/visit-plan, today
// 2025-09-30: a visit is its customer owner's, one per customer and day, scoped, validated and audited.

const record = (register: string, customerName: string, fields: Partial<VisitRecord>): VisitRecord => ({
  customerRegister: register,
  customerName,
  representativeId: 10,
  visitedOn: '2025-09-30',
  outcome: 'sold',
  note: '',
  recordedBy: 'ANA',
  distanceMeters: null,
  offSite: null,
  ...fields,
});

describe.each(databaseKinds)('visits on %s', (kind) => {
  const t = sharedFixture(() => buildVisitPlanFixtureApp(kind));

  const post = (payload: unknown, user: Parameters<CustomersFixtureApp['send']>[3] = 'ANA') =>
    t.send<VisitRecord & { error?: { code: string; message: string } }>(
      'POST',
      '/api/v1/visits',
      payload,
      user,
    );
  const list = (query: string, user: Parameters<CustomersFixtureApp['get']>[1]) =>
    t.get<VisitRecord[]>(`/api/v1/visits?initialDate=2025-09-01&finalDate=2025-09-30${query}`, user);
  const visitRows = async () =>
    (
      await sql<{ row: string }>`select v::text as row from visits v order by 1`.execute(t.handle.db)
    ).rows.map((row) => row.row);
  const auditCount = async () =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.handle.db)).rows[0]?.n,
    );

  it('records a visit dated today; a second one that day replaces it, both audited', async () => {
    const first = await post({ customerRegister: V.REPOE, outcome: 'sold', note: '  Pedido na semana  ' });
    expect(first).toEqual({
      status: 200,
      body: record(V.REPOE, 'REPOE MODAS', { note: 'Pedido na semana', positionAt: null }),
    });
    const second = await post({ customerRegister: V.REPOE, outcome: 'absent' });
    const replaced = record(V.REPOE, 'REPOE MODAS', { outcome: 'absent' });
    expect(second).toEqual({ status: 200, body: { ...replaced, positionAt: null } });
    expect(await visitRows()).toHaveLength(1);
    const trail = await auditTrailOf(t.handle.db, 'visit', `${V.REPOE}:10:2025-09-30`);
    expect(
      trail.map(({ action, username, oldValue, newValue }) => ({ action, username, oldValue, newValue })),
    ).toEqual([
      {
        action: 'create',
        username: 'ANA',
        oldValue: null,
        newValue: { outcome: 'sold', note: 'Pedido na semana', recordedBy: 'ANA' },
      },
      {
        action: 'update',
        username: 'ANA',
        oldValue: { outcome: 'sold', note: 'Pedido na semana', recordedBy: 'ANA' },
        newValue: { outcome: 'absent', note: '', recordedBy: 'ANA' },
      },
    ]);
    expect((await list('', 'ANA')).body).toEqual([replaced]);
    // The plan shows it as the customer's last visit (the cached plan is not served after the write).
    const plan = await t.get<VisitPlanAnswer>('/api/v1/visit-plan?route=12', 'ANA');
    const repoe = plan.body.customers.find((customer) => customer.register === V.REPOE);
    expect(repoe?.lastVisit).toEqual(replaced);
    expect(plan.body.customers.filter((customer) => customer.lastVisit !== null)).toHaveLength(1);
    // An administrator finds both writes in the audit trail, filtered by the visit entity.
    const audit = await t.get<AuditEntry[]>('/api/v1/audit?entity=visit', 'ADMIN');
    expect(audit.status).toBe(200);
    expect(audit.body.map(({ entity, entityKey, action }) => ({ entity, entityKey, action }))).toEqual([
      { entity: 'visit', entityKey: `${V.REPOE}:10:2025-09-30`, action: 'update' },
      { entity: 'visit', entityKey: `${V.REPOE}:10:2025-09-30`, action: 'create' },
    ]);
  });

  it("lets a supervisor record for a team rep's customer, as that rep's visit", async () => {
    const { status, body } = await post(
      { customerRegister: V.OUTRO, outcome: 'collected', note: 'Pagou' },
      'SUPNORTE',
    );
    expect(status).toBe(200);
    expect(body).toEqual(
      record(V.OUTRO, 'OUTRO REP MODAS', {
        representativeId: 11,
        outcome: 'collected',
        note: 'Pagou',
        positionAt: null,
        recordedBy: 'SUPNORTE',
      }),
    );
  });

  it('lists visits newest first, only the reps in scope, narrowed by customer', async () => {
    const outro = record(V.OUTRO, 'OUTRO REP MODAS', {
      representativeId: 11,
      outcome: 'collected',
      note: 'Pagou',
      recordedBy: 'SUPNORTE',
    });
    const repoe = record(V.REPOE, 'REPOE MODAS', { outcome: 'absent' });
    expect((await list('', 'ANA')).body).toEqual([repoe]);
    expect((await list('', 'BRUNO')).body).toEqual([outro]);
    expect((await list('', 'CARLA')).body).toEqual([]);
    // Same day: the later record first.
    expect((await list('', 'SUPNORTE')).body).toEqual([outro, repoe]);
    expect((await list('', 'ADMIN')).body).toEqual([outro, repoe]);
    expect((await list('&representativeId=10', 'ADMIN')).body).toEqual([repoe]);
    expect((await list(`&customers=${V.OUTRO}`, 'ADMIN')).body).toEqual([outro]);
    expect(
      (await t.get<VisitRecord[]>('/api/v1/visits?initialDate=2025-08-01&finalDate=2025-09-29', 'ADMIN'))
        .body,
    ).toEqual([]);
    expect((await list('&representativeId=11', 'ANA')).status).toBe(403);
    expect((await list('&representativeId=20', 'SUPNORTE')).status).toBe(403);
    expect((await list('', undefined)).status).toBe(401);
    const reversed = await t.get('/api/v1/visits?initialDate=2025-09-30&finalDate=2025-09-01', 'ANA');
    expect(reversed.status).toBe(400);
  });

  it('refuses bad visits with a Portuguese message and writes nothing, not even to the audit trail', async () => {
    const rowsBefore = await visitRows();
    const auditBefore = await auditCount();
    const cases: [unknown, Parameters<CustomersFixtureApp['send']>[3], number, string | RegExp][] = [
      [{ customerRegister: V.REPOE, outcome: 'talvez' }, 'ANA', 400, /Resultado da visita inválido/],
      [
        { customerRegister: V.REPOE, outcome: 'sold', note: 'x'.repeat(501) },
        'ANA',
        400,
        'Observação com mais de 500 caracteres',
      ],
      [{ customerRegister: '123', outcome: 'sold' }, 'ANA', 400, /Cliente inválido/],
      [{ outcome: 'sold' }, 'ANA', 400, /Informe o cliente/],
      // A valid CNPJ no customer has.
      [{ customerRegister: '11222333000181', outcome: 'sold' }, 'ANA', 404, 'Cliente não encontrado'],
      [{ customerRegister: V.OUTRO, outcome: 'sold' }, 'ANA', 403, /Acesso negado/],
      [{ customerRegister: V.REPOE, outcome: 'sold' }, 'BRUNO', 403, /Acesso negado/],
      [{ customerRegister: V.REPOE, outcome: 'sold' }, 'CARLA', 403, /Acesso negado/],
    ];
    for (const [payload, user, status, message] of cases) {
      const answer = await post(payload, user);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.error?.message, JSON.stringify(payload)).toMatch(message);
    }
    expect(
      (await t.send('POST', '/api/v1/visits', { customerRegister: V.REPOE, outcome: 'sold' })).status,
    ).toBe(401);
    expect(await visitRows()).toEqual(rowsBefore);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('keeps a note of exactly 500 characters', async () => {
    const note = 'n'.repeat(500);
    const { status, body } = await post({ customerRegister: V.META, outcome: 'no-sale', note });
    expect(status).toBe(200);
    expect(body.note).toBe(note);
  });

  it('is never touched by the ERP import', async () => {
    const before = await visitRows();
    expect(before.length).toBeGreaterThan(0);
    const result = await importFolder(t.handle, VISIT_PLAN_FOLDER);
    expect(result.ok).toBe(true);
    expect(await visitRows()).toEqual(before);
  });
});
