import {
  LOOKUP_LIMIT,
  type CityOption,
  type CustomerOption,
  type QuotaArticleOption,
  type SupervisorOption,
} from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { fold, patterns } from '../../db/sql-kit/accent-fold.ts';

// Type-aheads: match on code or name ignoring case and accents, names that start with the text first, at most
// LOOKUP_LIMIT. `reps = null` = every rep.

const repIn = (column: string, reps: number[] | null) =>
  reps === null ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} = any(${reps}::int[])`;

export const allQuotaArticles = async (db: Kysely<Database>): Promise<QuotaArticleOption[]> =>
  db.selectFrom('quota_articles').select(['code', 'description']).orderBy('code').execute();

export const quotaArticlesMatching = async (
  db: Kysely<Database>,
  text: string,
): Promise<QuotaArticleOption[]> => {
  const { contains, startsWith } = patterns(text);
  const result = await sql<QuotaArticleOption>`
    select qa.code, qa.description
    from quota_articles qa
    where ${fold(sql.ref('qa.code'))} like ${contains} or ${fold(sql.ref('qa.description'))} like ${contains}
    order by (${fold(sql.ref('qa.code'))} like ${startsWith} or ${fold(sql.ref('qa.description'))} like ${startsWith}) desc,
             qa.description, qa.code
    limit ${LOOKUP_LIMIT}`.execute(db);
  return result.rows;
};

/** Cities where the reps have a customer or a city route. */
export const citiesMatching = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; text: string },
): Promise<CityOption[]> => {
  const { contains, startsWith } = patterns(filter.text);
  const result = await sql<CityOption>`
    select ci.code, ci.name, ci.state_code as "stateCode"
    from cities ci
    where (exists (select 1 from customers c where c.city_code = ci.code and ${repIn('c.representative_id', filter.reps)})
           or exists (select 1 from city_routes cr where cr.city_code = ci.code and ${repIn('cr.representative_id', filter.reps)}))
      and (ci.code::text like ${startsWith} or ${fold(sql.ref('ci.name'))} like ${contains})
    order by (${fold(sql.ref('ci.name'))} like ${startsWith}) desc, ci.name, ci.state_code, ci.code
    limit ${LOOKUP_LIMIT}`.execute(db);
  return result.rows.map((row) => ({ ...row, stateCode: row.stateCode.trim() }));
};

/** Customers owned by the reps (customers.representative_id). */
export const customersMatching = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; text: string },
): Promise<CustomerOption[]> => {
  const { contains, startsWith } = patterns(filter.text);
  const result = await sql<CustomerOption>`
    select c.register, c.name
    from customers c
    where ${repIn('c.representative_id', filter.reps)}
      and (c.register like ${startsWith} or ${fold(sql.ref('c.name'))} like ${contains})
    order by (${fold(sql.ref('c.name'))} like ${startsWith}) desc, c.name, c.register
    limit ${LOOKUP_LIMIT}`.execute(db);
  return result.rows;
};

/** Supervisors with at least one rep in scope (every supervisor for `null`). */
export const supervisorsMatching = async (
  db: Kysely<Database>,
  filter: { reps: number[] | null; text: string },
): Promise<SupervisorOption[]> => {
  const { contains, startsWith } = patterns(filter.text);
  const inScope =
    filter.reps === null
      ? sql<boolean>`true`
      : sql<boolean>`exists (select 1 from representatives r where r.supervisor_id = s.id and ${repIn('r.id', filter.reps)})`;
  const result = await sql<SupervisorOption>`
    select s.id, s.name
    from supervisors s
    where ${inScope}
      and (s.id::text like ${startsWith} or ${fold(sql.ref('s.name'))} like ${contains})
    order by (${fold(sql.ref('s.name'))} like ${startsWith}) desc, s.name, s.id
    limit ${LOOKUP_LIMIT}`.execute(db);
  return result.rows;
};
