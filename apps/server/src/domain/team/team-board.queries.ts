import type { TeamBoardRow, TeamMonthBoardAnswer, TeamMonthBoardRow } from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { soldOrdersFrom } from '../goals/sold-items.queries.ts';
import { addMonths, monthOf } from '../months/month.ts';
import { openOrderBalancesCte } from '../open-orders/open-order-balances.queries.ts';

// The team boards (docs/domain.md §5.4, decision 074): the Equipe screen's month board and the integration's BI board
// (per rep and month over a period) read the same pieces, so they agree by construction. Visits are read live; the
// other figures from the tables the import keeps with the definitions the other screens read
// (team-figures.queries.ts): sales (goals), carteira to invoice (open_order_balances), overdue (the effective due
// date of the receivables, kept per rep and day in rep_due_balances).

/**
 * The kept month figures of the reps, months first..last (first days), as a WITH-clause fragment named
 * `team_month_figures` (rep, month, goal, sales, billing, canceled, served). A month without a row has every figure 0.
 */
const teamMonthFiguresCte = (reps: number[] | null, first: string, last: string): RawBuilder<unknown> => sql`
    team_month_figures as (
      select f.representative_id as rep, f.month, f.goal, f.sales, f.billing, f.canceled, f.served
      from rep_month_figures f
      where ${repIn('f.representative_id', reps)} and f.month between ${first}::date and ${last}::date
    )`;

/** The reps read with their supervisors, as a WITH-clause fragment named `board_reps`. */
const boardRepsCte = (reps: number[] | null): RawBuilder<unknown> => sql`
    board_reps as (
      select rp.id, rp.name, rp.supervisor_id, s.name as supervisor_name, rp.active
      from representatives rp left join supervisors s on s.id = rp.supervisor_id
      where ${repIn('rp.id', reps)}
    )`;

const monthStart = (column: string) => sql.raw(`date_trunc('month', (${column})::timestamp)::date`);

export type TeamBoardFilter = {
  reps: number[] | null;
  today: string;
  /** Any day of month M; today's month when absent. */
  date?: string | undefined;
};

type Figures = {
  goal: string;
  sales: string;
  goal_percentage: string;
  billing: string;
  wallet_to_invoice: string;
  overdue_balance: string;
  customers: number;
  customers_served: number;
  positivation: string;
  canceled_value: string;
  visits: number;
  visits_with_location: number;
  off_site_visits: number;
  portal_orders_sent: number;
  portal_orders_sent_value: string;
  /** `yyyy-mm=percentage` of the months with kept figures, oldest first, comma-separated; null without any. */
  history: string | null;
};

type BoardRow = Figures & {
  kind: 'rep' | 'total';
  representative_id: number | null;
  representative_name: string | null;
  supervisor_id: number | null;
  supervisor_name: string | null;
  active: boolean | null;
  representatives: number;
};

const percentage = (part: string, whole: string) =>
  sql.raw(`round(case when ${whole} > 0 then ${part} / ${whole} * 100 else 0 end, 2)::text`);

