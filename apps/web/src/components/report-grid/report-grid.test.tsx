import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomHandler } from 'primereact/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportGrid } from './report-grid.tsx';
import type { GridColumn } from './types.ts';
import { stubLayout } from '../../test/render-screen.tsx';

type Route = { id: number; city: string; state: string; population: number; route: number };

const rows: Route[] = [
  { id: 1, city: 'CAMPINAS', state: 'SP', population: 1_139_047, route: 3 },
  { id: 2, city: 'SANTOS', state: 'SP', population: 418_608, route: 1 },
  { id: 3, city: 'LONDRINA', state: 'PR', population: 555_965, route: 0 },
  { id: 4, city: 'SÃO PAULO', state: 'SP', population: 11_451_999, route: 2 },
];

const columns: GridColumn<Route>[] = [
  { key: 'city', name: 'Cidade', type: 'text', frozen: true, width: 140, summary: 'count' },
  { key: 'state', name: 'Estado', type: 'text', width: 60 },
  { key: 'population', name: 'População', type: 'number', formatter: 'integer', summary: 'sum' },
  { key: 'route', name: 'Rota', type: 'number', editable: true },
];

stubLayout({ height: 400, width: 1000 });

const cityCells = (): string[] =>
  screen
    .getAllByRole('row')
    .filter(
      (row) =>
        row.classList.contains('rg-row') &&
        !row.classList.contains('rg-summary-row') &&
        !row.classList.contains('rg-group-row'),
    )
    .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent ?? '');

const openFilter = async (name: string): Promise<void> => {
  await userEvent.click(screen.getByRole('button', { name: `Filtrar ${name}` }));
  await screen.findByRole('button', { name: 'Aplicar' });
};

// PrimeReact measures overlays with layout jsdom does not have and hides them (display:none) when it cannot.
beforeEach(() => {
  vi.spyOn(DomHandler, 'absolutePosition').mockImplementation(() => undefined);
});

// PrimeReact positions the context menu with layout it cannot read in jsdom, leaving it display:none there.
const clickMenuItem = async (name: string): Promise<void> => {
  const item = await screen.findByRole('menuitem', { name, hidden: true });
  fireEvent.click(item.querySelector('a') ?? item);
};

