/**
 * The colour scale of % of goal (docs/product.md, Equipe): below 70 % red, below 100 % yellow, from 100 % green.
 * The band also has words (team-texts.ts), for whoever does not read colours (and for screen readers).
 */
export type GoalBand = 'low' | 'mid' | 'high';

export const goalBand = (percentage: number): GoalBand =>
  percentage < 70 ? 'low' : percentage < 100 ? 'mid' : 'high';

/** The icon beside the figure, so the band reads without colour. */
export const goalBandIcon: Record<GoalBand, string> = {
  low: 'pi pi-arrow-down',
  mid: 'pi pi-minus',
  high: 'pi pi-check',
};
