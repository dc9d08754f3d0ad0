import { PHONE_MEDIA, useMediaQuery } from '../../../lib/use-media-query.ts';

/** A screen driven by a finger (a phone turned sideways, a tablet): every target 44 × 44 (docs/decisions/101). */
export const TOUCH_QUERY = '(pointer: coarse)';

/**
 * Whether the grid draws cards. Read from the media query here rather than from the shell, so the grid stays free
 * of app/ and still follows the same breakpoint; `forced` lets a caller or a test pick the view.
 */
export const usePhoneMode = (forced?: 'table' | 'cards'): boolean => {
  const phone = useMediaQuery(PHONE_MEDIA);
  return forced === undefined ? phone : forced === 'cards';
};

/** Whether the table's header is drawn for a finger: taller, its filter buttons 44 × 44. */
export const useTouchLayout = (): boolean => useMediaQuery(TOUCH_QUERY);
