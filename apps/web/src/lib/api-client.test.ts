import { defineCall } from '@portal/contracts';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch, networkFailure } from '../test/fetch-mock.ts';
import { answeredAt } from './answer-times.ts';
import { apiClient, callPath, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { storageKeys, writeStorage } from './storage.ts';

const list = z.array(z.object({ code: z.string(), description: z.string() }));

describe('apiClient', () => {
  it('sends the token, comma lists and parses the answer', async () => {
    writeStorage(storageKeys.token, 'abc');
    const fetchMock = mockFetch({ 'GET /api/v1/x': () => json([{ code: '1', description: 'VERÃO' }]) });
    const answer = await apiClient.call(defineCall('GET', '/api/v1/x'), list, {
      query: { quotaArticles: ['1', '2'], text: '', representativeId: 0 },
    });
    expect(answer).toEqual([{ code: '1', description: 'VERÃO' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/x?quotaArticles=1%2C2&representativeId=0');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('extracts the one error shape into ApiError', async () => {
    mockFetch({ 'GET /api/v1/x': () => apiError(400, 'BAD_REQUEST', 'Data inválida') });
    await expect(apiClient.call(defineCall('GET', '/api/v1/x'), list)).rejects.toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Data inválida',
    });
  });

  it("never shows a foreign error page's English status text", async () => {
    mockFetch({
      'GET /a': () =>
        new Response('Internal Server Error', { status: 500, statusText: 'Internal Server Error' }),
      'GET /b': () => new Response('{"message":"boom"}', { status: 500 }),
    });
    for (const path of ['/a', '/b'])
      await expect(apiClient.call(defineCall('GET', path), list)).rejects.toMatchObject({
        status: 500,
        code: 'HTTP_ERROR',
        message: 'Erro no servidor (HTTP 500). Tente novamente.',
      });
  });

  it('turns non-JSON failures, bad answers and network failures into ApiError', async () => {
    mockFetch({
      'GET /a': () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
      'GET /b': () => json([{ code: 1 }]),
      'GET /c': networkFailure,
    });
    await expect(apiClient.call(defineCall('GET', '/a'), list)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Servidor indisponível no momento (HTTP 502). Tente novamente em instantes.',
    });
    await expect(apiClient.call(defineCall('GET', '/b'), list)).rejects.toMatchObject({
      code: 'INVALID_ANSWER',
      message: 'Resposta inválida do servidor',
    });
    const error = await apiClient.call(defineCall('GET', '/c'), list).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetwork).toBe(true);
  });

  it('lets an abort through as an AbortError', async () => {
    mockFetch({
      'GET /slow': ({ init }) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const controller = new AbortController();
    const pending = apiClient.call(defineCall('GET', '/slow'), list, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls the unauthorized handler on a 401 made with a token only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ 'GET /api/v1/x': () => apiError(401, 'UNAUTHORIZED', 'Token expirado') });
    await apiClient.call(defineCall('GET', '/api/v1/x'), list).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    writeStorage(storageKeys.token, 'abc');
    await apiClient.call(defineCall('GET', '/api/v1/x'), list).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });

  it('records when each report answer was produced, from its Date header', async () => {
    mockFetch({ 'GET /api/v1/x': () => json([], 200, { Date: 'Mon, 23 Nov 2026 13:45:00 GMT' }) });
    await apiClient.call(defineCall('GET', '/api/v1/x'), list, { query: { a: 1 } });
    expect(answeredAt('/api/v1/x?a=1')?.toISOString()).toBe('2026-11-23T13:45:00.000Z');
  });
});

describe('callPath', () => {
  it("fills the contract url's :name parts, encoded", () => {
    expect(callPath('/api/v1/grid-profiles/:grid/:id', { grid: 'wallet', id: 'a b/c' })).toBe(
      '/api/v1/grid-profiles/wallet/a%20b%2Fc',
    );
  });

  it('refuses a missing part instead of calling a wrong url', () => {
    expect(() => callPath('/api/v1/grid-hints/:grid', {})).toThrow('grid');
  });

  it('sends the method of the call', async () => {
    const fetchMock = mockFetch({ 'DELETE /api/v1/grid-profiles/wallet/7': () => json({}) });
    await apiClient.call(defineCall('DELETE', '/api/v1/grid-profiles/:grid/:id'), z.unknown(), {
      params: { grid: 'wallet', id: 7 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
