import { hashPassword, verifyPassword } from '../auth/password.ts';
import { filePasswordDigest, sameFilePassword } from './file-password-digest.ts';
import type { Session } from './session.ts';
import type { PrepareBatch } from './stage-file.ts';

export type UserPasswordHasher = {
  /** The batch step that replaces each plain password of users.csv by the hash the user is to have. */
  prepare: PrepareBatch;
  /** Remembers what the file brought for each user whose password it set: call it once the users are written. */
  remember: (session: Session) => Promise<void>;
};

type StoredUser = { username: string; password_hash: string; file_password: string | null };

/**
 * Returns the step that replaces each plain password of users.csv by a scrypt hash before it reaches the database.
 * The file sets a password only when it brings a different one than last time (docs/decisions/214): when it brings
 * the same, the user keeps the portal's (reset in Administração, or changed by the user). A user whose stored hash
 * already matches keeps it (no new salt), so a re-import changes nothing and logs nobody out. Hashes run on libuv's
 * thread pool, at most `concurrency` at a time: the pool also serves every file read, and a thousand queued hashes
 * would hold the import's reads back until all are done (bench/import measured 28 s of a first load waiting so). The
 * stored hashes are read up front: users are few, and the connection is busy with the COPY while batches run.
 */
export const makeUserPasswordHasher = async (
  session: Session,
  { concurrency = 2 }: { concurrency?: number } = {},
): Promise<UserPasswordHasher> => {
  const { rows: existing } = await session.query<StoredUser>(
    `select u.username, u.password_hash, p.digest as file_password
       from users u left join user_file_passwords p on p.user_id = u.id`,
  );
  const stored = new Map(existing.map((user) => [user.username, user]));
  const brought = new Map<string, string>();
  const prepare: PrepareBatch = async (rows, columns) => {
    const userAt = columns.findIndex((column) => column.name === 'username');
    const passwordAt = columns.findIndex((column) => column.name === 'password');
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < rows.length) {
        const row = rows[next] as (string | null)[];
        next += 1;
        const username = row[userAt] ?? '';
        const plain = row[passwordAt] ?? '';
        const current = stored.get(username);
        if (current?.file_password && sameFilePassword(plain, current.file_password)) {
          row[passwordAt] = current.password_hash;
          brought.delete(username);
          continue;
        }
        brought.set(username, filePasswordDigest(plain));
        row[passwordAt] =
          current && (await verifyPassword(plain, current.password_hash))
            ? current.password_hash
            : await hashPassword(plain);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  };
  const remember = async (target: Session): Promise<void> => {
    if (brought.size === 0) return;
    await target.query(
      `insert into user_file_passwords (user_id, digest)
       select u.id, b.digest from unnest($1::text[], $2::text[]) as b(username, digest)
         join users u on u.username = b.username
       on conflict (user_id) do update set digest = excluded.digest`,
      [[...brought.keys()], [...brought.values()]],
    );
  };
  return { prepare, remember };
};
