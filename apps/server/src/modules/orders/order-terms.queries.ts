import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

// What the order's terms are judged with (docs/domain.md §8.1–§8.3): the company's conditions, the customer's, the
// carriers, whether approval is on and how far the rep's approvers may go.

type Db = Kysely<Database> | Transaction<Database>;

export type KnownCondition = {
  code: string;
  description: string;
  installments: string;
  surchargePercent: number;
  minOrderValue: number;
  active: boolean;
  /** Among the customer's conditions (every one when the customer has no list). */
  allowed: boolean;
};

export type TermsFacts = {
  /** The company exports payment conditions: paymentDays gives way to them. */
  hasConditions: boolean;
  /** The draft's condition when the company knows its code. */
  condition: KnownCondition | null;
  /** Null when no carrier is given. */
  carrierKnown: boolean | null;
  /** supervisors.max_discount was imported (docs/domain.md §8.3). */
  approvalOn: boolean;
  /** The highest discount an approver of the rep may approve (administrators: 100); 0 without approvers. */
  approverMaxDiscount: number;
};

type FactsRow = {
  has_conditions: boolean;
  approval_on: boolean;
  approver_max: string | null;
  carrier_known: boolean | null;
  condition: {
    code: string;
    description: string;
    installments: string;
    surchargePercent: number;
    minOrderValue: number;
    active: boolean;
    allowed: boolean;
  } | null;
};

/** The approvers' maximum of one rep: rep-0 users whose scope includes the rep (administrators, its supervisor). */
export const approverMaxSql = (rep: number) => sql<string | null>`(
  select max(case when u.supervisor_id is null then 100 else coalesce(s.max_discount, 100) end)
    from users u left join supervisors s on s.id = u.supervisor_id
   where u.active and u.representative_id = 0
     and (u.supervisor_id is null
          or u.supervisor_id = (select r.supervisor_id from representatives r where r.id = ${rep})))`;

export const termsFacts = async (
  db: Db,
  terms: {
    customerRegister: string;
    representativeId: number;
    paymentConditionCode: string | null;
    carrierCode: string | null;
  },
): Promise<TermsFacts> => {
  const { rows } = await sql<FactsRow>`
    select exists (select 1 from payment_conditions) as has_conditions,
           exists (select 1 from supervisors where max_discount is not null) as approval_on,
           ${approverMaxSql(terms.representativeId)}::text as approver_max,
           case when ${terms.carrierCode}::text is null then null
                else exists (select 1 from carriers where code = ${terms.carrierCode}) end as carrier_known,
           (select json_build_object(
                     'code', pc.code, 'description', pc.description, 'installments', pc.installments,
                     'surchargePercent', pc.surcharge_percent, 'minOrderValue', pc.min_order_value,
                     'active', pc.active,
                     'allowed', not exists (select 1 from customer_payment_conditions cp
                                             where cp.customer_register = ${terms.customerRegister}::bpchar)
                                or exists (select 1 from customer_payment_conditions cp
                                            where cp.customer_register = ${terms.customerRegister}::bpchar
                                              and cp.payment_condition_code = pc.code))
              from payment_conditions pc where pc.code = ${terms.paymentConditionCode}) as condition`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('condições do pedido sem resposta');
  return {
    hasConditions: row.has_conditions,
    condition: row.condition
      ? {
          ...row.condition,
          surchargePercent: Number(row.condition.surchargePercent),
          minOrderValue: Number(row.condition.minOrderValue),
        }
      : null,
    carrierKnown: row.carrier_known,
    approvalOn: row.approval_on,
    approverMaxDiscount: Number(row.approver_max ?? 0),
  };
};

/** Does the company have payment conditions (then paymentDays gives way to them)? */
export const companyHasConditions = async (db: Db): Promise<boolean> => {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from payment_conditions) as found`.execute(db);
  return Boolean(rows[0]?.found);
};
