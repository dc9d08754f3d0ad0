import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNPAIRED_SURROGATE_MESSAGE } from '../plugins/refuse-nul.ts';
import {
  buildCustomersFixtureApp,
  type CustomersFixtureApp,
  type FixtureUser,
} from '../testing/customers-fixture.ts';
import { databaseKinds } from '../testing/test-database.ts';

// Half of a UTF-16 pair ("\ud800" in JSON) in any text of any write: 400 with a Portuguese message and nothing
// written, never the 500 of the audit trail's jsonb refusing it (docs/decisions/190).

const lone = ['\ud800', 'nota \udc00 cortada', 'emoji cortado \ud83d'];

describe.each(databaseKinds)('unpaired surrogates in a write on %s', (kind) => {
  let t: CustomersFixtureApp;
  beforeAll(async () => {
    t = await buildCustomersFixtureApp(kind);
  });
  afterAll(async () => t?.close());

  const writes: [string, string, (text: string) => unknown, FixtureUser][] = [
    [
      'a visit note',
      '/api/v1/visits',
      (text) => ({ customerRegister: '11111111000191', outcome: 'sold', note: text }),
      'ANA',
    ],
    ['a message title', '/api/v1/messages', (text) => ({ title: text, text: 'Texto', toAll: true }), 'ADMIN'],
    ['a message text', '/api/v1/messages', (text) => ({ title: 'Aviso', text, toAll: true }), 'ADMIN'],
    [
      'a key of the body',
      '/api/v1/messages',
      (text) => ({ title: 'Aviso', text: 'Texto', toAll: true, [text]: 1 }),
      'ADMIN',
    ],
  ];

  it.each(writes)('answers %s holding one with 400 and writes nothing', async (_what, url, body, user) => {
    for (const text of lone) {
      const answer = await t.send<{ error: { code: string; message: string } }>(
        'POST',
        url,
        body(text),
        user,
      );
      expect(answer.status, JSON.stringify(text)).toBe(400);
      expect(answer.body.error).toEqual({ code: 'BAD_REQUEST', message: UNPAIRED_SURROGATE_MESSAGE });
    }
    expect(await t.handle.db.selectFrom('visits').select('note').execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('messages').select('id').execute()).toEqual([]);
    expect(await t.handle.db.selectFrom('audit_log').select('id').execute()).toEqual([]);
  });

  it('answers the sign-in with one with 400 too', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ANA\ud800', password: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toBe(UNPAIRED_SURROGATE_MESSAGE);
  });

  it('keeps a whole emoji, a pair, as any other text', async () => {
    const answer = await t.send<{ note: string }>(
      'POST',
      '/api/v1/visits',
      { customerRegister: '11111111000191', outcome: 'sold', note: 'Cliente feliz 😀' },
      'ANA',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.note).toBe('Cliente feliz 😀');
  });
});
