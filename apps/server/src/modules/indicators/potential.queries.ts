import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../../domain/customer-financials/customer-financials.queries.ts';

export type PotentialSummary = {
  releasedCredit: number;
  nrCliRelCred: number;
  insufficientCredit: number;
  nrCliInsCred: number;
  suspendedCredit: number;
  nrCliSusCred: number;
  withoutCredit: number;
  nrCliWithoutCred: number;
  debitBalance: number;
  nrCliDebBalance: number;
};

/**
 * The Potencial tile (docs/domain.md §3 collection/get-by): customers in scope by financial flag (as of today, the shared
 * definition of customer-financials); Σ sale_potential and count for flags 0–3, Σ overdue titles and count for 4.
 */
export const potentialByFlag = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; today: string },
): Promise<PotentialSummary> => {
  const result = await sql<Record<keyof PotentialSummary, string | number>>`
    with ${customerFinancialsCte(filter)}
    select
      round(coalesce(sum(sale_potential) filter (where financial_flag = 0), 0), 2) as "releasedCredit",
      count(*) filter (where financial_flag = 0)::int as "nrCliRelCred",
      round(coalesce(sum(sale_potential) filter (where financial_flag = 1), 0), 2) as "insufficientCredit",
      count(*) filter (where financial_flag = 1)::int as "nrCliInsCred",
      round(coalesce(sum(sale_potential) filter (where financial_flag = 3), 0), 2) as "suspendedCredit",
      count(*) filter (where financial_flag = 3)::int as "nrCliSusCred",
      round(coalesce(sum(sale_potential) filter (where financial_flag = 2), 0), 2) as "withoutCredit",
      count(*) filter (where financial_flag = 2)::int as "nrCliWithoutCred",
      round(coalesce(sum(overdue_titles) filter (where financial_flag = 4), 0), 2) as "debitBalance",
      count(*) filter (where financial_flag = 4)::int as "nrCliDebBalance"
    from customer_financials`.execute(db);
  const row = result.rows[0];
  const read = (key: keyof PotentialSummary): number => Number(row?.[key] ?? 0);
  return {
    releasedCredit: read('releasedCredit'),
    nrCliRelCred: read('nrCliRelCred'),
    insufficientCredit: read('insufficientCredit'),
    nrCliInsCred: read('nrCliInsCred'),
    suspendedCredit: read('suspendedCredit'),
    nrCliSusCred: read('nrCliSusCred'),
    withoutCredit: read('withoutCredit'),
    nrCliWithoutCred: read('nrCliWithoutCred'),
    debitBalance: read('debitBalance'),
    nrCliDebBalance: read('nrCliDebBalance'),
  };
};
