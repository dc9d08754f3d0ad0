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

export type DuplicateGridFilter = {
  today: string;
  reps: number[] | null;
  /** A page (docs/decisions/165): the titles after this one in the grid's order, at most pageSize; all without. */
  afterDuplicate?: string | undefined;
  pageSize?: number | undefined;
};

const hasOpenTitle = sql`r.status = 'open' and r.balance > 0`;

/**
 * The titles (`r`) with their customers (`c`): every title, or for a page the titles of the customers from the
 * cursor's customer on in the grid's order (name, register) with an open title, walked in the customers' name index,
 * each one's titles by its own index. Each has a title, so one customer more than the page's rows is enough even
 * when the cursor's own customer has none left after it.
 */
const titlesFrom = (filter: DuplicateGridFilter) => {
  if (filter.pageSize === undefined)
    return sql`receivables r join customers c on c.register = r.customer_register`;
  const cursor = (column: string) =>
    filter.afterDuplicate === undefined
      ? sql`null`
      : sql`(select ${sql.ref(`c2.${column}`)} from receivables r2 join customers c2 on c2.register = r2.customer_register
          where r2.number = ${filter.afterDuplicate})`;
  return sql`(
      select c.register, c.name, c.representative_id from customers c
      where ${repIn('c.representative_id', filter.reps)}
        and ${filter.afterDuplicate === undefined ? sql`true` : sql`(c.name, c.register) >= (${cursor('name')}, ${cursor('register')})`}
        and exists (select 1 from receivables r where r.customer_register = c.register and ${hasOpenTitle})
      order by c.name, c.register
      limit ${filter.pageSize + 1}
    ) c
    cross join lateral (
      select r.* from receivables r where r.customer_register = c.register and ${hasOpenTitle} offset 0
    ) r`;
};

/**
 * After the cursor's title in the grid's order (customer name, register, effective due date, number); a title no
 * longer open or gone ends the paging (nothing follows it).
 */
const afterTitle = (number: string | undefined) =>
  number === undefined
    ? sql`true`
    : sql`(c.name, c.register, ${effectiveDue('r')}, r.number) > (
        select c2.name, c2.register, ${effectiveDue('r2')}, r2.number
        from receivables r2 join customers c2 on c2.register = r2.customer_register where r2.number = ${number})`;

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
    from ${titlesFrom(filter)}
    where ${hasOpenTitle} and ${repIn('c.representative_id', filter.reps)}
      and ${afterTitle(filter.afterDuplicate)}
    order by c.name, c.register, ${effectiveDue('r')}, r.number
    ${filter.pageSize === undefined ? sql`` : sql`limit ${filter.pageSize}`}`.execute(db);
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
