import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportGrid } from '../report-grid.tsx';
import type { GridColumn } from '../types.ts';
import { phoneLayout } from './phone-layout.ts';

type Route = { id: number; rep: string; city: string; state: string; population: number; route: number };

const rows: Route[] = [
  { id: 1, rep: '1 - ANA', city: 'CAMPINAS', state: 'SP', population: 1_139_047, route: 3 },
  { id: 2, rep: '1 - ANA', city: 'SANTOS', state: 'SP', population: 418_608, route: 1 },
  { id: 3, rep: '1 - ANA', city: 'LONDRINA', state: 'PR', population: 555_965, route: 0 },
];

const columns: GridColumn<Route>[] = [
  { key: 'rep', name: 'Representante', type: 'text' },
  { key: 'city', name: 'Cidade', type: 'text', phone: 'title', summary: 'count' },
  { key: 'state', name: 'Estado', type: 'text', phone: 'title' },
  {
    key: 'population',
    name: 'População',
    type: 'number',
    formatter: 'integer',
    phone: 'key',
    summary: 'sum',
  },
  { key: 'route', name: 'Rota', type: 'number', editable: true, phone: 'key' },
];

const cards = (): HTMLElement[] =>
  within(screen.getByRole('list', { name: 'Rotas' })).getAllByRole('listitem');

describe('phoneLayout', () => {
  it('takes the roles in column order and leaves unmarked columns off the card', () => {
    const layout = phoneLayout(columns);
    expect(layout.title.map((column) => column.name)).toEqual(['Cidade', 'Estado']);
    expect(layout.key.map((column) => column.name)).toEqual(['População', 'Rota']);
    expect(layout.detail).toEqual([]);
  });

  it('gives a grid without roles its first text column as title and the next ones as figures', () => {
    const plain = columns.map(({ phone: _phone, ...column }) => column);
    const layout = phoneLayout(plain);
    expect(layout.title.map((column) => column.name)).toEqual(['Representante']);
    expect(layout.key.map((column) => column.name)).toEqual(['Cidade', 'Estado', 'População']);
  });
});

describe('ReportGrid as cards', () => {
  // jsdom has no scrolling; the window virtualizer asks for it when it starts.
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows each row with its title and figures side by side, and the totals as a line', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} view="cards" ariaLabel="Rotas" />);
    const first = cards()[0]!;
    expect(first).toHaveTextContent('CAMPINAS · SP');
    expect(within(first).getByText('População').nextElementSibling).toHaveTextContent('1.139.047');
    expect(first).not.toHaveTextContent('ANA');
    expect(screen.getByText('3 registros')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('População 2.113.620')).toBeInTheDocument());
  });

  it('keeps the totals line in place while its figures are summed', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} view="cards" ariaLabel="Rotas" />);
    const line = screen.getByText('Totais').parentElement!;
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).toHaveTextContent('Cidade …');
    expect(line).toHaveTextContent('População …');
    await waitFor(() => expect(line).toHaveTextContent('População 2.113.620'));
    expect(line).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Totais').parentElement).toBe(line);
  });

  it('sorts with the sort chooser', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} view="cards" ariaLabel="Rotas" />);
    await userEvent.selectOptions(screen.getByLabelText('Ordenar por'), 'População (decrescente)');
    expect(cards().map((card) => card.querySelector('.rg-card-title')?.textContent)).toEqual([
      'CAMPINAS · SP',
      'LONDRINA · PR',
      'SANTOS · SP',
    ]);
  });

  it('edits the route on the card after "Confirmar alteração?"', async () => {
    const onCellEdit = vi.fn(() => Promise.resolve());
    render(
      <ReportGrid
        gridId="routes"
        columns={columns}
        rows={rows}
        view="cards"
        ariaLabel="Rotas"
        onCellEdit={onCellEdit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editar Rota de SANTOS · SP' }));
    const input = screen.getByRole('textbox', { name: 'Rota' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(onCellEdit).toHaveBeenCalledWith(rows[1], 'route', 7));
    expect(await screen.findByRole('button', { name: 'Editar Rota de SANTOS · SP' })).toHaveTextContent('7');
  });
});
