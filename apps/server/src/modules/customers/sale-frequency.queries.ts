import type { CollectionEntry, SaleFrequencyCustomer } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { intIn, registerAmong, repIn, textIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import {
  customerFinancialsCteFor,
  otherRepresentativesOf,
  profileColumns,
  profileFrom,
  toCustomerProfile,
  type CustomerFilter,
  type ProfileRow,
} from '../../domain/customers/customer-profile.queries.ts';

// customer/sale-frequency (docs/domain.md §3; docs/decisions/040): the customers in scope with their suggestion
// priority and, for the collections that sold to any of them in the 24 months ending at the period's end, their
// own figures. "In scope" = reps + cities + customers + route + financialFlags; `bought` only picks which of
// those customers are answered, never which collections are columns.

export const MAX_COLLECTIONS = 12;

export type SaleFrequencyFilter = CustomerFilter & {
  today: string;
  reps: number[] | null;
  start: string;
  end: string;
  bought?: boolean | undefined;
  quotaArticles?: string[] | undefined;
  financialFlags?: number[] | undefined;
};

type FrequencyRow = ProfileRow & { period_sales: string; suggestion_priority: number; bought: boolean };

/** Items that count as sales: non-canceled orders of the reps in scope, of the quota articles asked. */
const salesItemsFrom = sql`
  orders o
  join order_items oi on oi.order_number = o.number
  join products p on p.reference = oi.reference`;
const salesItemsWhere = (filter: SaleFrequencyFilter) => sql`
  o.status <> 'canceled'
  and ${repIn('o.representative_id', filter.reps)}
  and ${textIn('p.quota_article_code', filter.quotaArticles)}`;
/** The 24 months ending at the period's end: issued after (end − 24 months) through end. */
const inWindow = (filter: SaleFrequencyFilter) => sql`
  o.issue_date > (${filter.end}::date - interval '24 months')::date and o.issue_date <= ${filter.end}::date`;

/**
 * The customer's (`cf.register`) sales in the period. Of every article, an order's totals (order_totals, kept by the
 * import) say it; of some quota articles only its items can.
 */
const periodSales = (filter: SaleFrequencyFilter) => {
  const inPeriod = sql`o.customer_register = cf.register
    and o.issue_date between ${filter.start}::date and ${filter.end}::date`;
  if (filter.quotaArticles === undefined || filter.quotaArticles.length === 0) {
    return sql`
      select sum(ot.net_value) as sales
      from orders o join order_totals ot on ot.order_number = o.number
      where o.status <> 'canceled' and ${repIn('o.representative_id', filter.reps)} and ${inPeriod}`;
  }
  return sql`
      select sum(oi.net_value) as sales
      from ${salesItemsFrom}
      where ${salesItemsWhere(filter)} and ${inPeriod}`;
};

const customersWithPriority = async (
  db: Kysely<Database>,
  filter: SaleFrequencyFilter,
): Promise<FrequencyRow[]> => {
  const { rows } = await sql<FrequencyRow>`
    with ${customerFinancialsCteFor(filter)}
    select ${profileColumns},
      round(coalesce(ps.sales, 0), 2)::text as period_sales,
      coalesce(ps.sales, 0) > 0 as bought,
      case
        when cf.financial_flag >= 2 then 4
        when coalesce(ps.sales, 0) <= 0 then 1
        when ps.sales < c.sale_potential then 2
        else 3
      end as suggestion_priority
    from ${profileFrom}
    -- Per customer (orders_customer_idx), so customer_financials is read once and stays inlined.
    cross join lateral (${periodSales(filter)}) ps
    where ${intIn('cf.financial_flag', filter.financialFlags)}
    order by suggestion_priority, c.sale_potential desc, c.name, c.register`.execute(db);
  return rows;
};

type CollectionRef = { code: string; description: string };

type FigureRow = {
  register: string;
  collection: string;
  description: string;
  starts_on: string;
  parts: number;
  references: number;
  value: string;
  average_price: string;
};

/**
 * Each customer's parts, distinct references, value and average price per collection over the window, for every
 * collection sold to them there: one pass over the window's items gives both the columns and the figures.
 */
const collectionFigures = async (
  db: Kysely<Database>,
  filter: SaleFrequencyFilter,
  registers: string[],
): Promise<FigureRow[]> => {
  const { rows } = await sql<FigureRow>`
    select f.register, f.collection, col.description, to_char(col.starts_on, 'YYYY-MM-DD') as starts_on,
      f.parts, f."references", f.value, f.average_price
    from (
      select o.customer_register::text as register, p.collection_code as collection,
        coalesce(sum(oi.parts), 0)::int as parts,
        count(distinct oi.reference)::int as "references",
        round(sum(oi.net_value), 2)::text as value,
        case when coalesce(sum(oi.parts), 0) = 0 then '0' else round(sum(oi.net_value) / sum(oi.parts), 2)::text end as average_price
      from ${salesItemsFrom}
      where ${salesItemsWhere(filter)} and ${inWindow(filter)}
        and ${registerAmong('o.customer_register', registers, filter.reps)}
      group by o.customer_register, p.collection_code
    ) f
    join collections col on col.code = f.collection`.execute(db);
  return rows;
};

/** Code-point order, as the database's C collation sorts codes. */
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Newest (by starts_on, then code) collections among the figures, at most 12. */
const newestCollections = (figures: FigureRow[]): CollectionRef[] => {
  const byCode = new Map(figures.map((figure) => [figure.collection, figure]));
  return [...byCode.values()]
    .sort((a, b) => byText(b.starts_on, a.starts_on) || byText(a.collection, b.collection))
    .slice(0, MAX_COLLECTIONS)
    .map((figure) => ({ code: figure.collection, description: figure.description }));
};

const emptyEntry = (collection: CollectionRef): CollectionEntry => ({
  collection: collection.code,
  collectionDescription: collection.description,
  parts: 0,
  references: 0,
  value: 0,
  averagePrice: 0,
});

/** The whole answer of customer/sale-frequency. */
export const saleFrequencyOf = async (
  db: Kysely<Database>,
  filter: SaleFrequencyFilter,
): Promise<SaleFrequencyCustomer[]> => {
  const inScope = await customersWithPriority(db, filter);
  if (inScope.length === 0) return [];
  const answered =
    filter.bought === undefined ? inScope : inScope.filter((row) => row.bought === filter.bought);
  const registers = answered.map((row) => row.register);
  // Independent reads, at once on two pooled connections (PGlite queues them).
  const [figures, others] = await Promise.all([
    collectionFigures(
      db,
      filter,
      inScope.map((row) => row.register),
    ),
    otherRepresentativesOf(db, registers),
  ]);
  const collections = newestCollections(figures);
  const figureOf = new Map(figures.map((figure) => [`${figure.register}|${figure.collection}`, figure]));
  // The fresh profile is added to, not spread into a new object: spread and then added to, each object is many times
  // slower to build on V8 (bench/api/answer-overhead.ts).
  return answered.map((row) =>
    Object.assign(toCustomerProfile(row, others.get(row.register) ?? []), {
      suggestionPriority: Number(row.suggestion_priority),
      periodSales: toMoney(row.period_sales),
      collections: collections.map((collection) => {
        const figure = figureOf.get(`${row.register}|${collection.code}`);
        if (!figure) return emptyEntry(collection);
        return {
          collection: collection.code,
          collectionDescription: collection.description,
          parts: Number(figure.parts),
          references: Number(figure.references),
          value: toMoney(figure.value),
          averagePrice: toMoney(figure.average_price),
        };
      }),
    }),
  );
};
