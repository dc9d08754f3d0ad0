import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { currentMonthRange } from '../../lib/dates.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { SalesFrequencyGridPage } from './sales-frequency-grid-page.tsx';
import { toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';
import { customer } from './test-fixtures.ts';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const articles = [
  { code: 'V26', description: 'VERÃO 2026' },
  { code: 'I26', description: 'INVERNO 2026' },
];

const gridCustomer = (name: string, priority: number, salePotential: number, parts: number, value: number) =>
  customer(1, {
    name,
    register: '11222333000181',
    route: 7,
    economicGroup: 'GRUPO X',
    financialFlag: 0,
    salePotential,
    suggestionPriority: priority,
    collections: [
      {
        collection: 'V26',
        collectionDescription: 'VERÃO 2026',
        parts,
        references: 2,
        value,
        averagePrice: parts > 0 ? value / parts : 0,
      },
      {
        collection: 'I26',
        collectionDescription: 'INVERNO 2026',
        parts: 0,
        references: 0,
        value: 0,
        averagePrice: 0,
      },
    ],
  });

const renderPage = () => renderScreen('/salesFrequencyAtual', <SalesFrequencyGridPage />);

describe('Potencial grid', () => {
  it('loads the collections on mount, all selected, and groups the customers by priority with totals rows', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/quota-article/get-all': () => json(articles),
      'GET /api/v1/customer/sale-frequency': () =>
        json([
          gridCustomer('LOJA A', 2, 1000, 10, 500),
          gridCustomer('LOJA B', 1, 2000.5, 0, 0),
          gridCustomer('LOJA C', 2, 3000, 30, 1500),
        ]),
    });
    const user = renderPage();
    await waitFor(() =>
      expect(document.querySelector('#filter-quota-articles')?.closest('.p-multiselect')).toHaveTextContent(
        '2 itens selecionados',
      ),
    );
    expect(screen.getByText('Sem Compra')).toBeInTheDocument();
    expect(screen.queryByLabelText('Representante')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('3 registros')).toBeInTheDocument();
    const { start, end } = currentMonthRange();
    const call = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('sale-frequency'));
    expect(call).toBe(
      `/api/v1/customer/sale-frequency?initialIssueDate=${start}&finalIssueDate=${end}&bought=false&representativeId=1`,
    );

    for (const header of ['R', 'Pot. Ven.', 'Cliente', 'G. Econ.', 'Cidade', 'VERÃO 2026', 'INVERNO 2026']) {
      expect(
        screen.getAllByRole('columnheader', { name: new RegExp(`^${header.replace('.', '\\.')}`) }).length,
      ).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('columnheader', { name: /^Peças/ })).toHaveLength(2);
    expect(screen.getAllByRole('columnheader', { name: /^PM/ })).toHaveLength(2);

    const groupRows = screen.getAllByRole('row').filter((row) => row.classList.contains('rg-group-row'));
    expect(groupRows).toHaveLength(2);
    // Priority 1 first (LOJA B alone), then priority 2 (LOJA A + LOJA C): 40 parts, R$ 2.000,00, R$ 4.000,00 potential.
    expect(within(groupRows[0]!).getByText('R$ 2.000,50')).toBeInTheDocument();
    expect(within(groupRows[1]!).getByText('R$ 4.000,00')).toBeInTheDocument();
    expect(within(groupRows[1]!).getByText('40')).toBeInTheDocument();
    expect(within(groupRows[1]!).getByText('R$ 2.000,00')).toBeInTheDocument();
    // The route and the financial flag are not summed.
    expect(within(groupRows[1]!).queryByText('14')).toBeNull();
    expect(screen.getAllByText('R$ 50,00').length).toBeGreaterThan(0);
  });

  it('shows Representante to a supervisor and toasts a failed query', async () => {
    setCurrentUser(adminUser);
    mockFetch({
      'GET /api/v1/quota-article/get-all': () => json(articles),
      'GET /api/v1/customer/sale-frequency': () => apiError(400, 'BAD_REQUEST', 'Rota inválida'),
    });
    const user = renderPage();
    expect(screen.getByLabelText('Representante')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Erro ao consultar Frequência de Vendas: Rota inválida'),
    );
  });
});
