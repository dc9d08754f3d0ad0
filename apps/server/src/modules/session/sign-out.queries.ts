import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

type Who = { userId: number; username: string };

/** The audit line of a sign-out: whose, and from this device or all of them. */
const auditSignOut = (db: Kysely<Database>, who: Who, devices: 'this' | 'all') =>
  recordAudit(db, {
    userId: who.userId,
    username: who.username,
    action: 'sign-out',
    entity: 'session',
    entityKey: String(who.userId),
    oldValue: null,
    newValue: { devices },
  });

/**
 * Records one session as signed out until its absolute end (after which its tokens are refused anyway), and drops
 * the records past their end. The write moves the data version, so every process forgets the users it kept and reads
 * the record before the next call of that session (docs/decisions/105).
 */
export const signOutSession = async (
  db: Kysely<Database>,
  who: Who,
  session: { id: string; until: Date },
): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('signed_out_sessions')
      .where('until', '<', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('signed_out_sessions')
      .values({ session_id: session.id, user_id: who.userId, until: session.until })
      .onConflict((conflict) => conflict.column('session_id').doNothing())
      .execute();
    await auditSignOut(trx, who, 'this');
  });
};

/** Every token of the user stops working at once: the token version moves, as when the password changes. */
export const signOutEverywhere = async (db: Kysely<Database>, who: Who): Promise<void> => {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ token_version: sql<number>`token_version + 1` })
      .where('id', '=', who.userId)
      .execute();
    await auditSignOut(trx, who, 'all');
  });
};
