import type { CurrentUser } from '@portal/contracts';
import { vi } from 'vitest';

/** A fake server at the fetch boundary: each handler answers one `METHOD path` (query ignored). */
export type Handler = (request: {
  url: string;
  init: RequestInit | undefined;
}) => Response | Promise<Response>;

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const apiError = (status: number, code: string, message: string): Response =>
  json({ error: { code, message } }, status);

export const networkFailure = (): never => {
  throw new TypeError('Failed to fetch');
};

/** Calls every signed-in page makes (the top bar's badges); a test may answer them itself. */
const shellHandlers: Record<string, Handler> = {
  'GET /api/v1/inbox/counts': () => json({ notifications: 0, messages: 0 }),
  // Approvers' Aprovações badge (the menu and the dashboard tile).
  'GET /api/v1/order-approvals/count': () => json({ count: 0 }),
};

/** The calls made to one path (query ignored), to count them apart from the shell's. */
export const callsTo = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).split('?')[0] === path);

export const mockFetch = (handlers: Record<string, Handler>) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = handlers[key] ?? shellHandlers[key];
    if (!handler) throw new Error(`Chamada inesperada: ${key}`);
    return handler({ url, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

export const adminUser: CurrentUser = {
  id: 1,
  username: 'ADMIN',
  representativeId: 0,
  supervisorId: null,
  kind: 'admin',
  name: 'ADMINISTRADOR',
};
export const repUser: CurrentUser = {
  id: 2,
  username: 'REP1',
  representativeId: 1,
  supervisorId: 7,
  kind: 'rep',
  name: 'JOAO DA SILVA',
};
