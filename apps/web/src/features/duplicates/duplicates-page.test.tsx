import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { NotifyProvider } from '../../components/notify/notify-provider.tsx';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { queryClient } from '../../lib/query-client.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { DuplicatesPage } from './duplicates-page.tsx';

setupPrimeReactLocale();

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 3000 });
});

const row = (duplicate: string, value: number, balance: number) => ({
  customerRegister: '11222333000181',
  customerName: 'LOJA TRES',
  type: 'DM',
  duplicate,
  carrier: 'BANCO X',
  issueDate: '2026-09-01',
  dueDate: '2026-10-01',
  extensionDate: null,
  position: 'CARTEIRA',
  delay: 53,
  openOrders: 2,
  value,
  balance,
});

const renderPage = () => {
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/duplicates', element: <DuplicatesPage /> }], {
    initialEntries: ['/duplicates'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <NotifyProvider>
        <RouterProvider router={router} />
      </NotifyProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

const toastTexts = () => [...document.querySelectorAll('.p-toast-detail')].map((node) => node.textContent);

describe('Dup. Aberto', () => {
  it('shows the open duplicates formatted, with the summary', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/reports/duplicates': () => json([row('123/1', 1500, 1000.5), row('123/2', 1500, 1500)]),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/reports/duplicates?representativeId=1');
    for (const text of [
      '11.222.333/0001-81',
      '123/1',
      'BANCO X',
      '01/09/2026',
      '01/10/2026',
      '53',
      'R$ 1.000,50',
    ])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    for (const header of [
      'CNPJ',
      'Cliente',
      'Tp.',
      'Duplicata',
      'Portador',
      'Emissão',
      'Venc.',
      'Prorrog.',
      'Posição',
      'Atraso',
      'Pedidos em Aberto',
      'Valor',
      'Saldo',
    ]) {
      expect(
        screen.getByRole('columnheader', { name: new RegExp(`^${header.replace('.', '\\.')}`) }),
      ).toBeInTheDocument();
    }
    expect(await screen.findByText('R$ 3.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 2.500,50')).toBeInTheDocument();
  });

  it('shows only the Representante filter to a supervisor', () => {
    setCurrentUser(adminUser);
    mockFetch({});
    renderPage();
    expect(screen.getByLabelText('Representante')).toBeInTheDocument();
    expect(screen.queryByLabelText('Cidade')).toBeNull();
  });

  it('toasts the spec message on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/reports/duplicates': () => apiError(403, 'FORBIDDEN', 'Acesso negado') });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao consultar Duplicatas: Acesso negado'));
  });
});
