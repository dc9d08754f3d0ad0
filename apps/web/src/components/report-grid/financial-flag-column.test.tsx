import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectedFlags, expectSquareColor } from '../../test/financial-flags-expected.ts';
import { ReportGrid } from './report-grid.tsx';
import type { GridColumn } from './types.ts';
import { stubLayout } from '../../test/render-screen.tsx';

type Row = { name: string; flag: number | null };

// The Fin column of Desemp. Clientes and of the Potencial grid.
const columns: GridColumn<Row>[] = [
  { key: 'flag', name: 'Fin', type: 'number', formatter: 'financialFlag', width: 45 },
  { key: 'name', name: 'Cliente', type: 'text' },
];

stubLayout({ height: 400, width: 1000 });

describe("the grids' Fin column shows the financial flag of spec §4", () => {
  it.each(expectedFlags)('flag $flag is $color with its tooltip', ({ flag, color, tooltip }) => {
    render(<ReportGrid gridId="flags" columns={columns} rows={[{ name: 'LOJA', flag }]} />);
    const square = screen.getByRole('img', { name: tooltip });
    expectSquareColor(square, color);
    expect(square).toHaveAttribute('title', tooltip);
  });

  it('an absent flag is white, not the green of 0', () => {
    render(<ReportGrid gridId="flags" columns={columns} rows={[{ name: 'LOJA', flag: null }]} />);
    expectSquareColor(screen.getByRole('img', { name: 'Sem informação' }), '#ffffff');
  });
});
