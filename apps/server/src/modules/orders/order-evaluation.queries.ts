import type { OrderGoal } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';
import { repArticleGoalSalesCte } from '../../domain/goals/rep-article-goal-sales.queries.ts';
import { monthOf } from '../../domain/months/month.ts';

// The money of an order's evaluation (docs/domain.md §6), in one statement and in numeric: lines priced from the
// table with the same cell merged, half-up per line, totals, commission, goals before and after, credit after.
// Portal orders sent and not yet linked by the ERP count in the goals' salesBefore (the rep's, sent in today's month)
// and in the credit's projectedBalanceBefore (the customer's); the order itself never counts in its own "before".

export type ItemToEvaluate = {
  reference: string;
  colorCode: string | null;
  size: string | null;
  parts: number;
  /** Set on the lines a pack item became (order-packs.ts); null for pieces. */
  packCode?: string | null;
  packs?: number | null;
};

export type OrderToEvaluate = {
  /** Left out of the "other portal orders" sums. */
  id: string;
  customerRegister: string;
  representativeId: number;
  /** The effective table (chosen, else the customer's), null when none is known. */
  priceTable: string | null;
  discountPercent: number;
  /** The condition's surcharge on every unit price (docs/domain.md §8.2); 0 without one. */
  surchargePercent?: number;
  items: ItemToEvaluate[];
};

/** One merged line with what the rules of order-rules.ts read. */
export type EvaluatedLine = {
  line: number;
  reference: string;
  description: string | null;
  colorCode: string | null;
  colorName: string | null;
  size: string | null;
  parts: number;
  listPrice: number | null;
  unitPrice: number | null;
  value: number;
  netValue: number;
  quotaArticle: string | null;
  known: boolean;
  hasGrid: boolean;
  skuActive: boolean | null;
  available: number | null;
  nextDate: string | null;
  nextAvailable: number | null;
  /** The first pack the cell came from, and its count; null when only pieces. */
  packCode: string | null;
  packs: number | null;
  /** Whether a piece item went into the cell (refused for a reference sold by the pack). */
  fromPieces: boolean;
  soldBy: 'piece' | 'pack' | null;
};

export type EvaluatedMoney = {
  lines: EvaluatedLine[];
  totals: { parts: number; value: number; netValue: number; commission: number };
  goals: OrderGoal[];
  credit: { projectedBalanceBefore: number; projectedBalanceAfter: number; flagAfter: number };
  commissionRate: number;
  maxDiscountPercent: number;
};

/** The portal's orders that count until the ERP links them (docs/domain.md §6). */
export const UNLINKED_PORTAL_STATUSES = sql`('awaiting-approval', 'sent', 'exported')`;