describe('ReportGrid', () => {
  it('renders an accessible grid with formatted cells, row count and summary row', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} ariaLabel="Rotas" />);
    const grid = screen.getByRole('grid', { name: 'Rotas' });
    expect(grid).toHaveAttribute('aria-colcount', '4');
    expect(grid).toHaveAttribute('aria-rowcount', '6');
    expect(screen.getByText('4 registros')).toBeInTheDocument();
    expect(screen.getByText('1.139.047')).toBeInTheDocument();
    expect(await screen.findByText('Qtd.: 4')).toBeInTheDocument();
    expect(screen.getByText('13.565.619')).toBeInTheDocument();
    expect(cityCells()).toEqual(['CAMPINAS', 'SANTOS', 'LONDRINA', 'SÃO PAULO']);
  });

  it('sorts on header click (asc, desc, none) and shows aria-sort', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} />);
    const header = screen.getByRole('columnheader', { name: /População/ });
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(cityCells()).toEqual(['SANTOS', 'LONDRINA', 'CAMPINAS', 'SÃO PAULO']);
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(cityCells()[0]).toBe('SÃO PAULO');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(cityCells()[0]).toBe('CAMPINAS');
  });

  it('filters by the value list with search, and the summary follows', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} />);
    await openFilter('Estado');
    await userEvent.click(screen.getByRole('checkbox', { name: 'SELECIONAR TODOS' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Pesquisar' }), 'pr');
    expect(screen.queryByRole('checkbox', { name: 'SP' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'PR' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(cityCells()).toEqual(['LONDRINA']));
    expect(screen.getByText('1 registro')).toBeInTheDocument();
    expect(await screen.findByText('Qtd.: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar Estado' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters with advanced conditions joined by ou, and Limpar removes the filter', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} />);
    await openFilter('População');
    await userEvent.click(screen.getByRole('tab', { name: 'Avançado' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Condição 1' }), 'Maior');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor 1' }), '10.000.000');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar condição' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Condição 2' }), 'Menor ou igual');
    await userEvent.type(screen.getByRole('textbox', { name: 'Valor 2' }), '418608');
    await userEvent.click(screen.getByRole('radio', { name: 'ou' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(cityCells()).toEqual(['SANTOS', 'SÃO PAULO']));

    await openFilter('População');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(cityCells()).toHaveLength(4));
  });

  it('Cancelar closes the popover without filtering', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} />);
    await openFilter('Estado');
    await userEvent.click(screen.getByRole('checkbox', { name: 'SP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('SELECIONAR TODOS')).not.toBeInTheDocument());
    expect(cityCells()).toHaveLength(4);
  });

  it('context menu Limpar Filtros clears every filter', async () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} />);
    await openFilter('Estado');
    await userEvent.click(screen.getByRole('checkbox', { name: 'SP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(cityCells()).toEqual(['LONDRINA']));
    fireEvent.contextMenu(screen.getByRole('grid'));
    await clickMenuItem('Limpar Filtros');
    await waitFor(() => expect(cityCells()).toHaveLength(4));
  });

  it('an edit asks Confirmar alteração?; Sim with a failing save keeps the old value', async () => {
    const save = vi.fn().mockRejectedValue(new Error('Rota inválida'));
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} onCellEdit={save} />);
    const cell = screen
      .getAllByRole('gridcell')
      .find((candidate) => candidate.dataset.row === '1' && candidate.dataset.col === '3');
    expect(cell).toHaveTextContent('1');
    await userEvent.dblClick(cell!);
    const editor = screen.getByRole('textbox', { name: 'Rota' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '7{Enter}');
    expect(await screen.findByText('Confirmar alteração?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(rows[1], 'route', 7));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Rota' })).not.toBeInTheDocument());
    const after = screen
      .getAllByRole('gridcell')
      .find((candidate) => candidate.dataset.row === '1' && candidate.dataset.col === '3');
    expect(after).toHaveTextContent(/^1$/);
  });

  it('Sim with a successful save shows the new value; Não abandons without saving', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} onCellEdit={save} />);
    const grid = screen.getByRole('grid');
    const cellAt = (row: string): HTMLElement | undefined =>
      screen
        .getAllByRole('gridcell')
        .find((candidate) => candidate.dataset.row === row && candidate.dataset.col === '3');

    await userEvent.click(cellAt('0')!);
    act(() => grid.focus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const editor = screen.getByRole('textbox', { name: 'Rota' });
    await userEvent.clear(editor);
    await userEvent.type(editor, '9{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(save).not.toHaveBeenCalled();
    await waitFor(() => expect(cellAt('2')).toHaveTextContent(/^0$/));

    await userEvent.dblClick(cellAt('2')!);
    const again = screen.getByRole('textbox', { name: 'Rota' });
    await userEvent.clear(again);
    await userEvent.type(again, '5{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(cellAt('2')).toHaveTextContent(/^5$/));
    expect(save).toHaveBeenCalledWith(rows[2], 'route', 5);
  });

  it('Escape cancels an edit', async () => {
    const save = vi.fn().mockResolvedValue(undefined);
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} onCellEdit={save} />);
    const cell = screen
      .getAllByRole('gridcell')
      .find((candidate) => candidate.dataset.row === '0' && candidate.dataset.col === '3');
    await userEvent.dblClick(cell!);
    await userEvent.type(screen.getByRole('textbox', { name: 'Rota' }), '8{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Rota' })).not.toBeInTheDocument();
    expect(screen.queryByText('Confirmar alteração?')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the empty state text', () => {
    render(<ReportGrid gridId="routes" columns={columns} rows={[]} />);
    expect(screen.getByText('Nenhum registro encontrado.')).toBeInTheDocument();
    expect(screen.getByText('0 registros')).toBeInTheDocument();
  });

  it('Criar Perfil keeps the id the server gave, so Excluir perfil removes that profile at once', async () => {
    const profiles = {
      list: vi.fn().mockResolvedValue([]),
      save: vi.fn(async (profile: { name: string; columns: string[]; widths: Record<string, number> }) => ({
        ...profile,
        id: '42',
      })),
      remove: vi.fn().mockResolvedValue(undefined),
    };
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} profiles={profiles} />);
    await userEvent.click(screen.getByRole('button', { name: 'Configurações' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Visível: Estado' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do perfil' }), 'Sem estado');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Perfil' }));
    expect(await screen.findByRole('option', { name: 'Sem estado' })).toHaveValue('42');
    expect(profiles.save).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sem estado', columns: ['city', 'population', 'route'] }),
    );
    // Saving the same name again replaces the entry, as the server does.
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome do perfil' }), 'Sem estado');
    await userEvent.click(screen.getByRole('button', { name: 'Criar Perfil' }));
    await waitFor(() => expect(profiles.save).toHaveBeenCalledTimes(2));
    expect(screen.getAllByRole('option', { name: 'Sem estado' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir perfil Sem estado' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(profiles.remove).toHaveBeenCalledWith('42');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Sem estado' })).not.toBeInTheDocument());
  });

  it('shows a failed hint save’s server message in an alert, and refuses hints over 254 characters', async () => {
    const hints = {
      list: vi.fn().mockResolvedValue({ city: 'Cidade do cliente' }),
      save: vi.fn().mockRejectedValue(new Error('Sem permissão para alterar hints')),
      canEdit: true,
    };
    render(<ReportGrid gridId="routes" columns={columns} rows={rows} hints={hints} />);
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Cidade/ })).toHaveAttribute(
        'title',
        'Cidade do cliente',
      ),
    );
    fireEvent.contextMenu(screen.getByRole('grid'));
    await clickMenuItem('Gerenciar Hints');
    const text = await screen.findByRole('textbox', { name: 'Hint' });
    await userEvent.clear(text);
    fireEvent.change(text, { target: { value: 'x'.repeat(255) } });
    expect(screen.getByText(/255\/254/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    fireEvent.change(text, { target: { value: 'Nova dica' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Sem permissão para alterar hints')).toBeInTheDocument();
  });
});
