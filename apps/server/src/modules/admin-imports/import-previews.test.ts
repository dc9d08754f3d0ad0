import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makePreviewStore, type StagedPreview } from './import-previews.ts';

// The staged previews (docs/decisions/220): a few at a time, for a while, each folder removed with its preview.

const base = mkdtempSync(join(tmpdir(), 'portal-previews-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const staged = (id: string, createdAt: number, ttlMs: number): StagedPreview => {
  const work = join(base, id);
  mkdirSync(work);
  return {
    id,
    work,
    source: `${id}.zip`,
    encoding: 'utf-8',
    createdAt: new Date(createdAt),
    expiresAt: new Date(createdAt + ttlMs),
    previewed: { fingerprint: {}, files: {} },
    answer: {
      id,
      source: `${id}.zip`,
      encoding: 'utf-8',
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + ttlMs).toISOString(),
      files: [],
      problems: [],
      removals: [],
      notices: [],
    },
  };
};

describe('the staged previews', () => {
  it('keeps at most three, pushing the oldest out with its folder', async () => {
    let now = 0;
    const store = makePreviewStore({ ttlMs: 1000, max: 3, now: () => now });
    for (const id of ['a', 'b', 'c', 'd']) {
      await store.keep(staged(id, now, store.ttlMs));
      now += 10;
    }
    expect(store.size()).toBe(3);
    expect(await store.find('a')).toBeUndefined();
    expect(existsSync(join(base, 'a'))).toBe(false);
    expect((await store.find('b'))?.source).toBe('b.zip');
    expect(existsSync(join(base, 'd'))).toBe(true);
  });

  it('drops a preview past its time, folder and all, when asked for or swept', async () => {
    let now = 1_000_000;
    const store = makePreviewStore({ ttlMs: 30 * 60 * 1000, now: () => now });
    await store.keep(staged('e', now, store.ttlMs));
    await store.keep(staged('f', now + 60_000, store.ttlMs));
    now += 30 * 60 * 1000 - 1;
    expect((await store.find('e'))?.id).toBe('e');
    now += 1;
    expect(await store.find('e')).toBeUndefined();
    expect(existsSync(join(base, 'e'))).toBe(false);
    now += 60_000;
    expect(await store.sweep()).toEqual(['f']);
    expect(existsSync(join(base, 'f'))).toBe(false);
    expect(store.size()).toBe(0);
  });

  it('hands a preview over once, and clears the rest when the server stops', async () => {
    const store = makePreviewStore();
    await store.keep(staged('g', Date.now(), store.ttlMs));
    await store.keep(staged('h', Date.now(), store.ttlMs));
    expect(store.take('g')?.id).toBe('g');
    expect(store.take('g')).toBeUndefined();
    // The run that took it removes its folder; the store leaves it.
    expect(existsSync(join(base, 'g'))).toBe(true);
    expect(await store.discard('g')).toBe(false);
    await store.clear();
    expect(existsSync(join(base, 'h'))).toBe(false);
  });
});
