import { teamBoardExample } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../testing/test-database.ts';
import { buildIntegrationFixtureApp } from '../../../testing/integration-fixture.ts';
import { sharedFixture } from '../../../testing/shared-fixture.ts';

// Expected values computed by hand from apps/server/test-fixtures/customers plus the goals of
// apps/server/test-fixtures/integration-goals; today = 2025-09-30.

type Row = Record<string, unknown>;

/** The fixture records no visit and sends no portal order. */
const noVisitsNorPortalOrders = {
  visits: 0,
  visitsWithLocation: 0,
  offSiteVisits: 0,
  portalOrdersSent: 0,
  portalOrdersSentValue: 0,
};

describe.each(databaseKinds)('integração: representantes comerciais (%s)', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  const get = async (url: string, user?: string) => {
    const answer = await f.call('GET', url, user);
    return { status: answer.status, body: answer.json<Row[]>() };
  };
  const board = '/api/comercial/representantes/bi?initialMonth=2025-08&finalMonth=2025-09';

  it('painel da equipe por representante e mês', async () => {
    const team = await get(board, 'SUPNORTE');
    expect(team.status).toBe(200);
    const common = { supervisorId: 1, supervisorName: 'SUPERVISOR NORTE' };
    // A month without goal, sale, invoice, open order or overdue receivable.
    const withoutSales = {
      goal: 0,
      sales: 0,
      goalPercentage: 0,
      billing: 0,
      toBeInvoicedValue: 0,
      walletToInvoice: 0,
      overdueReceivables: 0,
      customersServed: 0,
    };
    expect(team.body).toEqual([
      {
        // Rep 10, August: goal 1000 + 500; sales = 1030 (08-01, net 200); % = 200/1500×100 = 13.33;
        // billing = 4030 (08-25) 80; carteira = 1030: 200 − 80 = 120; overdue due in August: none; served DELTA.
        representativeId: 10,
        representativeName: 'ANA',
        ...common,
        month: '2025-08',
        goal: 1500,
        sales: 200,
        goalPercentage: 13.33,
        billing: 80,
        toBeInvoicedValue: 120,
        walletToInvoice: 120,
        overdueReceivables: 0,
        customersServed: 1,
        ...noVisitsNorPortalOrders,
      },
      // Rep 10, September: goal 2000 + 1000; sales 1001 (1620) + 1020 (600) = 2220 (1040 canceled); % 74;
      // billing 5001 700 + 5002 200 = 900; carteira 720 + 600 = 1320; overdue R-E1 (due 09-01) 900; served ALFA, BETA.
      teamBoardExample,
      {
        representativeId: 11,
        representativeName: 'BRUNO',
        ...common,
        month: '2025-08',
        ...withoutSales,
        ...noVisitsNorPortalOrders,
      },
      {
        // Rep 11, September: goal 1500; sales 2001 (900) + 2010 (300) = 1200; % 80; no invoice; carteira 1200;
        // served ALFA (via 2001) and ETA.
        representativeId: 11,
        representativeName: 'BRUNO',
        ...common,
        month: '2025-09',
        goal: 1500,
        sales: 1200,
        goalPercentage: 80,
        billing: 0,
        toBeInvoicedValue: 1200,
        walletToInvoice: 1200,
        overdueReceivables: 0,
        customersServed: 2,
        ...noVisitsNorPortalOrders,
      },
    ]);
    // CARLA: R-H1 (TETA, due 2025-08-01, open 50) is overdue in August; September: goal 400, sales 3001 = 100 → 25 %.
    expect((await get(board, 'CARLA')).body).toEqual([
      {
        representativeId: 20,
        representativeName: 'CARLA',
        supervisorId: 2,
        supervisorName: 'SUPERVISOR SUL',
        month: '2025-08',
        ...withoutSales,
        overdueReceivables: 50,
        ...noVisitsNorPortalOrders,
      },
      {
        representativeId: 20,
        representativeName: 'CARLA',
        supervisorId: 2,
        supervisorName: 'SUPERVISOR SUL',
        month: '2025-09',
        goal: 400,
        sales: 100,
        goalPercentage: 25,
        billing: 0,
        toBeInvoicedValue: 100,
        walletToInvoice: 100,
        overdueReceivables: 0,
        customersServed: 1,
        ...noVisitsNorPortalOrders,
      },
    ]);
    expect((await get(`${board}&supervisors=2`, 'ADMIN')).body.map((row) => row.representativeId)).toEqual([
      20, 20,
    ]);
    expect((await get(`${board}&supervisors=2`, 'SUPNORTE')).status).toBe(403);
    expect((await get(`${board}&representativeId=11`, 'SUPNORTE')).body.map((row) => row.month)).toEqual([
      '2025-08',
      '2025-09',
    ]);
  });

  it('painel: meses inválidos são 400 em português', async () => {
    const message = async (query: string) => {
      const answer = await get(`/api/comercial/representantes/bi?${query}`, 'ADMIN');
      expect(answer.status).toBe(400);
      return (answer.body as unknown as { error: { message: string } }).error.message;
    };
    expect(await message('initialMonth=2025-09&finalMonth=2025-08')).toContain(
      'O mês inicial deve ser anterior ou igual ao mês final',
    );
    expect(await message('initialMonth=2023-01&finalMonth=2025-01')).toContain(
      'Período de no máximo 24 meses',
    );
    expect(await message('initialMonth=2025-13&finalMonth=2025-13')).toContain('Mês inexistente');
    expect(await message('initialMonth=09/2025&finalMonth=2025-09')).toContain('use AAAA-MM');
    expect(await message('finalMonth=2025-09')).toContain('Informe o mês inicial');
  });

  it('representantes, supervisores, origens e motivos de cancelamento do escopo', async () => {
    expect((await get('/api/comercial/representantes', 'ANA')).body).toEqual([
      {
        id: 10,
        name: 'ANA',
        supervisorId: 1,
        supervisorName: 'SUPERVISOR NORTE',
        commissionRate: 5,
        active: true,
      },
    ]);
    expect((await get('/api/comercial/representantes', 'SUPNORTE')).body.map((row) => row.id)).toEqual([
      10, 11,
    ]);
    expect((await get('/api/comercial/representantes', 'ADMIN')).body.map((row) => row.id)).toEqual([
      10, 11, 20,
    ]);
    expect((await get('/api/comercial/representantes/supervisores', 'ADMIN')).body).toEqual([
      { id: 1, name: 'SUPERVISOR NORTE', representatives: 2 },
      { id: 2, name: 'SUPERVISOR SUL', representatives: 1 },
    ]);
    expect((await get('/api/comercial/representantes/supervisores', 'BRUNO')).body).toEqual([
      { id: 1, name: 'SUPERVISOR NORTE', representatives: 1 },
    ]);
    // Origins: 1001 and 1002 REPRESENTANTE (rep 10), 2001 TELEVENDAS (rep 11).
    expect((await get('/api/comercial/origens', 'ANA')).body).toEqual([
      { origin: 'REPRESENTANTE', orders: 2 },
    ]);
    expect((await get('/api/comercial/origens', 'SUPNORTE')).body).toEqual([
      { origin: 'REPRESENTANTE', orders: 2 },
      { origin: 'TELEVENDAS', orders: 1 },
    ]);
    expect((await get('/api/comercial/origens', 'CARLA')).body).toEqual([]);
    // Reasons: 1043 ATRASO, 1040 CLIENTE DESISTIU, 1042 PRECO (all rep 10).
    expect((await get('/api/comercial/motivos-cancelamento', 'SUPNORTE')).body).toEqual([
      { reason: 'ATRASO', orders: 1 },
      { reason: 'CLIENTE DESISTIU', orders: 1 },
      { reason: 'PRECO', orders: 1 },
    ]);
    expect((await get('/api/comercial/motivos-cancelamento?representativeId=11', 'ADMIN')).body).toEqual([]);
  });
});
