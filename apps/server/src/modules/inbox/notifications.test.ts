import type { InboxCountsAnswer, NotificationEvent, NotificationsAnswer } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../import/index.ts';
import type { CustomersFixtureApp } from '../../testing/customers-fixture.ts';
import { buildInboxFixtureApp, N, NOTIFICATIONS_FOLDER } from '../../testing/inbox-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Notificações (docs/domain.md §5.5; docs/decisions/075) on test-fixtures/notifications, today 2025-09-30: the window
// is 2025-09-01 … 2025-09-30. Every event, its text, figures and link are worked out by hand in that folder's README.

const customers = (register: string, issued: string, rep: number) => ({
  screen: 'customers' as const,
  filters: { representativeId: rep, initialIssueDate: issued, finalIssueDate: issued, customers: [register] },
});
const duplicates = (register: string, rep: number) => ({
  screen: 'duplicates' as const,
  filters: { representativeId: rep, customers: [register] },
});

const NAMES: Record<string, string> = {
  [N.PRIMEIRA]: 'PRIMEIRA MODAS',
  [N.SEGUNDA]: 'SEGUNDA MODAS',
  [N.TERCEIRA]: 'TERCEIRA MODAS',
  [N.QUARTA]: 'QUARTA MODAS',
};

type Fields = Pick<
  NotificationEvent,
  'kind' | 'date' | 'representativeId' | 'customerRegister' | 'value' | 'text' | 'target'
> &
  Partial<NotificationEvent>;
const event = (fields: Fields): NotificationEvent => ({
  customerName: NAMES[fields.customerRegister] ?? '?',
  order: null,
  invoice: null,
  receivable: null,
  reason: null,
  unread: true,
  ...fields,
});

const ANA = {
  ontem: event({
    kind: 'overdue',
    date: '2025-09-30',
    representativeId: 10,
    customerRegister: N.SEGUNDA,
    receivable: 'R-ONTEM',
    value: 10,
    text: 'Título R-ONTEM vencido: R$ 10,00 em aberto',
    target: duplicates(N.SEGUNDA, 10),
  }),
  pago: event({
    kind: 'paid',
    date: '2025-09-22',
    representativeId: 10,
    customerRegister: N.PRIMEIRA,
    receivable: 'R-PAGO',
    value: 90,
    text: 'Título R-PAGO pago: R$ 90,00',
    target: duplicates(N.PRIMEIRA, 10),
  }),
  // Extended from 2025-09-05 to 2025-09-20: overdue the day after the extension, not after the due date.
  prorrogado: event({
    kind: 'overdue',
    date: '2025-09-21',
    representativeId: 10,
    customerRegister: N.PRIMEIRA,
    receivable: 'R-PRORR',
    value: 80,
    text: 'Título R-PRORR vencido: R$ 80,00 em aberto',
    target: duplicates(N.PRIMEIRA, 10),
  }),
  cancelado: event({
    kind: 'canceled',
    date: '2025-09-20',
    representativeId: 10,
    customerRegister: N.SEGUNDA,
    order: 503,
    value: 450.5,
    reason: 'SEM ESTOQUE',
    text: 'Pedido 503 cancelado: R$ 450,50 (SEM ESTOQUE)',
    target: customers(N.SEGUNDA, '2025-08-25', 10),
  }),
  bloqueado503: event({
    kind: 'blocked',
    date: '2025-09-18',
    representativeId: 10,
    customerRegister: N.SEGUNDA,
    order: 503,
    value: 450.5,
    text: 'Pedido 503 bloqueado: R$ 450,50',
    target: customers(N.SEGUNDA, '2025-08-25', 10),
  }),
  // 500.25 + 299.75
  bloqueado502: event({
    kind: 'blocked',
    date: '2025-09-15',
    representativeId: 10,
    customerRegister: N.PRIMEIRA,
    order: 502,
    value: 800,
    text: 'Pedido 502 bloqueado: R$ 800,00',
    target: customers(N.PRIMEIRA, '2025-08-20', 10),
  }),
  vencido: event({
    kind: 'overdue',
    date: '2025-09-13',
    representativeId: 10,
    customerRegister: N.SEGUNDA,
    receivable: 'R-VENC',
    value: 150,
    text: 'Título R-VENC vencido: R$ 150,00 em aberto',
    target: duplicates(N.SEGUNDA, 10),
  }),
  faturado: event({
    kind: 'invoiced',
    date: '2025-09-10',
    representativeId: 10,
    customerRegister: N.PRIMEIRA,
    order: 501,
    invoice: 'NF-501',
    value: 1234.56,
    text: 'Pedido 501 faturado: NF NF-501, R$ 1.234,56',
    target: customers(N.PRIMEIRA, '2025-09-02', 10),
  }),
  // Due 2025-08-31: overdue on the window's first day.
  limite: event({
    kind: 'overdue',
    date: '2025-09-01',
    representativeId: 10,
    customerRegister: N.PRIMEIRA,
    receivable: 'R-LIMITE',
    value: 55.55,
    text: 'Título R-LIMITE vencido: R$ 55,55 em aberto',
    target: duplicates(N.PRIMEIRA, 10),
  }),
};
const anaEvents = Object.values(ANA);

