import type { GridProfile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { seedPeople } from '../../testing/seed-people.ts';

describe.each(databaseKinds)('grid profiles and hints on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp(kind, { seed: seedPeople });
    for (const user of ['REP10', 'REP20', 'SUP1', 'ADMIN']) tokens[user] = await t.login(user, 'SENHA1');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${tokens[user]}` },
      ...(payload ? { payload } : {}),
    });

  const compact = {
    name: 'Compacto',
    columns: ['salesOrder', 'customerName', 'soldValue'],
    widths: { customerName: 220 },
  };

  it('keeps each user’s profiles to that user, replaces by name and deletes', async () => {
    const saved = await call('PUT', '/api/v1/grid-profiles/wallet', 'REP10', compact);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(compact);
    const again = await call('PUT', '/api/v1/grid-profiles/wallet', 'REP10', {
      ...compact,
      columns: ['salesOrder'],
    });
    expect(again.json<GridProfile>().id).toBe(saved.json<GridProfile>().id);

    const mine = (await call('GET', '/api/v1/grid-profiles/wallet', 'REP10')).json<GridProfile[]>();
    expect(mine).toEqual([
      {
        id: saved.json<GridProfile>().id,
        name: 'Compacto',
        columns: ['salesOrder'],
        widths: { customerName: 220 },
      },
    ]);
    expect((await call('GET', '/api/v1/grid-profiles/wallet', 'REP20')).json()).toEqual([]);
    expect((await call('GET', '/api/v1/grid-profiles/billed', 'REP10')).json()).toEqual([]);

    // Another user cannot delete it; its owner can.
    expect((await call('DELETE', `/api/v1/grid-profiles/wallet/${mine[0]!.id}`, 'REP20')).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/v1/grid-profiles/wallet/${mine[0]!.id}`, 'REP10')).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/v1/grid-profiles/wallet', 'REP10')).json()).toEqual([]);
  });

  it('refuses a profile without a name or columns, in Portuguese', async () => {
    const noName = await call('PUT', '/api/v1/grid-profiles/wallet', 'REP10', { ...compact, name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Dê um nome ao perfil');
    const noColumns = await call('PUT', '/api/v1/grid-profiles/wallet', 'REP10', { ...compact, columns: [] });
    expect(noColumns.json().error.message).toContain('Escolha ao menos uma coluna');
    expect((await call('GET', '/api/v1/grid-profiles/Carteira!', 'REP10')).statusCode).toBe(400);
  });

  it('lets administrators only set hints for everyone, and only for columns the grid has', async () => {
    const bySupervisor = await call('PUT', '/api/v1/grid-hints/wallet/soldValue', 'SUP1', { hint: 'x' });
    expect(bySupervisor.statusCode).toBe(403);
    expect(bySupervisor.json().error.message).toBe('Só administradores editam as dicas das colunas');
    for (const [grid, column] of [
      ['wallet', 'inventada'],
      ['wallet', 'INV25:parts'],
      ['nenhuma', 'salesOrder'],
      ['customer-performance', 'group'],
    ] as const) {
      const unknown = await call('PUT', `/api/v1/grid-hints/${grid}/${encodeURIComponent(column)}`, 'ADMIN', {
        hint: 'x',
      });
      expect(unknown.statusCode, `${grid} ${column}`).toBe(400);
      expect(unknown.json().error.message).toBe(`Coluna inexistente nesta grade: ${column}`);
    }
    const perAnswer = await call('PUT', '/api/v1/grid-hints/sales-frequency-grid/INV25%3Aparts', 'ADMIN', {
      hint: 'Peças da coleção',
    });
    expect(perAnswer.json()).toEqual({ 'INV25:parts': 'Peças da coleção' });
    expect((await call('GET', '/api/v1/grid-hints/wallet', 'REP10')).json()).toEqual({});
    await call('PUT', '/api/v1/grid-hints/sales-frequency-grid/INV25%3Aparts', 'ADMIN', { hint: '' });
    await t.handle.db.deleteFrom('audit_log').where('entity', '=', 'grid_hint').execute();
  });

  it('lets administrators set hints for everyone, up to 254 characters, audited', async () => {
    const set = await call('PUT', '/api/v1/grid-hints/wallet/toBeInvoicedValue', 'ADMIN', {
      hint: 'Líquido menos o já faturado',
    });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', '/api/v1/grid-hints/wallet', 'REP10')).json()).toEqual({
      toBeInvoicedValue: 'Líquido menos o já faturado',
    });

    const byRep = await call('PUT', '/api/v1/grid-hints/wallet/toBeInvoicedValue', 'REP10', { hint: 'x' });
    expect(byRep.statusCode).toBe(403);
    const tooLong = await call('PUT', '/api/v1/grid-hints/wallet/soldValue', 'ADMIN', {
      hint: 'x'.repeat(255),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toContain('Dica com mais de 254 caracteres');
    expect(
      (await call('PUT', '/api/v1/grid-hints/wallet/soldValue', 'ADMIN', { hint: 'x'.repeat(254) }))
        .statusCode,
    ).toBe(200);

    expect(
      (await call('PUT', '/api/v1/grid-hints/wallet/toBeInvoicedValue', 'ADMIN', { hint: '' })).json(),
    ).toEqual({
      soldValue: 'x'.repeat(254),
    });
    const trail = await t.handle.db
      .selectFrom('audit_log')
      .select(['username', 'action', 'entity_key'])
      .where('entity', '=', 'grid_hint')
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      { username: 'ADMIN', action: 'save', entity_key: 'wallet:toBeInvoicedValue' },
      { username: 'ADMIN', action: 'save', entity_key: 'wallet:soldValue' },
      { username: 'ADMIN', action: 'delete', entity_key: 'wallet:toBeInvoicedValue' },
    ]);
  });
});
