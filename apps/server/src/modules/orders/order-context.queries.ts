import type { OrderContextAnswer, OrderPaymentCondition } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';
import { repArticleGoalSalesCte } from '../../domain/goals/rep-article-goal-sales.queries.ts';
import { monthOf } from '../../domain/months/month.ts';
import { priceTableFor, type CustomerForOrder } from './catalog.queries.ts';
import { UNLINKED_PORTAL_STATUSES } from './order-evaluation.queries.ts';

// What the screen moves the order's summary with on the device (docs/domain.md §6).

type ContextRow = {
  commission_rate: string;
  max_discount: string;
  goals: { quotaArticle: string; description: string; goal: number; salesBefore: number }[];
  projected_before: string;
  base_flag: 0 | 2 | 3 | 4;
};

type TermsRow = {
  conditions: (Omit<OrderPaymentCondition, 'surchargePercent' | 'minOrderValue'> & {
    surchargePercent: string | number;
    minOrderValue: string | number;
  })[];
  usual: string | null;
  carriers: { code: string; name: string }[];
  approval_on: boolean;
};

/** What the screen offers for the order's terms (docs/domain.md §8.1): the customer's conditions, the carriers. */
const orderTermsOf = async (db: Kysely<Database>, register: string): Promise<OrderContextAnswer['terms']> => {
  const { rows } = await sql<TermsRow>`
    with usable as (
      select pc.* from payment_conditions pc
       where pc.active
         and (not exists (select 1 from customer_payment_conditions cp where cp.customer_register = ${register}::bpchar)
              or exists (select 1 from customer_payment_conditions cp
                          where cp.customer_register = ${register}::bpchar and cp.payment_condition_code = pc.code))
    )
    select (select coalesce(json_agg(json_build_object(
                      'code', u.code, 'description', u.description, 'installments', u.installments,
                      'surchargePercent', u.surcharge_percent, 'minOrderValue', u.min_order_value) order by u.code),
                    '[]'::json) from usable u) as conditions,
           (select u.code from usable u join customers c on c.payment_condition = u.code
             where c.register = ${register}::bpchar) as usual,
           (select coalesce(json_agg(json_build_object('code', code, 'name', name) order by name), '[]'::json)
              from carriers) as carriers,
           exists (select 1 from supervisors where max_discount is not null) as approval_on`.execute(db);
  const row = rows[0];
  return {
    paymentConditions: (row?.conditions ?? []).map((condition) => ({
      ...condition,
      surchargePercent: Number(condition.surchargePercent),
      minOrderValue: Number(condition.minOrderValue),
    })),
    usualPaymentCondition: row?.usual ?? null,
    carriers: row?.carriers ?? [],
    approvalOn: row?.approval_on ?? false,
  };
};

/** The evaluation's starting figures for one customer of one rep, today's month. */
export const orderContextOf = async (
  db: Kysely<Database>,
  customer: CustomerForOrder,
  today: string,
): Promise<OrderContextAnswer> => {
  const month = monthOf(today);
  const rep = customer.representativeId;
  const { rows } = await sql<ContextRow>`
    with month_portal as (
      select l.quota_article_code as code, sum(l.net_value) as net
        from order_draft_lines l
        join order_drafts d on d.id = l.draft_id
       where d.representative_id = ${rep} and d.status in ${UNLINKED_PORTAL_STATUSES}
         and d.sent_on between ${month.first}::date and ${month.last}::date
       group by l.quota_article_code
    ),
    ${repArticleGoalSalesCte({ reps: [rep], month })},
    ${customerFinancialsCte({ today, reps: [rep], registersInScope: [customer.register] })},
    portal_open as (
      select coalesce(sum(l.net_value), 0) as net
        from order_draft_lines l
        join order_drafts d on d.id = l.draft_id
       where d.customer_register = ${customer.register}::bpchar and d.status in ${UNLINKED_PORTAL_STATUSES}
    )
    select r.commission_rate::text as commission_rate, coalesce(r.max_discount, 0)::text as max_discount,
           (select coalesce(json_agg(json_build_object(
                     'quotaArticle', qa.code, 'description', qa.description,
                     'goal', coalesce(gs.goal, 0), 'salesBefore', coalesce(gs.sales, 0) + coalesce(mp.net, 0))
                   order by qa.code), '[]'::json)
              from quota_articles qa
              left join rep_article_goal_sales gs on gs.code = qa.code and gs.representative_id = ${rep}
              left join month_portal mp on mp.code = qa.code
             where gs.code is not null or mp.code is not null) as goals,
           (select (cf.projected_balance - po.net)::text from customer_financials cf cross join portal_open po)
             as projected_before,
           (select case when cf.overdue_titles > 0 then 4
                        when cf.credit_status = 'suspended' then 3
                        when coalesce(cf.credit_limit, 0) = 0 or not cf.bought_last_365 then 2
                        else 0 end
              from customer_financials cf) as base_flag
      from representatives r where r.id = ${rep}`.execute(db);
  const row = rows[0];
  const priced = priceTableFor(null, customer);
  return {
    customer: { register: customer.register, name: customer.name },
    representativeId: rep,
    month: month.first,
    priceTable: priced.table,
    priceTableSource: priced.source,
    maxDiscountPercent: Number(row?.max_discount ?? 0),
    commissionRate: Number(row?.commission_rate ?? 0),
    goals: row?.goals ?? [],
    credit: {
      projectedBalanceBefore: Number(row?.projected_before ?? 0),
      baseFlag: row?.base_flag ?? 0,
    },
    terms: await orderTermsOf(db, customer.register),
  };
};