const BRUNO = {
  onze: event({
    kind: 'overdue',
    date: '2025-09-27',
    representativeId: 11,
    customerRegister: N.TERCEIRA,
    receivable: 'R-ONZE',
    value: 250.25,
    text: 'Título R-ONZE vencido: R$ 250,25 em aberto',
    target: duplicates(N.TERCEIRA, 11),
  }),
  faturado: event({
    kind: 'invoiced',
    date: '2025-09-25',
    representativeId: 11,
    customerRegister: N.TERCEIRA,
    order: 505,
    invoice: 'NF-505',
    value: 300,
    text: 'Pedido 505 faturado: NF NF-505, R$ 300,00',
    target: customers(N.TERCEIRA, '2025-09-05', 11),
  }),
};

const CARLA = {
  pago: event({
    kind: 'paid',
    date: '2025-09-29',
    representativeId: 20,
    customerRegister: N.QUARTA,
    receivable: 'R-VINTE',
    value: 400,
    text: 'Título R-VINTE pago: R$ 400,00',
    target: duplicates(N.QUARTA, 20),
  }),
  cancelado: event({
    kind: 'canceled',
    date: '2025-09-28',
    representativeId: 20,
    customerRegister: N.QUARTA,
    order: 506,
    value: 700,
    text: 'Pedido 506 cancelado: R$ 700,00',
    target: customers(N.QUARTA, '2025-09-01', 20),
  }),
};

const team = [ANA.ontem, BRUNO.onze, BRUNO.faturado, ...anaEvents.slice(1)];
const everyone = [ANA.ontem, CARLA.pago, CARLA.cancelado, BRUNO.onze, BRUNO.faturado, ...anaEvents.slice(1)];

const answer = (events: NotificationEvent[], lastOpenedOn: string | null = null): NotificationsAnswer => ({
  today: '2025-09-30',
  lastOpenedOn,
  unread: events.filter((e) => e.unread).length,
  events,
});

