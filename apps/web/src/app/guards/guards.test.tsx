import { quotaArticlesCall } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../lib/api-client.ts';
import { adminUser, apiError, callsTo, json, mockFetch, repUser } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('route guards', () => {
  it('sends a visitor to /signIn and, after signing in, to where they were going', async () => {
    mockFetch({
      'POST /api/login': () => json('token-1'),
      'GET /api/v1/representative/current-user': () => json(repUser),
    });
    const view = renderApp('/wallet?consulta=1');
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signIn');
    await view.user.type(screen.getByLabelText('Usuário'), 'REP1');
    await view.user.type(screen.getByLabelText('Senha'), 'X');
    await view.user.click(screen.getByRole('button', { name: 'Conectar' }));
    // The shell (top bar with the user) is up, whatever the screen shows.
    expect(await screen.findByTestId('user-rep')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/wallet');
    expect(view.router.state.location.search).toBe('?consulta=1');
  });

  it('checks a stored token on load and sends a signed-in user away from /signIn to /', async () => {
    const fetchMock = mockFetch({ 'GET /api/v1/representative/current-user': () => json(adminUser) });
    const view = renderApp('/signIn', { token: 'stored' });
    expect(await screen.findByText('Olá, ADMINISTRADOR')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('user-rep')).toHaveTextContent('Representante: 0');
    expect(callsTo(fetchMock, '/api/v1/representative/current-user')).toHaveLength(1);
  });

  it('sends a signed-in user on /signIn back to the previous page of the visit', async () => {
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(repUser) });
    const view = renderApp('/billed', { token: 'stored' });
    // The shell (top bar with the user) is up, whatever the screen shows.
    expect(await screen.findByTestId('user-rep')).toBeInTheDocument();
    await act(() => view.router.navigate('/signIn'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/billed'));
  });

  it('hides the side menu on / and shows it on the other screens, every item in order', async () => {
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(repUser) });
    const view = renderApp('/', { token: 'stored' });
    expect(await screen.findByText('Olá, JOAO')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    // Dashboard tiles: every screen but itself.
    expect(screen.getByRole('link', { name: /Rotas/ })).toHaveAttribute('href', '/routes');
    expect(screen.queryByRole('link', { name: /^Dashboard/ })).toBeNull();
    await act(() => view.router.navigate('/routes'));
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const labels = [...menu.querySelectorAll('.menu-label')].map((item) => item.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Indicadores',
      'Situação Limite',
      'Grid',
      'Clientes',
      'Carteira',
      'Faturado',
      'Dup. Aberto',
      'Ped. Cancelados',
      'Desemp. Clientes',
      'Rotas',
      'Plano de Visitas',
      'Pedidos',
      'Comissão',
      'Equipe',
    ]);
  });

  it('ends the session on a 401 from any later call and goes to /signIn', async () => {
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'GET /api/v1/quota-article/get-all': () => apiError(401, 'UNAUTHORIZED', 'Token expirado'),
    });
    const view = renderApp('/charts', { token: 'stored' });
    // The shell (top bar with the user) is up, whatever the screen shows.
    expect(await screen.findByTestId('user-rep')).toBeInTheDocument();
    await act(async () => {
      await apiClient.call(quotaArticlesCall).catch(() => undefined);
    });
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    expect(view.storedToken()).toBeNull();
  });

  it('logs out with Sair', async () => {
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(repUser) });
    const view = renderApp('/customers', { token: 'stored' });
    // The shell (top bar with the user) is up, whatever the screen shows.
    expect(await screen.findByTestId('user-rep')).toBeInTheDocument();
    await view.user.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    expect(await screen.findByRole('button', { name: 'Conectar' })).toBeInTheDocument();
    expect(view.storedToken()).toBeNull();
  });
});
