import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, mockFetch, networkFailure, repUser } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const fillAndSubmit = async (view: ReturnType<typeof renderApp>, username: string, password: string) => {
  const { user } = view;
  if (username) await user.type(await screen.findByLabelText('Usuário'), username);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Conectar' }));
};

describe('sign-in', () => {
  it('upper-cases both fields as typed', async () => {
    const view = renderApp('/signIn');
    await view.user.type(await screen.findByLabelText('Usuário'), 'rep1');
    await view.user.type(screen.getByLabelText('Senha'), 'segredo');
    expect(screen.getByLabelText('Usuário')).toHaveValue('REP1');
    expect(screen.getByLabelText('Senha')).toHaveValue('SEGREDO');
  });

  it('warns about an empty username and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const view = renderApp('/signIn');
    await fillAndSubmit(view, '', 'X');
    expect(await screen.findByText('Preencha o usuário!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns about an empty password and sends nothing', async () => {
    const fetchMock = mockFetch({});
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', '');
    expect(await screen.findByText('Preencha a senha!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the fixed text on 401', async () => {
    mockFetch({ 'POST /api/login': () => apiError(401, 'UNAUTHORIZED', 'Credenciais inválidas') });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'ERRADA');
    expect(await screen.findByText('Usuário ou senha incorreto')).toBeInTheDocument();
    expect(view.storedToken()).toBeNull();
  });

  it('shows ERRO: with the server error and message otherwise', async () => {
    mockFetch({ 'POST /api/login': () => apiError(503, 'UNAVAILABLE', 'Banco de dados fora do ar.') });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(
      await screen.findByText('ERRO: Serviço indisponível - Banco de dados fora do ar.'),
    ).toBeInTheDocument();
  });

  it('says the lockout once, as the server words it', async () => {
    const lockout = 'Muitas tentativas de acesso sem sucesso. Aguarde 15 minutos e tente novamente.';
    mockFetch({ 'POST /api/login': () => apiError(429, 'TOO_MANY_REQUESTS', lockout) });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(await screen.findByText(`ERRO: ${lockout}`)).toBeInTheDocument();
  });

  it('never shows an English code or status text on sign-in', async () => {
    mockFetch({ 'POST /api/login': () => apiError(500, 'INTERNAL', 'Erro interno no servidor') });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(await screen.findByText('ERRO: Erro interno no servidor')).toBeInTheDocument();
    expect(screen.queryByText(/INTERNAL/)).toBeNull();
  });

  it('sends the upper-cased credentials and lands on / with the user in the top bar', async () => {
    const fetchMock = mockFetch({
      'POST /api/login': () => json('token-1'),
      'GET /api/v1/representative/current-user': () => json(repUser),
    });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'rep1', 'senha');
    expect(await screen.findByText('Olá, JOAO')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('user-name')).toHaveTextContent('JOAO DA SILVA');
    expect(screen.getByTestId('user-rep')).toHaveTextContent('Representante: 1');
    expect(view.storedToken()).toBe('token-1');
    const [, loginInit] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(loginInit?.body))).toEqual({ username: 'REP1', password: 'SENHA' });
    const [, userInit] = fetchMock.mock.calls[1] ?? [];
    expect((userInit?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('reports an unreachable server on the user check, stays on /signIn and keeps the token for a retry', async () => {
    mockFetch({
      'POST /api/login': () => json('token-1'),
      'GET /api/v1/representative/current-user': networkFailure,
    });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(await screen.findByText('Não foi possivel acessar o servidor')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/signIn');
    expect(screen.queryByTestId('user-name')).toBeNull();
    expect(view.storedToken()).toBe('token-1');
  });

  it('reports other user-check failures with the message and keeps the token', async () => {
    mockFetch({
      'POST /api/login': () => json('token-1'),
      'GET /api/v1/representative/current-user': () => apiError(500, 'INTERNAL', 'Erro interno do servidor'),
    });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(
      await screen.findByText('Erro ao validar o usuário: Erro interno do servidor'),
    ).toBeInTheDocument();
    expect(view.storedToken()).toBe('token-1');
  });

  it('forgets the token when the user check refuses it', async () => {
    mockFetch({
      'POST /api/login': () => json('token-1'),
      'GET /api/v1/representative/current-user': () => apiError(401, 'UNAUTHORIZED', 'Token inválido'),
    });
    const view = renderApp('/signIn');
    await fillAndSubmit(view, 'REP1', 'X');
    expect(await screen.findByText('Erro ao validar o usuário: Token inválido')).toBeInTheDocument();
    await waitFor(() => expect(view.storedToken()).toBeNull());
  });
});
