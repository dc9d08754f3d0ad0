import { parse as parseCsv } from 'csv-parse/sync';
import { EXPORT_TOTAL_HEADER } from '@portal/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../testing/test-database.ts';
import { buildIntegrationFixtureApp } from '../../../testing/integration-fixture.ts';
import { sharedFixture } from '../../../testing/shared-fixture.ts';
import { parseSort } from './resource-conditions.ts';
import { orderItemKeyOf, resourceDefinitions } from './resource-definitions.ts';
import { openResourceRows } from './resources.queries.ts';

// The order items an export writes are every item the database holds for the scope, with each one's own id: an
// order has one item per colour × size cell of a reference, so (order, reference) ties across many rows, and a
// batch of the export may end in the middle of such a run (docs/api.md "Generic reads").

const COLOURS = 450;
const SIZES = ['P', 'M', 'G', 'GG', 'XG'];
/** Rep 10's order 1001 and rep 11's order 2001 (apps/server/test-fixtures/customers). */
const GRID_ORDERS = [1001, 2001];

type Row = Record<string, unknown>;

describe.each(databaseKinds)('integração: itens de pedido exportados inteiros (%s)', (kind) => {
  const f = sharedFixture(() => buildIntegrationFixtureApp(kind), 60_000);

  beforeAll(async () => {
    // A code with the id's separator and escape in it, to keep the ids apart.
    await sql`insert into products (reference, description, collection_code, quota_article_code)
      values ('R:1%', 'BLUSA COM DOIS PONTOS', 'K12', 'TEC')`.execute(f.handle.db);
    for (const order of GRID_ORDERS)
      await sql`insert into order_items (order_number, reference, color_code, size, parts, value, net_value)
        select ${order}, ref, lpad(c::text, 3, '0'), s, 1 + (c % 7), (1 + (c % 7)) * 10.37, (1 + (c % 7)) * 9.33
          from unnest(array['P12', 'R:1%']) ref, generate_series(1, ${COLOURS}) c,
               unnest(${SIZES}::text[]) s`.execute(f.handle.db);
    await sql`insert into order_items (order_number, reference, color_code, size, parts, value, net_value)
      values (1002, 'R:1%', ':', '%3A', 1, 1.01, 1.01)`.execute(f.handle.db);
  }, 60_000);

  const inDatabase = async (reps: number[] | null) => {
    const { rows } = await sql<{ rows: number; net: string; parts: number }>`
      select count(*)::int as rows, coalesce(sum(oi.net_value), 0)::text as net,
             coalesce(sum(oi.parts), 0)::int as parts
        from order_items oi join orders o on o.number = oi.order_number
       where ${reps === null ? sql`true` : sql`o.representative_id = any(${reps}::int[])`}`.execute(
      f.handle.db,
    );
    return { rows: rows[0]!.rows, net: Number(rows[0]!.net).toFixed(2), parts: rows[0]!.parts };
  };

  const exported = async (user: string) => {
    const answer = await f.call('POST', '/api/v1/order-items/export', user, { format: 'csv' });
    expect(answer.status).toBe(200);
    const rows = parseCsv(answer.body.slice(1), { delimiter: ';', columns: true }) as Row[];
    const cents = rows.reduce(
      (sum, row) => sum + Math.round(Number(String(row.netValue).replace(',', '.')) * 100),
      0,
    );
    return {
      announced: Number(answer.headers[EXPORT_TOTAL_HEADER]),
      rows: rows.length,
      net: (cents / 100).toFixed(2),
      parts: rows.reduce((sum, row) => sum + Number(row.parts), 0),
      ids: rows.map((row) => String(row.id)),
    };
  };

  it('o CSV traz cada item do banco, uma vez, e soma o que o banco soma (todos e um representante)', async () => {
    for (const [user, reps] of [
      ['ADMIN', null],
      ['ANA', [10]],
    ] as const) {
      const database = await inDatabase(reps === null ? null : [...reps]);
      expect(database.rows).toBeGreaterThan(4_000); // more than one batch of the export
      const file = await exported(user);
      expect({ user, announced: file.announced, rows: file.rows, net: file.net, parts: file.parts }).toEqual({
        user,
        announced: database.rows,
        rows: database.rows,
        net: database.net,
        parts: database.parts,
      });
      expect(new Set(file.ids).size).toBe(file.rows);
    }
  });

  it('em lotes pequenos e em qualquer ordenação, nenhum item some nem repete', async () => {
    const definition = resourceDefinitions['order-items'];
    const database = await inDatabase([10]);
    for (const sortText of ['orderNumber,asc', 'reference,desc', 'parts,asc', 'id,desc']) {
      const rows = await openResourceRows(
        f.handle,
        definition,
        { reps: [10], conditions: [], join: 'and', sort: parseSort(definition, sortText) },
        300,
      );
      const ids: string[] = [];
      for await (const batch of rows.batches) ids.push(...batch.map((row) => String(row.id)));
      expect([sortText, rows.total, ids.length, new Set(ids).size]).toEqual([
        sortText,
        database.rows,
        database.rows,
        database.rows,
      ]);
    }
  });

  it('o id de um item é único e estável, e GET /order-items/{id} responde aquele item', async () => {
    const cell = await f.call('GET', '/api/v1/order-items/1001:P12:007:GG', 'ANA');
    expect(cell.status).toBe(200);
    expect(cell.json()).toMatchObject({
      id: '1001:P12:007:GG',
      orderNumber: 1001,
      reference: 'P12',
      parts: 1,
      value: 10.37,
      netValue: 9.33,
    });
    // The fixture's own item, without a cell, keeps the id it always had.
    expect((await f.call('GET', '/api/v1/order-items/1001:P12', 'ANA')).json()).toMatchObject({
      id: '1001:P12',
      parts: 5,
      netValue: 450,
    });
    const escapedId = '1002:R%3A1%25:%3A:%253A';
    const odd = await f.call('GET', `/api/v1/order-items/${encodeURIComponent(escapedId)}`, 'ANA');
    expect(odd.json()).toMatchObject({ id: escapedId, orderNumber: 1002, reference: 'R:1%', parts: 1 });
    expect(orderItemKeyOf(escapedId)).toEqual({
      orderNumber: '1002',
      reference: 'R:1%',
      colorCode: ':',
      size: '%3A',
    });
    for (const bad of ['1001:P12:007', '1001:P12::', '1001', 'x:P12'])
      expect((await f.call('GET', `/api/v1/order-items/${encodeURIComponent(bad)}`, 'ANA')).status).toBe(404);
    // Outside ANA's scope: rep 11's order.
    expect((await f.call('GET', '/api/v1/order-items/2001:P12:007:GG', 'ANA')).status).toBe(404);
    const page = await f.call('GET', '/api/v1/order-items?size=500&sort=id,asc', 'ADMIN');
    const ids = page.json<{ content: Row[] }>().content.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
