import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildIntegrationFixtureApp } from '../../testing/integration-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Every integration call × every kind of caller (rep own / other rep / supervisor in team / out of team / ADMIN /
// no token), and no row of a rep outside the caller's scope in any 200 answer.

const withRep = [
  '/api/comercial/pedidos/venda/pedidos-acompanhamento?initialIssueDate=2025-01-01&finalIssueDate=2025-12-31',
  '/api/comercial/pedidos/venda/pedidos-carteira?',
  '/api/comercial/pedidos/venda/pedidos-faturado?initialBilling=2025-01-01&finalBilling=2025-12-31',
  '/api/comercial/representantes?',
  '/api/comercial/representantes/supervisores?',
  '/api/comercial/representantes/bi?initialMonth=2025-01&finalMonth=2025-12',
  '/api/comercial/origens?',
  '/api/comercial/motivos-cancelamento?',
];
const join = (url: string, param: string) => (url.endsWith('?') ? `${url}${param}` : `${url}&${param}`);

/** By-id reads: [url of a rep-10 row, url of a rep-20 row]. */
const byId = [
  ['/api/v1/customers/11111111000191', '/api/v1/customers/88888888000191'],
  ['/api/v1/orders/1001', '/api/v1/orders/3001'],
  ['/api/v1/order-items/1001:P13', '/api/v1/order-items/3001:P13'],
  ['/api/v1/invoices/5001', undefined],
  ['/api/v1/receivables/R-A2', '/api/v1/receivables/R-H1'],
  ['/api/v1/representatives/10', '/api/v1/representatives/20'],
  ['/api/v1/supervisors/1', '/api/v1/supervisors/2'],
  ['/api/comercial/pedidos/venda/1001/itens', '/api/comercial/pedidos/venda/3001/itens'],
] as const;

const lists = ['customers', 'orders', 'order-items', 'invoices', 'receivables', 'representatives'];

type Json = Record<string, unknown>;
const repIdsIn = (body: unknown): number[] => {
  const rows = Array.isArray(body) ? body : ((body as { content?: unknown[] }).content ?? []);
  // Rows without a rep column carry an order number: the fixture numbers rep 10's orders 1xxx, rep 11's 2xxx, rep 20's 3xxx.
  const repOfOrder = (order: number) => ({ 1: 10, 2: 11, 3: 20 })[Math.floor(order / 1000)] ?? -1;
  const repOf = (row: Json) =>
    row.representativeId !== undefined
      ? Number(row.representativeId)
      : row.salesOrder !== undefined
        ? repOfOrder(Number(row.salesOrder))
        : Number(row.id);
  return [...new Set((rows as Json[]).map(repOf))].sort((a, b) => a - b);
};

