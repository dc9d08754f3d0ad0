import type { ErrorBody, OrderDraftAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildOrdersApp,
  CHARME,
  ESTRELA,
  LOJA_NOVA,
  type OrdersApp,
  type OrderUser,
} from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Writes of one order id at the same time (docs/decisions/189): on PostgreSQL they run on as many connections and
// wait for each other on the draft's row; every answer is well formed (the draft, or 409 to send again, never a 500
// or a 404 for a draft that exists), and one draft is left, whole: the customer and the items of one same save.

const WRITES = 10;
const ROUNDS = 5;
const id = (round: number, user: string) =>
  `3${user === 'SUPER' ? 'b' : 'a'}000000-0000-4000-8000-${String(round).padStart(12, '0')}`;

type Answer = { status: number; body: unknown };

describe.each(databaseKinds)('Pedidos: gravações simultâneas do mesmo pedido em %s', (kind) => {
  let t: OrdersApp;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  const wellFormed = (answer: Answer, label: string) => {
    expect([label, answer.status]).toSatisfy(([, status]) => status === 200 || status === 409);
    if (answer.status === 409) expect((answer.body as ErrorBody).error.code, label).toBe('CONFLICT');
  };

  const race = async (user: OrderUser, customers: [string, string]) => {
    let conflicts = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const draft = id(round, user);
      const bodies = Array.from({ length: WRITES }, (_, i) => ({
        customerRegister: customers[i % 2] as string,
        priceTable: 'TAB 01 - ATACADO',
        paymentDays: 30,
        discountPercent: 0,
        items: Array.from({ length: 1 + (i % 3) }, () => ({ reference: 'VER25.0003', parts: i + 1 })),
      }));
      const answers = await Promise.all(
        bodies.map((body) => t.call('PUT', `/api/v1/order-drafts/${draft}`, user, body)),
      );
      answers.forEach((answer, i) => wellFormed(answer, `${user} ${round} PUT ${i}`));
      conflicts += answers.filter((answer) => answer.status === 409).length;
      for (const answer of answers.filter((one) => one.status === 200)) {
        const saved = answer.body as OrderDraftAnswer;
        const body = bodies.find((one) => one.items[0]?.parts === saved.items[0]?.parts);
        // Each answer is one save whole: its customer with its own items.
        expect([saved.customer.register, saved.items.length]).toEqual([
          body?.customerRegister,
          body?.items.length,
        ]);
      }

      const { rows } = await sql<{ customer: string; items: number; parts: string[] }>`
        select d.customer_register::text as customer, count(i.position)::int as items,
               array_agg(distinct i.parts::text) as parts
          from order_drafts d join order_draft_items i on i.draft_id = d.id
         where d.id = ${draft}::uuid group by d.customer_register`.execute(t.handle.db);
      expect(rows).toHaveLength(1);
      const kept = rows[0]!;
      const body = bodies[Number(kept.parts[0]) - 1]!;
      expect([kept.customer, kept.items, kept.parts]).toEqual([
        body.customerRegister,
        body.items.length,
        [String(Number(kept.parts[0]))],
      ]);

      // A send among more saves: the send finds the draft (sent, or 409 to send again), the saves after it 409.
      const [sent, ...more] = await Promise.all([
        t.call('POST', `/api/v1/order-drafts/${draft}/send`, user, {}),
        ...bodies.slice(0, 3).map((one) => t.call('PUT', `/api/v1/order-drafts/${draft}`, user, one)),
      ]);
      wellFormed(sent!, `${user} ${round} send`);
      more.forEach((answer, i) => wellFormed(answer, `${user} ${round} PUT after send ${i}`));
      const read = await t.call<OrderDraftAnswer>('GET', `/api/v1/order-drafts/${draft}`, user);
      expect(read.status).toBe(200);
      if (sent!.status === 200) expect(read.body.status).toBe('sent');
    }
    return conflicts;
  };

  it('dez gravações de um mesmo rascunho alternando dois clientes do representante', async () => {
    await race('REP1', [ESTRELA, LOJA_NOVA]);
  }, 120_000);

  it('um supervisor alternando clientes de dois representantes', async () => {
    await race('SUPER', [ESTRELA, CHARME]);
  }, 120_000);

  it('uma gravação que o banco não põe em fila responde 409 em português, e nada é gravado', async () => {
    if (kind !== 'postgres') return;
    const draft = id(99, 'REP1');
    const body = {
      customerRegister: ESTRELA,
      paymentDays: 30,
      discountPercent: 0,
      items: [{ reference: 'VER25.0003', parts: 1 }],
    };
    // Another session makes the same new draft and then wants the rep's row, which the save took to count the rep's
    // drafts and holds while it waits on that session's draft: a deadlock, and PostgreSQL rolls the save back.
    const holder = await t.handle.pool!.connect();
    try {
      await holder.query('begin');
      const holderPid = (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      await holder.query(
        `insert into order_drafts (id, customer_register, representative_id, payment_days, discount_percent,
                                   created_by_username) values ($1, $2, 1, 30, 0, 'OUTRA SESSAO')`,
        [draft, ESTRELA],
      );
      const saving = t.call('PUT', `/api/v1/order-drafts/${draft}`, 'REP1', body);
      await expect
        .poll(
          async () =>
            (
              await holder.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))`,
                [holderPid],
              )
            ).rows[0]!.n,
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);
      await holder.query('select 1 from representatives where id = 1 for no key update');
      expect(await saving).toEqual({
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message:
              'O pedido estava sendo gravado por outra chamada ao mesmo tempo: nada foi gravado, tente de novo',
          },
        },
      });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect((await t.call('GET', `/api/v1/order-drafts/${draft}`, 'REP1')).status).toBe(404);
    // Sent again, it goes through.
    expect((await t.call('PUT', `/api/v1/order-drafts/${draft}`, 'REP1', body)).status).toBe(200);
  });
});