export const teamBoardOfMonth = async (
  db: Kysely<Database>,
  filter: TeamBoardFilter,
): Promise<TeamMonthBoardAnswer> => {
  const { reps, today } = filter;
  const month = monthOf(filter.date ?? today);
  const six = { first: addMonths(month.first, -5), last: month.last };
  const { rows } = await sql<BoardRow>`
    with ${boardRepsCte(reps)},
    -- Goal, sales, billing, canceled and served per rep and month, carteira, customers and titles per rep: kept by
    -- the import from the live definitions (team-figures.queries.ts), so the whole company's board reads a few rows.
    ${teamMonthFiguresCte(reps, six.first, month.first)},
    visited as (
      select v.representative_id as rep, count(*)::int as n, count(v.latitude)::int as with_location,
             (count(*) filter (where v.off_site))::int as off_site
      from visits v
      where v.visited_on between ${month.first}::date and ${month.last}::date
        and ${repIn('v.representative_id', reps)}
      group by 1
    ),
    -- Orders sent from the portal on a send day in M, whatever became of them since (docs/domain.md §7).
    portal_sent as (
      select d.representative_id as rep, count(*)::int as n, coalesce(sum(l.net_value), 0) as value
      from order_drafts d
      left join lateral (
        select sum(dl.net_value) as net_value from order_draft_lines dl where dl.draft_id = d.id
      ) l on true
      where d.status in ('sent', 'exported', 'in-erp')
        and d.sent_on between ${month.first}::date and ${month.last}::date
        and ${repIn('d.representative_id', reps)}
      group by 1
    ),
    board as (
      select reps.id, reps.name, reps.supervisor_id, reps.supervisor_name, reps.active,
             coalesce(m.goal, 0) as goal,
             coalesce(m.sales, 0) as sales,
             coalesce(m.billing, 0) as billing,
             coalesce(open.to_be_invoiced, 0) as wallet_to_invoice,
             coalesce(overdue.value, 0) as overdue_balance,
             coalesce(open.customers, 0) as customers,
             coalesce(m.served, 0) as customers_served,
             coalesce(m.canceled, 0) as canceled_value,
             coalesce(visited.n, 0) as visits,
             coalesce(visited.with_location, 0) as visits_with_location,
             coalesce(visited.off_site, 0) as off_site_visits,
             coalesce(portal_sent.n, 0) as portal_orders_sent,
             coalesce(portal_sent.value, 0) as portal_orders_sent_value
      from board_reps reps
      left join team_month_figures m on m.rep = reps.id and m.month = ${month.first}::date
      left join rep_open_figures open on open.representative_id = reps.id
      -- Overdue today: open with a balance and the effective due date before today, i.e. the running balance of
      -- the rep's last due date before today (one index probe per rep).
      left join lateral (
        select d.running_balance as value from rep_due_balances d
        where d.representative_id = reps.id and d.due_on < ${today}::date
        order by d.due_on desc limit 1
      ) overdue on true
      left join visited on visited.rep = reps.id
      left join portal_sent on portal_sent.rep = reps.id
    ),
    -- An inactive rep stays on the board while anything of theirs is left to follow (customers, carteira, titles).
    shown as (
      select * from board
      where active or goal <> 0 or sales <> 0 or billing <> 0 or wallet_to_invoice <> 0 or overdue_balance <> 0
         or customers <> 0 or canceled_value <> 0 or visits <> 0 or portal_orders_sent <> 0
    ),
    rep_history as (
      select f.rep, string_agg(to_char(f.month, 'YYYY-MM') || '=' || ${percentage('f.sales', 'f.goal')}, ','
                               order by f.month) as points
      from team_month_figures f join shown on shown.id = f.rep
      group by f.rep
    ),
    team_history as (
      select string_agg(to_char(t.month, 'YYYY-MM') || '=' || ${percentage('t.sales', 't.goal')}, ','
                        order by t.month) as points
      from (select f.month, sum(f.goal) as goal, sum(f.sales) as sales
            from team_month_figures f join shown on shown.id = f.rep
            group by f.month) t
    )
    select 'rep' as kind, s.id as representative_id, s.name as representative_name, s.supervisor_id,
           s.supervisor_name, s.active, 1 as representatives,
           round(s.goal, 2)::text as goal, round(s.sales, 2)::text as sales,
           ${percentage('s.sales', 's.goal')} as goal_percentage,
           round(s.billing, 2)::text as billing, round(s.wallet_to_invoice, 2)::text as wallet_to_invoice,
           round(s.overdue_balance, 2)::text as overdue_balance, s.customers, s.customers_served,
           ${percentage('s.customers_served::numeric', 's.customers')} as positivation,
           round(s.canceled_value, 2)::text as canceled_value, s.visits, s.visits_with_location,
           s.off_site_visits, s.portal_orders_sent, round(s.portal_orders_sent_value, 2)::text as portal_orders_sent_value,
           rh.points as history
    from shown s left join rep_history rh on rh.rep = s.id
    union all
    select 'total', null, null, null, null, null, count(*)::int,
           round(coalesce(sum(s.goal), 0), 2)::text, round(coalesce(sum(s.sales), 0), 2)::text,
           ${percentage('coalesce(sum(s.sales), 0)', 'coalesce(sum(s.goal), 0)')},
           round(coalesce(sum(s.billing), 0), 2)::text, round(coalesce(sum(s.wallet_to_invoice), 0), 2)::text,
           round(coalesce(sum(s.overdue_balance), 0), 2)::text, coalesce(sum(s.customers), 0)::int,
           coalesce(sum(s.customers_served), 0)::int,
           ${percentage('coalesce(sum(s.customers_served), 0)::numeric', 'coalesce(sum(s.customers), 0)')},
           round(coalesce(sum(s.canceled_value), 0), 2)::text, coalesce(sum(s.visits), 0)::int,
           coalesce(sum(s.visits_with_location), 0)::int, coalesce(sum(s.off_site_visits), 0)::int,
           coalesce(sum(s.portal_orders_sent), 0)::int, round(coalesce(sum(s.portal_orders_sent_value), 0), 2)::text,
           (select points from team_history)
    from shown s`.execute(db);
  const months = [-5, -4, -3, -2, -1, 0].map((offset) => addMonths(month.first, offset).slice(0, 7));
  const boardRows = rows.filter((row) => row.kind === 'rep').map((row) => toRow(row, months));
  boardRows.sort(
    (a, b) =>
      b.goalPercentage - a.goalPercentage || b.sales - a.sales || a.representativeId - b.representativeId,
  );
  const total = rows.find((row) => row.kind === 'total');
  if (!total) throw new Error('painel da equipe sem total');
  return {
    month: month.first.slice(0, 7),
    months,
    today,
    rows: boardRows,
    total: { representatives: Number(total.representatives), ...figuresOf(total, months) },
  };
};

