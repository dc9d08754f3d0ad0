import type { MessagesAnswer } from '@portal/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../testing/customers-fixture.ts';
import { buildInboxFixtureApp } from '../../testing/inbox-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Whatever rep-0 users send and reps try to read, in any order (docs/domain.md §5.5, decision 075): a rep lists and
// marks read only the messages addressed to them, a read never touches another rep's copy, and a send naming a rep
// outside the sender's team writes nothing. Checked against the database after every step.

const REP_USER: Record<number, FixtureUser> = { 10: 'ANA', 11: 'BRUNO', 20: 'CARLA' };
const REPS = [10, 11, 20] as const;

const command = fc.oneof(
  fc.record({
    kind: fc.constant('send' as const),
    by: fc.constantFrom<FixtureUser>('SUPNORTE', 'ADMIN'),
    toAll: fc.boolean(),
    to: fc.subarray([10, 11, 12, 20], { minLength: 1 }),
  }),
  fc.record({
    kind: fc.constant('read' as const),
    by: fc.constantFrom<FixtureUser>('ANA', 'BRUNO', 'CARLA', 'SUPNORTE'),
    /** Which message: an index into those in the database, or one past the last (missing). */
    pick: fc.nat(20),
  }),
);

type Row = { message_id: number; representative_id: number; read_at: Date | null; reader_rep: number | null };

describe.each(databaseKinds)('messages under any sequence of sends and reads on %s', (kind) => {
  const t = sharedFixture(() => buildInboxFixtureApp(kind));

  const recipientRows = async () =>
    (
      await sql<Row>`
        select mr.message_id, mr.representative_id, mr.read_at, u.representative_id as reader_rep
        from message_recipients mr left join users u on u.id = mr.read_by
        order by 1, 2`.execute(t.handle.db)
    ).rows;
  const messageIds = async () =>
    (await sql<{ id: number }>`select id from messages order by id`.execute(t.handle.db)).rows.map(
      (row) => row.id,
    );

  const checkInvariants = async () => {
    const rows = await recipientRows();
    for (const row of rows)
      if (row.read_at !== null)
        expect(row.reader_rep, `message ${row.message_id}`).toBe(row.representative_id);
    for (const rep of REPS) {
      const { status, body } = await t.get<MessagesAnswer>('/api/v1/messages', REP_USER[rep]);
      expect(status).toBe(200);
      const own = rows.filter((row) => row.representative_id === rep);
      expect(body.received.map((message) => message.id).sort((a, b) => a - b)).toEqual(
        own.map((row) => row.message_id),
      );
      for (const message of body.received)
        expect(message.read).toBe(own.find((row) => row.message_id === message.id)?.read_at !== null);
      expect(body.sent).toEqual([]);
    }
  };

  it('never lets a rep read or list another rep’s message', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        for (const step of commands) {
          const before = await recipientRows();
          if (step.kind === 'send') {
            const body = step.toAll
              ? { title: 'Aviso', text: 'Texto', toAll: true }
              : { title: 'Aviso', text: 'Texto', representativeIds: step.to };
            const { status } = await t.send('POST', '/api/v1/messages', body, step.by);
            const outside = step.by === 'SUPNORTE' && !step.toAll && step.to.includes(20);
            expect(status).toBe(outside ? 403 : 200);
            if (outside) expect(await recipientRows()).toEqual(before);
          } else {
            const ids = await messageIds();
            const id = ids[step.pick] ?? (ids.at(-1) ?? 0) + 1;
            const rep = { ANA: 10, BRUNO: 11, CARLA: 20 }[step.by as 'ANA'] ?? 0;
            const addressed = before.some((row) => row.message_id === id && row.representative_id === rep);
            const { status } = await t.send('POST', `/api/v1/messages/${id}/read`, {}, step.by);
            expect(status).toBe(addressed ? 200 : ids.includes(id) ? 403 : 404);
            const after = await recipientRows();
            // Only the reader's own copy may change.
            const others = (rows: Row[]) =>
              rows.filter((row) => !(row.message_id === id && row.representative_id === rep));
            expect(others(after)).toEqual(others(before));
            if (addressed)
              expect(
                after.find((row) => row.message_id === id && row.representative_id === rep)?.read_at,
              ).not.toBeNull();
          }
        }
        await checkInvariants();
      }),
      { numRuns: 15, seed: 20261125 },
    );
  });
});
