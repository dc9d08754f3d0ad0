import type { GoalBand } from '@portal/contracts';

// The bands are the contracts' (goalBand: below 70 % red, below 100 % yellow, from 100 % green); each also has words
// (team-texts.ts), for whoever does not read colours (and for screen readers).
export { goalBand, type GoalBand } from '@portal/contracts';

/** The icon beside the figure, so the band reads without colour. */
export const goalBandIcon: Record<GoalBand, string> = {
  low: 'pi pi-arrow-down',
  mid: 'pi pi-minus',
  high: 'pi pi-check',
};
