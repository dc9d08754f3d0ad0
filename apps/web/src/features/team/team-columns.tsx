import type { TeamMonthBoardRow } from '@portal/contracts';
import type { ReactNode } from 'react';
import type { GridColumn } from '../../components/report-grid/index.ts';
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

const money = (key: keyof TeamGridRow, name: string): GridColumn<TeamGridRow> => ({
  key,
  name,
  type: 'number',
  formatter: 'currency',
  width: 120,
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
  { ...money('sales', t.sales), phone: 'key' },
  money('goal', t.goal),
  money('billing', t.billing),
  money('toBeInvoicedValue', t.wallet),
  money('overdueBalance', t.overdue),
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
  money('canceledValue', t.canceled),
  integer('visits', t.visits),
  { ...integer('visitsWithLocation', t.visitsWithLocation), width: 110 },
  { ...integer('offSiteVisits', t.offSiteVisits), width: 95 },
  { ...integer('portalOrdersSent', t.portalOrdersSent), width: 120 },
  { ...money('portalOrdersSentValue', t.portalOrdersSentValue), width: 130 },
  // Last: who leads the rep is context, not a figure; the figures up to Atendidos fit a 1440 px screen (decision 102).
  { key: 'supervisor', name: t.supervisor, type: 'text', width: 140 },
];
