import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildFixtureApp, type FixtureApp, type FixtureUser } from './indicators-fixture.ts';

// Who may read what (DOMAIN.md §4) on every Indicadores call, and the 400s of bad params.
// Reps: 10 ANA, 11 BRUNO, 12 DAVI (supervisor 1 = SUPNORTE), 20 CARLA (supervisor 2).

const calls = [
  '/api/v1/goal-sales/get-by?date=2025-09-15',
  '/api/v1/goal-sales-period/get-by?date=2025-09-15',
  '/api/v1/goal-revenues/get-by?date=2025-09-15',
  '/api/v1/wallet/get-by?',
  '/api/v1/commission/get-by?date=2025-09-15',
  '/api/v1/collection/get-by?date=2025-09-15',
  '/api/v1/non-payment/get-by?',
  '/api/v1/customer/served?date=2025-09-15',
];
const withParam = (call: string, param: string) => `${call}${call.endsWith('?') ? '' : '&'}${param}`;
// Calls that take supervisorId (spec §7).
const supervisorCalls = calls.filter((call) => !/non-payment|customer\/served/.test(call));

describe.each(databaseKinds)('acesso aos Indicadores (%s)', (kind) => {
  let fx: FixtureApp;
  beforeAll(async () => {
    fx = await buildFixtureApp(kind);
  });
  afterAll(async () => {
    await fx?.close();
  });

  const expectStatus = async (url: string, user: FixtureUser | undefined, status: number) => {
    const answer = await fx.get<{ error?: { code: string; message: string } }>(url, user);
    expect({ url, user, status: answer.status }).toEqual({ url, user, status });
    return answer.body;
  };

  it.each(calls)('%s follows the access matrix', async (call) => {
    await expectStatus(call, 'ANA', 200);
    await expectStatus(withParam(call, 'representativeId=10'), 'ANA', 200);
    const refused = await expectStatus(withParam(call, 'representativeId=20'), 'ANA', 403);
    expect(refused.error?.code).toBe('FORBIDDEN');
    expect(refused.error?.message).toMatch(/Acesso negado/);
    await expectStatus(withParam(call, 'representativeId=11'), 'SUPNORTE', 200);
    await expectStatus(withParam(call, 'representativeId=20'), 'SUPNORTE', 403);
    await expectStatus(withParam(call, 'representativeId=20'), 'ADMIN', 200);
    await expectStatus(call, 'ADMIN', 200);
    await expectStatus(call, undefined, 401);
  });

  it.each(supervisorCalls)('%s: supervisorId narrows inside the scope and refuses outside it', async (call) => {
    await expectStatus(withParam(call, 'supervisorId=1'), 'SUPNORTE', 200);
    await expectStatus(withParam(call, 'supervisorId=2'), 'SUPNORTE', 403);
    await expectStatus(withParam(call, 'supervisorId=1'), 'ANA', 200);
    await expectStatus(withParam(call, 'supervisorId=2'), 'ANA', 403);
    await expectStatus(withParam(call, 'supervisorId=2'), 'ADMIN', 200);
  });

  it('shows no row of a foreign rep: the supervisor filter of a rep reads only that rep', async () => {
    // ANA with supervisorId=1 still reads rep 10 alone (rep 11's MALHA 700.00 and goal 1000.00 stay out).
    const narrowed = await fx.get<{ quotaArticle: string; goal: number; sales: number; representativeId: number }[]>(
      '/api/v1/goal-sales/get-by?date=2025-09-15&supervisorId=1',
      'ANA',
    );
    expect(narrowed.body.find((row) => row.quotaArticle === 'MALHA')).toMatchObject({ goal: 3000, sales: 1000, representativeId: 10 });
    // The supervisor's own scope: reps 10 + 11 + 12, never rep 20 (JEANS goal 500.00, MALHA 90.00).
    const team = await fx.get<{ quotaArticle: string; goal: number; sales: number }[]>('/api/v1/goal-sales/get-by?date=2025-09-15', 'SUPNORTE');
    expect(team.body.map(({ quotaArticle, goal, sales }) => ({ quotaArticle, goal, sales }))).toEqual([
      { quotaArticle: 'MALHA', goal: 4000, sales: 1700 },
      { quotaArticle: 'JEANS', goal: 1500, sales: 640 },
      { quotaArticle: 'LINHO', goal: 600, sales: 0 },
      { quotaArticle: 'TRICO', goal: 0, sales: 400 },
    ]);
    // Rep 11 on its own: revenues NF7 700.00; wallet empty (1009 billed).
    expect((await fx.get('/api/v1/goal-revenues/get-by?date=2025-09-15', 'BRUNO')).body).toEqual({ revenues: 700 });
    expect((await fx.get('/api/v1/wallet/get-by', 'CARLA')).body).toEqual({ open: 90, blocked: 0, expedition: 0, canceled: 0 });
  });

  it.each([
    ['/api/v1/goal-sales/get-by', 'date', 'Informe a data'],
    ['/api/v1/goal-sales/get-by?date=2025-02-30', 'date', 'Data inexistente'],
    ['/api/v1/goal-revenues/get-by?date=30/09/2025', 'date', 'Data inválida'],
    ['/api/v1/commission/get-by?date=2025-09-15&representativeId=abc', 'representativeId', 'Representante inválido'],
    ['/api/v1/wallet/get-by?supervisorId=-1', 'supervisorId', 'Supervisor inválido'],
    ['/api/v1/customer/served?date=2025-09-15&quotaArticles=' + Array.from({ length: 501 }, (_, i) => `A${i}`).join(','), 'quotaArticles', 'Lista com mais de 500'],
  ])('%s → 400 in Portuguese', async (url, field, message) => {
    const { status, body } = await fx.get<{ error: { code: string; message: string; field?: string } }>(url, 'ADMIN');
    expect(status).toBe(400);
    expect(body.error.code).toBe('BAD_REQUEST');
    expect(body.error.field).toBe(field);
    expect(body.error.message).toContain(message);
  });

  it('changes nothing on a refused call', async () => {
    const before = await fx.get('/api/v1/wallet/get-by', 'ANA');
    await fx.get('/api/v1/wallet/get-by?representativeId=20', 'ANA');
    await fx.get('/api/v1/wallet/get-by?supervisorId=x', 'ANA');
    expect(await fx.get('/api/v1/wallet/get-by', 'ANA')).toEqual(before);
  });
});
