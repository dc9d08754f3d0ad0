import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Session } from './session.ts';
import type { PrepareBatch } from './stage-file.ts';

/**
 * Returns a batch step that replaces each plain password of users.csv by its scrypt hash before it
 * reaches the database. A user whose stored hash already matches keeps it (no new salt), so a re-import
 * changes nothing and logs nobody out. Hashes run concurrently on libuv's thread pool. The stored hashes
 * are read up front: users are few, and the connection is busy with the COPY while batches run.
 */
export const makeUserPasswordHasher = async (session: Session): Promise<PrepareBatch> => {
  const { rows: existing } = await session.query<{ username: string; password_hash: string }>(
    'select username, password_hash from users',
  );
  const stored = new Map(existing.map((user) => [user.username, user.password_hash]));
  return async (rows, columns) => {
    const userAt = columns.findIndex((column) => column.name === 'username');
    const passwordAt = columns.findIndex((column) => column.name === 'password');
    await Promise.all(
      rows.map(async (row) => {
        const plain = row[passwordAt] ?? '';
        const current = stored.get(row[userAt] ?? '');
        row[passwordAt] =
          current && (await verifyPassword(plain, current)) ? current : await hashPassword(plain);
      }),
    );
  };
};
