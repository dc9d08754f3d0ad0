import type { GridProfile, GridProfileBody } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

type Actor = { userId: number; username: string };

const toProfile = (row: { id: number; name: string; settings: unknown }): GridProfile => {
  const settings = row.settings as { columns: string[]; widths: Record<string, number> };
  return { id: String(row.id), name: row.name, columns: settings.columns, widths: settings.widths };
};

/** One user's saved column profiles of one grid, by name. */
export const profilesOf = async (
  db: Kysely<Database>,
  userId: number,
  grid: string,
): Promise<GridProfile[]> => {
  const rows = await db
    .selectFrom('grid_profiles')
    .select(['id', 'name', 'settings'])
    .where('user_id', '=', userId)
    .where('grid', '=', grid)
    .orderBy('name')
    .execute();
  return rows.map(toProfile);
};

/** Saves a profile under its name (a second save with the same name replaces it), audited in the same transaction. */
export const saveProfile = async (
  db: Kysely<Database>,
  actor: Actor,
  grid: string,
  profile: GridProfileBody,
): Promise<GridProfile> =>
  db.transaction().execute(async (trx) => {
    const settings = JSON.stringify({ columns: profile.columns, widths: profile.widths });
    const row = await trx
      .insertInto('grid_profiles')
      .values({ user_id: actor.userId, grid, name: profile.name, settings })
      .onConflict((oc) =>
        oc.columns(['user_id', 'grid', 'name']).doUpdateSet({ settings, updated_at: new Date() }),
      )
      .returning(['id', 'name', 'settings'])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      userId: actor.userId,
      username: actor.username,
      action: 'save',
      entity: 'grid_profile',
      entityKey: `${grid}:${profile.name}`,
      oldValue: null,
      newValue: { columns: profile.columns, widths: profile.widths },
    });
    return toProfile(row);
  });

/** Deletes one of the user's own profiles; false when there is no such profile of this user. */
export const removeProfile = async (
  db: Kysely<Database>,
  actor: Actor,
  grid: string,
  id: number,
): Promise<boolean> =>
  db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('grid_profiles')
      .where('id', '=', id)
      .where('user_id', '=', actor.userId)
      .where('grid', '=', grid)
      .returning(['name'])
      .executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, {
      userId: actor.userId,
      username: actor.username,
      action: 'delete',
      entity: 'grid_profile',
      entityKey: `${grid}:${removed.name}`,
      oldValue: null,
      newValue: null,
    });
    return true;
  });

export const hintsOf = async (db: Kysely<Database>, grid: string): Promise<Record<string, string>> => {
  const rows = await db
    .selectFrom('grid_hints')
    .select(['column_key', 'hint'])
    .where('grid', '=', grid)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.column_key, row.hint]));
};

/** Sets a column's hint for everyone; an empty text removes it. Audited with the old and new text. */
export const saveHint = async (
  db: Kysely<Database>,
  actor: Actor,
  grid: string,
  column: string,
  hint: string,
): Promise<void> =>
  db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('grid_hints')
      .select('hint')
      .where('grid', '=', grid)
      .where('column_key', '=', column)
      .executeTakeFirst();
    if (hint === '') {
      await trx.deleteFrom('grid_hints').where('grid', '=', grid).where('column_key', '=', column).execute();
    } else {
      await trx
        .insertInto('grid_hints')
        .values({ grid, column_key: column, hint, updated_by: actor.userId })
        .onConflict((oc) =>
          oc
            .columns(['grid', 'column_key'])
            .doUpdateSet({ hint, updated_by: actor.userId, updated_at: new Date() }),
        )
        .execute();
    }
    await recordAudit(trx, {
      userId: actor.userId,
      username: actor.username,
      action: hint === '' ? 'delete' : 'save',
      entity: 'grid_hint',
      entityKey: `${grid}:${column}`,
      oldValue: old ? { hint: old.hint } : null,
      newValue: hint === '' ? null : { hint },
    });
  });
