import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { snapMonth } from '../../lib/dates.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { adminUser, apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { expectColumnHeaders, expectTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';
import { CommissionPage } from './commission-page.tsx';
import { statement } from './test-fixtures.ts';

// chart.js needs a real canvas; what the charts show is in their names and in the figures beside them.
vi.mock('../../components/charts/chart-canvas.tsx', () => ({
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

setupPrimeReactLocale();
stubLayout({ height: 600, width: 3000 });

const STATEMENT = 'GET /api/v1/commission/statement';
const renderPage = (path = '/commission') => renderScreen(path, <CommissionPage />);
const thisMonth = () => snapMonth(new Date(), 'start');
const statementCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/v1/commission/'));
const stepValue = (key: string) =>
  screen.getByTestId(`cm-step-${key}`).querySelector('.cm-step-value')?.textContent;
const rowCells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('th, td')].map((node) => node.textContent);

describe('Comissão', () => {
  it('opens on the current month for a rep and shows every figure as R$, to the cent', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({ [STATEMENT]: () => json(statement) });
    renderPage();
    expect(await screen.findByTestId('cm-net')).toHaveTextContent('Líquido de 11/2026R$ 37,55');
    expect(statementCalls(fetchMock)).toEqual([
      `/api/v1/commission/statement?date=${thisMonth()}&representativeId=1`,
    ]);
    expect(screen.getByTestId('cm-forecast')).toHaveTextContent('Previsão a receberR$ 135,60');
    expect(screen.getByTestId('cm-lost')).toHaveTextContent(
      'Perdida em 365 diasR$ 9,75Pedidos cancelados R$ 7,50 · Duplicatas devolvidas R$ 2,25',
    );
    expect(screen.getByTestId('cm-rule')).toHaveTextContent(
      'A previsão é a comissão do mês atual em diante (hoje, 23/11/2026): carteira pelo mês de entrega, duplicatas pelo vencimento. Os meses já fechados são o realizado: os lançamentos de 11/2026 estão abaixo.',
    );

    expect(stepValue('carteira')).toBe('R$ 105,30');
    expect(stepValue('receivable')).toBe('R$ 20,20');
    expect(stepValue('overdue')).toBe('R$ 10,10');
    expect(stepValue('credit')).toBe('R$ 50,05');
    expect(stepValue('debit')).toBe('-R$ 12,50');
    expect(stepValue('total')).toBe('R$ 173,15');
    expect(
      await screen.findByRole('img', { name: /^Da carteira ao recebido: Carteira R\$ 105,30;/ }),
    ).toHaveAccessibleName(
      'Da carteira ao recebido: Carteira R$ 105,30; Faturado a receber R$ 20,20; Em atraso R$ 10,10; Créditos do mês R$ 50,05; Débitos do mês -R$ 12,50; Total R$ 173,15',
    );

    expect(rowCells('cm-bucket-overdue')).toEqual(['Em atraso', 'R$ 0,00', 'R$ 10,10', 'R$ 10,10']);
    expect(rowCells('cm-bucket-2026-11')).toEqual(['11/2026', 'R$ 100,20', 'R$ 0,20', 'R$ 100,40']);
    expect(rowCells('cm-bucket-2026-12')).toEqual(['12/2026', 'R$ 0,10', 'R$ 20,00', 'R$ 20,10']);
    expect(rowCells('cm-bucket-later')).toEqual(['Depois', 'R$ 5,00', 'R$ 0,00', 'R$ 5,00']);
    expect(rowCells('cm-bucket-total')).toEqual(['Total', 'R$ 105,30', 'R$ 30,30', 'R$ 135,60']);
    expect(screen.getByTestId('cm-bucket-overdue').querySelector('.cm-overdue')).toHaveTextContent(
      'R$ 10,10',
    );
  });

  it('lists the entries with the debit negative and summed to the net, and the customers with their parts', async () => {
    setCurrentUser(repUser);
    mockFetch({ [STATEMENT]: () => json(statement) });
    renderPage();
    const entries = within(
      await screen.findByRole('region', { name: 'Lançamentos de 11/2026' }, { timeout: 5000 }),
    );
    expect(await entries.findByText('2 registros')).toBeInTheDocument();
    expectTexts(
      [
        '05/11/2026',
        'Crédito',
        'R$ 50,05',
        'COMISSÃO S/ FATURAMENTO 10/2026',
        '10/11/2026',
        'Débito',
        '-R$ 12,50',
      ],
      entries,
    );
    // The totals are summed in slices after the rows are drawn: the net arrives a moment later.
    expect(await entries.findByText('R$ 37,55')).toBeInTheDocument();
    // One representative: no Repr. column.
    expect(entries.queryByRole('columnheader', { name: /^Repr\./ })).toBeNull();

    const customers = within(screen.getByRole('region', { name: 'Comissão por cliente' }));
    expect(customers.getByText('2 registros')).toBeInTheDocument();
    expectColumnHeaders(['Cliente', 'CNPJ', 'Carteira', 'A receber', 'Em atraso', 'Total'], customers);
    expectTexts(
      ['LOJA UM', '11.222.333/0001-81', 'R$ 100,20', 'R$ 0,20', 'R$ 110,50', 'LOJA DOIS', 'R$ 25,10'],
      customers,
    );
    // The sums of the parts: 100,20 + 5,10; 0,20 + 20,00; 10,10 + 0; 110,50 + 25,10.
    for (const total of ['R$ 105,30', 'R$ 20,20', 'R$ 10,10', 'R$ 135,60'])
      expect(customers.getAllByText(total).length).toBeGreaterThan(0);
  });

  it('says so when the month has no entry', async () => {
    setCurrentUser(repUser);
    const empty = { ...statement, realised: { entries: [], credit: 0, debit: 0, net: 0 } };
    mockFetch({ [STATEMENT]: () => json(empty) });
    renderPage();
    expect(await screen.findByTestId('cm-no-entries')).toHaveTextContent('Nenhum lançamento em 11/2026.');
    expect(stepValue('credit')).toBe('R$ 0,00');
    expect(stepValue('total')).toBe('R$ 135,60');
  });

  it('reads the representative and month from the URL, and a supervisor types another one', async () => {
    setCurrentUser(adminUser);
    const fetchMock = mockFetch({ [STATEMENT]: () => json(statement) });
    const user = renderPage('/commission?representativeId=4&date=2026-10-01&consulta=1');
    await screen.findByTestId('cm-net');
    expect(statementCalls(fetchMock)).toEqual([
      '/api/v1/commission/statement?date=2026-10-01&representativeId=4',
    ]);
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const representative = screen.getByLabelText('Representante');
    expect(representative).toHaveValue('4');
    expect(screen.getByLabelText('Mês e Ano')).toHaveValue('10/2026');
    await user.clear(representative);
    await user.type(representative, '7');
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() =>
      expect(statementCalls(fetchMock)).toContain(
        '/api/v1/commission/statement?date=2026-10-01&representativeId=7',
      ),
    );
  });

  it('opens a supervisor on the whole scope, with a Repr. column when several reps are in it', async () => {
    setCurrentUser(adminUser);
    const several = {
      ...statement,
      customers: [
        ...statement.customers,
        { ...statement.customers[1]!, representativeId: 2, name: 'LOJA TRÊS' },
      ],
    };
    const fetchMock = mockFetch({ [STATEMENT]: () => json(several) });
    renderPage();
    const customers = within(
      await screen.findByRole('region', { name: 'Comissão por cliente' }, { timeout: 5000 }),
    );
    expect(statementCalls(fetchMock)).toEqual([`/api/v1/commission/statement?date=${thisMonth()}`]);
    expect(customers.getByRole('columnheader', { name: /^Repr\./ })).toBeInTheDocument();
  });

  it('toasts the error with the screen name', async () => {
    setCurrentUser(repUser);
    mockFetch({ [STATEMENT]: () => apiError(403, 'FORBIDDEN', 'Representante fora do seu escopo') });
    renderPage();
    await waitFor(() =>
      expect([...document.querySelectorAll('.p-toast-detail')].map((node) => node.textContent)).toContain(
        'Erro ao consultar Comissão: Representante fora do seu escopo',
      ),
    );
  });
});
