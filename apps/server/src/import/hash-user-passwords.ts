import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Session } from './session.ts';
import type { PrepareBatch } from './stage-file.ts';

/**
 * Returns a batch step that replaces each plain password of users.csv by its scrypt hash before it
 * reaches the database. A user whose stored hash already matches keeps it (no new salt), so a re-import
 * changes nothing and logs nobody out. Hashes run on libuv's thread pool, at most `concurrency` at a time: the
 * pool also serves every file read, and a thousand queued hashes would hold the import's reads back until all
 * are done (bench/import measured 28 s of a first load waiting so). The stored hashes are read up front: users
 * are few, and the connection is busy with the COPY while batches run.
 */
export const makeUserPasswordHasher = async (
  session: Session,
  { concurrency = 2 }: { concurrency?: number } = {},
): Promise<PrepareBatch> => {
  const { rows: existing } = await session.query<{ username: string; password_hash: string }>(
    'select username, password_hash from users',
  );
  const stored = new Map(existing.map((user) => [user.username, user.password_hash]));
  return async (rows, columns) => {
    const userAt = columns.findIndex((column) => column.name === 'username');
    const passwordAt = columns.findIndex((column) => column.name === 'password');
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rows.length) {
        const row = rows[next] as (string | null)[];
        next += 1;
        const plain = row[passwordAt] ?? '';
        const current = stored.get(row[userAt] ?? '');
        row[passwordAt] =
          current && (await verifyPassword(plain, current)) ? current : await hashPassword(plain);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  };
};
