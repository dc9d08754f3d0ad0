import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readStorage, storageKeys } from '../../lib/storage.ts';
import { apiError, callsTo, json, mockFetch, networkFailure, repUser } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { searchScreens } from './quick-search.tsx';
import { readLayoutChoice } from './use-layout-choice.ts';

describe('quick menu search', () => {
  it('ignores case and accents, and finds other names', () => {
    expect(searchScreens('situacao').map((s) => s.label)).toEqual(['Situação Limite']);
    expect(searchScreens('SITUAÇÃO LIM').map((s) => s.label)).toEqual(['Situação Limite']);
    expect(searchScreens('potencial').map((s) => s.label)).toEqual(['Situação Limite', 'Grid']);
    expect(searchScreens('desemp').map((s) => s.label)).toEqual(['Desemp. Clientes']);
    expect(searchScreens('')).toEqual([]);
  });

  it('opens the chosen screen with Enter', async () => {
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(repUser) });
    const view = renderApp('/', { token: 'stored' });
    const input = await screen.findByRole('combobox', { name: 'Buscar no menu' });
    await view.user.type(input, 'DUP. ABERTO');
    expect(within(screen.getByRole('listbox')).getByText('Dup. Aberto')).toBeInTheDocument();
    await view.user.keyboard('{Enter}');
    expect(view.router.state.location.pathname).toBe('/duplicates');
  });
});

describe('layout choice', () => {
  it('defaults to horizontal and is remembered', async () => {
    expect(readLayoutChoice()).toBe('horizontal');
    mockFetch({ 'GET /api/v1/representative/current-user': () => json(repUser) });
    const first = renderApp('/wallet', { token: 'stored' });
    await screen.findByTestId('user-rep');
    expect(first.container.querySelector('.layout')).toHaveClass('layout-horizontal');
    await first.user.click(screen.getByRole('button', { name: 'Layout do menu' }));
    await first.user.click(screen.getByRole('radio', { name: 'Slim' }));
    expect(first.container.querySelector('.layout')).toHaveClass('layout-slim');
    expect(readStorage(storageKeys.layout)).toBe('slim');
    first.unmount();

    const second = renderApp('/wallet', { token: 'stored' });
    await screen.findByTestId('user-rep');
    expect(second.container.querySelector('.layout')).toHaveClass('layout-slim');
  });
});

describe('Sair', () => {
  it('ends the session on the server, then forgets it here', async () => {
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'POST /api/logout': () => new Response(null, { status: 204 }),
    });
    const view = renderApp('/wallet', { token: 'stored' });
    await screen.findByTestId('user-rep');
    await view.user.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    await screen.findByRole('button', { name: 'Conectar' });
    const logout = callsTo(fetchMock, '/api/logout');
    expect(logout).toHaveLength(1);
    expect(new Headers(logout[0]?.[1]?.headers).get('Authorization')).toBe('Bearer stored');
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it('forgets the session here even when the server cannot be reached', async () => {
    mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'POST /api/logout': networkFailure,
    });
    const view = renderApp('/wallet', { token: 'stored' });
    await screen.findByTestId('user-rep');
    await view.user.click(screen.getAllByRole('button', { name: 'Sair' })[0]!);
    await screen.findByRole('button', { name: 'Conectar' });
    expect(readStorage(storageKeys.token)).toBeNull();
  });

  it('"Sair de todos os aparelhos" ends every session; when it fails the user stays and is told', async () => {
    let answer = () => apiError(503, 'INTERNAL', 'Servidor reiniciando');
    const fetchMock = mockFetch({
      'GET /api/v1/representative/current-user': () => json(repUser),
      'POST /api/logout/everywhere': () => answer(),
    });
    const view = renderApp('/wallet', { token: 'stored' });
    await screen.findByTestId('user-rep');
    await view.user.click(screen.getByTestId('user-name'));
    await view.user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
    expect(
      await screen.findByText('Não foi possível sair de todos os aparelhos: Servidor reiniciando'),
    ).toBeInTheDocument();
    expect(readStorage(storageKeys.token)).toBe('stored');

    answer = () => new Response(null, { status: 204 });
    await view.user.click(screen.getByRole('button', { name: 'Sair de todos os aparelhos' }));
    await screen.findByRole('button', { name: 'Conectar' });
    expect(callsTo(fetchMock, '/api/logout/everywhere')).toHaveLength(2);
    expect(readStorage(storageKeys.token)).toBeNull();
  });
});
