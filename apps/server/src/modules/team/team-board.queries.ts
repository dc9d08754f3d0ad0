import type { TeamMonthBoardAnswer, TeamMonthBoardRow } from '@portal/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { addMonths, monthOf } from '../indicators/month.ts';

// Equipe (docs/domain.md §5.4, decision 074): one statement computes every rep's row and the team total, so the total
// is the rows' sum by construction. Visits are read live; the other figures from the tables the import
// keeps with the definitions the other screens read (team-figures.queries.ts): sales (goals module), carteira to
// invoice (the Carteira tile's open_order_balances), overdue (receivable-terms' effective due date).

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
    with reps as (
      select rp.id, rp.name, rp.supervisor_id, s.name as supervisor_name, rp.active
      from representatives rp left join supervisors s on s.id = rp.supervisor_id
      where ${repIn('rp.id', reps)}
    ),
    -- Goal, sales, billing, canceled and served per rep and month, carteira, customers and titles per rep: kept by
    -- the import from the live definitions (team-figures.queries.ts), so the whole company's board reads a few rows.
    -- A month without a row has every figure 0.
    figures as (
      select f.representative_id as rep, f.month, f.goal, f.sales, f.billing, f.canceled, f.served
      from rep_month_figures f
      where ${repIn('f.representative_id', reps)} and f.month between ${six.first}::date and ${month.first}::date
    ),
    visited as (
      select v.representative_id as rep, count(*)::int as n
      from visits v
      where v.visited_on between ${month.first}::date and ${month.last}::date
        and ${repIn('v.representative_id', reps)}
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
             coalesce(visited.n, 0) as visits
      from reps
      left join figures m on m.rep = reps.id and m.month = ${month.first}::date
      left join rep_open_figures open on open.representative_id = reps.id
      -- Overdue today: open with a balance and the effective due date before today, i.e. the running balance of
      -- the rep's last due date before today (one index probe per rep).
      left join lateral (
        select d.running_balance as value from rep_due_balances d
        where d.representative_id = reps.id and d.due_on < ${today}::date
        order by d.due_on desc limit 1
      ) overdue on true
      left join visited on visited.rep = reps.id
    ),
    -- An inactive rep stays on the board while anything of theirs is left to follow (customers, carteira, titles).
    shown as (
      select * from board
      where active or goal <> 0 or sales <> 0 or billing <> 0 or wallet_to_invoice <> 0 or overdue_balance <> 0
         or customers <> 0 or canceled_value <> 0 or visits <> 0
    ),
    rep_history as (
      select f.rep, string_agg(to_char(f.month, 'YYYY-MM') || '=' || ${percentage('f.sales', 'f.goal')}, ','
                               order by f.month) as points
      from figures f join shown on shown.id = f.rep
      group by f.rep
    ),
    team_history as (
      select string_agg(to_char(t.month, 'YYYY-MM') || '=' || ${percentage('t.sales', 't.goal')}, ','
                        order by t.month) as points
      from (select f.month, sum(f.goal) as goal, sum(f.sales) as sales
            from figures f join shown on shown.id = f.rep
            group by f.month) t
    )
    select 'rep' as kind, s.id as representative_id, s.name as representative_name, s.supervisor_id,
           s.supervisor_name, s.active, 1 as representatives,
           round(s.goal, 2)::text as goal, round(s.sales, 2)::text as sales,
           ${percentage('s.sales', 's.goal')} as goal_percentage,
           round(s.billing, 2)::text as billing, round(s.wallet_to_invoice, 2)::text as wallet_to_invoice,
           round(s.overdue_balance, 2)::text as overdue_balance, s.customers, s.customers_served,
           ${percentage('s.customers_served::numeric', 's.customers')} as positivation,
           round(s.canceled_value, 2)::text as canceled_value, s.visits, rh.points as history
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