export const evaluateOrderMoney = async (
  db: Kysely<Database>,
  order: OrderToEvaluate,
  today: string,
): Promise<EvaluatedMoney> => {
  const month = monthOf(today);
  const rep = order.representativeId;
  const items = order.items;
  const { rows } = await sql<
    Omit<EvaluatedMoney, 'commissionRate' | 'maxDiscountPercent'> & {
      rep: { commissionRate: number; maxDiscount: number };
    }
  >`
    with items as (
      select * from unnest(${items.map((item) => item.reference)}::text[],
                           ${items.map((item) => item.colorCode)}::text[],
                           ${items.map((item) => item.size)}::text[],
                           ${items.map((item) => String(item.parts))}::numeric[],
                           ${items.map((item) => item.packCode ?? null)}::text[],
                           ${items.map((item) => ((item.packs ?? null) === null ? null : String(item.packs)))}::int[])
               with ordinality as i(reference, color_code, size, parts, pack_code, packs, position)
    ),
    merged as (
      select reference, color_code, size, sum(parts) as parts, min(position) as first,
             (array_agg(pack_code order by position) filter (where pack_code is not null))[1] as pack_code,
             (array_agg(packs order by position) filter (where pack_code is not null))[1] as packs,
             bool_or(pack_code is null) as from_pieces
        from items group by reference, color_code, size
    ),
    numbered as (select m.*, (row_number() over (order by m.first) - 1)::int as line from merged m),
    priced as (
      select n.*, pr.price as list_price,
             round(pr.price * (1 + ${String(order.surchargePercent ?? 0)}::numeric / 100), 2) as unit_price
        from numbered n
        left join prices pr on pr.price_table = ${order.priceTable} and pr.reference = n.reference
    ),
    lines as (
      select n.line, n.reference, n.color_code, n.size, n.parts, p.description, p.quota_article_code,
             n.pack_code, n.packs, n.from_pieces, p.sold_by,
             p.reference is not null as known, n.list_price, n.unit_price,
             exists (select 1 from skus s where s.reference = n.reference) as has_grid,
             sk.active as sku_active, sk.color_name, st.available, st.next_date, st.next_available,
             coalesce(round(n.parts * n.unit_price, 2), 0) as value,
             coalesce(round(round(n.parts * n.unit_price, 2) * (1 - ${String(order.discountPercent)}::numeric / 100), 2), 0)
               as net_value
        from priced n
        left join products p on p.reference = n.reference
        left join skus sk on sk.reference = n.reference and sk.color_code = n.color_code and sk.size = n.size
        left join stock st on st.reference = n.reference
                          and st.color_code = coalesce(n.color_code, '') and st.size = coalesce(n.size, '')
    ),
    rep as (
      select commission_rate, coalesce(max_discount, 0) as max_discount from representatives where id = ${rep}
    ),
    totals as (
      select coalesce(sum(parts), 0) as parts, coalesce(sum(value), 0) as value, coalesce(sum(net_value), 0) as net
        from lines
    ),
    month_portal as (
      select l.quota_article_code as code, sum(l.net_value) as net
        from order_draft_lines l
        join order_drafts d on d.id = l.draft_id
       where d.representative_id = ${rep} and d.status in ${UNLINKED_PORTAL_STATUSES}
         and d.sent_on between ${month.first}::date and ${month.last}::date and d.id <> ${order.id}::uuid
       group by l.quota_article_code
    ),
    ${repArticleGoalSalesCte({ reps: [rep], month })},
    line_articles as (
      select quota_article_code as code, sum(net_value) as net from lines
       where quota_article_code is not null group by quota_article_code
    ),
    goal_rows as (
      select la.code, qa.description, coalesce(gs.goal, 0) as goal,
             coalesce(gs.sales, 0) + coalesce(mp.net, 0) as before, la.net as mine
        from line_articles la
        join quota_articles qa on qa.code = la.code
        left join rep_article_goal_sales gs on gs.code = la.code and gs.representative_id = ${rep}
        left join month_portal mp on mp.code = la.code
    ),
    ${customerFinancialsCte({ today, reps: [rep], registersInScope: [order.customerRegister] })},
    portal_open as (
      select coalesce(sum(l.net_value), 0) as net
        from order_draft_lines l
        join order_drafts d on d.id = l.draft_id
       where d.customer_register = ${order.customerRegister}::bpchar and d.status in ${UNLINKED_PORTAL_STATUSES}
         and d.id <> ${order.id}::uuid
    ),
    credit as (
      select cf.projected_balance - po.net as before, cf.projected_balance - po.net - t.net as after,
             cf.overdue_titles, cf.credit_status, cf.credit_limit, cf.bought_last_365
        from customer_financials cf cross join portal_open po cross join totals t
    )
    select
      (select coalesce(json_agg(json_build_object(
                'line', l.line, 'reference', l.reference, 'description', l.description,
                'colorCode', l.color_code, 'colorName', l.color_name, 'size', l.size, 'parts', l.parts,
                'listPrice', l.list_price, 'unitPrice', l.unit_price, 'value', l.value, 'netValue', l.net_value,
                'quotaArticle', l.quota_article_code, 'known', l.known, 'hasGrid', l.has_grid,
                'skuActive', l.sku_active, 'available', l.available,
                'nextDate', to_char(l.next_date, 'YYYY-MM-DD'), 'nextAvailable', l.next_available,
                'packCode', l.pack_code, 'packs', l.packs, 'fromPieces', l.from_pieces, 'soldBy', l.sold_by)
              order by l.line), '[]'::json)
         from lines l) as lines,
      (select json_build_object('parts', t.parts, 'value', t.value, 'netValue', t.net,
                                'commission', round(t.net * coalesce(r.commission_rate, 0) / 100, 2))
         from totals t left join rep r on true) as totals,
      (select coalesce(json_agg(json_build_object(
                'quotaArticle', g.code, 'description', g.description, 'goal', g.goal,
                'salesBefore', g.before, 'salesAfter', g.before + g.mine,
                'percentBefore', case when g.goal > 0 then round(g.before / g.goal * 100, 2) end,
                'percentAfter', case when g.goal > 0 then round((g.before + g.mine) / g.goal * 100, 2) end)
              order by g.code), '[]'::json)
         from goal_rows g) as goals,
      (select json_build_object(
                'projectedBalanceBefore', c.before, 'projectedBalanceAfter', c.after,
                'flagAfter', case when c.overdue_titles > 0 then 4
                                  when c.credit_status = 'suspended' then 3
                                  when coalesce(c.credit_limit, 0) = 0 or not c.bought_last_365 then 2
                                  when c.after < 0 then 1
                                  else 0 end)
         from credit c) as credit,
      (select json_build_object('commissionRate', r.commission_rate, 'maxDiscount', r.max_discount) from rep r) as rep
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('avaliação do pedido sem resposta');
  return {
    lines: row.lines,
    totals: row.totals,
    goals: row.goals,
    credit: row.credit ?? { projectedBalanceBefore: 0, projectedBalanceAfter: 0, flagAfter: 0 },
    commissionRate: Number(row.rep?.commissionRate ?? 0),
    maxDiscountPercent: Number(row.rep?.maxDiscount ?? 0),
  };
};
