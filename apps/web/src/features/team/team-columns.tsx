import type { TeamMonthBoardRow, TeamMonthBoardTotal } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { GridColumn } from '../../components/report-grid/index.ts';
import { formatCurrency } from '../../lib/format.ts';
import { GoalBadge } from './components/goal-badge.tsx';
import { GoalSparkline } from './components/goal-sparkline.tsx';
import { teamTexts } from './team-texts.ts';

const t = teamTexts.columns;

/** A board row as the grid shows it: its rank by % of goal and the names as one text each. */
export type TeamGridRow = TeamMonthBoardRow & {
  rank: string;
  representative: string;
  supervisor: string;
};

export const teamGridRows = (rows: TeamMonthBoardRow[]): TeamGridRow[] =>
  rows.map((row, index) => ({
    ...row,
    rank: `${index + 1}º`,
    representative: `${row.representativeId} - ${row.representativeName}${row.active ? '' : ` (${teamTexts.inactive})`}`,
    supervisor: row.supervisorName ?? '',
  }));

/**
 * A money column wide enough for its own total in full (the grid shortens a total that outgrows its column to
 * "R$ 7M", which beside full amounts read as another kind of figure): ~7.5 px a character at the grid's bold 12 px.
 */
const moneyWidth = (total: number | undefined, width: number): number =>
  total === undefined ? width : Math.max(width, Math.ceil(formatCurrency(total).length * 7.5 + 8));

const money = (
  key: keyof TeamGridRow,
  name: string,
  total?: number,
  width = 120,
): GridColumn<TeamGridRow> => ({
  key,
  name,
  type: 'number',
  formatter: 'currency',
  width: moneyWidth(total, width),
  summary: 'sum',
  phone: 'detail',
});
const integer = (key: keyof TeamGridRow, name: string): GridColumn<TeamGridRow> => ({
  key,
  name,
  type: 'number',
  formatter: 'integer',
  width: 85,
  summary: 'sum',
  phone: 'detail',
});

/**
 * The board's columns: rank and rep stay put while the figures scroll, Supervisor after them. A phone card reads "1º · 10 - ANA" with
 * the "Abrir" button, % of goal and sales large, the rest in its small line. `openAs` is left out for a rep.
 */
export const teamColumns = (
  months: string[],
  openAs?: (row: TeamGridRow) => ReactNode,
  total?: TeamMonthBoardTotal,
): GridColumn<TeamGridRow>[] => [
  { key: 'rank', name: t.rank, type: 'text', width: 55, frozen: true, sortable: false, phone: 'title' },
  { key: 'representative', name: t.representative, type: 'text', width: 190, frozen: true, phone: 'title' },
  // Beside the name and frozen with it: the way into the rep's screens never scrolls away.
  ...(openAs
    ? [
        {
          key: 'open',
          name: t.open,
          type: 'object' as const,
          width: 95,
          frozen: true,
          filterable: false,
          sortable: false,
          formatter: openAs,
          phone: 'key' as const,
          accessor: () => '',
        },
      ]
    : []),
  {
    key: 'goalPercentage',
    name: t.goalPercentage,
    type: 'number',
    width: 115,
    formatter: (row) => <GoalBadge percentage={row.goalPercentage} />,
    phone: 'key',
  },
  {
    key: 'history',
    name: t.history,
    type: 'object',
    width: 115,
    filterable: false,
    sortable: false,
    formatter: (row) => <GoalSparkline points={row.history} months={months} />,
  },
  { ...money('sales', t.sales, total?.sales), phone: 'key' },
  money('goal', t.goal, total?.goal),
  money('billing', t.billing, total?.billing),
  money('toBeInvoicedValue', t.wallet, total?.toBeInvoicedValue),
  money('overdueBalance', t.overdue, total?.overdueBalance),
  integer('customers', t.customers),
  integer('customersServed', t.served),
  {
    key: 'positivation',
    name: t.positivation,
    type: 'number',
    formatter: 'percent',
    width: 100,
    phone: 'detail',
  },
  money('canceledValue', t.canceled, total?.canceledValue),
  integer('visits', t.visits),
  { ...integer('visitsWithLocation', t.visitsWithLocation), width: 110 },
  { ...integer('offSiteVisits', t.offSiteVisits), width: 95 },
  { ...integer('portalOrdersSent', t.portalOrdersSent), width: 120 },
  money('portalOrdersSentValue', t.portalOrdersSentValue, total?.portalOrdersSentValue, 130),
  // Last: who leads the rep is context, not a figure; the figures up to Atendidos fit a 1440 px screen (decision 102).
  { key: 'supervisor', name: t.supervisor, type: 'text', width: 140 },
];