/** The six months, oldest first: a month without figures (no row kept) is 0 %. */
const historyOf = (points: string | null, months: string[]) => {
  const byMonth = new Map(
    (points ?? '')
      .split(',')
      .filter((point) => point !== '')
      .map((point) => {
        const [month = '', value = '0'] = point.split('=');
        return [month, toMoney(value)] as const;
      }),
  );
  return months.map((month) => byMonth.get(month) ?? 0);
};

const figuresOf = (row: Figures, months: string[]) => ({
  goal: toMoney(row.goal),
  sales: toMoney(row.sales),
  goalPercentage: toMoney(row.goal_percentage),
  billing: toMoney(row.billing),
  toBeInvoicedValue: toMoney(row.wallet_to_invoice),
  overdueBalance: toMoney(row.overdue_balance),
  customers: Number(row.customers),
  customersServed: Number(row.customers_served),
  positivation: toMoney(row.positivation),
  canceledValue: toMoney(row.canceled_value),
  visits: Number(row.visits),
  visitsWithLocation: Number(row.visits_with_location),
  offSiteVisits: Number(row.off_site_visits),
  portalOrdersSent: Number(row.portal_orders_sent),
  portalOrdersSentValue: toMoney(row.portal_orders_sent_value),
  history: historyOf(row.history, months),
});

const toRow = (row: BoardRow, months: string[]): TeamMonthBoardRow => ({
  representativeId: Number(row.representative_id),
  representativeName: row.representative_name ?? '',
  supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
  supervisorName: row.supervisor_name,
  active: row.active === true,
  ...figuresOf(row, months),
});

export type TeamBoardByMonthFilter = {
  reps: number[] | null;
  /** First day of the initial month and of the final month. */
  firstMonth: string;
  lastMonth: string;
  today: string;
};

type MonthBoardRow = {
  representative_id: number;
  representative_name: string;
  supervisor_id: number | null;
  supervisor_name: string | null;
  month: string;
  goal: string;
  sales: string;
  goal_percentage: string;
  billing: string;
  wallet_to_invoice: string;
  overdue_receivables: string;
  customers_served: number;
  visits: number;
  visits_with_location: number;
  off_site_visits: number;
  portal_orders_sent: number;
  portal_orders_sent_value: string;
};

/**
 * The BI board: one row per rep and month of the period, each figure bucketed by the month of its own date (goal
 * and sales by month, billing by invoice, carteira by the order's issue, overdue by the effective due date). Goal,
 * sales and billing are the kept month figures the Equipe board reads; the carteira is open_order_balances; the
 * overdue balance is rep_due_balances' open titles due before today; customers served are the customers of the
 * rep's sold orders (any owner).
 */
