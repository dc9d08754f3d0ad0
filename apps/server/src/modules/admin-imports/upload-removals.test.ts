import { sql } from 'kysely';
import type { AuditEntry, ImportProgressAnswer } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ORDER_USERS, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { zipOf } from '../../testing/zip-writer.ts';

// An upload the removal guard stops (docs/decisions/218): refused with the files and counts, then sent again with
// allowRemovals and applied, audited as uploads are.

/** TAB 02 - VAREJO has four prices in the fixture: this file keeps one. */
const ONE_PRICE = 'price_table,reference,price\nTAB 02 - VAREJO,VER25.0001,41.30\n';

describe.each(databaseKinds)('upload past the removal guard on %s', (kind) => {
  let t: OrdersApp;
  let token: string;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
    token = await t.login('ADMIN', ORDER_USERS.ADMIN);
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/imports?name=precos.zip${query}`,
      payload: zipOf([{ name: 'prices.csv', data: ONE_PRICE }]),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
    });
  const untilDone = async (): Promise<ImportProgressAnswer> => {
    for (let tries = 0; tries < 400; tries += 1) {
      const { body } = await t.call<ImportProgressAnswer>('GET', '/api/v1/imports/current', 'ADMIN');
      if (!body.running) return body;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('a importação não terminou');
  };
  const tab02 = async (): Promise<number> =>
    Number(
      (
        await sql<{ n: number }>`
          select count(*)::int as n from prices where price_table = 'TAB 02 - VAREJO'`.execute(t.handle.db)
      ).rows[0]?.n,
    );

  it('refuses the upload with the counts, then applies it with allowRemovals', async () => {
    expect((await upload()).statusCode).toBe(202);
    const refused = await untilDone();
    expect(refused.run).toMatchObject({
      status: 'refused',
      problems: [
        'prices.csv apagaria 3 de 4 preços das tabelas presentes no arquivo (mais de 20 %): confira o arquivo ou confirme na tela de Importações para importar mesmo assim',
      ],
      removals: [{ file: 'prices.csv', covered: 4, removed: 3 }],
    });
    expect(await tab02()).toBe(4);

    expect((await upload('&allowRemovals=maybe')).statusCode).toBe(400);

    expect((await upload('&allowRemovals=true')).statusCode).toBe(202);
    const applied = await untilDone();
    expect(applied.run).toMatchObject({ status: 'ok', files: [{ file: 'prices.csv', rows: 1, changed: 3 }] });
    expect(applied.run?.removals).toBeUndefined();
    expect(await tab02()).toBe(1);

    const audit = await t.call<AuditEntry[]>('GET', '/api/v1/audit?entity=import', 'ADMIN');
    expect(audit.body.slice(0, 2)).toMatchObject([
      {
        action: 'upload',
        entityKey: String(applied.run?.id),
        newValue: { status: 'ok', allowRemovals: true },
      },
      { action: 'upload', entityKey: String(refused.run?.id), newValue: { status: 'refused' } },
    ]);
    expect(audit.body[1]?.newValue).not.toHaveProperty('allowRemovals');
  });
});
