import type {
  CustomerCard,
  CustomerLocation,
  CustomerLocationKind,
  CustomerProfile,
  OtherRepresentative,
} from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { CustomersTable, Database } from '../../db/database.ts';
import { customerFinancialsCte } from '../customer-financials/customer-financials.queries.ts';
import { intEquals, intIn, registerIn } from '../../db/sql-kit/filters.ts';
import { toMoney, toNullableMoney } from '../../db/sql-kit/money.ts';

// The customer fields the Situação Limite modal and the Clientes screen share: one select list and one mapping,
// over the shared customer_financials CTE (docs/domain.md §2), so both calls show the same figures.

export type CustomerFilter = {
  cities?: number[] | undefined;
  customers?: string[] | undefined;
  route?: number | undefined;
};

/** The cities / customers / route filters as a narrowing of `customers c`, for customerFinancialsCte. */
export const customerWhere = (filter: CustomerFilter): RawBuilder<unknown> =>
  sql`${intIn('c.city_code', filter.cities)} and ${registerIn('c.register', filter.customers)} and ${intEquals('c.route', filter.route)}`;

/**
 * Joins from customer_financials to what the profile shows. Its outputs are `cf` (customer_financials) and `c`
 * (customers): a reader may order or filter by them; the other aliases are the fragment's own.
 */
export const profileFrom = sql`
  customer_financials cf
  join customers c on c.register = cf.register
  join cities ci on ci.code = c.city_code
  join representatives r on r.id = c.representative_id
  left join collections lpc on lpc.code = cf.last_purchase_collection`;

/**
 * Where the map draws the customer (docs/domain.md §7): its own point, else its city's centre, else nowhere. Over
 * `customers c` and `cities ci`; the columns of CustomerPointRow.
 */
export const customerPointColumns = sql`
  case when c.latitude is not null then c.latitude else ci.latitude end as latitude,
  case when c.latitude is not null then c.longitude else ci.longitude end as longitude,
  case when c.latitude is not null then 'customer' when ci.latitude is not null then 'city' end as location`;

export type CustomerPointRow = {
  latitude: number | null;
  longitude: number | null;
  location: CustomerLocationKind | null;
};

/** A customer's point as the answers carry it (the drivers may hand double precision back as text). */
export const toCustomerLocation = (row: CustomerPointRow): CustomerLocation => ({
  latitude: row.latitude === null ? null : Number(row.latitude),
  longitude: row.longitude === null ? null : Number(row.longitude),
  location: row.location,
});

/**
 * Profile columns; money rounded in SQL and sent as text so no float touches it before the edge; dates formatted in
 * SQL so both drivers hand back the same 'YYYY-MM-DD' (the drivers differ on date).
 */
export const profileColumns = sql`
  c.register::text as register, c.name, c.route, c.route_version,
  c.address, c.city_code, ci.name as city_name, ci.state_code::text as state_code, c.zip_code, c.telephone, c.cellphone,
  c.whats, c.email, c.state_registration, c.suframa, to_char(c.registration_date, 'YYYY-MM-DD') as registration_date, c.economic_group,
  c.representative_id, r.name as representative_name,
  to_char(cf.last_purchase_date, 'YYYY-MM-DD') as last_purchase_date, cf.days_since_last_purchase, cf.last_purchase_collection,
  lpc.description as last_purchase_collection_description,
  cf.financial_flag,
  round(c.credit_limit, 2)::text as credit_limit,
  round(cf.balance_limit, 2)::text as balance_limit,
  round(cf.projected_balance, 2)::text as projected_balance,
  round(c.sale_potential, 2)::text as sale_potential,
  round(cf.average_discount, 2)::text as average_discount,
  round(cf.average_deadline, 2)::text as average_deadline,
  cf.days_greatest_delay,
  round(cf.open_titles, 2)::text as open_titles,
  round(cf.overdue_titles, 2)::text as overdue_titles,
  ${customerPointColumns}`;

/** The customer's own columns, typed as the table holds them. */
type CustomerColumns = Pick<
  CustomersTable,
  | 'register'
  | 'name'
  | 'address'
  | 'city_code'
  | 'zip_code'
  | 'telephone'
  | 'cellphone'
  | 'whats'
  | 'email'
  | 'state_registration'
  | 'suframa'
  | 'registration_date'
  | 'economic_group'
  | 'representative_id'
>;

