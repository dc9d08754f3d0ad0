import type { BlockedOrder, OverdueTitle } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';

// The facts behind the visit plan's `collect` and `blocked` reasons (docs/domain.md §5.1), for the plan's customers.

const groupBy = <R extends { register: string }, F>(rows: R[], toFact: (row: R) => F): Map<string, F[]> => {
  const byRegister = new Map<string, F[]>();
  for (const row of rows) {
    const list = byRegister.get(row.register) ?? [];
    list.push(toFact(row));
    byRegister.set(row.register, list);
  }
  return byRegister;
};

/** Each customer's overdue receivables, oldest effective due first. */
export const overdueTitlesOf = async (
  db: Kysely<Database>,
  filter: { today: string; registers: string[] },
): Promise<Map<string, OverdueTitle[]>> => {
  if (filter.registers.length === 0) return new Map();
  const { rows } = await sql<{
    register: string;
    number: string;
    due: string;
    delay: number;
    balance: string;
  }>`
    select r.customer_register::text as register, r.number, to_char(${effectiveDue('r')}, 'YYYY-MM-DD') as due,
           ${filter.today}::date - ${effectiveDue('r')} as delay, round(r.balance, 2)::text as balance
    from receivables r
    where r.customer_register = any(${filter.registers}::bpchar[]) and ${isOverdue('r', filter.today)}
    order by r.customer_register, ${effectiveDue('r')}, r.number`.execute(db);
  return groupBy(rows, (row) => ({
    number: row.number,
    dueDate: row.due,
    delayDays: Number(row.delay),
    balance: toMoney(row.balance),
  }));
};

/** Each customer's blocked orders by the reps in scope, oldest block first (then by number). */
export const blockedOrdersOf = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; registers: string[] },
): Promise<Map<string, BlockedOrder[]>> => {
  if (filter.registers.length === 0) return new Map();
  const { rows } = await sql<{ register: string; number: number; blocked_on: string | null; net: string }>`
    select o.customer_register::text as register, o.number, to_char(o.blocked_on, 'YYYY-MM-DD') as blocked_on,
           round(coalesce(ot.net_value, 0), 2)::text as net
    from orders o
    left join order_totals ot on ot.order_number = o.number
    where o.customer_register = any(${filter.registers}::bpchar[]) and o.status = 'blocked'
      and ${repIn('o.representative_id', filter.reps)}
    order by o.customer_register, o.blocked_on nulls last, o.number`.execute(db);
  return groupBy(rows, (row) => ({
    order: Number(row.number),
    blockedOn: row.blocked_on,
    totalNetValue: toMoney(row.net),
  }));
};
