import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { queryClient } from '../../lib/query-client.ts';
import { adminUser, apiError, json, mockFetch, repUser, type Handler } from '../../test/fetch-mock.ts';
import { ChartsPage } from './charts-page.tsx';
import { toastTexts } from '../../test/screen-checks.ts';
import { renderScreen } from '../../test/render-screen.tsx';

// chart.js needs a real canvas; the tiles' figures are in the DOM beside it.
vi.mock('../../components/charts/chart-canvas.tsx', () => ({
  ChartCanvas: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const answers: Record<string, Handler> = {
  'GET /api/v1/quota-article/get-all': () => json([{ code: 'JEA', description: 'JEANS' }]),
  'GET /api/v1/goal-sales/get-by': () =>
    json([
      {
        sales: 50,
        goal: 100,
        articleDescription: 'JEANS',
        supervisorId: 1,
        representativeId: 1,
        quotaArticle: 'JEA',
      },
    ]),
  'GET /api/v1/goal-sales-period/get-by': () => json([{ week: '2026-11-23', goal: 100, sales: 50 }]),
  'GET /api/v1/goal-revenues/get-by': () => json({ revenues: 1234.5 }),
  'GET /api/v1/wallet/get-by': () => json({ open: 10, blocked: 20, expedition: 30, canceled: 40 }),
  'GET /api/v1/commission/get-by': () => json({ credit: 1, debit: 2, order: 3, duplicate: 4 }),
  'GET /api/v1/collection/get-by': () =>
    json({
      releasedCredit: 1,
      nrCliRelCred: 1,
      insufficientCredit: 0,
      nrCliInsCred: 0,
      suspendedCredit: 0,
      nrCliSusCred: 0,
      withoutCredit: 0,
      nrCliWithoutCred: 0,
      debitBalance: 0,
      nrCliDebBalance: 0,
    }),
  'GET /api/v1/non-payment/get-by': () =>
    json({
      first: { year: 2026, balance: 100, saldo: 5, percentage: 5 },
      second: { year: 2025, balance: 100, saldo: 2, percentage: 2 },
    }),
  'GET /api/v1/customer/served': () => json({ served: 3, unservedDefaulter: 1, unservedNonDefaulter: 2 }),
};

setupPrimeReactLocale();

const renderPage = () => renderScreen('/charts', <ChartsPage />);

const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);

describe('Indicadores', () => {
  beforeEach(() => queryClient.clear());

  it('covers Potencial with "Preencha representante" and never calls it without a representative', async () => {
    setCurrentUser(adminUser);
    const fetchMock = mockFetch(answers);
    renderPage();
    expect(await screen.findByTestId('revenues-value')).toHaveTextContent('R$ 1.234,50');
    expect(screen.getByText('Preencha representante')).toBeInTheDocument();
    await waitFor(() => expect(calledPaths(fetchMock)).toContain('/api/v1/customer/served'));
    expect(calledPaths(fetchMock)).not.toContain('/api/v1/collection/get-by');
  });

  it('loads Potencial for a rep, with the rep id on every call', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch(answers);
    renderPage();
    expect(await screen.findByText('Crédito liberado')).toBeInTheDocument();
    expect(screen.queryByText('Preencha representante')).toBeNull();
    const potentialCall = fetchMock.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.startsWith('/api/v1/collection/get-by'));
    expect(potentialCall).toMatch(/representativeId=1/);
  });

  it('adds every quota article up under the five tiles and lists the others on request', async () => {
    setCurrentUser(repUser);
    const articles = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((code, index) => ({
      sales: 100.1 * (index + 1),
      goal: 1000,
      articleDescription: `ARTIGO ${code}`,
      supervisorId: 1,
      representativeId: 1,
      quotaArticle: code,
    }));
    mockFetch({ ...answers, 'GET /api/v1/goal-sales/get-by': () => json(articles) });
    const user = renderPage();
    const total = await screen.findByTestId('goal-total');
    // 100,10 × (1 + … + 7) = 2.802,80 of 7.000,00: 40,0 %.
    expect(total).toHaveTextContent('Total (7 artigos)R$ 7.000,00R$ 2.802,8040,0%');
    expect(screen.getAllByTestId(/^goal-percent-/)).toHaveLength(5);
    const others = screen.getByText('Ver os outros 2 artigos');
    await user.click(others);
    const row = screen.getByRole('rowheader', { name: 'ARTIGO G' }).closest('tr');
    expect(row).toHaveTextContent('ARTIGO GR$ 1.000,00R$ 700,7070,1%');
  });

  it('gives each failing tile its own toast while the others still show', async () => {
    setCurrentUser(repUser);
    mockFetch({
      ...answers,
      'GET /api/v1/wallet/get-by': () => apiError(400, 'BAD_REQUEST', 'Falha na carteira'),
      'GET /api/v1/non-payment/get-by': () => apiError(400, 'BAD_REQUEST', 'Falha na inadimplência'),
    });
    renderPage();
    expect(
      (await screen.findAllByText('Erro ao consultar Carteira: Falha na carteira')).length,
    ).toBeGreaterThan(0);
    expect(
      (await screen.findAllByText('Erro ao consultar Inadimplência: Falha na inadimplência')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByTestId('revenues-value')).toHaveTextContent('R$ 1.234,50');
    expect(await screen.findByTestId('legend-Crédito')).toHaveTextContent('R$ 1,00');
    expect(screen.queryByText(/Erro ao consultar Comissão/)).toBeNull();
  });

  it('links the Comissão tile to the statement of the same representative and month', async () => {
    setCurrentUser(adminUser);
    mockFetch(answers);
    renderScreen('/charts?representativeId=5&date=2026-10-01&consulta=1', <ChartsPage />);
    const link = await screen.findByRole('link', { name: 'Ver extrato' });
    expect(link).toHaveAttribute('href', '/commission?representativeId=5&date=2026-10-01&consulta=1');
  });

  it('warns when there is no quota article', async () => {
    setCurrentUser(repUser);
    mockFetch({ ...answers, 'GET /api/v1/quota-article/get-all': () => json([]) });
    renderPage();
    expect(await screen.findByText('Nenhum artigo encontrado!')).toBeInTheDocument();
  });

  it('names the weekly axis unit in the title: hundreds of reais below a million', async () => {
    setCurrentUser(repUser);
    mockFetch(answers);
    renderPage();
    expect(
      await screen.findByRole('region', { name: 'Meta x Venda Semanal (valores em centenas de R$)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/milhares/)).toBeNull();
  });

  it('groups many failing indicators into one toast; each tile still says its own error', async () => {
    setCurrentUser(repUser);
    const down = () => apiError(500, 'INTERNAL', 'Erro interno no servidor');
    mockFetch({
      'GET /api/v1/quota-article/get-all': answers['GET /api/v1/quota-article/get-all'] as Handler,
      'GET /api/v1/goal-sales/get-by': down,
      'GET /api/v1/goal-sales-period/get-by': down,
      'GET /api/v1/goal-revenues/get-by': down,
      'GET /api/v1/wallet/get-by': down,
      'GET /api/v1/commission/get-by': down,
      'GET /api/v1/collection/get-by': down,
      'GET /api/v1/non-payment/get-by': down,
      'GET /api/v1/customer/served': down,
    });
    renderPage();
    // A 5xx is retried once, a second later.
    await waitFor(() => expect(toastTexts()).toEqual(['8 indicadores não puderam ser carregados']), {
      timeout: 4000,
    });
    expect(screen.getByText('Erro ao consultar Carteira: Erro interno no servidor')).toBeInTheDocument();
  });
});
