import type { ExportedOrder } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

// Sent orders on their way to the ERP (docs/domain.md §6; docs/decisions/113): the same rows for the CLI's CSV files
// and the JSON pull, so the two can never disagree. Read by the orders module and by `portal export-orders`.

type Db = Kysely<Database> | Transaction<Database>;

type ExportRow = {
  id: string;
  customer_register: string;
  representative_id: number;
  issue_date: string;
  delivery_date: string | null;
  price_table: string | null;
  payment_days: number;
  discount_percent: string;
  note: string;
  payment_condition_code: string | null;
  freight_type: 'CIF' | 'FOB' | null;
  carrier_code: string | null;
  approved_by_username: string | null;
  items: {
    reference: string;
    colorCode: string | null;
    size: string | null;
    parts: number;
    unitPrice: number;
    value: number;
    netValue: number;
    listPrice: number;
    packCode: string | null;
    packs: number | null;
  }[];
};

/** The export's rows for the orders the condition picks, oldest send first. */
const exportRows = async (db: Db, which: RawBuilder<unknown>, lock: boolean): Promise<ExportedOrder[]> => {
  const { rows } = await sql<ExportRow>`
    select d.id::text as id, d.customer_register::text as customer_register, d.representative_id,
           to_char(d.sent_on, 'YYYY-MM-DD') as issue_date, to_char(d.delivery_date, 'YYYY-MM-DD') as delivery_date,
           d.price_table, d.payment_days, d.discount_percent::text as discount_percent, d.note,
           d.payment_condition_code, d.freight_type, d.carrier_code, d.approved_by_username,
           (select coalesce(json_agg(json_build_object(
                     'reference', l.reference, 'colorCode', l.color_code, 'size', l.size, 'parts', l.parts,
                     'unitPrice', l.unit_price, 'value', l.value, 'netValue', l.net_value,
                     'listPrice', coalesce(l.list_price, l.unit_price),
                     'packCode', l.pack_code, 'packs', l.packs) order by l.line), '[]'::json)
              from order_draft_lines l where l.draft_id = d.id) as items
      from order_drafts d
     where ${which}
     order by d.sent_at, d.id
     ${lock ? sql`for update of d` : sql``}`.execute(db);
  return rows.map((row) => ({
    portalOrderId: row.id,
    customerRegister: row.customer_register,
    representativeId: row.representative_id,
    issueDate: row.issue_date,
    deliveryDate: row.delivery_date,
    priceTable: row.price_table ?? '',
    paymentDays: row.payment_days,
    discountPercent: Number(row.discount_percent),
    note: row.note,
    paymentCondition: row.payment_condition_code,
    freightType: row.freight_type,
    carrierCode: row.carrier_code,
    approvedBy: row.approved_by_username,
    items: row.items,
  }));
};

/** The export's choice of `order_drafts d`: sent, and not held by a pending webhook delivery. */
export const awaitingExport = sql`d.status = 'sent' and not exists (select 1 from order_deliveries w
                                                  where w.order_id = d.id and w.status = 'pending')`;

/**
 * Every sent order not yet exported, oldest send first; `lock` holds them until the caller's transaction ends. An
 * order the webhook is still delivering is left to it (docs/decisions/212): the ERP gets it once, by one road.
 */
export const ordersToExport = async (db: Db, lock = false): Promise<ExportedOrder[]> =>
  exportRows(db, awaitingExport, lock);

/** One sent order as the export gives it (the webhook's body), or null when it is no longer `sent`. */
export const sentOrderToExport = async (db: Db, id: string): Promise<ExportedOrder | null> =>
  (await exportRows(db, sql`d.id = ${id}::uuid and d.status = 'sent'`, false))[0] ?? null;

/** Marks sent orders exported; an order already exported or in the ERP is left as it is. */
export const markExported = async (db: Db, ids: string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const result = await sql`
    update order_drafts set status = 'exported', exported_at = now()
     where id = any(${ids}::uuid[]) and status = 'sent'`.execute(db);
  return Number(result.numAffectedRows ?? 0);
};
