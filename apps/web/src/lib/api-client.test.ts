import {
  CONTRACT_HEADER,
  defineCall,
  loginCall,
  readMessageCall,
  sendMessageCall,
  visitPlanCall,
  messageReadAnswer,
  type VisitPlanAnswer,
  type VisitPlanQuery,
} from '@portal/contracts';
import { z } from 'zod';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { apiError, json, mockFetch, networkFailure } from '../test/fetch-mock.ts';
import { answeredAt } from './answer-times.ts';
import { apiClient, builtContractVersion, callPath, setUnauthorizedHandler } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { storageKeys, writeStorage } from './storage.ts';

const list = z.array(z.object({ code: z.string(), description: z.string() }));
/** A GET of `url` answering the list. */
const listAt = (url: string) => defineCall({ method: 'GET', url, answer: list });
const xQuery = z.object({
  quotaArticles: z.array(z.string()).optional(),
  text: z.string().optional(),
  representativeId: z.number().optional(),
});

describe('apiClient', () => {
  it('sends the token, comma lists and parses the answer', async () => {
    writeStorage(storageKeys.token, 'abc');
    const fetchMock = mockFetch({ 'GET /api/v1/x': () => json([{ code: '1', description: 'VERÃO' }]) });
    const call = defineCall({ method: 'GET', url: '/api/v1/x', query: xQuery, answer: list });
    const answer = await apiClient.call(call, {
      query: { quotaArticles: ['1', '2'], text: '', representativeId: 0 },
    });
    expect(answer).toEqual([{ code: '1', description: 'VERÃO' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/x?quotaArticles=1%2C2&representativeId=0');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it('extracts the one error shape into ApiError', async () => {
    mockFetch({ 'GET /api/v1/x': () => apiError(400, 'BAD_REQUEST', 'Data inválida') });
    await expect(apiClient.call(listAt('/api/v1/x'))).rejects.toMatchObject({
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
      await expect(apiClient.call(listAt(path))).rejects.toMatchObject({
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
    await expect(apiClient.call(listAt('/a'))).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Servidor indisponível no momento (HTTP 502). Tente novamente em instantes.',
    });
    await expect(apiClient.call(listAt('/b'))).rejects.toMatchObject({
      code: 'INVALID_ANSWER',
      message: 'Resposta inválida do servidor',
    });
    const error = await apiClient.call(listAt('/c')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetwork).toBe(true);
  });

  it("checks an answer again only when the server's contracts are not this build's", async () => {
    expect(builtContractVersion).toMatch(/^[0-9a-f]{16}$/);
    const outOfContract = [{ code: 1 }];
    mockFetch({
      'GET /api/v1/same': () => json(outOfContract, 200, { [CONTRACT_HEADER]: builtContractVersion ?? '' }),
      'GET /api/v1/older': () => json(outOfContract, 200, { [CONTRACT_HEADER]: '0000000000000000' }),
      'GET /api/v1/unnamed': () => json(outOfContract),
    });
    // Same contracts: the server already refused anything outside them, so the answer is taken as it came.
    expect(await apiClient.call(listAt('/api/v1/same'))).toEqual(outOfContract);
    for (const path of ['/api/v1/older', '/api/v1/unnamed'])
      await expect(apiClient.call(listAt(path))).rejects.toMatchObject({
        code: 'INVALID_ANSWER',
        message: 'Resposta inválida do servidor',
      });
  });

  it('lets an abort through as an AbortError', async () => {
    mockFetch({
      'GET /slow': ({ init }) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const controller = new AbortController();
    const pending = apiClient.call(listAt('/slow'), {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('calls the unauthorized handler on a 401 made with a token only', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch({ 'GET /api/v1/x': () => apiError(401, 'UNAUTHORIZED', 'Token expirado') });
    await apiClient.call(listAt('/api/v1/x')).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    writeStorage(storageKeys.token, 'abc');
    await apiClient.call(listAt('/api/v1/x')).catch(() => undefined);
    expect(handler).toHaveBeenCalledTimes(1);
    setUnauthorizedHandler(null);
  });

  it('records when each report answer was produced, from its Date header', async () => {
    mockFetch({ 'GET /api/v1/x': () => json([], 200, { Date: 'Mon, 23 Nov 2026 13:45:00 GMT' }) });
    const call = defineCall({
      method: 'GET',
      url: '/api/v1/x',
      query: z.object({ a: z.number() }),
      answer: list,
    });
    await apiClient.call(call, { query: { a: 1 } });
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
    await apiClient.call(
      defineCall({
        method: 'DELETE',
        url: '/api/v1/grid-profiles/:grid/:id',
        params: z.object({ grid: z.string(), id: z.coerce.number() }),
        answer: z.unknown(),
      }),
      {
        params: { grid: 'wallet', id: 7 },
      },
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('apiClient types', () => {
  it('infers the params, query, body and answer of a call from its contract', () => {
    // Type-level only: the calls below are never made.
    const check = (run: boolean) => {
      if (!run) return;
      expectTypeOf(apiClient.call(visitPlanCall, { query: { route: 12 } })).toEqualTypeOf<
        Promise<VisitPlanAnswer>
      >();
      expectTypeOf<Parameters<typeof apiClient.call<typeof visitPlanCall>>[1]>().toEqualTypeOf<
        | ({ params?: undefined } & { query?: VisitPlanQuery } & { body?: undefined } & {
            signal?: AbortSignal;
          })
        | undefined
      >();
      // @ts-expect-error: a query field the call does not have
      void apiClient.call(visitPlanCall, { query: { month: '2025-09' } });
      // @ts-expect-error: the body is required and typed
      void apiClient.call(sendMessageCall, {});
      void apiClient.call(sendMessageCall, {
        body: { title: 'T', text: 'x', toAll: true, representativeIds: [] },
      });
      // @ts-expect-error: the url's :id is required
      void apiClient.call(readMessageCall, {});
      expectTypeOf(apiClient.call(readMessageCall, { params: { id: 3 } })).toEqualTypeOf<
        Promise<z.output<typeof messageReadAnswer>>
      >();
      expectTypeOf(apiClient.call(loginCall, { body: { username: 'a', password: 'b' } })).toEqualTypeOf<
        Promise<string>
      >();
    };
    check(false);
  });
});
