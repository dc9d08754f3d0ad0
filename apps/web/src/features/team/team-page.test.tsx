import type { TeamMonthBoardAnswer, TeamMonthBoardRow } from '@portal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { use, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { adminUser, json, mockFetch, repUser, type Handler } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { stubLayout } from '../../test/render-screen.tsx';

// Equipe in the whole app (shell, router): the board as the API answers it, and "Abrir como representante" from a
// row: the server is told (audit), Carteira opens with the rep chosen, and the banner shows until "Voltar à equipe".

stubLayout({ height: 800, width: 1400 });

/** While set, the rows' grid cannot finish drawing: what the screen shows meanwhile is what a slow phone shows. */
const rowsDrawing: { gate: Promise<void> | null } = vi.hoisted(() => ({ gate: null }));
vi.mock('../../components/report-page/grid-result.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../components/report-page/grid-result.tsx')>();
  return {
    GridResult: (props: ComponentProps<typeof actual.GridResult>) => {
      if (rowsDrawing.gate) use(rowsDrawing.gate);
      return actual.GridResult(props);
    },
  };
});

const history = (percentages: number[]) => percentages;
const row = (id: number, name: string, goalPercentage: number, sales: number): TeamMonthBoardRow => ({
  representativeId: id,
  representativeName: name,
  supervisorId: 1,
  supervisorName: 'SUPERVISOR NORTE',
  active: true,
  goal: 1000,
  sales,
  goalPercentage,
  billing: 10,
  toBeInvoicedValue: 20,
  overdueBalance: 30,
  customers: 4,
  customersServed: 2,
  positivation: 50,
  canceledValue: 0,
  visits: 1,
  visitsWithLocation: 0,
  offSiteVisits: 0,
  portalOrdersSent: 0,
  portalOrdersSentValue: 0,
  history: history([10, 20, 30, 40, 50, goalPercentage]),
});
const board: TeamMonthBoardAnswer = {
  month: '2026-06',
  months: ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'],
  today: '2026-06-15',
  rows: [row(11, 'BRUNO', 120, 1200), row(10, 'ANA', 65.5, 655)],
  total: {
    representatives: 2,
    goal: 2000,
    sales: 1855,
    goalPercentage: 92.75,
    billing: 20,
    toBeInvoicedValue: 40,
    overdueBalance: 60,
    customers: 8,
    customersServed: 4,
    positivation: 50,
    canceledValue: 0,
    visits: 12,
    visitsWithLocation: 9,
    offSiteVisits: 3,
    portalOrdersSent: 5,
    portalOrdersSentValue: 4321.5,
    history: history([10, 20, 30, 40, 50, 92.75]),
  },
};

const server = (
  user: typeof adminUser | typeof repUser = adminUser,
  boardAnswer: Handler = () => json(board),
) =>
  mockFetch({
    'GET /api/v1/representative/current-user': () => json(user),
    'GET /api/v1/team/board': boardAnswer,
    'GET /api/comercial/representantes/supervisores': () =>
      json([
        { id: 1, name: 'SUPERVISOR NORTE', representatives: 2 },
        { id: 2, name: 'SUPERVISOR SUL', representatives: 1 },
      ]),
    'GET /api/v1/grid-profiles/team': () => json([]),
    'GET /api/v1/grid-hints/team': () => json({}),
    'GET /api/v1/grid-profiles/wallet': () => json([]),
    'GET /api/v1/grid-hints/wallet': () => json({}),
    'POST /api/v1/team/view-as': () =>
      json({
        representativeId: 10,
        representativeName: 'ANA',
        supervisorId: 1,
        supervisorName: 'SUPERVISOR NORTE',
      }),
    'GET /api/v1/reports/wallet': () => json([]),
    'GET /api/v1/team/visits': () =>
      json({
        representativeId: 11,
        representativeName: 'BRUNO',
        date: '2026-06-15',
        visits: [
          dayVisit('LOJA AZUL', { distanceMeters: 40, offSite: false }),
          dayVisit('LOJA VERDE', { distanceMeters: 1234, offSite: true }),
          dayVisit('LOJA ROXA', {}),
          dayVisit('LOJA CINZA', { located: true }, 'city'),
        ],
      }),
  });

