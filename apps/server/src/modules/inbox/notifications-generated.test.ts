import type { InboxCountsAnswer, NotificationEvent, NotificationsAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildGeneratedApp } from '../../testing/generated-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Notificações on data nobody chose (decision 075): the generator's `tiny` scale loaded through the real import. A
// scope of some reps reads invoices and paid titles through their orders and customers, everyone's by date: both
// ways must find the same events, so everyone's window is exactly the reps' windows put together, and each badge is
// its list's unread count up to 100.

const TODAY = '2025-09-30';
const keyOf = (event: NotificationEvent) =>
  [event.kind, event.date, event.representativeId, event.order, event.invoice, event.receivable].join('|');

describe.each(databaseKinds)('notifications on generated data on %s', (kind) => {
  const t = sharedFixture(() => buildGeneratedApp(kind, { today: TODAY, seed: 23 }), 120_000);

  it("finds everyone's events as the union of each rep's, newest first, with matching badges", async () => {
    const reps = await t.handle.db.selectFrom('representatives').select('id').orderBy('id').execute();
    const everyone = await t.get<NotificationsAnswer>('/api/v1/notifications', 'ADMIN');
    const byRep = await Promise.all(
      reps.map(({ id }) =>
        t.get<NotificationsAnswer>(`/api/v1/notifications?representativeId=${id}`, 'ADMIN'),
      ),
    );
    expect(everyone.unread).toBeGreaterThan(0);
    expect(everyone.unread).toBe(byRep.reduce((sum, answer) => sum + answer.unread, 0));
    const union = new Set(byRep.flatMap((answer) => answer.events.map(keyOf)));
    for (const event of everyone.events) expect(union.has(keyOf(event)), keyOf(event)).toBe(true);
    if (everyone.unread <= 200) expect(new Set(everyone.events.map(keyOf))).toEqual(union);
    for (const answer of [everyone, ...byRep]) {
      expect(answer.events.length).toBe(Math.min(200, answer.unread));
      const dates = answer.events.map((event) => event.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const date of dates) expect(date >= '2025-09-01' && date <= TODAY, date).toBe(true);
    }
    const kinds = new Set(everyone.events.map((event) => event.kind));
    expect(kinds.size, [...kinds].join()).toBeGreaterThanOrEqual(3);

    for (const user of ['ADMIN', 'SUP1', 'REP1']) {
      const list = await t.get<NotificationsAnswer>('/api/v1/notifications', user);
      const counts = await t.get<InboxCountsAnswer>('/api/v1/inbox/counts', user);
      expect(counts.notifications, user).toBe(Math.min(100, list.unread));
    }
  });
});
