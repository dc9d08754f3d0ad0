import type { DuplicateGridRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { isToInvoice } from '../../db/sql-kit/order-status.ts';
import { effectiveDue } from '../../db/sql-kit/receivable-terms.ts';

// Dup. Aberto grid (docs/domain.md §2–3): open receivables with balance > 0 of the customers of the reps read.
// delay = max(0, today − (extension or due date)); openOrders counts the customer's open/blocked/expedition
// orders of the reps read.

export type DuplicateGridFilter = { today: string; reps: number[] | null };

type Row = {
  customer_register: string;
  customer_name: string;
  type: string | null;
  number: string;
  carrier: string | null;
  issue_date: string;
  due_date: string;
  extension_date: string | null;
  position: string | null;
  delay: number;
  open_orders: number;
  value: string;
  balance: string;
};

export const duplicateGridRowsOf = async (
  db: Kysely<Database>,
  filter: DuplicateGridFilter,
): Promise<DuplicateGridRow[]> => {
  const { rows } = await sql<Row>`
    select c.register::text as customer_register, c.name as customer_name, r.type, r.number, r.carrier,
      to_char(r.issue_date, 'YYYY-MM-DD') as issue_date, to_char(r.due_date, 'YYYY-MM-DD') as due_date,
      to_char(r.extension_date, 'YYYY-MM-DD') as extension_date, r.position,
      greatest(0, ${filter.today}::date - ${effectiveDue('r')})::int as delay,
      (select count(*) from orders o
        where o.customer_register = c.register and ${isToInvoice('o.status')}
          and ${repIn('o.representative_id', filter.reps)})::int as open_orders,
      round(r.value, 2)::text as value, round(r.balance, 2)::text as balance
    from receivables r
    join customers c on c.register = r.customer_register
    where r.status = 'open' and r.balance > 0 and ${repIn('c.representative_id', filter.reps)}
    order by c.name, c.register, ${effectiveDue('r')}, r.number`.execute(db);
  return rows.map((row) => ({
    customerRegister: row.customer_register,
    customerName: row.customer_name,
    type: row.type,
    duplicate: row.number,
    carrier: row.carrier,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    extensionDate: row.extension_date,
    position: row.position,
    delay: Number(row.delay),
    openOrders: Number(row.open_orders),
    value: toMoney(row.value),
    balance: toMoney(row.balance),
  }));
};
