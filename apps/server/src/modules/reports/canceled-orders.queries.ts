import type { CanceledOrderGridRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { orderTotalsJoin } from '../../db/sql-kit/order-totals.ts';

// Ped. Cancelados grid (docs/domain.md §3): orders of the reps read canceled in the last 365 days, that is with
// canceled_on after today − 365 and not after today (the same "last 365 days" as the customer figures).
// canceled = Σ parts, canceledValue = Σ net value, daysBlocked = canceled_on − blocked_on (null without it).

export type CanceledOrderGridFilter = { today: string; reps: number[] | null };

type Row = {
  reason: string | null;
  representative_id: number;
  representative_name: string;
  number: number;
  delivery_date: string | null;
  cancellation_date: string;
  blocking_date: string | null;
  days_blocked: number | null;
  customer_name: string;
  customer_register: string;
  city_name: string;
  state_code: string;
  canceled: number;
  canceled_value: string;
};

export const canceledOrderGridRowsOf = async (
  db: Kysely<Database>,
  filter: CanceledOrderGridFilter,
): Promise<CanceledOrderGridRow[]> => {
  const { rows } = await sql<Row>`
    select o.cancel_reason as reason, o.representative_id, rep.name as representative_name, o.number,
      to_char(o.delivery_date, 'YYYY-MM-DD') as delivery_date,
      to_char(o.canceled_on, 'YYYY-MM-DD') as cancellation_date,
      to_char(o.blocked_on, 'YYYY-MM-DD') as blocking_date,
      (o.canceled_on - o.blocked_on)::int as days_blocked,
      c.name as customer_name, c.register::text as customer_register, ci.name as city_name, ci.state_code::text as state_code,
      coalesce(items.parts, 0)::int as canceled,
      round(coalesce(items.net_value, 0), 2)::text as canceled_value
    from orders o
    join representatives rep on rep.id = o.representative_id
    join customers c on c.register = o.customer_register
    join cities ci on ci.code = c.city_code
    ${orderTotalsJoin}
    where o.status = 'canceled'
      and o.canceled_on > ${filter.today}::date - 365 and o.canceled_on <= ${filter.today}::date
      and ${repIn('o.representative_id', filter.reps)}
    order by o.canceled_on desc, o.number desc`.execute(db);
  return rows.map((row) => ({
    reason: row.reason,
    representativeId: row.representative_id,
    representativeName: row.representative_name,
    salesOrder: Number(row.number),
    deliveryDate: row.delivery_date,
    cancellationDate: row.cancellation_date,
    blockingDate: row.blocking_date,
    daysBlocked: row.days_blocked === null ? null : Number(row.days_blocked),
    customerName: row.customer_name,
    customerRegister: row.customer_register,
    cityName: row.city_name,
    stateCode: row.state_code,
    canceled: Number(row.canceled),
    canceledValue: toMoney(row.canceled_value),
  }));
};
