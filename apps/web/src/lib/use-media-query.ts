import { useSyncExternalStore } from 'react';

/** docs/product.md §2.2: a phone is up to 640 px wide, the line the shell draws its overlay menu at. */
export const PHONE_MEDIA = '(max-width: 640px)';

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
