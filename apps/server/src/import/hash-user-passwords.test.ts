import { describe, expect, it, vi } from 'vitest';
import type { ColumnSpec } from './file-specs.ts';
import type { Session } from './session.ts';

// Counts the hashes in flight: the import's file reads share libuv's pool with them (decision 014, update).
let running = 0;
let most = 0;
vi.mock('../auth/password.ts', () => ({
  normalizeCredential: (value: string) => value.trim().toUpperCase(),
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
const { filePasswordDigest } = await import('./file-password-digest.ts');

const columns = [
  { name: 'username', type: 'username' },
  { name: 'password', type: 'password' },
] as ColumnSpec[];
type Stored = { username: string; password_hash: string; file_password?: string | null };
const sessionWith = (stored: Stored[]): Session =>
  ({ query: async () => ({ rows: stored }) }) as unknown as Session;

describe('hashing the passwords of users.csv', () => {
  it('runs at most `concurrency` hashes at a time and hashes every row', async () => {
    for (const concurrency of [1, 2]) {
      most = 0;
      const rows = Array.from({ length: 12 }, (_, index) => [`REP${index}`, `SENHA${index}`]);
      await (await makeUserPasswordHasher(sessionWith([]), { concurrency })).prepare(rows, columns);
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
    await (await makeUserPasswordHasher(sessionWith(stored))).prepare(rows, columns);
    expect(rows).toEqual([
      ['REP1', 'hash:SENHA1'],
      ['REP2', 'hash:NOVA'],
    ]);
  });

  it("keeps the portal's password while the file brings the one it brought last time", async () => {
    const rows = [
      ['REP1', 'SENHA1'],
      ['REP2', 'NOVA'],
      ['REP3', 'SENHA3'],
    ];
    const stored = [
      // Reset in the portal after the file brought SENHA1.
      { username: 'REP1', password_hash: 'hash:PORTAL', file_password: filePasswordDigest('senha1') },
      { username: 'REP2', password_hash: 'hash:PORTAL', file_password: filePasswordDigest('VELHA') },
      { username: 'REP3', password_hash: 'hash:PORTAL', file_password: null },
    ];
    const written: unknown[][] = [];
    const session = {
      query: async (text: string, params?: unknown[]) => {
        if (text.startsWith('insert')) written.push(params ?? []);
        return { rows: stored, rowCount: 0 };
      },
    } as unknown as Session;
    const hasher = await makeUserPasswordHasher(session);
    await hasher.prepare(rows, columns);
    expect(rows).toEqual([
      ['REP1', 'hash:PORTAL'],
      ['REP2', 'hash:NOVA'],
      ['REP3', 'hash:SENHA3'],
    ]);
    await hasher.remember(session);
    // Only what the file changed is remembered anew, as digests, never in plain text.
    expect(written).toHaveLength(1);
    const [usernames, digests] = written[0] as [string[], string[]];
    expect(usernames).toEqual(['REP2', 'REP3']);
    expect(digests.every((digest) => digest.startsWith('sha256$') && !digest.includes('NOVA'))).toBe(true);
  });
});
