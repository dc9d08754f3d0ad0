import type { PendingOrderExport } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { awaitingExport } from '../../domain/orders/order-export.queries.ts';

// Pedidos ao ERP's list (docs/decisions/216): exactly the orders "Exportar" would take, chosen by the export's own
// condition, each with what the administrator checks before exporting.

type PendingRow = {
  id: string;
  customer_register: string;
  customer_name: string | null;
  representative_id: number;
  representative_name: string | null;
  sent_at: Date | string;
  pieces: string | number;
  net_value: string;
  payment_condition_code: string | null;
  payment_condition_description: string | null;
  payment_days: number;
};

/** The orders the next export takes, oldest send first (the files' order). */
export const pendingOrderExports = async (db: Kysely<Database>): Promise<PendingOrderExport[]> => {
  // The totals are the ones frozen at the send, as the order's own screen shows them; the lines' sums stand in for an
  // order sent before the evaluation was kept.
  const { rows } = await sql<PendingRow>`
    select d.id::text as id, d.customer_register::text as customer_register, c.name as customer_name,
           d.representative_id, r.name as representative_name, d.sent_at,
           coalesce((d.evaluation->'evaluation'->'totals'->>'parts')::numeric, l.parts, 0) as pieces,
           coalesce((d.evaluation->'evaluation'->'totals'->>'netValue')::numeric, l.net_value, 0)::text as net_value,
           d.payment_condition_code, pc.description as payment_condition_description, d.payment_days
      from order_drafts d
      left join customers c on c.register = d.customer_register
      left join representatives r on r.id = d.representative_id
      left join payment_conditions pc on pc.code = d.payment_condition_code
      left join lateral (select sum(parts) as parts, sum(net_value) as net_value
                           from order_draft_lines where draft_id = d.id) l on true
     where ${awaitingExport}
     order by d.sent_at, d.id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    customerRegister: row.customer_register,
    customerName: row.customer_name ?? '',
    representativeId: row.representative_id,
    representativeName: row.representative_name ?? '',
    sentAt: new Date(row.sent_at).toISOString(),
    pieces: Number(row.pieces),
    netValue: Number(row.net_value),
    paymentCondition: row.payment_condition_code,
    paymentConditionDescription: row.payment_condition_description,
    paymentDays: row.payment_days,
  }));
};