export type ProfileRow = CustomerPointRow &
  CustomerColumns & {
    route: number;
    route_version: number;
    city_name: string;
    state_code: string;
    representative_name: string;
    last_purchase_date: string | null;
    days_since_last_purchase: number | null;
    last_purchase_collection: string | null;
    last_purchase_collection_description: string | null;
    financial_flag: number;
    credit_limit: string | null;
    balance_limit: string;
    projected_balance: string;
    sale_potential: string;
    average_discount: string;
    average_deadline: string;
    days_greatest_delay: number;
    open_titles: string;
    overdue_titles: string;
  };

/** The card fields of one customer (customerCard), mapped once for the profile and the Plano de Visitas. */
export const toCustomerCard = (row: ProfileRow): CustomerCard => ({
  register: row.register,
  name: row.name,
  address: row.address,
  cityCode: row.city_code,
  city: row.city_name,
  state: row.state_code,
  zipCode: row.zip_code,
  telephone: row.telephone,
  cellphone: row.cellphone,
  whats: row.whats,
  email: row.email,
  route: row.route,
  financialFlag: Number(row.financial_flag),
  salePotential: toMoney(row.sale_potential),
  lastPurchaseDate: row.last_purchase_date,
  daysSinceLastPurchase: row.days_since_last_purchase === null ? null : Number(row.days_since_last_purchase),
  ...toCustomerLocation(row),
});

export const toCustomerProfile = (row: ProfileRow, others: OtherRepresentative[]): CustomerProfile => ({
  ...toCustomerCard(row),
  routeVersion: row.route_version,
  stateRegistration: row.state_registration,
  suframa: row.suframa,
  registrationDate: row.registration_date,
  economicGroup: row.economic_group,
  representativeId: row.representative_id,
  representative: row.representative_name,
  representatives: others,
  lastPurchaseCollection: row.last_purchase_collection,
  lastPurchaseCollectionDescription: row.last_purchase_collection_description,
  creditLimit: toNullableMoney(row.credit_limit),
  balanceLimit: toMoney(row.balance_limit),
  projectedBalance: toMoney(row.projected_balance),
  averageDiscount: toMoney(row.average_discount),
  averageDeadline: toMoney(row.average_deadline),
  daysGreatestDelay: Number(row.days_greatest_delay),
  openTitles: toMoney(row.open_titles),
  overdueTitles: toMoney(row.overdue_titles),
});

/** The other reps who also serve each customer (customer_representatives.csv), by register, ordered by id. */
export const otherRepresentativesOf = async (
  db: Kysely<Database>,
  registers: string[],
): Promise<Map<string, OtherRepresentative[]>> => {
  const byRegister = new Map<string, OtherRepresentative[]>();
  if (registers.length === 0) return byRegister;
  const { rows } = await sql<{ register: string; id: number; name: string }>`
    select cr.customer_register::text as register, r.id, r.name
    from customer_representatives cr
    join representatives r on r.id = cr.representative_id
    join customers c on c.register = cr.customer_register
    where cr.customer_register = any(${registers}::bpchar[]) and cr.representative_id <> c.representative_id
    order by cr.customer_register, r.id`.execute(db);
  for (const row of rows) {
    const list = byRegister.get(row.register) ?? [];
    list.push({ id: row.id, name: row.name });
    byRegister.set(row.register, list);
  }
  return byRegister;
};

/**
 * Profiles of the customers of some reps, narrowed by the customer filter, ordered by name. `registersInScope`, when
 * given, are customers the caller already found among the reps' under the filter (a page of them): they replace it.
 */
export const customerProfilesOf = async (
  db: Kysely<Database>,
  filter: CustomerFilter & { today: string; reps: number[] | null; registersInScope?: string[] },
): Promise<CustomerProfile[]> => {
  const { rows } = await sql<ProfileRow>`
    with ${customerFinancialsCteFor(filter)}
    select ${profileColumns}
    from ${profileFrom}
    order by c.name, c.register`.execute(db);
  const others = await otherRepresentativesOf(
    db,
    rows.map((row) => row.register),
  );
  return rows.map((row) => toCustomerProfile(row, others.get(row.register) ?? []));
};

/** The shared CTE narrowed to the filtered customers. */
export const customerFinancialsCteFor = (
  filter: CustomerFilter & { today: string; reps: number[] | null; registersInScope?: string[] },
) =>
  filter.registersInScope
    ? customerFinancialsCte({
        today: filter.today,
        reps: filter.reps,
        registersInScope: filter.registersInScope,
      })
    : customerFinancialsCte({ today: filter.today, reps: filter.reps, customerWhere: customerWhere(filter) });
