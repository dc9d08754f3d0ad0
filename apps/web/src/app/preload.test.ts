import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../lib/storage.ts';

const loaded: string[] = [];
vi.mock('./screen-pages.tsx', () => {
  const loader = (id: string) => () => {
    loaded.push(id);
    return Promise.resolve({ default: () => null });
  };
  return {
    screenLoaders: { wallet: loader('wallet'), duplicates: loader('duplicates'), team: loader('team') },
  };
});
vi.mock('./shell/app-shell.tsx', () => ({ AppShell: () => null }));
vi.mock('../features/dashboard/dashboard-page.tsx', () => ({ DashboardPage: () => null }));

const { preloadOpening } = await import('./preload.ts');
const { prefetchScreens, resetPrefetch, PREFETCH_DELAY_MS } = await import('./prefetch-screens.ts');

describe('chunks fetched ahead of need', () => {
  beforeEach(() => {
    loaded.length = 0;
    resetPrefetch();
  });
  afterEach(() => vi.useRealTimers());

  it('opening a report screen fetches its chunk at once; the sign-in page fetches none', () => {
    preloadOpening('/wallet');
    expect(loaded).toEqual(['wallet']);
    loaded.length = 0;
    preloadOpening('/signIn');
    expect(loaded).toEqual([]);
  });

  it('fetches every screen one after the other once the delay has passed, not before', async () => {
    vi.useFakeTimers();
    prefetchScreens();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(loaded).toEqual(['wallet', 'duplicates', 'team']);
  });

  it('fetches nothing ahead when the browser asks to save data', async () => {
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      prefetchScreens();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loaded).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });
});

describe('the opening preload (first module of the entry)', () => {
  beforeEach(() => {
    loaded.length = 0;
    vi.resetModules();
    window.history.replaceState(null, '', '/duplicates?consulta=1');
  });
  afterEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('with a stored token, fetches the opened screen’s chunk as it is evaluated', async () => {
    localStorage.setItem(storageKeys.token, 'x.y.z');
    await import('./opening-preload.ts');
    expect(loaded).toEqual(['duplicates']);
  });

  it('without a token (the sign-in page will open), fetches nothing', async () => {
    await import('./opening-preload.ts');
    expect(loaded).toEqual([]);
  });

  it('is the entry’s first import, so it runs before the modules the rest of the entry sets up', async () => {
    const { readFileSync } = await import('node:fs');
    const { dirname, join } = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const entry = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'main.tsx'), 'utf8');
    const firstImport = entry.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import { openingAnswersAsked } from './app/opening-preload.ts';");
  });
});
