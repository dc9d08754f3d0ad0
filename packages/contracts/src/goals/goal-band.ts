/**
 * The colour bands of % of goal (docs/product.md, Equipe and Indicadores), written once: below 70 % low (red), below
 * 100 % mid (yellow), from 100 % high (green).
 */
export const GOAL_BAND_MID = 70;
export const GOAL_BAND_HIGH = 100;

export type GoalBand = 'low' | 'mid' | 'high';

export const goalBand = (percentage: number): GoalBand =>
  percentage < GOAL_BAND_MID ? 'low' : percentage < GOAL_BAND_HIGH ? 'mid' : 'high';
