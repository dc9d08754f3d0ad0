import type { OrderPrintout } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// What an order's PDF shows beyond the order (docs/domain.md §8.4): the customer's city and UF and the rep's name.

export const orderPrintoutOf = async (
  db: Kysely<Database>,
  order: { customer: { register: string }; representativeId: number },
  companyName: string,
): Promise<OrderPrintout> => {
  const { rows } = await sql<{ city: string | null; state: string | null; rep: string | null }>`
    select ci.name as city, ci.state_code::text as state,
           (select r.name from representatives r where r.id = ${order.representativeId}) as rep
      from customers c left join cities ci on ci.code = c.city_code
     where c.register = ${order.customer.register}::bpchar`.execute(db);
  const row = rows[0];
  return {
    companyName,
    customerCity: row?.city ?? null,
    customerState: row?.state ?? null,
    representativeName: row?.rep ?? String(order.representativeId),
  };
};