describe.each(databaseKinds)('integration access on %s', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  it('chamadas com representativeId: 200 / 403 / 200 / 403 / 200 / 401', async () => {
    for (const url of withRep) {
      const status = async (param: string, user?: string) =>
        (await f.call('GET', join(url, param), user)).status;
      expect([url, await status('representativeId=10', 'ANA')]).toEqual([url, 200]);
      expect([url, await status('representativeId=11', 'ANA')]).toEqual([url, 403]);
      expect([url, await status('representativeId=11', 'SUPNORTE')]).toEqual([url, 200]);
      expect([url, await status('representativeId=20', 'SUPNORTE')]).toEqual([url, 403]);
      expect([url, await status('representativeId=20', 'ADMIN')]).toEqual([url, 200]);
      expect([url, await status('', undefined)]).toEqual([url, 401]);
      expect([url, await status('representativeId=-1', 'ADMIN')]).toEqual([url, 400]);
    }
  });

  it('nenhuma linha de representante fora do escopo', async () => {
    for (const url of withRep.filter(
      (u) => !u.includes('supervisores') && !u.includes('origens') && !u.includes('motivos'),
    )) {
      const ana = repIdsIn((await f.call('GET', url, 'ANA')).json());
      const team = repIdsIn((await f.call('GET', url, 'SUPNORTE')).json());
      expect(
        ana.every((id) => id === 10),
        `${url}: ${ana.join(',')}`,
      ).toBe(true);
      expect(
        team.every((id) => id === 10 || id === 11),
        `${url}: ${team.join(',')}`,
      ).toBe(true);
    }
    for (const name of lists) {
      const url = `/api/v1/${name}?size=500`;
      expect(
        repIdsIn((await f.call('GET', url, 'ANA')).json()).every((id) => id === 10),
        url,
      ).toBe(true);
      expect(
        repIdsIn((await f.call('GET', url, 'BRUNO')).json()).every((id) => id === 11),
        url,
      ).toBe(true);
      const team = repIdsIn((await f.call('GET', url, 'SUPNORTE')).json());
      expect(
        team.every((id) => id === 10 || id === 11),
        url,
      ).toBe(true);
      const search = await f.call('POST', `/api/v1/${name}/search`, 'SUPNORTE', {
        conditions: [
          { field: name === 'representatives' ? 'id' : 'representativeId', op: 'equals', value: 20 },
        ],
      });
      expect(search.json<{ totalElements: number }>().totalElements, name).toBe(0);
      const exported = await f.call('POST', `/api/v1/${name}/export`, 'ANA', {});
      expect(exported.status).toBe(200);
    }
  });

  it('leituras por id: dono 200, fora do escopo 404, supervisor da equipe 200, ADMIN 200, sem token 401', async () => {
    for (const [own, foreign] of byId) {
      expect([own, (await f.call('GET', own, 'ANA')).status]).toEqual([own, 200]);
      expect([own, (await f.call('GET', own, 'CARLA')).status]).toEqual([own, 404]);
      expect([own, (await f.call('GET', own, 'SUPNORTE')).status]).toEqual([own, 200]);
      expect([own, (await f.call('GET', own, 'ADMIN')).status]).toEqual([own, 200]);
      expect([own, (await f.call('GET', own)).status]).toEqual([own, 401]);
      if (foreign) {
        expect([foreign, (await f.call('GET', foreign, 'SUPNORTE')).status]).toEqual([foreign, 404]);
        expect([foreign, (await f.call('GET', foreign, 'ADMIN')).status]).toEqual([foreign, 200]);
      }
    }
  });

  it('catálogo para qualquer usuário autenticado; usuários só para ADMIN', async () => {
    for (const url of [
      '/api/v1/collections',
      '/api/v1/quota-articles',
      '/api/v1/products',
      '/api/comercial/pedidos/venda/situacoes',
    ]) {
      for (const user of ['ANA', 'CARLA', 'SUPNORTE', 'ADMIN'])
        expect([url, user, (await f.call('GET', url, user)).status]).toEqual([url, user, 200]);
      expect((await f.call('GET', url)).status).toBe(401);
    }
    for (const [user, status] of [
      ['ANA', 403],
      ['BRUNO', 403],
      ['SUPNORTE', 403],
      ['ADMIN', 200],
    ] as const) {
      expect([user, (await f.call('GET', '/api/v1/users', user)).status]).toEqual([user, status]);
    }
    expect((await f.call('GET', '/api/v1/users')).status).toBe(401);
  });

  it('documento OpenAPI lista as chamadas com exemplos', async () => {
    const doc = (await f.call('GET', '/api/docs/json', 'ANA')).json<{
      paths: Record<string, Record<string, Json>>;
    }>();
    for (const path of [
      '/api/v1/customers',
      '/api/v1/customers/{id}',
      '/api/v1/customers/search',
      '/api/v1/customers/export',
      '/api/v1/order-items/{id}',
      '/api/v1/quota-articles',
      '/api/v1/users',
      '/api/v1/users/{id}',
      '/api/comercial/pedidos/venda/situacoes',
      '/api/comercial/pedidos/venda/pedidos-acompanhamento',
      '/api/comercial/pedidos/venda/{numero}/itens',
      '/api/comercial/representantes/bi',
      '/api/comercial/origens',
      '/api/comercial/motivos-cancelamento',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/comercial/representantes/bi'])).toContain('"example"');
    expect(JSON.stringify(doc.paths['/api/v1/orders/search'])).toContain('salePotential');
  });
});
