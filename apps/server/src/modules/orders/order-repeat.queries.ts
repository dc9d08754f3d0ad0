import type { FreightType, OrderRepeatAnswer, OrderRepeatLine } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fold } from '../../db/sql-kit/accent-fold.ts';
import { customerForOrder, priceTableFor } from './catalog.queries.ts';
import { repeatTerms, type RepeatFacts } from './order-repeat.ts';
import { usableCondition } from './order-terms.ts';
import { termsFacts } from './order-terms.queries.ts';

// "Repetir pedido" (docs/domain.md §6): a past ERP order's lines and terms, checked against what the customer and the
// rep may use today.

type OrderRow = {
  customer_register: string;
  representative_id: number;
  issued: string;
  payment_days: number;
  price_table: string | null;
  table_priced: boolean;
  payment_condition: string | null;
  shipping_company: string | null;
  matched_carrier: string | null;
  has_carriers: boolean;
  /** (1 − Σ net_value ÷ Σ value) × 100, as §2's averageDiscount; null without value. */
  erp_discount: string | null;
  /** The portal order the ERP made this one from (its echoed id, or the ERP's answer with this number). */
  draft_id: string | null;
  draft_discount: string | null;
  draft_condition: string | null;
  draft_freight: FreightType | null;
  draft_carrier: string | null;
};

const oldOrder = async (db: Kysely<Database>, number: number): Promise<OrderRow | undefined> => {
  const shipping = sql`nullif(trim(o.shipping_company), '')`;
  const { rows } = await sql<OrderRow>`
    select o.customer_register::text as customer_register, o.representative_id,
           to_char(o.issue_date, 'YYYY-MM-DD') as issued, o.payment_days,
           nullif(o.price_table, '') as price_table,
           exists (select 1 from prices p where p.price_table = o.price_table) as table_priced,
           nullif(trim(o.payment_condition), '') as payment_condition,
           ${shipping} as shipping_company,
           (select c.code from carriers c
             where c.code = ${shipping} or ${fold(sql`c.code`)} = ${fold(shipping)}
                or ${fold(sql`c.name`)} = ${fold(shipping)}
             order by c.code = ${shipping} desc, ${fold(sql`c.code`)} = ${fold(shipping)} desc, c.code
             limit 1) as matched_carrier,
           exists (select 1 from carriers) as has_carriers,
           (select greatest(0, least(100, round((1 - sum(oi.net_value) / sum(oi.value)) * 100, 2)))::text
              from order_items oi where oi.order_number = o.number having sum(oi.value) > 0) as erp_discount,
           d.id::text as draft_id, d.discount_percent::text as draft_discount,
           d.payment_condition_code as draft_condition, d.freight_type as draft_freight,
           d.carrier_code as draft_carrier
      from orders o
      left join lateral (
        select d.* from order_drafts d
         where d.status <> 'draft'
           and (d.id::text = lower(trim(o.portal_order_id)) or d.erp_order_number = o.number)
         order by d.id::text = lower(trim(o.portal_order_id)) desc nulls last, d.sent_at desc
         limit 1) d on true
     where o.number = ${number}`.execute(db);
  return rows[0];
};

const maxDiscountOf = async (db: Kysely<Database>, rep: number): Promise<number> => {
  const row = await db
    .selectFrom('representatives')
    .select(sql<string>`coalesce(max_discount, 0)::text`.as('max_discount'))
    .where('id', '=', rep)
    .executeTakeFirst();
  return Number(row?.max_discount ?? 0);
};

type LineRow = {
  reference: string;
  description: string | null;
  color_code: string | null;
  size: string | null;
  parts: number;
  known: boolean;
  price: string | null;
  has_grid: boolean;
  sku_active: boolean | null;
};

const reasonOf = (row: LineRow, table: string | null): string | null => {
  if (!row.known) return 'Referência fora do catálogo';
  if (table === null) return 'Nenhuma tabela de preço conhecida para o cliente';
  if (row.price === null) return `Sem preço na tabela ${table}`;
  if (row.has_grid && (row.color_code === null || row.size === null))
    return 'O pedido original não tem cor e tamanho: escolha na grade';
  if (row.has_grid && row.sku_active !== true) return 'Cor e tamanho fora da grade ativa';
  if (!row.has_grid && (row.color_code !== null || row.size !== null))
    return 'A referência não tem mais grade';
  return null;
};

