import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { importFolder } from './import-folder.ts';
import { fixtureFolder, snapshot, tableCounts } from '../testing/import-fixtures.ts';

// One message per kind of bad row (test-fixtures/bad-import/<case>), exactly as the IT person sees it.
const badCases: [string, string][] = [
  ['bad-cnpj', 'customers.csv:5: register: CNPJ inválido (dígitos verificadores)'],
  ['bad-date', 'orders.csv:3: issue_date: data inválida: "2025-02-30" (use AAAA-MM-DD)'],
  [
    'bad-enum',
    'orders.csv:2: status: valor inválido: "faturado" (use open, blocked, expedition, billed ou canceled)',
  ],
  ['missing-column', 'customers.csv:1: credit_status: coluna obrigatória ausente'],
  ['dangling-reference', 'orders.csv:5: customer_register: cliente 11444777000161 não existe'],
  ['bad-number', 'order_items.csv:3: value: número inválido: "534,00" (use ponto como separador decimal)'],
  [
    'duplicate-key',
    'order_items.csv:6: order_number, reference: combinação repetida no arquivo (100001 / VER25.0001, já na linha 2)',
  ],
  ['bad-ibge-state', 'cities.csv:3: code: código IBGE 3304557 é de RJ, não de SP'],
  ['balance-over-value', 'receivables.csv:3: balance: saldo 453.16 maior que o valor 453.15'],
  ['bad-cnpj-reference', 'orders.csv:3: customer_register: CNPJ inválido (dígitos verificadores)'],
  ['bad-point-range', 'cities.csv:3: latitude: valor fora do intervalo (-90 a 90): "-123.5"'],
  [
    'half-point',
    'customers.csv:2: longitude: informe a longitude junto com a latitude (ou nenhuma das duas)',
  ],
  [
    'bad-point-comma',
    'customers.csv:2: latitude: número inválido: "-23,525" (use ponto como separador decimal)',
  ],
];

describe.each(databaseKinds)('importFolder on %s', (kind) => {
  let handle: DatabaseHandle;
  const base = fixtureFolder();

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const result = await importFolder(handle, base.dir);
    expect(result).toMatchObject({ ok: true });
  });
  afterAll(async () => {
    base.remove();
    await handle?.close();
  });

  it('loads every file of the base set', async () => {
    expect(await tableCounts(handle)).toEqual({
      supervisors: 1,
      representatives: 2,
      users: 2,
      quota_articles: 2,
      collections: 1,
      products: 2,
      cities: 2,
      customers: 2,
      customer_representatives: 1,
      city_routes: 2,
      orders: 3,
      order_items: 4,
      order_totals: 3,
      invoices: 1,
      receivables: 2,
      goals: 3,
      commission_entries: 3,
    });
    const boutique = await handle.db
      .selectFrom('customers')
      .selectAll()
      .where('register', '=', '60574631000146')
      .executeTakeFirstOrThrow();
    expect(boutique).toMatchObject({
      name: 'BOUTIQUE "CHARME" ME',
      address: 'AV RIO BRANCO, 45\nSALA 2',
      credit_limit: null,
      route: 0,
    });
    const { rows } = await sql<{
      month: string;
    }>`select month::text as month from goals where quota_article_code = 'JEA'`.execute(handle.db);
    expect(rows).toEqual([{ month: '2025-09-01' }]);
  });

  it('re-importing the same folder changes nothing', async () => {
    const before = await snapshot(handle);
    const result = await importFolder(handle, base.dir);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(Object.values(result.changed).every((count) => count === 0)).toBe(true);
    expect(result.counts['order_items.csv']).toBe(4);
    expect(await snapshot(handle)).toEqual(before);
  });

  it.each(badCases)('rejects %s with its message and changes nothing', async (name, message) => {
    const before = await snapshot(handle);
    const folder = fixtureFolder(name);
    try {
      const result = await importFolder(handle, folder.dir);
      expect(result).toEqual({ ok: false, problems: [message] });
    } finally {
      folder.remove();
    }
    expect(await snapshot(handle)).toEqual(before);
  });

  it('loads the optional points, and an export without them keeps the ones loaded', async () => {
    const points = async () => ({
      cities: (
        await handle.db
          .selectFrom('cities')
          .select(['code', 'latitude', 'longitude'])
          .orderBy('code')
          .execute()
      ).map((row) => [row.code, row.latitude, row.longitude]),
      customers: (
        await handle.db
          .selectFrom('customers')
          .select(['register', 'latitude', 'longitude'])
          .orderBy('register')
          .execute()
      ).map((row) => [row.register, row.latitude, row.longitude]),
    });
    const expected = {
      cities: [
        [3304557, null, null],
        [3550308, -23.55052, -46.633308],
      ],
      customers: [
        ['11222333000181', -23.525, -46.641],
        ['60574631000146', null, null],
      ],
    };
    const folder = fixtureFolder('points');
    try {
      expect(await importFolder(handle, folder.dir)).toMatchObject({ ok: true });
      expect(await points()).toEqual(expected);
    } finally {
      folder.remove();
    }
    // base/ has no latitude or longitude column: it imports as before and leaves the points alone.
    expect(await importFolder(handle, base.dir)).toMatchObject({ ok: true });
    expect(await points()).toEqual(expected);
  });

  it('refuses a file that is a link, even into the folder, and reads nothing', async () => {
    const before = await snapshot(handle);
    const folder = fixtureFolder();
    const secret = join(folder.dir, '..', `segredo-${process.pid}`);
    try {
      writeFileSync(secret, 'segredo\n');
      rmSync(join(folder.dir, 'customers.csv'));
      symlinkSync(secret, join(folder.dir, 'customers.csv'));
      rmSync(join(folder.dir, 'cities.csv'));
      symlinkSync(join(folder.dir, 'orders.csv'), join(folder.dir, 'cities.csv'));
      rmSync(join(folder.dir, 'goals.csv'));
      mkdirSync(join(folder.dir, 'goals.csv'));
      const result = await importFolder(handle, folder.dir);
      expect(result).toEqual({
        ok: false,
        problems: [
          `cities.csv: é um link simbólico; a importação só lê arquivos comuns de dentro da pasta ${folder.dir}`,
          `customers.csv: é um link simbólico; a importação só lê arquivos comuns de dentro da pasta ${folder.dir}`,
          'goals.csv: não é um arquivo comum; a importação só lê arquivos comuns',
        ],
      });
    } finally {
      rmSync(secret, { force: true });
      folder.remove();
    }
    expect(await snapshot(handle)).toEqual(before);
  });

  it('reports a missing folder clearly', async () => {
    const result = await importFolder(handle, '/nao/existe');
    expect(result).toEqual({ ok: false, problems: ['Pasta não encontrada: /nao/existe'] });
  });
});
