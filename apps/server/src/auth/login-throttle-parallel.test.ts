import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { makeClock } from '../config/clock.ts';
import { openDatabase, type DatabaseHandle } from '../db/connect.ts';
import { PAIR_MAX_FAILURES, USERNAME_MAX_FAILURES } from './login-throttle.queries.ts';
import { buildTestApp, TEST_SECRET } from '../testing/test-app.ts';
import { databaseKinds, openTestDatabase, testDatabaseUrl } from '../testing/test-database.ts';
import { seedPeople } from '../testing/seed-people.ts';

const TOO_MANY = 'Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.';
const WRONG = 'Usuário ou senha incorreto';

const guess = (app: FastifyInstance, username: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: 'ERRADA' },
    remoteAddress: ip,
  });

/** How many guesses had their password checked (401) and how many were refused unchecked (429), by message. */
const outcome = (answers: Awaited<ReturnType<typeof guess>>[]) => {
  const messages = answers.map((answer) => `${answer.statusCode} ${answer.json().error.message}`);
  return {
    checked: messages.filter((message) => message === `401 ${WRONG}`).length,
    refused: messages.filter((message) => message === `429 ${TOO_MANY}`).length,
  };
};

// Parallel guesses once all passed one count each before any was recorded (docs/decisions/185).
describe.each(databaseKinds)('parallel wrong passwords on %s', (kind) => {
  it('for one user from one address: only the limit is checked, the rest are refused', async () => {
    const t = await buildTestApp(kind, { seed: seedPeople });
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, () => guess(t.app, 'REP10', '198.51.100.7')),
      );
      expect(outcome(answers)).toEqual({ checked: PAIR_MAX_FAILURES, refused: 60 - PAIR_MAX_FAILURES });
    } finally {
      await t.close();
    }
  }, 60_000);

  it('for one user spread over ten addresses: only the per-user limit is checked', async () => {
    const t = await buildTestApp(kind, { seed: seedPeople });
    try {
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) => guess(t.app, 'REP20', `192.0.2.${(i % 10) + 1}`)),
      );
      expect(outcome(answers)).toEqual({
        checked: USERNAME_MAX_FAILURES,
        refused: 150 - USERNAME_MAX_FAILURES,
      });
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('parallel wrong passwords through two instances on one PostgreSQL', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    first = await openTestDatabase('postgres');
    await seedPeople(first);
    second = await openDatabase({
      databaseUrl: testDatabaseUrl(),
      dataDir: '',
      ...(first.schema ? { searchPath: first.schema } : {}),
    });
    apps = await Promise.all(
      [first, second].map((handle) => buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET })),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await first?.close();
  });

  it('count the guesses together: only the limit is checked across both', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => guess(apps[i % 2]!, 'SUP1', '198.51.100.8')),
    );
    expect(outcome(answers)).toEqual({ checked: PAIR_MAX_FAILURES, refused: 60 - PAIR_MAX_FAILURES });
  }, 60_000);
});
