import { vi } from 'vitest';

/** A MediaQueryList as jsdom lacks it: `matches` fixed, no change ever reported. */
export const mediaQueryList = (query: string, matches: boolean): MediaQueryList =>
  ({
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** The window as a phone's (the 640 px breakpoint matches) or not, for the rest of the test. */
export const phoneScreen = (phone = true) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) =>
      mediaQueryList(query, phone && query.includes('max-width: 640px')),
    );