describe.each(databaseKinds)('notifications on %s', (kind) => {
  const t = sharedFixture(() => buildInboxFixtureApp(kind));

  const list = (user: Parameters<CustomersFixtureApp['get']>[1], query = '') =>
    t.get<NotificationsAnswer>(`/api/v1/notifications${query}`, user);
  const counts = (user: Parameters<CustomersFixtureApp['get']>[1]) =>
    t.get<InboxCountsAnswer>('/api/v1/inbox/counts', user);
  const openedOn = async (username: string, day: string) =>
    sql`insert into notification_views (user_id, last_opened_on)
      select id, ${day}::date from users where username = ${username}
      on conflict (user_id) do update set last_opened_on = excluded.last_opened_on`.execute(t.handle.db);

  it("lists a rep's events of the last 30 days, newest first, each kind once, all unread before the first opening", async () => {
    expect(await list('ANA')).toEqual({ status: 200, body: answer(anaEvents) });
    expect((await list('BRUNO')).body).toEqual(answer(Object.values(BRUNO)));
    expect((await list('CARLA')).body).toEqual(answer(Object.values(CARLA)));
    expect((await counts('ANA')).body).toEqual({ notifications: 9, messages: 0 });
  });

  it("gives a rep-0 user the events of the reps in scope: a supervisor only the team's", async () => {
    expect((await list('SUPNORTE')).body).toEqual(answer(team));
    expect((await list('SUPNORTE', '?representativeId=11')).body).toEqual(answer(Object.values(BRUNO)));
    expect((await list('ADMIN')).body).toEqual(answer(everyone));
    expect((await list('ADMIN', '?representativeId=20')).body).toEqual(answer(Object.values(CARLA)));
    expect((await counts('SUPNORTE')).body).toEqual({ notifications: 11, messages: 0 });
    expect((await counts('ADMIN')).body).toEqual({ notifications: 13, messages: 0 });
    expect((await list('SUPNORTE', '?representativeId=20')).status).toBe(403);
    expect((await list('ANA', '?representativeId=11')).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
    expect((await counts(undefined)).status).toBe(401);
  });

  it('counts as unread only the events dated after the business day the user last opened the list', async () => {
    await openedOn('ANA', '2025-09-20');
    const read = (e: NotificationEvent) => ({ ...e, unread: false });
    const expected = [ANA.ontem, ANA.pago, ANA.prorrogado, ...anaEvents.slice(3).map(read)];
    // A write straight into the database reaches the answer cache as a notice (decision 033): at once on PGlite,
    // within moments on PostgreSQL.
    await expect
      .poll(async () => (await list('ANA')).body, { timeout: 2_000 })
      .toEqual(answer(expected, '2025-09-20'));
    expect((await counts('ANA')).body).toEqual({ notifications: 3, messages: 0 });
    // Per user: the supervisor's count is untouched by ANA's opening.
    expect((await counts('SUPNORTE')).body).toEqual({ notifications: 11, messages: 0 });
  });

  it('marks them read when the user opens the list: today’s events count as read', async () => {
    const seen = await t.send('POST', '/api/v1/notifications/seen', {}, 'ANA');
    expect(seen).toEqual({ status: 200, body: { lastOpenedOn: '2025-09-30' } });
    const all = anaEvents.map((e) => ({ ...e, unread: false }));
    expect((await list('ANA')).body).toEqual(answer(all, '2025-09-30'));
    expect((await counts('ANA')).body).toEqual({ notifications: 0, messages: 0 });
    // Again the same day: nothing changes.
    expect((await t.send('POST', '/api/v1/notifications/seen', {}, 'ANA')).status).toBe(200);
    expect((await counts('ANA')).body).toEqual({ notifications: 0, messages: 0 });
    expect((await counts('BRUNO')).body).toEqual({ notifications: 2, messages: 0 });
    expect((await t.send('POST', '/api/v1/notifications/seen', {}, undefined)).status).toBe(401);
  });

  it('keeps the opened day through an ERP import, which moves the counts only through the data', async () => {
    const before = (
      await sql<{ row: string }>`select n::text as row from notification_views n order by 1`.execute(
        t.handle.db,
      )
    ).rows;
    expect(before).toHaveLength(1);
    const result = await importFolder(t.handle, NOTIFICATIONS_FOLDER);
    expect(result.ok).toBe(true);
    const after = (
      await sql<{ row: string }>`select n::text as row from notification_views n order by 1`.execute(
        t.handle.db,
      )
    ).rows;
    expect(after).toEqual(before);
    expect((await counts('ANA')).body).toEqual({ notifications: 0, messages: 0 });
  });
});
