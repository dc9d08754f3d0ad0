import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../lib/auth/session-store.ts';
import { setupPrimeReactLocale } from '../../lib/primereact-locale.ts';
import { apiError, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { VisitRoutesPage } from './visit-routes-page.tsx';
import { expectColumnHeaders, expectTexts, toastTexts } from '../../test/screen-checks.ts';
import { renderScreen, stubLayout } from '../../test/render-screen.tsx';

setupPrimeReactLocale();

stubLayout({ height: 600, width: 3000 });

const rows = [
  {
    representativeId: 1,
    representativeName: 'REP UM',
    cityCode: 3509502,
    cityName: 'CAMPINAS',
    stateCode: 'SP',
    population: 1139047,
    route: 3,
    routeVersion: 1,
  },
  {
    representativeId: 1,
    representativeName: 'REP UM',
    cityCode: 3550308,
    cityName: 'SÃO PAULO',
    stateCode: 'SP',
    population: 11451999,
    route: 0,
    routeVersion: 0,
  },
];

const renderPage = () => renderScreen('/routes', <VisitRoutesPage />);

const routeCell = (row: string): HTMLElement | undefined =>
  screen.getAllByRole('gridcell').find((cell) => cell.dataset.row === row && cell.dataset.col === '4');

const editRoute = async (user: ReturnType<typeof userEvent.setup>, row: string, typed: string) => {
  await user.dblClick(routeCell(row)!);
  const editor = screen.getByRole('textbox', { name: 'Rota' });
  await user.clear(editor);
  await user.type(editor, `${typed}{Enter}`);
  expect(await screen.findByText('Confirmar alteração?')).toBeInTheDocument();
};

describe('Rotas', () => {
  it('shows the routes formatted', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/routes': () => json(rows) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    expect(await screen.findByText('2 registros')).toBeInTheDocument();
    expectTexts(['1 - REP UM', 'CAMPINAS', '1.139.047', '11.451.999']);
    expectColumnHeaders(['Representante', 'Cidade', 'Estado', 'População', 'Rota']);
    expect(routeCell('0')).toHaveTextContent(/^3$/);
  });

  it('shows that Rota can be edited: a pencil and a hint on the cell', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/routes': () => json(rows) });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByText('2 registros');
    const hint = routeCell('0')?.querySelector('[title]');
    expect(hint).toHaveAttribute(
      'title',
      'Rota editável: toque duas vezes (ou pressione Enter) para alterar',
    );
    expect(hint?.querySelector('.pi-pencil')).not.toBeNull();
    expect(routeCell('0')?.closest('[role="row"]')?.querySelector('[data-col="1"] .pi-pencil')).toBeNull();
  });

  it('Não abandons the edit; Sim saves {representativeId, cityCode, route, routeVersion} and shows the saved route', async () => {
    setCurrentUser(repUser);
    const fetchMock = mockFetch({
      'GET /api/v1/routes': () => json(rows),
      'PUT /api/v1/routes': () => json({ ...rows[0], route: 0, routeVersion: 2 }),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByText('2 registros');

    await editRoute(user, '0', '9');
    await user.click(screen.getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(routeCell('0')).toHaveTextContent(/^3$/));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // Emptied: sent as 0.
    await editRoute(user, '0', ' ');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() => expect(routeCell('0')).toHaveTextContent(/^0$/));
    await waitFor(() => expect(toastTexts()).toEqual(['Rota da cidade CAMPINAS salva.']));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      representativeId: 1,
      cityCode: 3509502,
      route: 0,
      routeVersion: 1,
    });
  });

  it('a failed edit keeps the old route and toasts Erro ao editar rota', async () => {
    setCurrentUser(repUser);
    mockFetch({
      'GET /api/v1/routes': () => json(rows),
      'PUT /api/v1/routes': () => apiError(409, 'CONFLICT', 'Registro alterado por outro usuário'),
    });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await screen.findByText('2 registros');
    await editRoute(user, '1', '15');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Erro ao editar rota: Registro alterado por outro usuário'),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Rota' })).toBeNull());
    expect(routeCell('1')).toHaveTextContent(/^0$/);
  });

  it('toasts the spec message when the query fails', async () => {
    setCurrentUser(repUser);
    mockFetch({ 'GET /api/v1/routes': () => apiError(403, 'FORBIDDEN', 'Acesso negado') });
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(toastTexts()).toContain('Erro ao consultar Rotas: Acesso negado'));
  });
});
