import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomHandler } from 'primereact/utils';
import { describe, expect, it, vi } from 'vitest';
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

describe("the grids' Fin column shows the financial flag of docs/product.md §4", () => {
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

describe("the Fin column's value list", () => {
  it('lists the flag names with their colours, not the codes, and filters by them', async () => {
    vi.spyOn(DomHandler, 'absolutePosition').mockImplementation(() => undefined);
    const rows = [0, 4, 4, 7].map((flag, i) => ({ name: `LOJA ${i}`, flag }));
    render(<ReportGrid gridId="flags" columns={columns} rows={rows} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar Fin' }));
    const list = await screen.findByRole('group', { name: 'Valores' });
    const names = within(list)
      .getAllByRole('checkbox')
      .map((box) => box.getAttribute('aria-label'));
    expect(names).toEqual(['Limite Projetado', 'Duplicata Vencida', 'Sem informação']);
    const red = within(list).getByText('Duplicata Vencida').previousElementSibling as HTMLElement;
    expectSquareColor(red, '#ef4444');
    expect(within(list).queryByText('4')).toBeNull();
  });
});
