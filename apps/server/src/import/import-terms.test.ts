import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connect.ts';
import { databaseKinds, openTestDatabase } from '../testing/test-database.ts';
import { ordersFolder } from '../testing/orders-fixture.ts';
import { importFolder, type ImportResult } from './import-folder.ts';

// The order's terms (docs/domain.md §8.1): payment conditions, the customers' conditions, the carriers and the
// supervisors' approval maximum, optional and validated like every other file, all or nothing.

const withFolder = async (
  handle: DatabaseHandle,
  files: Record<string, string>,
  options: { firstLoad?: boolean } = {},
): Promise<ImportResult> => {
  const folder = ordersFolder(files, { terms: true });
  try {
    return await importFolder(handle, folder.dir, options);
  } finally {
    folder.remove();
  }
};

const CONDITIONS_HEADER = 'code,description,installments,surcharge_percent,min_order_value,active\n';

describe.each(databaseKinds)('terms import on %s', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it.each([true, false])(
    'refuses bad conditions, unknown codes and bad maxima at their lines and loads nothing (first load %s)',
    async (firstLoad) => {
      const result = await withFolder(
        handle,
        {
          'payment_conditions.csv':
            CONDITIONS_HEADER +
            'AV,À VISTA,0,-3.00,,true\n' +
            'X1,DESORDEM,60/30,,,true\n' +
            'X2,LONGE,30/400,,,true\n' +
            'X3,TEXTO,30 dias,,,true\n' +
            'X4,MUITAS,1/2/3/4/5/6/7/8/9/10/11/12/13,,,true\n' +
            'X5,JUROS,30,50.5,,true\n' +
            'X6,CASAS,30,1.255,,true\n' +
            'X7,MINIMO,30,,-1,true\n',
          'customer_payment_conditions.csv':
            'customer_register,payment_condition_code\n11222333000181,AV\n11222333000181,ZZ\n',
          'supervisors.csv': 'id,name,max_discount\n1,ANA SUPERVISORA,150\n2,BRUNO SEM EQUIPE,\n',
        },
        { firstLoad },
      );
      expect(result).toEqual({
        ok: false,
        problems: [
          'supervisors.csv:2: max_discount: valor fora do intervalo (0 a 100): "150"',
          'payment_conditions.csv:3: installments: prazos fora de ordem crescente: "60/30"',
          'payment_conditions.csv:4: installments: prazo acima de 360 dias: "30/400"',
          'payment_conditions.csv:5: installments: prazos inválidos: "30 dias" (dias inteiros separados por /, ex.: 30/60/90)',
          'payment_conditions.csv:6: installments: 13 parcelas: no máximo 12 ("1/2/3/4/5/6/7/8/9/10/11/12/13")',
          'payment_conditions.csv:7: surcharge_percent: valor fora do intervalo (-50 a 50): "50.5"',
          'payment_conditions.csv:8: surcharge_percent: acréscimo com mais de 2 casas decimais: "1.255"',
          'payment_conditions.csv:9: min_order_value: valor fora do intervalo (0 a 999999999999): "-1"',
          // A refused row is missing to the rows that name it.
          'representatives.csv:2: supervisor_id: supervisor 1 não existe',
          'representatives.csv:3: supervisor_id: supervisor 1 não existe',
          'customers.csv:2: payment_condition: condição de pagamento 306090 não existe',
          'customers.csv:3: payment_condition: condição de pagamento 30 não existe',
          'customer_payment_conditions.csv:3: payment_condition_code: condição de pagamento ZZ não existe',
          'users.csv:5: supervisor_id: supervisor 1 não existe',
        ],
      });
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from customers`.execute(handle.db);
      expect(rows[0]?.n).toBe(0);
    },
  );

  it('loads the terms with the rest, codes as written, an empty maximum as 100', async () => {
    const result = await withFolder(handle, {});
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.counts).toMatchObject({
      'payment_conditions.csv': 5,
      'customer_payment_conditions.csv': 3,
      'carriers.csv': 2,
    });
    const { rows: conditions } = await sql`
      select code, installments, surcharge_percent::text, min_order_value::text, active
        from payment_conditions order by code`.execute(handle.db);
    expect(conditions).toEqual([
      {
        code: '285684',
        installments: '28/56/84',
        surcharge_percent: '0.00',
        min_order_value: '0.00',
        active: false,
      },
      { code: '30', installments: '30', surcharge_percent: '0.00', min_order_value: '0.00', active: true },
      {
        code: '3045',
        installments: '30/45',
        surcharge_percent: '0.00',
        min_order_value: '0.00',
        active: true,
      },
      {
        code: '306090',
        installments: '30/60/90',
        surcharge_percent: '2.50',
        min_order_value: '500.00',
        active: true,
      },
      { code: 'AV', installments: '0', surcharge_percent: '-3.00', min_order_value: '0.00', active: true },
    ]);
    const { rows: customers } = await sql`
      select register::text, payment_condition from customers order by register`.execute(handle.db);
    expect(customers).toEqual([
      { register: '11222333000181', payment_condition: '306090' },
      { register: '11444777000161', payment_condition: null },
      { register: '60574631000146', payment_condition: '30' },
    ]);
    const { rows: supervisors } = await sql`
      select id, max_discount::text from supervisors order by id`.execute(handle.db);
    expect(supervisors).toEqual([
      { id: 1, max_discount: '15.00' },
      { id: 2, max_discount: '100.00' },
    ]);
    const { rows: orders } = await sql`
      select number::int, payment_condition from orders order by number`.execute(handle.db);
    // An ERP order's condition is kept as the ERP wrote it, known or not.
    expect(orders).toEqual([
      { number: 100001, payment_condition: '3060' },
      { number: 100002, payment_condition: '30' },
      { number: 100003, payment_condition: null },
    ]);
  });

  it('replaces the list of a customer present in the file, keeping the others', async () => {
    const result = await importFolder(
      handle,
      ordersFolder(
        {
          'customer_payment_conditions.csv': 'customer_register,payment_condition_code\n11222333000181,30\n',
        },
        { terms: true },
      ).dir,
      // Two of the customer's three conditions go: past the removal guard, so allowed.
      { allowRemovals: true },
    );
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.changed['customer_payment_conditions.csv']).toBe(2);
    const { rows } = await sql<{ code: string }>`
      select payment_condition_code as code from customer_payment_conditions order by 1`.execute(handle.db);
    expect(rows.map((row) => row.code)).toEqual(['30']);
  });
});
