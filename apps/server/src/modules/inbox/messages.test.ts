import type { AuditEntry, InboxCountsAnswer, MessagesAnswer, SentMessage } from '@portal/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importFolder } from '../../import/index.ts';
import type { FixtureUser } from '../../testing/customers-fixture.ts';
import { buildInboxFixtureApp, NOTIFICATIONS_FOLDER } from '../../testing/inbox-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { auditTrailOf } from '../../domain/audit/audit-log.queries.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Mensagens (docs/domain.md §5.5; docs/decisions/075) on test-fixtures/notifications, today 2025-09-30. SUPNORTE's
// team is reps 10 (ANA), 11 (BRUNO) and 12 (DANIEL, inactive, no login); CARLA (20) is outside it. A message is
// scoped, validated and audited in one transaction; a refused one writes nothing.

type ErrorBody = { error?: { code: string; message: string; field?: string } };

describe.each(databaseKinds)('messages on %s', (kind) => {
  const t = sharedFixture(() => buildInboxFixtureApp(kind));

  const send = (payload: unknown, user?: FixtureUser) =>
    t.send<SentMessage & ErrorBody>('POST', '/api/v1/messages', payload, user);
  const read = (id: number | string, user?: FixtureUser) =>
    t.send<ErrorBody & { id?: number; read?: boolean }>('POST', `/api/v1/messages/${id}/read`, {}, user);
  const list = (user?: FixtureUser) => t.get<MessagesAnswer>('/api/v1/messages', user);
  const counts = async (user: FixtureUser) =>
    (await t.get<InboxCountsAnswer>('/api/v1/inbox/counts', user)).body;
  const tables = async () => ({
    messages: (
      await sql<{ row: string }>`select m::text as row from messages m order by 1`.execute(t.handle.db)
    ).rows,
    recipients: (
      await sql<{ row: string }>`select r::text as row from message_recipients r order by 1`.execute(
        t.handle.db,
      )
    ).rows,
    audit: (await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.handle.db)).rows[0]
      ?.n,
  });
  /** The fields that do not depend on the clock. */
  const shape = ({ sentAt, ...rest }: { sentAt: string } & Record<string, unknown>) => {
    expect(Number.isNaN(Date.parse(sentAt))).toBe(false);
    return rest;
  };

  let toTeam = 0;
  let toCarla = 0;

  it('lets a supervisor write to every active rep of the team, audited', async () => {
    const { status, body } = await send(
      { title: '  Campanha de verão  ', text: 'Meta dobrada\nem outubro', toAll: true },
      'SUPNORTE',
    );
    expect(status).toBe(200);
    toTeam = body.id;
    expect(shape(body)).toEqual({
      id: toTeam,
      title: 'Campanha de verão',
      text: 'Meta dobrada\nem outubro',
      sentBy: 'SUPNORTE',
      sentOn: '2025-09-30',
      // DANIEL (12) is in the team but inactive.
      recipients: [10, 11],
      readCount: 0,
    });
    const trail = await auditTrailOf(t.handle.db, 'message', String(toTeam));
    expect(
      trail.map(({ action, username, oldValue, newValue }) => ({ action, username, oldValue, newValue })),
    ).toEqual([
      {
        action: 'create',
        username: 'SUPNORTE',
        oldValue: null,
        newValue: { title: 'Campanha de verão', text: 'Meta dobrada\nem outubro', recipients: [10, 11] },
      },
    ]);
    const audit = await t.get<AuditEntry[]>('/api/v1/audit?entity=message', 'ADMIN');
    expect(audit.body.map((entry) => entry.entityKey)).toEqual([String(toTeam)]);
  });

  it('lets an administrator write to chosen reps; each rep sees only their own, newest first', async () => {
    const { status, body } = await send(
      { title: 'Cobrança', text: 'Ligar para a QUARTA', representativeIds: [20] },
      'ADMIN',
    );
    expect(status).toBe(200);
    toCarla = body.id;
    expect(body.recipients).toEqual([20]);
    const both = await send(
      { title: 'Reunião', text: 'Sexta às 9h', representativeIds: [11, 10, 11] },
      'ADMIN',
    );
    expect(both.body.recipients).toEqual([10, 11]);

    const ana = await list('ANA');
    expect(ana.status).toBe(200);
    expect(ana.body.sent).toEqual([]);
    expect(ana.body.unread).toBe(2);
    expect(ana.body.received.map(shape)).toEqual([
      {
        id: both.body.id,
        title: 'Reunião',
        text: 'Sexta às 9h',
        sentBy: 'ADMIN',
        sentOn: '2025-09-30',
        read: false,
      },
      {
        id: toTeam,
        title: 'Campanha de verão',
        text: 'Meta dobrada\nem outubro',
        sentBy: 'SUPNORTE',
        sentOn: '2025-09-30',
        read: false,
      },
    ]);
    expect((await list('CARLA')).body.received.map((message) => message.id)).toEqual([toCarla]);
    expect((await list('BRUNO')).body.received.map((message) => message.id)).toEqual([both.body.id, toTeam]);
    expect(await counts('ANA')).toMatchObject({ messages: 2 });
    expect(await counts('CARLA')).toMatchObject({ messages: 1 });
    // A rep-0 user receives nothing: the list is what they wrote.
    expect(await counts('ADMIN')).toMatchObject({ messages: 0 });
    const admin = await list('ADMIN');
    expect(admin.body.received).toEqual([]);
    expect(admin.body.sent.map(({ id, recipients, readCount }) => ({ id, recipients, readCount }))).toEqual([
      { id: both.body.id, recipients: [10, 11], readCount: 0 },
      { id: toCarla, recipients: [20], readCount: 0 },
    ]);
    expect((await list('SUPNORTE')).body.sent.map((message) => message.id)).toEqual([toTeam]);
  });

  it('marks a message read for its rep only; the sender sees how many read it; the first read is audited', async () => {
    const answer = await read(toTeam, 'ANA');
    expect(answer).toEqual({ status: 200, body: { id: toTeam, read: true } });
    expect(await counts('ANA')).toMatchObject({ messages: 1 });
    expect(await counts('BRUNO')).toMatchObject({ messages: 2 });
    const ana = await list('ANA');
    expect(ana.body.received.map(({ id, read }) => ({ id, read }))).toEqual([
      { id: ana.body.received[0]?.id, read: false },
      { id: toTeam, read: true },
    ]);
    expect((await list('SUPNORTE')).body.sent).toMatchObject([{ id: toTeam, readCount: 1 }]);
    // Reading again changes nothing and records nothing.
    const before = await tables();
    expect((await read(toTeam, 'ANA')).status).toBe(200);
    expect(await tables()).toEqual(before);
    const trail = await auditTrailOf(t.handle.db, 'message_read', `${toTeam}:10`);
    expect(trail.map(({ username, oldValue, newValue }) => ({ username, oldValue, newValue }))).toEqual([
      { username: 'ANA', oldValue: { read: false }, newValue: { read: true } },
    ]);
  });

  it('refuses what is out of scope or invalid with a Portuguese message, and writes nothing', async () => {
    const before = await tables();
    const cases: [unknown, FixtureUser, number, string][] = [
      [
        { title: 'Oi', text: 'Oi', toAll: true },
        'ANA',
        403,
        'Acesso negado: só supervisores enviam mensagens',
      ],
      [
        { title: 'Oi', text: 'Oi', representativeIds: [20] },
        'SUPNORTE',
        403,
        'Acesso negado ao representante 20',
      ],
      [
        { title: 'Oi', text: 'Oi', representativeIds: [10, 20] },
        'SUPNORTE',
        403,
        'Acesso negado ao representante 20',
      ],
      [{ title: 'Oi', text: 'Oi', representativeIds: [99] }, 'ADMIN', 400, 'Representante 99 não encontrado'],
      [{ title: '', text: 'Oi', toAll: true }, 'SUPNORTE', 400, 'Informe o título'],
      [{ title: '   ', text: 'Oi', toAll: true }, 'SUPNORTE', 400, 'Informe o título'],
      [{ text: 'Oi', toAll: true }, 'SUPNORTE', 400, 'Informe o título'],
      [{ title: 'Oi', text: '', toAll: true }, 'SUPNORTE', 400, 'Informe o texto'],
      [
        { title: 't'.repeat(121), text: 'Oi', toAll: true },
        'SUPNORTE',
        400,
        'Título com mais de 120 caracteres',
      ],
      [
        { title: 'Oi', text: 'x'.repeat(2001), toAll: true },
        'SUPNORTE',
        400,
        'Texto com mais de 2.000 caracteres',
      ],
      [{ title: 'Oi', text: 'Oi' }, 'SUPNORTE', 400, 'Escolha ao menos um destinatário'],
      [
        { title: 'Oi', text: 'Oi', representativeIds: [] },
        'SUPNORTE',
        400,
        'Escolha ao menos um destinatário',
      ],
      [{ title: 'Oi', text: 'Oi', representativeIds: ['x'] }, 'SUPNORTE', 400, 'Número inválido'],
    ];
    for (const [payload, user, status, message] of cases) {
      const answer = await send(payload, user);
      expect(answer.status, JSON.stringify(payload)).toBe(status);
      expect(answer.body.error?.message, JSON.stringify(payload)).toBe(message);
    }
    expect((await send({ title: 'Oi', text: 'Oi', toAll: true })).status).toBe(401);

    const reads: [number | string, FixtureUser, number, string][] = [
      [toCarla, 'ANA', 403, 'Acesso negado: a mensagem é de outro representante'],
      [toCarla, 'BRUNO', 403, 'Acesso negado: a mensagem é de outro representante'],
      [toTeam, 'CARLA', 403, 'Acesso negado: a mensagem é de outro representante'],
      [toTeam, 'SUPNORTE', 403, 'Acesso negado: a mensagem é de outro representante'],
      [toCarla, 'ADMIN', 403, 'Acesso negado: a mensagem é de outro representante'],
      [999_999, 'ANA', 404, 'Mensagem não encontrada'],
      ['abc', 'ANA', 400, 'Mensagem inválida'],
      [0, 'ANA', 400, 'Mensagem inválida'],
    ];
    for (const [id, user, status, message] of reads) {
      const answer = await read(id, user);
      expect(answer.status, `${user} ${id}`).toBe(status);
      expect(answer.body.error?.message, `${user} ${id}`).toContain(message);
    }
    expect((await read(toTeam)).status).toBe(401);
    expect(await tables()).toEqual(before);
  });

  it('keeps a title of exactly 120 and a text of exactly 2,000 characters', async () => {
    const title = 't'.repeat(120);
    const text = 'x'.repeat(2000);
    const { status, body } = await send({ title, text, representativeIds: [12] }, 'SUPNORTE');
    expect(status).toBe(200);
    expect({ title: body.title, text: body.text, recipients: body.recipients }).toEqual({
      title,
      text,
      recipients: [12],
    });
  });

  it('caps the badge at 100 unread (the top bar shows 99+), while the list holds them all', async () => {
    const before = (await list('CARLA')).body.unread;
    for (let index = before; index < 101; index += 1)
      expect(
        (await send({ title: `Aviso ${index}`, text: 'Texto', representativeIds: [20] }, 'ADMIN')).status,
      ).toBe(200);
    expect((await list('CARLA')).body.unread).toBe(101);
    expect(await counts('CARLA')).toEqual({ notifications: 2, messages: 100 });
  });

  it('is never touched by the ERP import', async () => {
    const before = await tables();
    expect(before.messages.length).toBeGreaterThan(0);
    const result = await importFolder(t.handle, NOTIFICATIONS_FOLDER);
    expect(result.ok).toBe(true);
    const after = await tables();
    expect({ ...after, audit: undefined }).toEqual({ ...before, audit: undefined });
  });
});
