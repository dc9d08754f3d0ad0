import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { repIn } from '../../../db/sql-kit/filters.ts';
import { toMoney } from '../../../db/sql-kit/money.ts';

// Reps, supervisors, origins and cancellation reasons of the reps read (the BI board is domain/team's).

type RepRow = {
  id: number;
  name: string;
  supervisor_id: number | null;
  supervisor_name: string | null;
  commission_rate: string;
  active: boolean;
};

export const commercialRepresentativesOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null },
) => {
  const { rows } = await sql<RepRow>`
    select rp.id, rp.name, rp.supervisor_id, s.name as supervisor_name,
      round(rp.commission_rate, 2)::text as commission_rate, rp.active
    from representatives rp left join supervisors s on s.id = rp.supervisor_id
    where ${repIn('rp.id', filter.reps)}
    order by rp.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
    supervisorName: row.supervisor_name,
    commissionRate: toMoney(row.commission_rate),
    active: row.active,
  }));
};

/** Supervisors of the reps read, with how many of those reps each leads. */
export const commercialSupervisorsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ id: number; name: string; representatives: number }>`
    select s.id, s.name, count(rp.id)::int as representatives
    from supervisors s join representatives rp on rp.supervisor_id = s.id
    where ${repIn('rp.id', filter.reps)}
    group by s.id, s.name
    order by s.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    representatives: Number(row.representatives),
  }));
};

/** Distinct order origins of the reps read, with how many orders came from each. */
export const orderOriginsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ origin: string; orders: number }>`
    select o.origin, count(*)::int as orders from orders o
    where ${repIn('o.representative_id', filter.reps)} and o.origin is not null and o.origin <> ''
    group by o.origin order by o.origin`.execute(db);
  return rows.map((row) => ({ origin: row.origin, orders: Number(row.orders) }));
};

/** Distinct cancellation reasons used on the reps' orders. */
export const cancellationReasonsOf = async (db: Kysely<Database>, filter: { reps: number[] | null }) => {
  const { rows } = await sql<{ reason: string; orders: number }>`
    select o.cancel_reason as reason, count(*)::int as orders from orders o
    where ${repIn('o.representative_id', filter.reps)} and o.cancel_reason is not null and o.cancel_reason <> ''
    group by o.cancel_reason order by o.cancel_reason`.execute(db);
  return rows.map((row) => ({ reason: row.reason, orders: Number(row.orders) }));
};
