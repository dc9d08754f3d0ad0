import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { answeredAt, recordAnswer } from '../../../lib/answer-times.ts';
import { getSession, resetSessionFromStorage, setCurrentUser } from '../../../lib/auth/session-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';
import { apiError, json, mockFetch, networkFailure, repUser } from '../../../test/fetch-mock.ts';
import { checkFailureEndsSession } from './check-failure.ts';
import { loadCurrentUser } from './session-actions.ts';

const CHECK = 'GET /api/v1/representative/current-user';

/** A page reload with a token, the user it belonged to, and one cached answer. */
const signedInBefore = () => {
  writeStorage(storageKeys.token, 'stored');
  setCurrentUser(repUser);
  recordAnswer('/api/v1/reports/wallet?representativeId=1', new Date(2026, 10, 24, 18, 5));
  queryClient.setQueryData(['report-wallet', { representativeId: 1 }], [{ order: 1 }]);
  resetSessionFromStorage();
  // Reopened: the last known user, unconfirmed until the check answers (docs/decisions/224).
  expect(getSession()).toEqual({ status: 'signed-in', user: repUser, confirmed: false });
};

const expectKept = () => {
  expect(getSession()).toEqual({ status: 'signed-in', user: repUser, confirmed: false });
  expect(readStorage(storageKeys.token)).toBe('stored');
  expect(answeredAt('/api/v1/reports/wallet?representativeId=1')).not.toBeNull();
  expect(queryClient.getQueryData(['report-wallet', { representativeId: 1 }])).toEqual([{ order: 1 }]);
};

describe('a failed user check', () => {
  it('ends the session only when the server refuses the token', () => {
    expect(checkFailureEndsSession(new ApiError(401, 'UNAUTHORIZED', 'Token inválido'))).toBe(true);
    expect(checkFailureEndsSession(new ApiError(0, 'NETWORK', 'Não foi possivel acessar o servidor'))).toBe(
      false,
    );
    expect(checkFailureEndsSession(new ApiError(500, 'INTERNAL', 'Erro interno'))).toBe(false);
    expect(checkFailureEndsSession(new ApiError(503, 'HTTP_ERROR', '503 Service Unavailable'))).toBe(false);
    expect(checkFailureEndsSession(new DOMException('signal timed out', 'TimeoutError'))).toBe(false);
  });

  it('on a network failure keeps the token, the last known user and the cached answers', async () => {
    signedInBefore();
    mockFetch({ [CHECK]: networkFailure });
    expect(await loadCurrentUser()).toEqual({ ok: false, message: 'Não foi possivel acessar o servidor' });
    expectKept();
  });

  it('on a server failure keeps the session and shows the message', async () => {
    signedInBefore();
    mockFetch({ [CHECK]: () => apiError(503, 'INTERNAL', 'Servidor reiniciando') });
    expect(await loadCurrentUser()).toEqual({
      ok: false,
      message: 'Erro ao validar o usuário: Servidor reiniciando',
    });
    expectKept();
  });

  it('on a check that never answers gives up after the timeout and keeps the session', async () => {
    signedInBefore();
    mockFetch({
      [CHECK]: ({ init }) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await loadCurrentUser(undefined, 20)).toEqual({
      ok: false,
      message: 'Não foi possivel acessar o servidor',
    });
    expectKept();
  });

  it('on a 401 forgets the token, the user and every cached answer', async () => {
    signedInBefore();
    mockFetch({ [CHECK]: () => apiError(401, 'UNAUTHORIZED', 'Token inválido') });
    expect(await loadCurrentUser()).toEqual({
      ok: false,
      message: 'Erro ao validar o usuário: Token inválido',
    });
    expect(getSession()).toEqual({ status: 'signed-out', user: null, confirmed: false });
    expect(readStorage(storageKeys.token)).toBeNull();
    expect(readStorage(storageKeys.user)).toBeNull();
    expect(answeredAt('/api/v1/reports/wallet?representativeId=1')).toBeNull();
    expect(queryClient.getQueryData(['report-wallet', { representativeId: 1 }])).toBeUndefined();
  });

  it('without a last known user keeps the token and waits for a check that reaches the server', async () => {
    writeStorage(storageKeys.token, 'stored');
    resetSessionFromStorage();
    mockFetch({ [CHECK]: networkFailure });
    await loadCurrentUser();
    expect(getSession()).toEqual({ status: 'checking', user: null, confirmed: false });
    expect(readStorage(storageKeys.token)).toBe('stored');
    mockFetch({ [CHECK]: () => json(repUser) });
    expect(await loadCurrentUser()).toEqual({ ok: true });
    expect(getSession()).toEqual({ status: 'signed-in', user: repUser, confirmed: true });
  });
});
