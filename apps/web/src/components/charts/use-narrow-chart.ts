import { useSyncExternalStore } from 'react';

/** docs/product.md §2.2: a phone is up to 640 px wide. */
const PHONE_QUERY = '(max-width: 640px)';

const read = (): boolean => window.matchMedia(PHONE_QUERY).matches;
const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether a chart is drawn for a phone: there, bars run across the screen with one labelled row per category
 * (a vertical layout), instead of a desktop's columns squeezed to 390 px. Follows the window when it turns.
 */
export const useNarrowChart = (): boolean => useSyncExternalStore(subscribe, read, () => false);