export const teamBoardByMonthOf = async (
  db: Kysely<Database>,
  filter: TeamBoardByMonthFilter,
): Promise<TeamBoardRow[]> => {
  const { reps, firstMonth, lastMonth, today } = filter;
  const period = { first: firstMonth, last: monthOf(lastMonth).last };
  const { rows } = await sql<MonthBoardRow>`
    with months as (
      select generate_series(${firstMonth}::date::timestamp, ${lastMonth}::date::timestamp, interval '1 month')::date
        as month
    ),
    ${boardRepsCte(reps)},
    ${teamMonthFiguresCte(reps, firstMonth, lastMonth)},
    ${openOrderBalancesCte(reps)},
    served as (
      select sold_orders.representative_id as rep, ${monthStart('sold_orders.issue_date')} as month,
             count(distinct sold_orders.customer_register)::int as customers
      from ${soldOrdersFrom({ reps, period })}
      group by 1, 2
    ),
    wallet as (
      select ob.representative_id as rep, ${monthStart('ob.issue_date')} as month, sum(ob.to_be_invoiced) as value
      from open_order_balances ob
      where ob.issue_date between ${period.first}::date and ${period.last}::date
      group by 1, 2
    ),
    overdue as (
      select d.representative_id as rep, ${monthStart('d.due_on')} as month, sum(d.balance) as value
      from rep_due_balances d
      where ${repIn('d.representative_id', reps)} and d.due_on < ${today}::date
        and d.due_on between ${period.first}::date and ${period.last}::date
      group by 1, 2
    ),
    -- The Equipe board's visit and portal-order figures, per month of the visit and of the send day.
    visits_by_month as (
      select v.representative_id as rep, ${monthStart('v.visited_on')} as month, count(*)::int as n,
             count(v.latitude)::int as with_location, (count(*) filter (where v.off_site))::int as off_site
      from visits v
      where v.visited_on between ${period.first}::date and ${period.last}::date
        and ${repIn('v.representative_id', reps)}
      group by 1, 2
    ),
    sent_by_month as (
      select d.representative_id as rep, ${monthStart('d.sent_on')} as month, count(distinct d.id)::int as n,
             coalesce(sum(dl.net_value), 0) as value
      from order_drafts d left join order_draft_lines dl on dl.draft_id = d.id
      where d.status in ('sent', 'exported', 'in-erp')
        and d.sent_on between ${period.first}::date and ${period.last}::date
        and ${repIn('d.representative_id', reps)}
      group by 1, 2
    )
    select reps.id as representative_id, reps.name as representative_name, reps.supervisor_id, reps.supervisor_name,
      to_char(m.month, 'YYYY-MM') as month,
      round(coalesce(f.goal, 0), 2)::text as goal,
      round(coalesce(f.sales, 0), 2)::text as sales,
      ${percentage('coalesce(f.sales, 0)', 'coalesce(f.goal, 0)')} as goal_percentage,
      round(coalesce(f.billing, 0), 2)::text as billing,
      round(coalesce(wallet.value, 0), 2)::text as wallet_to_invoice,
      round(coalesce(overdue.value, 0), 2)::text as overdue_receivables,
      coalesce(served.customers, 0)::int as customers_served,
      coalesce(vm.n, 0) as visits, coalesce(vm.with_location, 0) as visits_with_location,
      coalesce(vm.off_site, 0) as off_site_visits, coalesce(sm.n, 0) as portal_orders_sent,
      round(coalesce(sm.value, 0), 2)::text as portal_orders_sent_value
    from board_reps reps cross join months m
    left join team_month_figures f on f.rep = reps.id and f.month = m.month
    left join served on served.rep = reps.id and served.month = m.month
    left join wallet on wallet.rep = reps.id and wallet.month = m.month
    left join overdue on overdue.rep = reps.id and overdue.month = m.month
    left join visits_by_month vm on vm.rep = reps.id and vm.month = m.month
    left join sent_by_month sm on sm.rep = reps.id and sm.month = m.month
    order by reps.id, m.month`.execute(db);
  return rows.map((row) => ({
    representativeId: Number(row.representative_id),
    representativeName: row.representative_name,
    supervisorId: row.supervisor_id === null ? null : Number(row.supervisor_id),
    supervisorName: row.supervisor_name,
    month: row.month,
    goal: toMoney(row.goal),
    sales: toMoney(row.sales),
    goalPercentage: toMoney(row.goal_percentage),
    billing: toMoney(row.billing),
    toBeInvoicedValue: toMoney(row.wallet_to_invoice),
    // The old name, one release more for BI clients (docs/decisions/095).
    walletToInvoice: toMoney(row.wallet_to_invoice),
    overdueReceivables: toMoney(row.overdue_receivables),
    customersServed: Number(row.customers_served),
    visits: Number(row.visits),
    visitsWithLocation: Number(row.visits_with_location),
    offSiteVisits: Number(row.off_site_visits),
    portalOrdersSent: Number(row.portal_orders_sent),
    portalOrdersSentValue: toMoney(row.portal_orders_sent_value),
  }));
};
