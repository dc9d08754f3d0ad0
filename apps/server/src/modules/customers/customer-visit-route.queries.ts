import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

// customer/update: the portal's only write to a customer is its route (docs/product.md §6). Checked, versioned and audited
// in one transaction, with the row locked so two saves never interleave (docs/decisions/043).

export type CustomerRouteChange = {
  register: string;
  route: number;
  /** When given, the save happens only if the row still has this version (optimistic locking). */
  expectedVersion: number;
  /** The caller's reps (null = every rep): a customer of another rep is refused. */
  reps: number[] | null;
  actor: { userId: number; username: string };
};

export type CustomerRouteOutcome = 'saved' | 'unchanged' | 'not-found' | 'forbidden' | 'conflict';

export const saveCustomerRoute = async (
  db: Kysely<Database>,
  change: CustomerRouteChange,
): Promise<CustomerRouteOutcome> =>
  db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('customers')
      .select(['representative_id', 'route', 'route_version'])
      .where('register', '=', change.register)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return 'not-found';
    if (change.reps !== null && !change.reps.includes(current.representative_id)) return 'forbidden';
    if (change.expectedVersion !== current.route_version) return 'conflict';
    if (current.route === change.route) return 'unchanged';
    await trx
      .updateTable('customers')
      .set({ route: change.route, route_version: sql`route_version + 1` })
      .where('register', '=', change.register)
      .execute();
    await recordAudit(trx, {
      userId: change.actor.userId,
      username: change.actor.username,
      action: 'update',
      entity: 'customer',
      entityKey: change.register,
      oldValue: { route: current.route, routeVersion: current.route_version },
      newValue: { route: change.route, routeVersion: current.route_version + 1 },
    });
    return 'saved';
  });
