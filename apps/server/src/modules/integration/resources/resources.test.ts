import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { EXPORT_TOTAL_HEADER, type SystemAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../testing/test-database.ts';
import { buildIntegrationFixtureApp } from '../../../testing/integration-fixture.ts';
import { parseSort } from './resource-conditions.ts';
import { resourceDefinitions } from './resource-definitions.ts';
import { resourceExamples } from './resource-examples.ts';
import { openResourceRows } from './resources.queries.ts';
import { sharedFixture } from '../../../testing/shared-fixture.ts';

// Expected values computed by hand from apps/server/test-fixtures/customers (README there).
// Rep 10's orders: 1001 1002 1003 1004 1005 1010 1020 1030 1040 1041 1042 1043 (12). Their net values (Σ net_value
// of order_items.csv): 1001 = 900+450+270 = 1620, 1002 = 1800+1000 = 2800, 1003 = 400, 1004 = 700, 1005 = 100,
// 1010 = 8×100 = 800, 1020 = 600, 1030 = 200, 1040 = 360, 1041 = 900, 1042 = 180, 1043 = 90.

type Page<T> = {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
  sort: string;
};
type Row = Record<string, unknown>;
const numbers = (page: Page<Row>, field = 'number') => page.content.map((row) => row[field]);

describe.each(databaseKinds)('integração: recursos genéricos (%s)', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  /** Runs `check` while the customer has this name and address, and puts back the ones it had. */
  const withCustomer = async (
    register: string,
    patch: { name: string; address: string },
    check: () => Promise<void>,
  ) => {
    const before = await f.handle.db
      .selectFrom('customers')
      .select(['name', 'address'])
      .where('register', '=', register)
      .executeTakeFirstOrThrow();
    await f.handle.db.updateTable('customers').set(patch).where('register', '=', register).execute();
    try {
      await check();
    } finally {
      await f.handle.db.updateTable('customers').set(before).where('register', '=', register).execute();
    }
  };

  const search = async (resource: string, body: unknown, user: string = 'ANA') => {
    const answer = await f.call('POST', `/api/v1/${resource}/search`, user, body);
    return { status: answer.status, body: answer.json<Page<Row>>() };
  };

  it('lista clientes do escopo, paginada a partir de 0', async () => {
    const ana = (await f.call('GET', '/api/v1/customers', 'ANA')).json<Page<Row>>();
    expect(numbers(ana, 'register')).toEqual([
      '11111111000191',
      '22222222000191',
      '33333333000191',
      '44444444000191',
      '55555555000191',
      '66666666000191',
    ]);
    expect(ana).toMatchObject({ page: 0, size: 50, totalElements: 6, totalPages: 1, sort: 'register,asc' });
    expect(ana.content[0]).toEqual(resourceExamples.customers);
    const count = async (user: string) =>
      (await f.call('GET', '/api/v1/customers', user)).json<Page<Row>>().totalElements;
    // BRUNO: ETA; CARLA: TETA; SUPNORTE: 6 of ANA + ETA; ADMIN: all 8.
    expect([
      await count('BRUNO'),
      await count('CARLA'),
      await count('SUPNORTE'),
      await count('ADMIN'),
    ]).toEqual([1, 1, 7, 8]);
  });

  it('pedido por id com totais; fora do escopo é 404 (sem revelar que existe)', async () => {
    const order = await f.call('GET', '/api/v1/orders/1001', 'ANA');
    // 1001: parts 10+5+3 = 18; value 1000+500+300 = 1800; net 1620; invoiced 700+200 = 900; to invoice 1620−900 = 720.
    expect(order.json()).toEqual(resourceExamples.orders);
    // 2001 is rep 11's order for ANA's customer ALFA: the order belongs to its rep.
    const foreign = await f.call('GET', '/api/v1/orders/2001', 'ANA');
    expect(foreign.status).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Registro não encontrado' } });
    expect((await f.call('GET', '/api/v1/orders/2001', 'BRUNO')).status).toBe(200);
    expect((await f.call('GET', '/api/v1/orders/999999', 'ADMIN')).status).toBe(404);
    expect((await f.call('GET', '/api/v1/orders/abc', 'ADMIN')).status).toBe(404);
    expect((await f.call('GET', '/api/v1/customers/88888888000191', 'SUPNORTE')).status).toBe(404);
    expect((await f.call('GET', '/api/v1/customers/88888888000191', 'ADMIN')).json()).toMatchObject({
      name: 'TETA MODAS',
    });
  });

  it('item, nota, duplicata, representante, supervisor, cidade e catálogo', async () => {
    expect((await f.call('GET', '/api/v1/order-items/1001:P12', 'ANA')).json()).toEqual({
      id: '1001:P12',
      orderNumber: 1001,
      reference: 'P12',
      description: 'CALCA K12',
      collectionCode: 'K12',
      quotaArticleCode: 'TEC',
      representativeId: 10,
      issueDate: '2025-09-05',
      parts: 5,
      value: 500,
      netValue: 450,
    });
    expect((await f.call('GET', '/api/v1/order-items/2001:P13', 'ANA')).status).toBe(404);
    // Invoices of rep 10's orders: 5001 5002 (1001), 4001 (1002), 3001 (1003), 4010, 4030, 4041 → 7; BRUNO has none.
    const invoices = (await f.call('GET', '/api/v1/invoices?sort=number,asc', 'ANA')).json<Page<Row>>();
    expect(numbers(invoices)).toEqual(['3001', '4001', '4010', '4030', '4041', '5001', '5002']);
    expect((await f.call('GET', '/api/v1/invoices', 'BRUNO')).json<Page<Row>>().totalElements).toBe(0);
    expect((await f.call('GET', '/api/v1/receivables/R-B2', 'ANA')).json()).toEqual(
      resourceExamples.receivables,
    );
    // Receivables of ANA's customers: R-A1 R-A2 R-B1 R-B2 R-D1 R-D2 R-D3 R-E1 R-E2 R-F1 R-F2 = 11; CARLA: R-H1.
    expect((await f.call('GET', '/api/v1/receivables', 'ANA')).json<Page<Row>>().totalElements).toBe(11);
    expect(numbers((await f.call('GET', '/api/v1/receivables', 'CARLA')).json<Page<Row>>())).toEqual([
      'R-H1',
    ]);
    expect(
      numbers((await f.call('GET', '/api/v1/representatives', 'SUPNORTE')).json<Page<Row>>(), 'id'),
    ).toEqual([10, 11]);
    expect((await f.call('GET', '/api/v1/representatives/10', 'ANA')).json()).toEqual(
      resourceExamples.representatives,
    );
    expect((await f.call('GET', '/api/v1/representatives/20', 'SUPNORTE')).status).toBe(404);
    expect(numbers((await f.call('GET', '/api/v1/supervisors', 'CARLA')).json<Page<Row>>(), 'id')).toEqual([
      2,
    ]);
    expect(numbers((await f.call('GET', '/api/v1/supervisors', 'ADMIN')).json<Page<Row>>(), 'id')).toEqual([
      1, 2,
    ]);
    // ANA: customers in SP, RJ, Curitiba (DELTA) + city routes SP, BH; BRUNO: ETA in Curitiba; Porto Alegre: nobody.
    expect(numbers((await f.call('GET', '/api/v1/cities', 'ANA')).json<Page<Row>>(), 'code')).toEqual([
      3106200, 3304557, 3550308, 4106902,
    ]);
    expect(numbers((await f.call('GET', '/api/v1/cities', 'BRUNO')).json<Page<Row>>(), 'code')).toEqual([
      4106902,
    ]);
    expect((await f.call('GET', '/api/v1/cities/4314902', 'ADMIN')).status).toBe(404);
    expect((await f.call('GET', '/api/v1/collections', 'BRUNO')).json<Page<Row>>().totalElements).toBe(14);
    expect((await f.call('GET', '/api/v1/quota-articles/MAL', 'CARLA')).json()).toEqual(
      resourceExamples['quota-articles'],
    );
    expect((await f.call('GET', '/api/v1/products?size=2&page=7', 'ANA')).json<Page<Row>>()).toMatchObject({
      totalElements: 15,
      totalPages: 8,
      content: [{ reference: 'POLD' }], // P01…P13, P12B, then POLD ('O' after digits)
    });
    expect((await f.call('GET', '/api/v1/collections/K13', 'ANA')).json()).toEqual(
      resourceExamples.collections,
    );
  });

  it('ordena por campo da lista branca e pagina sem sobrepor', async () => {
    const top = (await f.call('GET', '/api/v1/orders?sort=totalNetValue,desc&size=3', 'ANA')).json<
      Page<Row>
    >();
    expect(numbers(top)).toEqual([1002, 1001, 1041]); // 2800, 1620, 900
    const second = (await f.call('GET', '/api/v1/orders?page=1&size=5', 'ANA')).json<Page<Row>>();
    expect(numbers(second)).toEqual([1010, 1020, 1030, 1040, 1041]);
    expect(second).toMatchObject({ page: 1, size: 5, totalElements: 12, totalPages: 3 });
    const unknown = await f.call('GET', '/api/v1/orders?sort=password,asc', 'ANA');
    expect(unknown.status).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'BAD_REQUEST', field: 'sort' } });
    expect(unknown.json<{ error: { message: string } }>().error.message).toMatch(
      /^Campo desconhecido em ordenação: password/,
    );
    expect((await f.call('GET', '/api/v1/orders?sort=number,up', 'ANA')).status).toBe(400);
    expect((await f.call('GET', '/api/v1/orders?size=501', 'ANA')).json()).toMatchObject({
      error: { message: expect.stringContaining('Tamanho de página acima de 500') },
    });
    expect((await f.call('GET', '/api/v1/orders?page=-1', 'ANA')).status).toBe(400);
  });

  it('pesquisa: cada operador, e/ou, nulos, acentos', async () => {
    const orders = async (conditions: unknown[], join = 'and') =>
      numbers((await search('orders', { conditions, join, size: 500 })).body);
    expect(await orders([{ field: 'status', op: 'equals', value: 'OPEN' }])).toEqual([1001]);
    // not billed: 1001 1020 1030 1040 1042 1043
    expect(await orders([{ field: 'status', op: 'notEquals', value: 'billed' }])).toEqual([
      1001, 1020, 1030, 1040, 1042, 1043,
    ]);
    expect(await orders([{ field: 'cancelReason', op: 'contains', value: 'desist' }])).toEqual([1040]);
    // notContains keeps the empty reasons: every order but 1042 (PRECO).
    expect((await orders([{ field: 'cancelReason', op: 'notContains', value: 'PRE' }])).length).toBe(11);
    expect(await orders([{ field: 'totalNetValue', op: 'gt', value: 900 }])).toEqual([1001, 1002]);
    expect(await orders([{ field: 'totalNetValue', op: 'gte', value: 900 }])).toEqual([1001, 1002, 1041]);
    expect(await orders([{ field: 'totalNetValue', op: 'lt', value: 200 }])).toEqual([1005, 1042, 1043]);
    expect(await orders([{ field: 'totalNetValue', op: 'lte', value: '200' }])).toEqual([
      1005, 1030, 1042, 1043,
    ]);
    expect(await orders([{ field: 'issueDate', op: 'gte', value: '2025-09-01' }])).toEqual([
      1001, 1020, 1040,
    ]);
    expect(await orders([{ field: 'paymentDays', op: 'notEquals', value: 30 }])).toEqual([1002, 1020, 1030]);
    expect(
      await orders(
        [
          { field: 'status', op: 'equals', value: 'canceled' },
          { field: 'totalNetValue', op: 'gt', value: 2000 },
        ],
        'or',
      ),
    ).toEqual([1002, 1040, 1042, 1043]);
    expect(
      await orders([
        { field: 'status', op: 'equals', value: 'canceled' },
        { field: 'issueDate', op: 'lt', value: '2025-01-01' },
      ]),
    ).toEqual([1042, 1043]);
    // origin set only on 1001 and 1002 (REPRESENTANTE): 12 − 2 = 10 empty.
    expect(await orders([{ field: 'origin', op: 'equals', value: null }])).toHaveLength(10);
    expect(await orders([{ field: 'origin', op: 'notEquals', value: null }])).toEqual([1001, 1002]);
    const accents = await search('customers', {
      conditions: [{ field: 'name', op: 'contains', value: 'CONFECÇÕES' }],
    });
    expect(numbers(accents.body, 'register')).toEqual(['22222222000191']);
    const noLimit = await search('customers', {
      conditions: [{ field: 'creditLimit', op: 'equals', value: null }],
    });
    expect(numbers(noLimit.body, 'register')).toEqual(['33333333000191']);
    const active = await search(
      'representatives',
      { conditions: [{ field: 'active', op: 'equals', value: true }] },
      'ADMIN',
    );
    expect(active.body.totalElements).toBe(3);
    // LIKE wildcards are literal: '%' matches no name.
    expect(
      (await search('customers', { conditions: [{ field: 'name', op: 'contains', value: '%' }] })).body
        .totalElements,
    ).toBe(0);
  });

  it('pesquisa: campos, operadores e valores inválidos são 400 em português', async () => {
    const bad = async (body: unknown) => {
      const answer = await search('orders', body);
      expect(answer.status).toBe(400);
      return (answer.body as unknown as { error: { message: string } }).error.message;
    };
    expect(await bad({ conditions: [{ field: 'senha', op: 'equals', value: 'x' }] })).toMatch(
      /^Campo desconhecido em condições: senha/,
    );
    expect(await bad({ conditions: [{ field: 'status', op: 'gt', value: 'a' }] })).toBe(
      'Operador gt não se aplica ao campo status (texto)',
    );
    expect(await bad({ conditions: [{ field: 'totalNetValue', op: 'contains', value: '9' }] })).toMatch(
      /não se aplica/,
    );
    expect(await bad({ conditions: [{ field: 'totalNetValue', op: 'gt', value: 'muito' }] })).toBe(
      'Valor inválido para o campo totalNetValue: esperado número',
    );
    expect(await bad({ conditions: [{ field: 'issueDate', op: 'gt', value: '2025-02-30' }] })).toMatch(
      /data AAAA-MM-DD/,
    );
    expect(await bad({ conditions: [{ field: 'status', op: 'like', value: 'a' }] })).toMatch(
      /Operador inválido/,
    );
    expect(await bad({ conditions: [], join: 'xor' })).toMatch(/Junção inválida/);
    expect(await bad({ sort: 'foo,asc' })).toMatch(/Campo desconhecido em ordenação: foo/);
  });

  it('pesquisa e exportação: no máximo 10 condições e 50 caracteres num contains, 400 em português', async () => {
    const notContains = (count: number, length = 50) =>
      Array.from({ length: count }, (_, i) => ({
        field: 'name',
        op: 'notContains',
        value: `${'x'.repeat(length - String(i).length)}${i}`,
      }));
    const refused = async (url: string, body: unknown) => {
      const answer = await f.call('POST', url, 'ANA', body);
      return [answer.status, answer.json<{ error: { message: string } }>().error?.message];
    };
    for (const url of ['/api/v1/customers/search', '/api/v1/customers/export']) {
      expect(await refused(url, { conditions: notContains(50) })).toEqual([
        400,
        'No máximo 10 condições por pesquisa',
      ]);
      expect(await refused(url, { conditions: notContains(11) })).toEqual([
        400,
        'No máximo 10 condições por pesquisa',
      ]);
      expect(await refused(url, { conditions: notContains(1, 51) })).toEqual([
        400,
        'Texto de contains ou notContains com mais de 50 caracteres',
      ]);
    }
    // At the bounds, the search answers: none of the six customers' names holds those texts.
    const atBounds = await search('customers', { conditions: notContains(10) });
    expect([atBounds.status, atBounds.body.totalElements]).toEqual([200, 6]);
    // An equals may still compare a longer text (up to 100 characters, as every text input).
    const longEquals = await search('customers', {
      conditions: [{ field: 'name', op: 'equals', value: 'y'.repeat(100) }],
    });
    expect([longEquals.status, longEquals.body.totalElements]).toEqual([200, 0]);
  });

  it('exporta CSV (;, BOM, vírgula decimal) lido de volta, e .xlsx', async () => {
    const csv = await f.call('POST', '/api/v1/orders/export', 'ANA', {
      conditions: [{ field: 'status', op: 'equals', value: 'canceled' }],
      sort: 'number,desc',
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = csv.body.slice(1).trim().split('\r\n');
    const columns = (header ?? '').split(';');
    expect(columns.slice(0, 3)).toEqual(['number', 'customerRegister', 'customerName']);
    const rows = lines.map((line) =>
      Object.fromEntries(line.split(';').map((cell, i) => [columns[i], cell])),
    );
    expect(rows.map((row) => row.number)).toEqual(['1043', '1042', '1040']);
    expect(csv.headers[EXPORT_TOTAL_HEADER]).toBe(String(lines.length));
    // 1040: 4 parts, value 400, net 360, canceled → nothing to invoice.
    expect(rows[2]).toMatchObject({
      status: 'canceled',
      canceledOn: '2025-09-25',
      cancelReason: 'CLIENTE DESISTIU',
      blockedOn: '2025-09-21',
      totalAmount: '4',
      totalValue: '400,00',
      totalNetValue: '360,00',
      invoicedValue: '0,00',
      toBeInvoicedValue: '0,00',
      origin: '',
    });
    // Only ANA's rows, in more batches than one: every customer of the scope and nobody else's.
    const customers = await f.call('POST', '/api/v1/customers/export', 'ANA', { format: 'csv' });
    expect(customers.body).toContain(';"RUA A, 100";'); // a comma is quoted too: a comma-locale spreadsheet splits on it
    expect(customers.body.trim().split('\r\n')).toHaveLength(7);
    expect(customers.headers[EXPORT_TOTAL_HEADER]).toBe('6');
    expect(customers.body).not.toContain('TETA');
    const xlsx = await f.app.inject({
      method: 'POST',
      url: '/api/v1/orders/export',
      payload: { format: 'xlsx' },
      headers: { authorization: `Bearer ${f.tokens.ANA}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers[EXPORT_TOTAL_HEADER]).toBe('12');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('orders');
    expect(sheet?.rowCount).toBe(13); // header + rep 10's 12 orders
    expect(sheet?.getRow(1).getCell(1).value).toBe('number');
    // Row 2 = 1001 (default sort): money as numbers, dates as date cells.
    const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet?.getRow(2).getCell(headers.indexOf(name) + 1).value;
    expect([
      cell('number'),
      cell('totalNetValue'),
      cell('toBeInvoicedValue'),
      cell('origin'),
      cell('cancelReason'),
    ]).toEqual([1001, 1620, 720, 'REPRESENTANTE', null]);
    expect((cell('issueDate') as Date).toISOString().slice(0, 10)).toBe('2025-09-05');
    const bad = await f.call('POST', '/api/v1/orders/export', 'ANA', {
      conditions: [{ field: 'x', op: 'equals', value: 1 }],
    });
    expect(bad.status).toBe(400);
    expect((await f.call('POST', '/api/v1/orders/export', undefined, {})).status).toBe(401);
  });

  it('exporta como texto o que uma planilha executaria como fórmula (CSV e .xlsx lidos de volta)', async () => {
    const register = '11111111000191';
    const name = '=HYPERLINK("http://x.test","ALFA")';
    await withCustomer(register, { name, address: '@SUM(1+1)' }, async () => {
      const csv = await f.call('POST', '/api/v1/customers/export', 'ANA', { format: 'csv' });
      const line = csv.body.split('\r\n').find((row) => row.startsWith(register));
      expect(line).toContain(`;"'=HYPERLINK(""http://x.test"",""ALFA"")";'@SUM(1+1);`);
      const xlsx = await f.app.inject({
        method: 'POST',
        url: '/api/v1/customers/export',
        payload: { format: 'xlsx' },
        headers: { authorization: `Bearer ${f.tokens.ANA}` },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('customers');
      const headers = (sheet?.getRow(1).values as unknown[]).slice(1);
      const row = [...Array(sheet?.rowCount ?? 0).keys()]
        .map((index) => sheet?.getRow(index + 1))
        .find((candidate) => candidate?.getCell(headers.indexOf('register') + 1).value === register);
      const cell = (field: string) => row?.getCell(headers.indexOf(field) + 1);
      expect([cell('name')?.type, cell('name')?.value, cell('address')?.value]).toEqual([
        ExcelJS.ValueType.String,
        `'${name}`,
        "'@SUM(1+1)",
      ]);
    });
  });

  it('exporta entre aspas o campo com vírgula, aspas ou quebra de linha, e o CSV lido de volta é o que foi gravado', async () => {
    const register = '11111111000191';
    const name = 'ACME,=3+3';
    const address = 'RUA "A"\nSALA 2;FUNDOS';
    await withCustomer(register, { name: `\uFF1D${name}`, address }, async () => {
      const csv = await f.call('POST', '/api/v1/customers/export', 'ANA', { format: 'csv' });
      expect(csv.body).toContain(`;"'\uFF1DACME,=3+3";"RUA ""A""\nSALA 2;FUNDOS";`);
      const [header, ...rows] = parseCsv(csv.body.slice(1), {
        delimiter: ';',
        record_delimiter: '\r\n',
      }) as string[][];
      const row = rows.find((cells) => cells[header!.indexOf('register')] === register);
      expect([row?.[header!.indexOf('name')], row?.[header!.indexOf('address')]]).toEqual([
        `'\uFF1D${name}`,
        address,
      ]);
    });
  });

  it('o cursor entrega lotes, e parar no meio libera a conexão', async () => {
    const orders = resourceDefinitions.orders;
    const search = {
      reps: [10],
      conditions: [],
      join: 'and' as const,
      sort: parseSort(orders, 'number,desc'),
    };
    const sizes: number[] = [];
    const first: unknown[] = [];
    for await (const batch of (await openResourceRows(f.handle, orders, search, 5)).batches) {
      sizes.push(batch.length);
      first.push(batch[0]?.number);
      // Other requests still run between batches (PGlite: the cursor is WITH HOLD, no transaction held open).
      expect((await f.call('GET', '/api/v1/orders/1001', 'ANA')).status).toBe(200);
    }
    expect(sizes).toEqual([5, 5, 2]); // rep 10's 12 orders
    expect(first).toEqual([1043, 1020, 1002]); // 1043…1030 | 1020…1003 | 1002 1001
    for await (const batch of (await openResourceRows(f.handle, orders, search, 5)).batches) {
      expect(batch).toHaveLength(5);
      break; // a client that hangs up: the generator's finally closes the cursor / ends the transaction
    }
    expect((await f.call('GET', '/api/v1/orders?size=1', 'ANA')).status).toBe(200);
  });

  it('exportação na mesma ordem da lista para qualquer ordenação (vazios por último), em lotes de 2', async () => {
    const orders = resourceDefinitions.orders;
    for (const sortText of [
      'origin,asc',
      'origin,desc',
      'totalNetValue,desc',
      'issueDate,asc',
      'cancelReason,desc',
      'number,desc',
    ]) {
      const sort = parseSort(orders, sortText);
      const streamed: unknown[] = [];
      const rows = await openResourceRows(
        f.handle,
        orders,
        { reps: [10, 11], conditions: [], join: 'and', sort },
        2,
      );
      expect(rows.total).toBe(14);
      for await (const batch of rows.batches) streamed.push(...batch.map((row) => row.number));
      const listed = (await f.call('GET', `/api/v1/orders?size=500&sort=${sortText}`, 'SUPNORTE')).json<
        Page<Row>
      >();
      expect([sortText, streamed]).toEqual([sortText, numbers(listed)]);
      expect(streamed).toHaveLength(14); // rep 10's 12 + rep 11's 2001, 2010
    }
    const origin = (await f.call('GET', '/api/v1/orders?size=500&sort=origin,desc', 'SUPNORTE')).json<
      Page<Row>
    >();
    // TELEVENDAS (2001), REPRESENTANTE (1001, 1002 by number desc), then the 11 empty ones.
    expect(numbers(origin).slice(0, 4)).toEqual([2001, 1002, 1001, 2010]);
  });

  it('escritas em dados do ERP respondem 405; sem token 401', async () => {
    const expected = {
      error: { code: 'METHOD_NOT_ALLOWED', message: 'Dados mantidos pelo ERP: use a importação' },
    };
    for (const [method, url] of [
      ['POST', '/api/v1/customers'],
      ['PUT', '/api/v1/orders/1001'],
      ['PATCH', '/api/v1/products/P13'],
      ['DELETE', '/api/v1/receivables/R-A1'],
    ] as const) {
      const answer = await f.call(method, url, 'ADMIN', method === 'DELETE' ? undefined : { name: 'X' });
      expect(answer.status).toBe(405);
      expect(answer.json()).toEqual(expected);
    }
    expect((await f.call('GET', '/api/v1/orders/1001', 'ANA')).json()).toMatchObject({ status: 'open' });
    for (const url of ['/api/v1/customers', '/api/v1/orders/1001', '/api/v1/cities']) {
      expect((await f.call('GET', url)).status).toBe(401);
    }
  });

  it('Sistema lista a exportação em andamento (linhas escritas de quantas), e nada quando ela termina ou o cliente vai embora', async () => {
    // Enough rows that a reader who stops reading stops the export after a few batches of 2,000.
    const extra = 20_000;
    await sql`insert into products (reference, description, collection_code, quota_article_code)
      select 'ZZ' || lpad(g::text, 6, '0'), 'PRODUTO DE CARGA ' || g, 'K12', 'TEC'
      from generate_series(1, ${extra}) g`.execute(f.handle.db);
    try {
      const running = async () =>
        (await f.call('GET', '/api/v1/admin/system', 'ADMIN')).json<SystemAnswer>().exports;
      const start = () =>
        f.app.inject({
          method: 'POST',
          url: '/api/v1/products/export',
          payload: { format: 'csv' },
          headers: { authorization: `Bearer ${f.tokens.ADMIN}` },
          payloadAsStream: true,
        });
      /** The list once the export has written rows and, nobody reading, stopped writing more. */
      const stalled = async () => {
        let before = -1;
        for (let attempt = 0; attempt < 100; attempt += 1) {
          const list = await running();
          const written = list[0]?.rowsWritten ?? 0;
          if (written > 0 && written === before) return list;
          before = written;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('a exportação não parou à espera do leitor');
      };
      const total = 15 + extra; // the fixture's 15 products and the extra ones
      expect(await running()).toEqual([]);

      const reading = await start();
      expect(reading.headers[EXPORT_TOTAL_HEADER]).toBe(String(total));
      const [entry] = await stalled();
      expect(entry).toMatchObject({
        resource: 'products',
        format: 'csv',
        startedBy: 'ADMIN',
        rowsTotal: total,
      });
      expect(entry!.rowsWritten).toBeGreaterThan(0);
      expect(entry!.rowsWritten).toBeLessThan(total);
      expect(Date.now() - Date.parse(entry!.startedAt)).toBeLessThan(60_000);
      const chunks: Buffer[] = [];
      for await (const chunk of reading.stream()) chunks.push(chunk as Buffer);
      const lines = Buffer.concat(chunks).toString('utf8').slice(1).trim().split('\r\n');
      expect(lines.length - 1).toBe(total); // the header line, then one line per row counted
      expect(await running()).toEqual([]);

      const leaving = await start();
      await stalled();
      // What the socket's end does to a real response: it closes before the file is whole.
      leaving.raw.res.destroy();
      await expect.poll(running).toEqual([]);
      if (kind === 'postgres') {
        // The cursor's transaction was rolled back, not left holding its pooled connection.
        const open = async () =>
          (
            await sql<{ open: number }>`select count(*)::int as open from pg_stat_activity
              where datname = current_database() and state like 'idle in transaction%'`.execute(f.handle.db)
          ).rows[0]?.open;
        await expect.poll(open).toBe(0);
      }
      // The export's place and (PostgreSQL) its connection are free again.
      const again = await f.call('POST', '/api/v1/products/export', 'ADMIN', { format: 'csv' });
      expect(again.headers[EXPORT_TOTAL_HEADER]).toBe(String(total));
      expect(await running()).toEqual([]);
    } finally {
      await sql`delete from products where reference like 'ZZ%'`.execute(f.handle.db);
    }
  });
});
