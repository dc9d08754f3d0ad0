import { toQueryParams } from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, errorFromResponse, isAbortError } from './api-error.ts';
import { answerTime, markAnswerTime, recordAnswer } from './answer-times.ts';
import { readStorage, storageKeys } from './storage.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRequest<T> = {
  method?: HttpMethod;
  /** Same-origin path, e.g. `/api/v1/quota-article/get-all`. */
  path: string;
  /** Filter object; arrays become comma lists and empty values are left out (contracts' toQueryParams). */
  query?: Record<string, unknown>;
  body?: unknown;
  /** The contract schema the answer must satisfy; the promise resolves with its parsed output. */
  schema: z.ZodType<T>;
  /** TanStack Query passes one per query, so a new query aborts the one it replaces. */
  signal?: AbortSignal;
};

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers here: a 401 on any call made with a token ends the session (spec §4). */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler | null): void => {
  unauthorizedHandler = handler;
};

const buildUrl = (path: string, query?: Record<string, unknown>): string => {
  const params = query ? toQueryParams(query).toString() : '';
  return params ? `${path}?${params}` : path;
};

const request = async <T>({
  method = 'GET',
  path,
  query,
  body,
  schema,
  signal,
}: ApiRequest<T>): Promise<T> => {
  const url = buildUrl(path, query);
  const token = readStorage(storageKeys.token);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(0, 'NETWORK', 'Não foi possivel acessar o servidor');
  }

  if (!response.ok) {
    const error = await errorFromResponse(response);
    if (error.status === 401 && token) unauthorizedHandler?.(error);
    throw error;
  }

  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'INVALID_ANSWER', 'Resposta inválida do servidor');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_ANSWER', 'Resposta inválida do servidor');
  }
  if (method === 'GET' && path.startsWith('/api/v1/')) {
    const at = answerTime(response.headers.get('Date'));
    recordAnswer(url, at);
    markAnswerTime(parsed.data, at);
  }
  return parsed.data;
};

/**
 * The one way the web app talks to the server (no `fetch` anywhere else): adds the token, validates the
 * answer against its contract, turns every failure into an ApiError.
 *
 * @example
 *   const articles = await apiClient.get('/api/v1/quota-article/get-all', quotaArticleList, { signal });
 *   const token = await apiClient.post('/api/login', { username, password }, tokenAnswer);
 */
export const apiClient = {
  request,
  get: <T>(
    path: string,
    schema: z.ZodType<T>,
    options: { query?: Record<string, unknown>; signal?: AbortSignal } = {},
  ) => request({ method: 'GET', path, schema, ...options }),
  post: <T>(path: string, body: unknown, schema: z.ZodType<T>, options: { signal?: AbortSignal } = {}) =>
    request({ method: 'POST', path, body, schema, ...options }),
  put: <T>(path: string, body: unknown, schema: z.ZodType<T>, options: { signal?: AbortSignal } = {}) =>
    request({ method: 'PUT', path, body, schema, ...options }),
  delete: <T>(path: string, schema: z.ZodType<T>, options: { signal?: AbortSignal } = {}) =>
    request({ method: 'DELETE', path, schema, ...options }),
};
