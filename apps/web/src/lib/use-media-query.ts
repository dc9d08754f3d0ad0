import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query holds now, following the window as it turns or resizes. False where there is no
 * window (a server render), so the first paint picks the desktop's drawing.
 */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
