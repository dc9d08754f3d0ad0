import type { CustomerPerformanceRow, PerformanceGrouper } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';
import { repIn, textIn } from '../../db/sql-kit/filters.ts';
import { toMoney, toNullableMoney } from '../../db/sql-kit/money.ts';

// Desemp. Clientes grid (docs/domain.md §3): every customer of the reps read, with its flag and situation, and one
// grouper per collection group that sold to them in the 24 months ending today (issued after today − 24 months):
// sold = Σ net value of non-canceled orders of the reps read, of the quota articles asked. Every row carries the
// same groups in the same order (group code), 0 where the customer bought nothing of a group.

export type CustomerPerformanceFilter = {
  today: string;
  reps: number[] | null;
  quotaArticles?: string[] | undefined;
};

type CustomerRow = {
  register: string;
  name: string;
  city_name: string;
  state_code: string;
  credit_limit: string | null;
  financial_flag: number;
  bought_last_365: boolean;
};

type SoldRow = { register: string; group_code: string; group_description: string; sold: string };

const customersOf = async (
  db: Kysely<Database>,
  filter: CustomerPerformanceFilter,
): Promise<CustomerRow[]> => {
  const { rows } = await sql<CustomerRow>`
    with ${customerFinancialsCte({ today: filter.today, reps: filter.reps })}
    select c.register::text as register, c.name, ci.name as city_name, ci.state_code::text as state_code,
      round(c.credit_limit, 2)::text as credit_limit, cf.financial_flag, cf.bought_last_365
    from customer_financials cf
    join customers c on c.register = cf.register
    join cities ci on ci.code = c.city_code
    order by c.name, c.register`.execute(db);
  return rows;
};

const soldByGroup = async (db: Kysely<Database>, filter: CustomerPerformanceFilter): Promise<SoldRow[]> => {
  const { rows } = await sql<SoldRow>`
    select o.customer_register::text as register, col.group_code, max(col.group_description) as group_description,
      round(sum(oi.net_value), 2)::text as sold
    from orders o
    join customers c on c.register = o.customer_register
    join order_items oi on oi.order_number = o.number
    join products p on p.reference = oi.reference
    join collections col on col.code = p.collection_code
    where o.status <> 'canceled'
      and o.issue_date > (${filter.today}::date - interval '24 months')::date and o.issue_date <= ${filter.today}::date
      and ${repIn('o.representative_id', filter.reps)}
      and ${repIn('c.representative_id', filter.reps)}
      and ${textIn('p.quota_article_code', filter.quotaArticles)}
    group by o.customer_register, col.group_code
    order by col.group_code`.execute(db);
  return rows;
};

export const customerPerformanceRowsOf = async (
  db: Kysely<Database>,
  filter: CustomerPerformanceFilter,
): Promise<CustomerPerformanceRow[]> => {
  const customers = await customersOf(db, filter);
  if (customers.length === 0) return [];
  const sold = await soldByGroup(db, filter);
  // Rows come ordered by group code, so the first sighting of each group fixes the column order.
  const groups = new Map<string, string>();
  for (const row of sold) if (!groups.has(row.group_code)) groups.set(row.group_code, row.group_description);
  const soldOf = new Map(sold.map((row) => [`${row.register}|${row.group_code}`, row.sold]));
  return customers.map((customer) => ({
    customerFinancialFlag: Number(customer.financial_flag),
    customer: customer.name,
    customerRegister: customer.register,
    customerCity: customer.city_name,
    customerState: customer.state_code,
    customerCreditLimit: toNullableMoney(customer.credit_limit),
    customerSituation: customer.bought_last_365 ? 'Ativo' : 'Inativo',
    groupers: [...groups].map(([groupCode, groupDescription]): PerformanceGrouper => ({
      groupCode,
      groupDescription,
      sold: toMoney(soldOf.get(`${customer.register}|${groupCode}`) ?? null),
    })),
  }));
};
