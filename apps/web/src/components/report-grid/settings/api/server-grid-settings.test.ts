import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverHints, serverProfiles } from './server-grid-settings.ts';

const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

describe('grid settings adapters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists, saves and removes profiles through the grid-profiles calls', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') return answer(200, { id: '7', ...JSON.parse(String(init.body)) });
      if (init?.method === 'DELETE') return answer(204);
      return answer(200, [{ id: '7', name: 'Compacto', columns: ['a'], widths: {} }]);
    });
    vi.stubGlobal('fetch', fetchMock);
    const profiles = serverProfiles('wallet');
    expect(await profiles.list()).toEqual([{ id: '7', name: 'Compacto', columns: ['a'], widths: {} }]);
    // The stored profile comes back with the server's id (the one remove takes), not the caller's draft id.
    expect(
      await profiles.save({ id: 'novo', name: 'Compacto', columns: ['a', 'b'], widths: { a: 90 } }),
    ).toEqual({
      id: '7',
      name: 'Compacto',
      columns: ['a', 'b'],
      widths: { a: 90 },
    });
    await profiles.remove('7');
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      'GET /api/v1/grid-profiles/wallet',
      'PUT /api/v1/grid-profiles/wallet',
      'DELETE /api/v1/grid-profiles/wallet/7',
    ]);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({
      name: 'Compacto',
      columns: ['a', 'b'],
      widths: { a: 90 },
    });
  });

  it('saves a hint and surfaces the server message when it is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        answer(403, {
          error: { code: 'FORBIDDEN', message: 'Só supervisores e administradores editam as dicas' },
        }),
      ),
    );
    await expect(serverHints('wallet', false).save('soldValue', 'x')).rejects.toThrow(
      'Só supervisores e administradores editam as dicas',
    );
  });
});
