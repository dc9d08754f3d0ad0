import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { CustomerPerformancePage } from './customer-performance-page.tsx';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const articles = [
  { code: 'V26', description: 'VERÃO 2026' },
  { code: 'I26', description: 'INVERNO 2026' },
];

const row = (customer: string, flag: number, jeans: number, malha: number) => ({
  customerFinancialFlag: flag,
  customer,
  customerRegister: '11222333000181',
  customerCity: 'SÃO PAULO',
  customerState: 'SP',
  customerCreditLimit: 10000,
  customerSituation: 'Ativo',
  groupers: [
    { groupCode: '01', groupDescription: 'JEANS', sold: jeans },
    { groupCode: '02', groupDescription: 'MALHA', sold: malha },
  ],
});

const renderPage = () => renderScreen('/customerPerformance', <CustomerPerformancePage />);

describe('Desemp. Clientes', () => {
  it('preselects every collection and shows one currency column per group, with the summary', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/quota-article/get-all': () => json(articles),
      'GET /api/v1/reports/customer-performance': () =>
        json([row('LOJA A', 4, 1500.5, 0), row('LOJA B', 0, 499.5, 250)]),
    });
    const user = renderPage();
    await waitFor(() =>
      expect(document.querySelector('#filter-quota-articles')?.closest('.p-multiselect')).toHaveTextContent(
        '2 itens selecionados',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    const call = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('customer-performance'));
    expect(call).toBe('/api/v1/reports/customer-performance?representativeId=1');
    expectColumnHeaders([
      'Fin',
      'Cliente',
      'CNPJ',
      'Cidade',
      'Estado',
      'Lim. Crédito',
      'Situação',
      'JEANS',
      'MALHA',
    ]);
    expectTexts(['LOJA A', '11.222.333/0001-81', 'R$ 1.500,50', 'R$ 250,00', 'Ativo']);
    expect(screen.getAllByRole('img', { name: /duplicatas vencidas/ }).length).toBe(1);
    expect(await screen.findByText('R$ 2.000,00')).toBeInTheDocument();
    expect(screen.getByText('R$ 20.000,00')).toBeInTheDocument();
  });

  it('toasts the spec message (spec spelling) on failure', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/quota-article/get-all': () => json(articles),
      'GET /api/v1/reports/customer-performance': () => apiError(403, 'FORBIDDEN', 'Acesso negado'),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao performance de clientes: Acesso negado'));
  });
});
