import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type {
  AuditEntry,
  ImportPreview,
  ImportProgressAnswer,
  ImportRun,
  ImportUploadAnswer,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSpecs } from '../../import/file-specs.ts';
import { withCustomerVersion } from '../../testing/route-writes.ts';
import {
  buildOrdersApp,
  ESTRELA,
  ORDER_USERS,
  ORDERS_BASE,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { zipOf } from '../../testing/zip-writer.ts';
import { tmpdir } from 'node:os';

// The import preview (docs/decisions/219, 220): an uploaded zip is checked and written in a transaction rolled back,
// shown per file, and "Importar" then applies exactly that, or refuses when the data changed since.

/**
 * TAB 01 gains VER25.0004 and changes VER25.0001; TAB 02 keeps one of its four prices: added 1, changed 1, removed 3
 * of the 7 the file covers, past the removal guard.
 */
const PRICES = [
  'price_table,reference,price',
  'TAB 01 - ATACADO,VER25.0001,36.00',
  'TAB 01 - ATACADO,VER25.0002,89.90',
  'TAB 01 - ATACADO,VER25.0003,3.30',
  'TAB 01 - ATACADO,VER25.0004,12.00',
  'TAB 02 - VAREJO,VER25.0001,41.30',
  '',
].join('\n');
const baseCities = readFileSync(join(ORDERS_BASE, 'cities.csv'), 'utf8');
/** Rio renamed and one city more: changed 1, added 1. */
const CITIES = `${baseCities.replace('RIO DE JANEIRO,RJ', 'RIO,RJ').trimEnd()}\n4106902,CURITIBA,PR,1963726\n`;
const baseCustomers = readFileSync(join(ORDERS_BASE, 'customers.csv'), 'utf8');
const CUSTOMERS = baseCustomers.replace('MODAS ESTRELA LTDA', 'MODAS ESTRELA S.A.');

const importTables = [...new Set(fileSpecs.map((spec) => spec.table))];

describe.each(databaseKinds)('the import preview on %s', (kind) => {
  let t: OrdersApp;
  let folder: string;
  const uploads = () => readdirSync(folder);
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'portal-preview-'));
    t = await buildOrdersApp(kind, { admin: { version: '1.0.0', importMaxMb: 1, uploadFolder: folder } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const token = async (user: OrderUser) => t.login(user, ORDER_USERS[user]);
  const preview = async (zip: Buffer, user: OrderUser = 'ADMIN') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports/previews?name=erp.zip',
      payload: zip,
      headers: { authorization: `Bearer ${await token(user)}`, 'content-type': 'application/zip' },
    });
    return { status: response.statusCode, body: response.json<ImportPreview>() };
  };
  const untilDone = async (): Promise<ImportRun> => {
    for (let tries = 0; tries < 400; tries += 1) {
      const { body } = await t.call<ImportProgressAnswer>('GET', '/api/v1/imports/current', 'ADMIN');
      if (!body.running && body.run) return body.run;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('a importação não terminou');
  };
  /** Rows and the transactions that wrote them, per import table: any write moves it. */
  const state = async () =>
    Object.fromEntries(
      await Promise.all(
        importTables.map(async (table) => {
          const { rows } = await sql<{ print: string }>`
            select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as print
              from ${sql.table(table)}`.execute(t.handle.db);
          return [table, rows[0]?.print] as const;
        }),
      ),
    );
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.handle.db))
        .rows[0]?.n,
    );
  const historyLength = async () =>
    (await t.call<ImportRun[]>('GET', '/api/v1/imports', 'ADMIN')).body.length;

  it('shows per file what the import would do and changes nothing', async () => {
    const before = await state();
    const runs = await historyLength();
    const { status, body } = await preview(
      zipOf([
        { name: 'prices.csv', data: PRICES },
        { name: 'cities.csv', data: CITIES },
      ]),
    );
    expect(status).toBe(200);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.files).toEqual([
      { file: 'prices.csv', rows: 5, added: 1, changed: 1, removed: 3 },
      { file: 'cities.csv', rows: 3, added: 1, changed: 1, removed: 0 },
    ]);
    expect(body.removals).toEqual([{ file: 'prices.csv', covered: 7, removed: 3 }]);
    expect(body.problems).toEqual([
      'prices.csv apagaria 3 de 7 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou confirme na tela de Importações para importar mesmo assim',
    ]);
    expect(new Date(body.expiresAt ?? 0).getTime() - new Date(body.createdAt).getTime()).toBe(30 * 60 * 1000);
    expect(await state()).toEqual(before);
    expect(await historyLength()).toBe(runs);
    expect(uploads()).toHaveLength(1);

    // Without the confirmation the removals need, "Importar" is refused and the preview kept.
    const unconfirmed = await t.call('POST', `/api/v1/imports/previews/${body.id}/import`, 'ADMIN', {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      error: {
        message: 'Esta importação apaga 3 linhas: confirme em "Importar mesmo assim (apaga 3 linhas)"',
      },
    });

    const counts = { cities: await count('cities'), prices: await count('prices') };
    const applied = await t.call<ImportUploadAnswer>(
      'POST',
      `/api/v1/imports/previews/${body.id}/import`,
      'ADMIN',
      {
        allowRemovals: true,
      },
    );
    expect(applied.status).toBe(202);
    expect(applied.body.files).toEqual(['prices.csv', 'cities.csv']);
    const run = await untilDone();
    expect(run).toMatchObject({
      id: applied.body.id,
      status: 'ok',
      source: 'erp.zip',
      files: [
        { file: 'prices.csv', rows: 5, changed: 5 },
        { file: 'cities.csv', rows: 3, changed: 2 },
      ],
    });
    // What the database holds now is what the preview announced.
    expect(await count('cities')).toBe(counts.cities + 1);
    expect(await count('prices')).toBe(counts.prices + 1 - 3);
    const price = await sql<{ price: string }>`
      select price::text as price from prices where price_table = 'TAB 01 - ATACADO' and reference = 'VER25.0001'`.execute(
      t.handle.db,
    );
    expect(price.rows[0]?.price).toBe('36.00');
    expect(uploads()).toEqual([]);

    const audit = await t.call<AuditEntry[]>('GET', '/api/v1/audit?entity=import', 'ADMIN');
    expect(audit.body.slice(0, 2)).toMatchObject([
      {
        action: 'upload',
        username: 'ADMIN',
        entityKey: String(run.id),
        newValue: { status: 'ok', allowRemovals: true, preview: body.id },
      },
      {
        action: 'preview',
        username: 'ADMIN',
        entityKey: body.id,
        newValue: {
          source: 'erp.zip',
          status: 'ok',
          removals: [{ file: 'prices.csv', covered: 7, removed: 3 }],
        },
      },
    ]);

    // Applied once: the staged upload is gone.
    const again = await t.call('POST', `/api/v1/imports/previews/${body.id}/import`, 'ADMIN', {
      allowRemovals: true,
    });
    expect(again.status).toBe(404);
  });

  it('refuses "Importar" when the data changed after the preview, changing nothing', async () => {
    const { body } = await preview(zipOf([{ name: 'customers.csv', data: CUSTOMERS }]));
    expect(body.files).toEqual([{ file: 'customers.csv', rows: 3, added: 0, changed: 1, removed: 0 }]);
    expect(body.problems).toEqual([]);

    // A route edited in the portal meanwhile.
    const edit = await t.call(
      'POST',
      '/api/v1/customer/update',
      'ADMIN',
      await withCustomerVersion(t.handle.db, { register: ESTRELA, route: 9 }),
    );
    expect(edit.status).toBe(200);
    const before = await state();

    const applied = await t.call<ImportUploadAnswer>(
      'POST',
      `/api/v1/imports/previews/${body.id}/import`,
      'ADMIN',
      {},
    );
    expect(applied.status).toBe(202);
    const run = await untilDone();
    expect(run).toMatchObject({
      id: applied.body.id,
      status: 'refused',
      problems: [
        'Os dados mudaram depois da conferência (customers.csv): nada foi importado; confira o arquivo de novo antes de importar',
      ],
    });
    expect(await state()).toEqual(before);
    const name = await sql<{ name: string }>`select name from customers where register = ${ESTRELA}`.execute(
      t.handle.db,
    );
    expect(name.rows[0]?.name).toBe('MODAS ESTRELA LTDA');
    expect(uploads()).toEqual([]);
  });

  it('imports a preview whose data stayed as it was, even after writes elsewhere', async () => {
    const { body } = await preview(zipOf([{ name: 'customers.csv', data: CUSTOMERS }]));
    // A price changed by hand touches no table customers.csv depends on.
    await sql`update prices set price = price + 1 where price_table = 'TAB 01 - ATACADO'`.execute(
      t.handle.db,
    );
    const applied = await t.call<ImportUploadAnswer>(
      'POST',
      `/api/v1/imports/previews/${body.id}/import`,
      'ADMIN',
      {},
    );
    expect(applied.status).toBe(202);
    expect(await untilDone()).toMatchObject({ status: 'ok', files: [{ file: 'customers.csv', changed: 1 }] });
    const name = await sql<{ name: string }>`select name from customers where register = ${ESTRELA}`.execute(
      t.handle.db,
    );
    expect(name.rows[0]?.name).toBe('MODAS ESTRELA S.A.');
  });

  it('shows the problems of a file with bad lines, with nothing to import and nothing kept', async () => {
    const before = await state();
    const { status, body } = await preview(
      zipOf([
        {
          name: 'cities.csv',
          data: baseCities.replace('3304557,RIO DE JANEIRO,RJ', '3304557,RIO DE JANEIRO,XX'),
        },
      ]),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: null, expiresAt: null, files: [], removals: [] });
    expect(body.problems).toHaveLength(1);
    expect(body.problems[0]).toMatch(/^cities\.csv:3: state_code:/);
    expect(uploads()).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it('discards a preview, and answers 404 for one it does not hold', async () => {
    const { body } = await preview(zipOf([{ name: 'cities.csv', data: CITIES }]));
    expect(uploads()).toHaveLength(1);
    expect((await t.call('DELETE', `/api/v1/imports/previews/${body.id}`, 'ADMIN')).status).toBe(200);
    expect(uploads()).toEqual([]);
    const gone = await t.call('POST', `/api/v1/imports/previews/${body.id}/import`, 'ADMIN', {});
    expect(gone).toMatchObject({
      status: 404,
      body: {
        error: {
          message:
            'Esta conferência não está mais guardada (passou de 30 minutos, outra a substituiu ou o servidor reiniciou): envie o arquivo de novo',
        },
      },
    });
    expect((await t.call('DELETE', `/api/v1/imports/previews/${body.id}`, 'ADMIN')).status).toBe(404);
    expect((await t.call('POST', '/api/v1/imports/previews/nao-e-um-id/import', 'ADMIN', {})).status).toBe(
      400,
    );
  });

  it('is for administrators only: everyone else gets 403 (401 without a token) and nothing is written', async () => {
    const { body } = await preview(zipOf([{ name: 'cities.csv', data: CITIES }]));
    const audit = await count('audit_log');
    const zip = zipOf([{ name: 'cities.csv', data: CITIES }]);
    for (const user of ['REP1', 'REP2', 'SUPER', 'SUPER2'] as const) {
      expect((await preview(zip, user)).status, user).toBe(403);
      expect(
        (await t.call('POST', `/api/v1/imports/previews/${body.id}/import`, user, {})).status,
        user,
      ).toBe(403);
      expect((await t.call('DELETE', `/api/v1/imports/previews/${body.id}`, user)).status, user).toBe(403);
    }
    const anonymous = [
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/imports/previews',
        payload: zip,
        headers: { 'content-type': 'application/zip' },
      }),
      await t.app.inject({ method: 'POST', url: `/api/v1/imports/previews/${body.id}/import`, payload: {} }),
      await t.app.inject({ method: 'DELETE', url: `/api/v1/imports/previews/${body.id}` }),
    ];
    expect(anonymous.map((response) => response.statusCode)).toEqual([401, 401, 401]);
    expect(await count('audit_log')).toBe(audit);
    expect(uploads()).toHaveLength(1);
    expect((await t.call('DELETE', `/api/v1/imports/previews/${body.id}`, 'ADMIN')).status).toBe(200);
    expect(uploads()).toEqual([]);
  });
});
