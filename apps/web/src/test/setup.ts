import '@testing-library/jest-dom/vitest';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './media-query.ts';

// A report's answer is drawn in a transition, in slices (docs/decisions/177): with the whole suite running on two
// cores, a screen can take longer than the library's default second to show what the test waits for.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The query library's online flag is module state: files sharing a worker's modules must not inherit "offline".
  onlineManager.setOnline(true);
});

// jsdom lacks matchMedia, which PrimeReact and the layout hook read.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => mediaQueryList(query, false);
}
