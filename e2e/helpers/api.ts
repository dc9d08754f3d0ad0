import assert from 'node:assert/strict';
import type { Login } from './portal-server.ts';

/** A 500 answer in the API's error shape, for page.route to simulate a failing call. */
export const failure = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Falha simulada' } }),
};

/** The bearer token the server gives `login` (the same one the page keeps after Conectar). */
export const tokenOf = async (baseUrl: string, login: Login): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  assert.equal(response.status, 200, `login ${login.username}`);
  return (await response.json()) as string;
};

/** GET `path` with the token, as the screen calls it; the answer must be 200. */
export const apiGet = async <T>(baseUrl: string, token: string, path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}: ${response.status}`);
  return (await response.json()) as T;
};

/** GET `path` signed in as `login` (a token of its own). */
export const apiGetAs = async <T>(baseUrl: string, login: Login, path: string): Promise<T> =>
  apiGet<T>(baseUrl, await tokenOf(baseUrl, login), path);
