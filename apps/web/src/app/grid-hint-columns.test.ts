import { gridHintColumns, isHintColumn, type HintGrid } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { canEditHints } from '../components/report-grid/settings/api/server-grid-settings.ts';
import { billedColumns } from '../features/billed/billed-columns.ts';
import { canceledOrdersColumns } from '../features/canceled-orders/canceled-orders-columns.ts';
import { customerColumns, entryColumns } from '../features/commission/commission-columns.ts';
import { performanceColumns } from '../features/customer-performance/performance-columns.ts';
import { duplicatesColumns } from '../features/duplicates/duplicates-columns.ts';
import { gridColumns } from '../features/sales-frequency/utils/grid-columns.ts';
import { teamColumns } from '../features/team/team-columns.tsx';
import { visitRoutesColumns } from '../features/visit-routes/visit-routes-columns.ts';
import { walletColumns } from '../features/wallet/wallet-columns.ts';

// The columns each grid declares here and the list the server keeps hint writes to (packages/contracts) are one:
// every declared column may carry a hint, and the list names no column that no grid shows.

const severalReps = [{ representativeId: 1 }, { representativeId: 2 }] as never[];
const declared: Record<HintGrid, string[]> = {
  wallet: walletColumns.map((column) => column.key),
  billed: billedColumns.map((column) => column.key),
  duplicates: duplicatesColumns.map((column) => column.key),
  'canceled-orders': canceledOrdersColumns.map((column) => column.key),
  'customer-performance': performanceColumns([
    { groupers: [{ groupCode: 'MALHA 01', groupDescription: 'MALHARIA', sold: 1 }] },
  ] as never).map((column) => column.key),
  'sales-frequency-grid': gridColumns([
    { collections: [{ collection: 'INV25', collectionDescription: 'INVERNO 2025' }] },
  ] as never).map((column) => column.key),
  routes: visitRoutesColumns.map((column) => column.key),
  'commission-entries': entryColumns(severalReps).map((column) => column.key),
  'commission-customers': customerColumns(severalReps).map((column) => column.key),
  team: teamColumns(['2025-01', '2025-02'], () => null).map((column) => column.key),
};

describe('grid hint columns', () => {
  it.each(Object.keys(gridHintColumns) as HintGrid[])(
    '%s: the declared columns are the listed ones',
    (grid) => {
      for (const key of declared[grid]) expect(isHintColumn(grid, key), `${grid} ${key}`).toBe(true);
      for (const key of gridHintColumns[grid]) expect(declared[grid], `${grid} ${key}`).toContain(key);
    },
  );

  it('refuses unknown grids and columns, and what only looks like a column made per answer', () => {
    expect(isHintColumn('wallet', 'inventada')).toBe(false);
    expect(isHintColumn('nenhuma', 'salesOrder')).toBe(false);
    expect(isHintColumn('constructor', 'salesOrder')).toBe(false);
    expect(isHintColumn('sales-frequency-grid', 'INV25:parts')).toBe(true);
    expect(isHintColumn('sales-frequency-grid', 'INV25:qualquer')).toBe(false);
    expect(isHintColumn('wallet', 'INV25:parts')).toBe(false);
    expect(isHintColumn('customer-performance', `group-${'X'.repeat(60)}`)).toBe(false);
  });

  it('lets administrators only edit the hints', () => {
    expect(canEditHints({ kind: 'admin' })).toBe(true);
    expect(canEditHints({ kind: 'supervisor' })).toBe(false);
    expect(canEditHints({ kind: 'rep' })).toBe(false);
    expect(canEditHints(null)).toBe(false);
  });
});
