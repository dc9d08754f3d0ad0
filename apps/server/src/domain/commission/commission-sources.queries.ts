import { sql, type RawBuilder } from 'kysely';
import { repIn } from '../../db/sql-kit/filters.ts';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';
import { openOrderBalancesCte } from '../open-orders/open-order-balances.queries.ts';

/**
 * The commission still to come, one row per source, as WITH-clause fragments ending in `commission_sources`
 * (source 'order' | 'receivable', customer_register, representative_id, due_on, overdue, commission): each Carteira
 * order's toBeInvoiced × its rep's rate (due_on = delivery_date) and each open receivable's balance × its
 * customer's rep's rate (due_on = the effective due date). commission_rate is a percent; `commission` is unrounded.
 * The Comissão tile and the commission statement (decision 072) both sum these rows, so they reconcile by
 * construction.
 */
export const commissionSourcesCte = (reps: number[] | null, today: string): RawBuilder<unknown> => sql`
    ${openOrderBalancesCte(reps)},
    commission_sources as (
      select 'order'::text as source, o.customer_register, ob.representative_id, o.delivery_date as due_on,
             false as overdue, ob.to_be_invoiced * r.commission_rate / 100 as commission
      from open_order_balances ob
      join orders o on o.number = ob.number
      join representatives r on r.id = ob.representative_id
      union all
      select 'receivable'::text, rc.customer_register, c.representative_id, ${effectiveDue('rc')},
             ${isOverdue('rc', today)}, rc.balance * r.commission_rate / 100
      from receivables rc
      join customers c on c.register = rc.customer_register
      join representatives r on r.id = c.representative_id
      where rc.status = 'open' and rc.balance > 0 and ${repIn('c.representative_id', reps)}
    )`;
