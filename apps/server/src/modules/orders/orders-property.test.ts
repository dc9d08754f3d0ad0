import type { OrderDraftAnswer } from '@portal/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrdersApp, ESTRELA, type OrdersApp } from '../../testing/orders-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';

// Any sequence of saves and sends of one device-made id, retried, interleaved and raced in pairs (docs/domain.md §6;
// docs/decisions/111), leaves at most one order: one row, one frozen set of lines, one send in the audit trail, and
// once sent, every later send answers the same order and every save is refused (409) without changing it.

const good = (parts: number) => ({
  customerRegister: ESTRELA,
  paymentDays: 30,
  discountPercent: 0,
  items: [
    { reference: 'VER25.0003', parts },
    { reference: 'VER25.0001', colorCode: '01', size: 'P', parts: 1 },
  ],
});
/** A save whose send is refused (a price missing), so the order stays a draft until a good save follows. */
const withProblem = { ...good(1), items: [{ reference: 'VER25.0004', parts: 1 }] };

type Step =
  { kind: 'save-good'; parts: number } | { kind: 'save-problem' } | { kind: 'send'; visit: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('save-good' as const), parts: fc.integer({ min: 1, max: 9 }) }),
  fc.record({ kind: fc.constant('save-problem' as const) }),
  fc.record({ kind: fc.constant('send' as const), visit: fc.boolean() }),
);
/** A step, or two steps at once (a retry racing the original). */
const round = fc.oneof(
  step.map((one) => [one]),
  fc.tuple(step, step),
);

describe.each(databaseKinds)('retried saves and sends of one order on %s', (kind) => {
  let t: OrdersApp;
  let runs = 0;
  beforeAll(async () => {
    t = await buildOrdersApp(kind);
  });
  afterAll(async () => t?.close());

  const run = (id: string, one: Step) =>
    one.kind === 'send'
      ? t.call<OrderDraftAnswer>('POST', `/api/v1/order-drafts/${id}/send`, 'REP1', {
          recordVisit: one.visit,
        })
      : t.call<OrderDraftAnswer>(
          'PUT',
          `/api/v1/order-drafts/${id}`,
          'REP1',
          one.kind === 'save-good' ? good(one.parts) : withProblem,
        );

  it('never makes a second order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 6 }), async (rounds) => {
        runs += 1;
        const id = `0${kind === 'pglite' ? 1 : 2}000000-0000-4000-8000-${String(runs).padStart(12, '0')}`;
        let sent: OrderDraftAnswer | undefined;
        for (const steps of rounds) {
          const answers = await Promise.all(steps.map((one) => run(id, one)));
          const sentNow = answers.some(
            (answer, index) => steps[index]?.kind === 'send' && answer.status === 200,
          );
          answers.forEach((answer, index) => {
            const one = steps[index] as Step;
            if (sent) {
              // Already sent before this round: the same order, or 409 for a save.
              if (one.kind === 'send') expect(answer).toEqual({ status: 200, body: sent });
              else expect(answer.status).toBe(409);
            } else if (one.kind === 'send') expect([200, 404, 422]).toContain(answer.status);
            // A save racing a send that wins is refused as a write to a sent order.
            else expect(sentNow ? [200, 409] : [200]).toContain(answer.status);
          });
          if (!sent) {
            const first = answers.find(
              (answer, index) => steps[index]?.kind === 'send' && answer.status === 200,
            );
            if (first) sent = first.body;
          }
        }
        const { rows } = await sql<{ drafts: number; lines: number; sends: number; status: string | null }>`
          select (select count(*)::int from order_drafts where id = ${id}::uuid) as drafts,
                 (select count(*)::int from order_draft_lines where draft_id = ${id}::uuid) as lines,
                 (select count(*)::int from audit_log where entity = 'order' and entity_key = ${id}) as sends,
                 (select status from order_drafts where id = ${id}::uuid) as status`.execute(t.handle.db);
        const found = rows[0];
        expect(found?.drafts).toBe(rounds.some((steps) => steps.some((one) => one.kind !== 'send')) ? 1 : 0);
        expect(found?.sends).toBe(found?.status === 'sent' ? 1 : 0);
        expect(found?.lines).toBe(found?.status === 'sent' ? 2 : 0);
        if (sent) expect(found?.status).toBe('sent');
        const { rows: visits } = await sql<{ n: number }>`
          select count(*)::int as n from visits where customer_register = ${ESTRELA}::bpchar`.execute(
          t.handle.db,
        );
        expect(visits[0]?.n ?? 0).toBeLessThanOrEqual(1);
      }),
      { numRuns: 25, seed: 20261126 },
    );
  });
});
