import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportGrid } from '../report-grid.tsx';
import type { GridColumn, GridProfile } from '../types.ts';
import { stubLayout } from '../../../test/render-screen.tsx';

type Row = { city: string; state: string; route: number };
const columns: GridColumn<Row>[] = [
  { key: 'city', name: 'Cidade', type: 'text' },
  { key: 'state', name: 'Estado', type: 'text' },
  { key: 'route', name: 'Rota', type: 'number' },
];
const rows: Row[] = [{ city: 'SANTOS', state: 'SP', route: 3 }];
const onlyCity: GridProfile = { id: '7', name: 'Só cidade', columns: ['city'], widths: { city: 120 } };

stubLayout({ height: 400, width: 1000 });

const openSettings = async (saved: GridProfile[]) => {
  const profiles = {
    list: vi.fn().mockResolvedValue(saved),
    save: vi.fn(async (profile: GridProfile) => ({ ...profile, id: '99' })),
    remove: vi.fn().mockResolvedValue(undefined),
  };
  render(<ReportGrid gridId="routes" columns={columns} rows={rows} profiles={profiles} />);
  await userEvent.click(screen.getByRole('button', { name: 'Configurações' }));
  const dialog = await screen.findByRole('dialog', { name: 'Configurações' });
  return { profiles, dialog };
};

describe('Configurações: saved profiles', () => {
  it("a profile's name applies it and never deletes it", async () => {
    const { profiles, dialog } = await openSettings([onlyCity]);
    const name = await within(dialog).findByRole('button', { name: 'Só cidade' });
    await userEvent.click(name);
    expect(profiles.remove).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Perfil' })).toHaveValue('7');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Estado/ })).toBeNull());
  });

  it('deleting is its own button and asks "Excluir o perfil …?" first', async () => {
    const { profiles, dialog } = await openSettings([onlyCity]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Excluir perfil Só cidade' }));
    const confirm = within(dialog).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Excluir o perfil Só cidade?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }));
    expect(profiles.remove).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Só cidade' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir perfil Só cidade' }));
    await userEvent.click(
      within(within(dialog).getByRole('alertdialog')).getByRole('button', { name: 'Sim' }),
    );
    expect(profiles.remove).toHaveBeenCalledWith('7');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Só cidade' })).toBeNull());
  });

  it('a new profile is the selected one once saved', async () => {
    const { dialog } = await openSettings([onlyCity]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome do perfil' }), 'Novo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar Perfil' }));
    expect(await within(dialog).findByRole('button', { name: 'Novo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Perfil' })).toHaveValue('99');
  });
});
