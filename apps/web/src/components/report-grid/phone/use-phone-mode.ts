import { useSyncExternalStore } from 'react';

/** docs/product.md §2.2: a phone is up to 640 px wide, the same line the shell draws its overlay menu at. */
export const PHONE_QUERY = '(max-width: 640px)';

const read = (): boolean => window.matchMedia(PHONE_QUERY).matches;
const subscribe = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the grid draws cards. Read from the media query here rather than from the shell, so the grid stays free
 * of app/ and still follows the same breakpoint; `forced` lets a caller or a test pick the view.
 */
export const usePhoneMode = (forced?: 'table' | 'cards'): boolean => {
  const phone = useSyncExternalStore(subscribe, read, () => false);
  return forced === undefined ? phone : forced === 'cards';
};
