import {
  CONTRACT_HEADER,
  toQueryParams,
  type ApiCall,
  type CallAnswer,
  type CallBody,
  type CallParams,
  type CallQuery,
} from '@portal/contracts';
import type { z } from 'zod';
import { ApiError, errorFromResponse, isAbortError } from './api-error.ts';
import { readAnswerCopy } from './answer-copies.ts';
import { answerTime, markAnswerTime, recordAnswer } from './answer-times.ts';
import { readStorage, storageKeys } from './storage.ts';

type HttpMethod = ApiCall['method'];

declare const __PORTAL_CONTRACT__: string | undefined;

/** The contracts this build was made from (vite.config.ts); the server names its own in every answer. */
export const builtContractVersion: string | null =
  typeof __PORTAL_CONTRACT__ === 'string' ? __PORTAL_CONTRACT__ : null;

/**
 * Whether the server checked this answer against the very schemas this build holds before sending it
 * (docs/decisions/175): parsing it again here would only spend the phone's time on thousands of rows.
 */
const checkedByServer = (response: Response): boolean =>
  builtContractVersion !== null && response.headers.get(CONTRACT_HEADER) === builtContractVersion;

export type ApiRequest<T> = {
  method?: HttpMethod;
  /** Same-origin path, e.g. `/api/v1/quota-article/get-all`. */
  path: string;
  /** Filter object; arrays become comma lists and empty values are left out (contracts' toQueryParams). */
  query?: Record<string, unknown>;
  body?: unknown;
  /** A file sent as it is (an upload), with its own content type, instead of a JSON body. */
  file?: Blob;
  /** The contract schema the answer must satisfy; the promise resolves with its parsed output (any, when absent). */
  schema: z.ZodType<T> | undefined;
  /** TanStack Query passes one per query, so a new query aborts the one it replaces. */
  signal?: AbortSignal;
};

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The session registers here: a 401 on any call made with a token ends the session (docs/product.md §4). */
export const setUnauthorizedHandler = (handler: UnauthorizedHandler | null): void => {
  unauthorizedHandler = handler;
};

const buildUrl = (path: string, query?: Record<string, unknown>): string => {
  const params = query ? toQueryParams(query).toString() : '';
  return params ? `${path}?${params}` : path;
};

/** Sends one request with the token and turns every failure into an ApiError (a 401 ends the session). */
const send = async (
  url: string,
  method: HttpMethod,
  { body, file, signal }: { body?: unknown; file?: Blob | undefined; signal?: AbortSignal | undefined },
): Promise<Response> => {
  const token = readStorage(storageKeys.token);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  else if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
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
  return response;
};

const request = async <T>({
  method = 'GET',
  path,
  query,
  body,
  file,
  schema,
  signal,
}: ApiRequest<T>): Promise<T> => {
  const url = buildUrl(path, query);
  const response = await send(url, method, { body, file, signal });
  const answer = await answerOf(response, schema);
  if (method === 'GET' && path.startsWith('/api/v1/')) {
    const at = answerTime(response.headers.get('Date'));
    recordAnswer(url, at);
    markAnswerTime(answer, at);
  }
  return answer;
};

/** A response's JSON, checked against the call's answer schema unless the server already did. */
const answerOf = async <T>(response: Response, schema: z.ZodType<T> | undefined): Promise<T> => {
  const text = await response.text();
  let json: unknown;
  try {
    // A 204 has no body: its contract says null.
    json = text === '' ? (response.status === 204 ? null : undefined) : JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'INVALID_ANSWER', 'Resposta inválida do servidor');
  }
  const parsed =
    schema && !checkedByServer(response)
      ? schema.safeParse(json)
      : { success: true as const, data: json as T };
  if (!parsed.success) {
    throw new ApiError(response.status, 'INVALID_ANSWER', 'Resposta inválida do servidor');
  }
  return parsed.data;
};

/** The device's copy of an answer and when the server produced it. */
export type KeptAnswer<T> = { answer: T; at: Date };

/** The call's url with its `:name` parts filled in (each value URL-encoded). */
export const callPath = (url: string, params: Record<string, string | number> = {}): string =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`parâmetro ${name} ausente em ${url}`);
    return encodeURIComponent(String(value));
  });

/** Optional when the call has no such schema or every field of it is optional (a query of filters). */
type Part<K extends string, T> = undefined extends T
  ? { [key in K]?: T }
  : Record<never, never> extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/** What a call takes besides its contract: each part required when the call's schema has one. */
export type CallOptions<C extends ApiCall> = Part<'params', CallParams<C>> &
  Part<'query', CallQuery<C>> &
  Part<'body', CallBody<C>> & { signal?: AbortSignal };

type OptionsArgument<C extends ApiCall> =
  Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/** The request of a call: its method, its url with the params filled in, its answer schema, query and body. */
const requestOf = <C extends ApiCall>(call: C, options: CallOptions<C> | undefined) => {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return {
    method: call.method,
    path: callPath(call.url, params),
    schema: call.answer as z.ZodType<CallAnswer<C>> | undefined,
    query,
    body,
    signal,
  };
};

/**
 * The one way the web app talks to the server (no `fetch` anywhere else): the call's method, url and schemas come
 * from its contract (`packages/contracts`, the same object the server registers), so the types of its params, query,
 * body and answer are inferred from it; the token is added, the answer is validated against the call's answer schema,
 * and every failure becomes an ApiError.
 *
 * @example
 *   const articles = await apiClient.call(quotaArticlesCall, { signal });
 *   const token = await apiClient.call(loginCall, { body: { username, password } });
 */
export const apiClient = {
  call: <C extends ApiCall>(call: C, ...[options]: OptionsArgument<C>): Promise<CallAnswer<C>> =>
    request(requestOf(call, options)),
  /** Sends `file` as the body (its own content type, e.g. application/zip) and validates the JSON answer. */
  upload: <C extends ApiCall>(
    call: C,
    file: Blob,
    ...[options]: OptionsArgument<C>
  ): Promise<CallAnswer<C>> => request({ ...requestOf(call, options), body: undefined, file }),
  /**
   * The device's copy of a GET call's last answer (the service worker's, lib/answer-copies.ts), read and checked as
   * a fresh answer would be, dated by the server's Date header; null when there is none or it no longer fits the
   * contract. Nothing is asked of the server.
   */
  kept: async <C extends ApiCall>(
    call: C,
    ...[options]: OptionsArgument<C>
  ): Promise<KeptAnswer<CallAnswer<C>> | null> => {
    const { path, query, schema } = requestOf(call, options);
    const copy = await readAnswerCopy(buildUrl(path, query));
    if (!copy) return null;
    try {
      const answer = await answerOf(copy, schema);
      const at = answerTime(copy.headers.get('Date'));
      markAnswerTime(answer, at);
      return { answer, at };
    } catch {
      return null;
    }
  },
  /** A call whose answer is a file (a backup): its bytes and the name the server gives it. */
  download: async <C extends ApiCall>(
    call: C,
    ...[options]: OptionsArgument<C>
  ): Promise<{ blob: Blob; fileName: string }> => {
    const { path, query, body, signal } = requestOf(call, options);
    const response = await send(buildUrl(path, query), call.method, { body, signal });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), fileName };
  },
};
