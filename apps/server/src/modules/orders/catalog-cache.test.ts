import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogCache, keptAsText } from './catalog-cache.ts';

describe('catalog cache', () => {
  const key = { importedAt: '2025-09-30T03:00:00.000Z', table: '01', source: 'customer' };

  it('computes identical answers asked at once a single time, and keeps them compressed', async () => {
    const cache = catalogCache(1);
    let computed = 0;
    let finish: (text: string) => void = () => undefined;
    const compute = () => {
      computed += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const asked = [cache.answer(key, compute), cache.answer({ ...key }, compute)];
    finish('{"references":[]}');
    const [first, second] = await Promise.all(asked);
    expect([computed, first?.source, second?.source]).toEqual([1, 'miss', 'shared']);
    const again = await cache.answer(key, compute);
    expect([computed, again.source, keptAsText(again.kept)]).toEqual([1, 'hit', '{"references":[]}']);
    expect(gunzipSync(again.kept.gzip).toString()).toBe(brotliDecompressSync(again.kept.br).toString());
  });

  it('keeps a search apart and drops every answer of an older import', async () => {
    const cache = catalogCache(1);
    await cache.answer(key, async () => 'all');
    const searched = await cache.answer({ ...key, search: 'camiseta' }, async () => 'searched');
    expect([searched.source, keptAsText(searched.kept)]).toEqual(['miss', 'searched']);
    await cache.answer({ ...key, importedAt: '2025-10-01T03:00:00.000Z' }, async () => 'next');
    expect(cache.use().answers).toBe(1);
    // Asked by a call that read the older import: answered, not kept beside the newer one's.
    expect((await cache.answer(key, async () => 'all again')).source).toBe('miss');
    expect((await cache.answer(key, async () => 'all again')).source).toBe('miss');
    expect(cache.use().answers).toBe(1);
  });

  it('keeps nothing with no memory, still sharing a computation in progress', async () => {
    const cache = catalogCache(0);
    await cache.answer(key, async () => 'all');
    expect([(await cache.answer(key, async () => 'all')).source, cache.use().answers]).toEqual(['miss', 0]);
  });
});
