import { PHONE_MEDIA, useMediaQuery } from '../../lib/use-media-query.ts';

/**
 * Whether a chart is drawn for a phone: there, bars run across the screen with one labelled row per category
 * (a vertical layout), instead of a desktop's columns squeezed to 390 px. Follows the window when it turns.
 */
export const useNarrowChart = (): boolean => useMediaQuery(PHONE_MEDIA);
