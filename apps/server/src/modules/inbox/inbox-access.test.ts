import type { InboxCountsAnswer, MessagesAnswer, NotificationsAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { accessCases, buildAccessFixtureApp, distinctReps, REPS_OF } from '../../testing/access-fixture.ts';
import type { FixtureUser } from '../../testing/customers-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Who may read and write what (docs/domain.md §4, §5.5) in Notificações and Mensagens, every kind of caller, on the
// customers fixture with the access-foreign layer (rows of rep 11, inside SUPNORTE's team, and of rep 20, outside it,
// dated in September 2025, inside the 30 days before today 2025-09-30).

describe.each(databaseKinds)('inbox access on %s', (kind) => {
  const t = sharedFixture(() => buildAccessFixtureApp(kind));

  it('answers each caller the notifications of exactly the reps it may read', async () => {
    const seen = new Set<number>();
    await t.expectCases('/api/v1/notifications?', accessCases, (body, reads, label) => {
      const { events, unread } = body as NotificationsAnswer;
      const owners = events.flatMap((event) => [
        event.representativeId,
        event.order !== null ? t.ownerOfOrder(event.order) : t.ownerOfCustomer(event.customerRegister),
      ]);
      expect(distinctReps(owners), label).toEqual(REPS_OF[reads]);
      expect(unread, label).toBe(events.length);
      for (const rep of owners) seen.add(rep);
    });
    expect(distinctReps([...seen])).toEqual(REPS_OF.all);
  });

  it("counts each caller's own unread events and messages, never another's", async () => {
    const counts = async (user: FixtureUser) =>
      (await t.get<InboxCountsAnswer>('/api/v1/inbox/counts', user)).body;
    const listed = async (user: FixtureUser) =>
      (await t.get<NotificationsAnswer>('/api/v1/notifications', user)).body.events.length;
    for (const user of ['ANA', 'BRUNO', 'CARLA', 'SUPNORTE', 'ADMIN'] as const)
      expect(await counts(user), user).toEqual({ notifications: await listed(user), messages: 0 });
    expect((await t.get('/api/v1/inbox/counts')).status).toBe(401);
  });

  it('lets rep-0 users write inside their scope only, and reps read only their own', async () => {
    const send = (representativeIds: number[] | 'all', user?: FixtureUser) =>
      t.send<{ id: number }>(
        'POST',
        '/api/v1/messages',
        representativeIds === 'all'
          ? { title: 'Aviso', text: 'Texto', toAll: true }
          : { title: 'Aviso', text: 'Texto', representativeIds },
        user,
      );
    expect((await send([10], 'ANA')).status).toBe(403);
    expect((await send([11], 'ANA')).status).toBe(403);
    expect((await send('all', 'BRUNO')).status).toBe(403);
    expect((await send([20], 'SUPNORTE')).status).toBe(403);
    expect((await send([10, 20], 'SUPNORTE')).status).toBe(403);
    expect((await send([10])).status).toBe(401);
    expect(await t.handle.db.selectFrom('messages').select('id').execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);

    const team = await send('all', 'SUPNORTE');
    const carla = await send([20], 'ADMIN');
    expect([team.status, carla.status]).toEqual([200, 200]);
    const received = async (user: FixtureUser) =>
      (await t.get<MessagesAnswer>('/api/v1/messages', user)).body.received.map((message) => message.id);
    expect(await received('ANA')).toEqual([team.body.id]);
    expect(await received('BRUNO')).toEqual([team.body.id]);
    expect(await received('CARLA')).toEqual([carla.body.id]);
    const read = (id: number, user?: FixtureUser) =>
      t.send('POST', `/api/v1/messages/${id}/read`, {}, user).then((answer) => answer.status);
    expect(await read(carla.body.id, 'ANA')).toBe(403);
    expect(await read(team.body.id, 'CARLA')).toBe(403);
    expect(await read(team.body.id, 'SUPNORTE')).toBe(403);
    expect(await read(team.body.id)).toBe(401);
    expect(await read(team.body.id, 'BRUNO')).toBe(200);
    expect((await t.get<InboxCountsAnswer>('/api/v1/inbox/counts', 'BRUNO')).body.messages).toBe(0);
    expect((await t.get<InboxCountsAnswer>('/api/v1/inbox/counts', 'ANA')).body.messages).toBe(1);
  });
});