/** The order's lines by reference, colour and size, each checked against the catalog of `table`. */
const linesOf = async (
  db: Kysely<Database>,
  number: number,
  table: string | null,
): Promise<OrderRepeatLine[]> => {
  const { rows } = await sql<LineRow>`
    select oi.reference, p.description, nullif(oi.color_code, '') as color_code, nullif(oi.size, '') as size,
           sum(oi.parts)::int as parts, p.reference is not null as known, pr.price::text as price,
           exists (select 1 from skus s where s.reference = oi.reference) as has_grid,
           bool_or(sk.active) as sku_active
      from order_items oi
      left join products p on p.reference = oi.reference
      left join prices pr on pr.price_table = ${table} and pr.reference = oi.reference
      left join skus sk on sk.reference = oi.reference and sk.color_code = oi.color_code and sk.size = oi.size
     where oi.order_number = ${number}
     group by oi.reference, p.description, p.reference, oi.color_code, oi.size, pr.price, sk.size_order
     order by oi.reference, oi.color_code, sk.size_order, oi.size`.execute(db);
  return rows.map((row) => {
    const reason = reasonOf(row, table);
    return {
      reference: row.reference,
      description: row.description,
      colorCode: row.color_code,
      size: row.size,
      parts: row.parts,
      orderable: reason === null,
      reason,
    };
  });
};

export type RepeatRead = 'not-found' | 'forbidden' | { answer: OrderRepeatAnswer };

/**
 * A past ERP order to repeat: its lines, and its terms as far as today allows. A portal order the ERP made it from
 * knows what the ERP's files do not (discount, freight, carrier code), so its terms come first.
 */
export const orderToRepeat = async (
  db: Kysely<Database>,
  number: number,
  reps: number[] | null,
): Promise<RepeatRead> => {
  const order = await oldOrder(db, number);
  if (!order) return 'not-found';
  if (reps !== null && !reps.includes(order.representative_id)) return 'forbidden';
  const customer = await customerForOrder(db, order.customer_register.trim());
  if (!customer) return 'not-found';
  const fromPortal = order.draft_id !== null;
  const conditionCode = (fromPortal ? order.draft_condition : null) ?? order.payment_condition;
  const portalCarrier = fromPortal ? order.draft_carrier : null;
  // The new order is the customer's rep's: its maximum and its approvers judge the discount.
  const facts = await termsFacts(db, {
    customerRegister: customer.register,
    representativeId: customer.representativeId,
    paymentConditionCode: conditionCode,
    carrierCode: portalCarrier,
  });
  const repeatFacts: RepeatFacts = {
    oldTable: order.price_table,
    oldTablePriced: order.table_priced,
    customerTable: priceTableFor(null, customer).table,
    // A company without conditions works with paymentDays alone: the ERP's code has nothing to be checked against.
    condition:
      conditionCode !== null && facts.hasConditions
        ? { code: conditionCode, usable: usableCondition(facts) !== null }
        : null,
    freightType: fromPortal ? order.draft_freight : null,
    carrier:
      portalCarrier !== null
        ? { from: 'portal', code: portalCarrier, known: facts.carrierKnown === true }
        : order.shipping_company !== null
          ? {
              from: 'erp',
              written: order.shipping_company,
              code: order.matched_carrier,
              companyHasCarriers: order.has_carriers,
            }
          : null,
    discountPercent: Number((fromPortal ? order.draft_discount : order.erp_discount) ?? 0),
    repMaxDiscount: await maxDiscountOf(db, customer.representativeId),
    approvalOn: facts.approvalOn,
    approverMaxDiscount: facts.approverMaxDiscount,
  };
  const { terms, notes } = repeatTerms(repeatFacts);
  return {
    answer: {
      orderNumber: number,
      issueDate: order.issued,
      customer: { register: customer.register, name: customer.name },
      representativeId: order.representative_id,
      priceTable: repeatFacts.customerTable,
      paymentDays: order.payment_days,
      terms,
      notes,
      lines: await linesOf(db, number, terms.priceTable),
    },
  };
};