const dayVisit = (
  customerName: string,
  judged: { distanceMeters?: number; offSite?: boolean; located?: boolean },
  location: 'customer' | 'city' = 'customer',
) => ({
  customerRegister: '12345678000199',
  customerName,
  latitude: -23.5,
  longitude: -46.6,
  location,
  visitLatitude: judged.offSite === undefined && !judged.located ? null : -23.5,
  visitLongitude: judged.offSite === undefined && !judged.located ? null : -46.6,
  accuracy: judged.offSite === undefined && !judged.located ? null : 10,
  distanceMeters: judged.distanceMeters ?? null,
  offSite: judged.offSite ?? null,
  outcome: 'sold',
  note: '',
  recordedAt: '2026-06-15T12:30:00.000Z',
  recordedBy: 'BRUNO',
});

describe('Equipe', () => {
  // docs/decisions/181: the total is a short drawing; the rows, long on a phone, come after it.
  it('shows the team’s total while its rows are still being drawn', { timeout: 20_000 }, async () => {
    let release = () => {};
    rowsDrawing.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    try {
      server(adminUser, async () => {
        await answered;
        return json(board);
      });
      renderApp('/team', { token: 'stored' });
      // The screen is drawn and asking, as on a phone where the answer comes after the screen's code.
      await screen.findByText('Consultando...', {}, { timeout: 5000 });
      answer();
      const total = await screen.findByTestId('team-total', {}, { timeout: 5000 });
      expect(within(total).getByText('R$ 1.855,00')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Consultando...');
      expect(screen.queryByText('11 - BRUNO')).not.toBeInTheDocument();
      release();
      expect(await screen.findByText('11 - BRUNO')).toBeInTheDocument();
      expect(screen.queryByText('Consultando...')).not.toBeInTheDocument();
    } finally {
      rowsDrawing.gate = null;
      release();
    }
  });

  it(
    'shows the total, the ranked rows with % of goal on its band, and opens Carteira as a rep',
    { timeout: 20_000 },
    async () => {
      const fetchMock = server();
      const view = renderApp('/team', { token: 'stored' });
      const total = await screen.findByTestId('team-total', {}, { timeout: 5000 });
      expect(within(total).getByText('R$ 1.855,00')).toBeInTheDocument();
      const figure = (label: string) => total.querySelector(`[data-figure="${label}"] dd`)?.textContent;
      expect(figure('Visitas')).toBe('12');
      expect(figure('Visitas com local')).toBe('9');
      expect(figure('Fora do local')).toBe('3');
      expect(figure('Pedidos do portal (qtd.)')).toBe('5');
      expect(figure('Pedidos do portal (valor)')).toBe('R$ 4.321,50');
      expect(total.querySelector('.goal-badge')).toHaveClass('goal-mid');
      expect(total.querySelector('.goal-badge')).toHaveTextContent('92,75% (abaixo da meta)');
      expect(within(total).getByRole('img')).toHaveAccessibleName(
        '% da meta, últimos 6 meses: 01/2026 10,00%; 02/2026 20,00%; 03/2026 30,00%; 04/2026 40,00%; 05/2026 50,00%; 06/2026 92,75%',
      );
      expect(await screen.findByText('1º')).toBeInTheDocument();
      expect(screen.getByText('11 - BRUNO')).toBeInTheDocument();
      expect(screen.getByText('2º')).toBeInTheDocument();
      const badges = [...document.querySelectorAll('.rg-body .goal-badge')];
      expect(badges.map((badge) => badge.className)).toEqual(['goal-badge goal-high', 'goal-badge goal-low']);
      expect(screen.getByLabelText(/Supervisor/, { selector: 'input' })).toBeInTheDocument();
      expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/team/board'))?.[0])).toMatch(
        /^\/api\/v1\/team\/board\?date=\d{4}-\d{2}-01$/,
      );

      await view.user.click(screen.getByRole('button', { name: 'Abrir como representante 10 — ANA' }));
      // jsdom has no layout: PrimeReact leaves the aligned overlay undisplayed, so the item is clicked directly.
      const item = await screen.findByRole('menuitem', { name: 'Carteira', hidden: true });
      fireEvent.click(item.querySelector('.p-menuitem-link') ?? item);
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/wallet'));
      expect(view.router.state.location.search).toBe('?representativeId=10&consulta=1');
      const posted = fetchMock.mock.calls.find(
        ([url, init]) => String(url) === '/api/v1/team/view-as' && init,
      );
      expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ representativeId: 10 });
      const banner = await screen.findByTestId('view-as-banner');
      expect(banner).toHaveTextContent('Visualizando como representante 10 — ANA');
      expect(JSON.parse(readStorage(storageKeys.lastFilters, 'session') ?? '{}').filters).toMatchObject({
        representativeId: 10,
      });

      await view.user.click(within(banner).getByRole('button', { name: 'Voltar à equipe' }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/team'));
      expect(screen.queryByTestId('view-as-banner')).toBeNull();
    },
  );

  it('writes every total of the grid in full, as its rows, and keeps a long name readable', async () => {
    const long = 'SANDRA PEREIRA REPRESENTAÇÕES COMERCIAIS LTDA';
    const big = { ...row(4, long, 102, 3_633_800.5), goal: 3_633_800, toBeInvoicedValue: 5_625_282.49 };
    const other = { ...row(1, 'RAFAEL', 95, 3_633_800), goal: 3_633_800, toBeInvoicedValue: 5_625_282.48 };
    server(adminUser, () =>
      json({
        ...board,
        rows: [big, other],
        total: { ...board.total, goal: 7_267_600, sales: 7_267_600.5, toBeInvoicedValue: 11_250_564.97 },
      }),
    );
    renderApp('/team', { token: 'stored' });
    const name = await screen.findByText(`4 - ${long}`);
    expect(name.closest('[role="gridcell"]')).toHaveAttribute('title', `4 - ${long}`);
    const totals = () =>
      [...document.querySelectorAll('.rg-summary-row [role="gridcell"]')].map((cell) => cell.textContent);
    // The totals are summed after the rows are drawn.
    await waitFor(() =>
      expect(totals()).toEqual(
        expect.arrayContaining(['R$ 7.267.600,00', 'R$ 7.267.600,50', 'R$ 11.250.564,97']),
      ),
    );
    expect(totals().some((text) => /R\$ [\d,]+[KMB]$/.test(text ?? ''))).toBe(false);
  });

  it("lists a rep's visits of a day in the order recorded, saying where each happened", async () => {
    const fetchMock = server();
    const view = renderApp('/team', { token: 'stored' });
    await screen.findByText('11 - BRUNO');
    expect(screen.getByLabelText('Dia')).toHaveValue('2026-06-15');
    await view.user.click(screen.getByRole('button', { name: 'Ver visitas' }));
    const list = await screen.findByTestId('team-day-visits');
    expect(
      [...list.querySelectorAll('li')].map((item) => item.textContent?.replace(/^\d{2}:\d{2} /, '')),
    ).toEqual([
      'LOJA AZUL · Vendeu · no local',
      'LOJA VERDE · Vendeu · a 1,2 km do cliente',
      'LOJA ROXA · Vendeu · visita sem localização',
      'LOJA CINZA · Vendeu · cliente só com o ponto da cidade',
    ]);
    expect(list.querySelector('[data-off-site="true"]')).toHaveTextContent('LOJA VERDE');
    expect(
      screen.getByRole('region', {
        name: 'Mapa das visitas de BRUNO: 4 visitas numeradas na ordem em que foram registradas',
      }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.find(([url]) => String(url).includes('/team/visits'))?.[0])).toBe(
      '/api/v1/team/visits?representativeId=11&date=2026-06-15',
    );
  });

  it('gives a rep their line without "Abrir" nor the Supervisor filter', async () => {
    server(repUser);
    renderApp('/team', { token: 'stored' });
    await screen.findByText('11 - BRUNO');
    expect(screen.queryByRole('button', { name: /Abrir como representante/ })).toBeNull();
    expect(screen.queryByLabelText(/Supervisor/, { selector: 'input' })).toBeNull();
  });
});
