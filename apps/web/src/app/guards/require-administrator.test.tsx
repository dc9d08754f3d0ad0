import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const supervisorUser = {
  ...adminUser,
  id: 7,
  username: 'SUP1',
  supervisorId: 1,
  name: 'SUPERVISOR NORTE',
  kind: 'supervisor' as const,
};

describe('Administração', () => {
  it('shows an administrator the menu group and its pages', async () => {
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(adminUser),
      'GET /api/v1/admin/system': () =>
        json({
          version: '1.2.3',
          engine: 'pglite',
          replica: false,
          dataVersion: '41',
          lastImport: null,
          databaseBytes: 104_857_600,
          answerCache: { usedBytes: 3_145_728, maxBytes: 16_777_216, answers: 120 },
          catalogCache: { usedBytes: 524_288, maxBytes: 16_777_216, answers: 3 },
          uptimeSeconds: 3_720,
          backupAvailable: true,
          importMaxMb: 200,
          exports: [
            {
              resource: 'orders',
              format: 'csv',
              startedBy: 'TI',
              startedAt: new Date(2026, 10, 28, 18, 40).toISOString(),
              rowsWritten: 500_000,
              rowsTotal: 2_000_000,
            },
          ],
        }),
    });
    renderApp('/admin/system', { token: 'stored' });
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 10_000 });
    expect(within(menu).getByText('Administração')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Usuários' })).toHaveAttribute('href', '/admin/users');
    expect(await screen.findByText('1.2.3', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('100 MB')).toBeInTheDocument();
    // The two caches side by side, each with what it holds of its maximum.
    const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(figure('Cache de respostas')).toBe('3 MB de 16 MB · 120 respostas');
    expect(figure('Cache do catálogo')).toBe('0,5 MB de 16 MB · 3 respostas');
    expect(screen.getByText('1 h 2 min')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Exportações em andamento' })).getByRole('listitem'),
    ).toHaveTextContent('orders.csv · TI · desde 28/11/2026 18:40 · 500.000 de 2.000.000 linhas (25%)');
    expect(screen.getByRole('button', { name: 'Fazer backup' })).toBeInTheDocument();
    // The first test loads the Administração chunk (its grid included) on a shared machine.
  }, 30_000);

  it.each([
    ['a rep', repUser],
    ['a supervisor', supervisorUser],
  ])('gives %s no menu group and the 403 page', async (_who, user) => {
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(user) });
    renderApp('/admin/users', { token: 'stored' });
    expect(
      await screen.findByRole('heading', { name: 'Acesso negado (403)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).queryByText('Administração')).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Usuários' })).toBeNull();
  });
});
