import { describe, expect, it, vi } from 'vitest';
import type { ColumnSpec } from './file-specs.ts';
import type { Session } from './session.ts';

// Counts the hashes in flight: the import's file reads share libuv's pool with them (decision 014, update).
let running = 0;
let most = 0;
vi.mock('../auth/password.ts', () => ({
  hashPassword: async (plain: string) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 2));
    running -= 1;
    return `hash:${plain}`;
  },
  verifyPassword: async (plain: string, stored: string) => stored === `hash:${plain}`,
}));

const { makeUserPasswordHasher } = await import('./hash-user-passwords.ts');

const columns = [
  { name: 'username', type: 'username' },
  { name: 'password', type: 'password' },
] as ColumnSpec[];
const sessionWith = (stored: { username: string; password_hash: string }[]): Session =>
  ({ query: async () => ({ rows: stored }) }) as unknown as Session;

describe('hashing the passwords of users.csv', () => {
  it('runs at most `concurrency` hashes at a time and hashes every row', async () => {
    for (const concurrency of [1, 2]) {
      most = 0;
      const rows = Array.from({ length: 12 }, (_, index) => [`REP${index}`, `SENHA${index}`]);
      await (
        await makeUserPasswordHasher(sessionWith([]), { concurrency })
      )(rows, columns);
      expect(most).toBe(concurrency);
      expect(rows.map((row) => row[1])).toEqual(rows.map((_, index) => `hash:SENHA${index}`));
    }
  });

  it('keeps a stored hash that still matches, so a re-import logs nobody out', async () => {
    const rows = [
      ['REP1', 'SENHA1'],
      ['REP2', 'NOVA'],
    ];
    const stored = [
      { username: 'REP1', password_hash: 'hash:SENHA1' },
      { username: 'REP2', password_hash: 'hash:VELHA' },
    ];
    await (
      await makeUserPasswordHasher(sessionWith(stored))
    )(rows, columns);
    expect(rows).toEqual([
      ['REP1', 'hash:SENHA1'],
      ['REP2', 'hash:NOVA'],
    ]);
  });
});
