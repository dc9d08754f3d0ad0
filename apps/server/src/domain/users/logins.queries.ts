import type { IntegrationUser } from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-log.queries.ts';

// Users administration: every change and its audit row in one transaction (docs/decisions/062). A password
// change or a disable bumps token_version, so the tokens already issued stop working at once (plugins/authenticate.ts).

export type Actor = { id: number; username: string };

export type UserChanges = {
  passwordHash?: string | undefined;
  representativeId?: number | undefined;
  supervisorId?: number | null | undefined;
  active?: boolean | undefined;
};

const columns = [
  'id',
  'username',
  'representative_id',
  'supervisor_id',
  'active',
  'created_at',
  'updated_at',
] as const;

type UserRow = {
  id: number;
  username: string;
  representative_id: number;
  supervisor_id: number | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
};

const toUser = (row: UserRow): IntegrationUser => ({
  id: Number(row.id),
  username: row.username,
  representativeId: Number(row.representative_id),
  supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
  active: row.active,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** What the audit keeps of a user: never the password hash. */
const snapshot = (user: IntegrationUser) => ({
  username: user.username,
  representativeId: user.representativeId,
  supervisorId: user.supervisorId,
  active: user.active,
});

export const allUsers = async (db: Kysely<Database>): Promise<IntegrationUser[]> =>
  (await db.selectFrom('users').select(columns).orderBy('id').execute()).map(toUser);

export const userById = async (db: Kysely<Database>, id: number): Promise<IntegrationUser | undefined> => {
  const row = await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
  return row ? toUser(row) : undefined;
};

/** A rep-0 user may be limited to a team; a rep's own login may not (its scope is the rep). */
const checkReferences = async (
  trx: Transaction<Database>,
  representativeId: number,
  supervisorId: number | null,
): Promise<void> => {
  if (representativeId > 0) {
    const rep = await trx
      .selectFrom('representatives')
      .select('id')
      .where('id', '=', representativeId)
      .executeTakeFirst();
    if (!rep) throw badRequest(`Representante ${representativeId} não existe`, 'representativeId');
    if (supervisorId !== null)
      throw badRequest('Supervisor só se aplica a usuários do representante 0', 'supervisorId');
  }
  if (supervisorId !== null) {
    const supervisor = await trx
      .selectFrom('supervisors')
      .select('id')
      .where('id', '=', supervisorId)
      .executeTakeFirst();
    if (!supervisor) throw badRequest(`Supervisor ${supervisorId} não existe`, 'supervisorId');
  }
};

export const createUser = async (
  db: Kysely<Database>,
  user: {
    username: string;
    passwordHash: string;
    representativeId: number;
    supervisorId: number | null;
    active: boolean;
  },
  actor: Actor,
): Promise<IntegrationUser> =>
  db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('username', '=', user.username)
      .executeTakeFirst();
    if (taken) throw new AppError('CONFLICT', `O usuário ${user.username} já existe`, 'username');
    await checkReferences(trx, user.representativeId, user.supervisorId);
    const row = await trx
      .insertInto('users')
      .values({
        username: user.username,
        password_hash: user.passwordHash,
        representative_id: user.representativeId,
        supervisor_id: user.supervisorId,
        active: user.active,
      })
      .returning(columns)
      .executeTakeFirstOrThrow();
    const created = toUser(row);
    await recordAudit(trx, {
      userId: actor.id,
      username: actor.username,
      action: 'create',
      entity: 'user',
      entityKey: created.username,
      oldValue: null,
      newValue: snapshot(created),
    });
    return created;
  });

export const updateUser = async (
  db: Kysely<Database>,
  id: number,
  changes: UserChanges,
  actor: Actor,
  action: 'update' | 'disable' = 'update',
): Promise<IntegrationUser> =>
  db.transaction().execute(async (trx) => {
    const oldRow = await trx
      .selectFrom('users')
      .select(columns)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!oldRow) throw notFound('Usuário não encontrado');
    const old = toUser(oldRow);
    const representativeId = changes.representativeId ?? old.representativeId;
    const supervisorId = changes.supervisorId === undefined ? old.supervisorId : changes.supervisorId;
    await checkReferences(trx, representativeId, supervisorId);
    const active = changes.active ?? old.active;
    const logsOut = changes.passwordHash !== undefined || (old.active && !active);
    const row = await trx
      .updateTable('users')
      .set({
        representative_id: representativeId,
        supervisor_id: supervisorId,
        active,
        ...(changes.passwordHash === undefined ? {} : { password_hash: changes.passwordHash }),
        ...(logsOut ? { token_version: sql<number>`token_version + 1` } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    const updated = toUser(row);
    await recordAudit(trx, {
      userId: actor.id,
      username: actor.username,
      action,
      entity: 'user',
      entityKey: updated.username,
      oldValue: snapshot(old),
      newValue: {
        ...snapshot(updated),
        ...(changes.passwordHash === undefined ? {} : { passwordChanged: true }),
      },
    });
    return updated;
  });
