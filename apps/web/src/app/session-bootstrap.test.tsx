import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStorage, storageKeys, writeStorage } from '../lib/storage.ts';
import { apiError, callsTo, json, mockFetch, networkFailure, repUser } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';

describe('session on a weak signal', () => {
  it('keeps the rep signed in with the last known user when the check fails, and checks again when the signal returns', async () => {
    writeStorage(storageKeys.user, JSON.stringify(repUser));
    let reachable = false;
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => (reachable ? json(repUser) : networkFailure()),
    });
    const view = renderApp('/', { token: 'stored' });
    expect(await screen.findByText('Não foi possivel acessar o servidor')).toBeInTheDocument();
    expect(await screen.findByText('Olá, JOAO')).toBeInTheDocument();
    expect(screen.getByTestId('user-name')).toHaveTextContent('JOAO DA SILVA');
    expect(view.router.state.location.pathname).toBe('/');
    expect(view.storedToken()).toBe('stored');

    reachable = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(callsTo(fetchMock, '/api/v1/representative/current-user')).toHaveLength(2));
    expect(view.storedToken()).toBe('stored');
  });

  it('reopened, draws the app for the last known user before the check answers, and leaves when it refuses the token', async () => {
    writeStorage(storageKeys.user, JSON.stringify(repUser));
    let answer: (response: Response) => void = () => undefined;
    mockFetch({
      'GET /api/v1/representative/current-user': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const view = renderApp('/', { token: 'stored' });
    expect(await screen.findByText('Olá, JOAO')).toBeInTheDocument();
    expect(screen.queryByText('Validando usuário...')).not.toBeInTheDocument();

    act(() => answer(apiError(401, 'UNAUTHORIZED', 'Sessão expirada')));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signIn'));
    expect(view.storedToken()).toBeNull();
  });

  it('a refused token takes away the copy of the last drawing over the page, and what it was drawn from', async () => {
    writeStorage(storageKeys.user, JSON.stringify(repUser));
    writeStorage(storageKeys.lastView, '{"html":"<p>R$ 1,00</p>"}');
    // As the reopened app's first script painted it (app/last-view).
    const cover = document.createElement('div');
    cover.id = 'last-view';
    document.body.appendChild(cover);
    mockFetch({
      'GET /api/v1/representative/current-user': () => apiError(401, 'UNAUTHORIZED', 'Sessão expirada'),
    });
    const view = renderApp('/wallet', { token: 'stored' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/signIn'));
    expect(document.getElementById('last-view')).toBeNull();
    expect(readStorage(storageKeys.lastView)).toBeNull();
  });
});
