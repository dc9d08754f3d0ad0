import { useSyncExternalStore } from 'react';

/** docs/product.md §2.2: desktop above 1024 px, tablet 640–1024 px, mobile up to 640 px. */
export type Breakpoint = 'desktop' | 'tablet' | 'mobile';
const MOBILE = '(max-width: 640px)';
const TABLET = '(max-width: 1024px)';

const read = (): Breakpoint =>
  window.matchMedia(MOBILE).matches ? 'mobile' : window.matchMedia(TABLET).matches ? 'tablet' : 'desktop';

const subscribe = (onChange: () => void): (() => void) => {
  const queries = [window.matchMedia(MOBILE), window.matchMedia(TABLET)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
};

export const useBreakpoint = (): Breakpoint => useSyncExternalStore(subscribe, read, () => 'desktop');
