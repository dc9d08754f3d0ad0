import type { GoalSalesItem } from '@portal/contracts';

/** docs/product.md §9: at most 5 goal tiles. */
export const MAX_GOAL_TILES = 5;

export type GoalTile = {
  key: string;
  title: string;
  goal: number;
  sales: number;
  /** Percent of the goal sold; null without a goal. */
  percent: number | null;
  /** The half donut: sold part and what is missing (nothing missing once the goal is reached). */
  slices: [number, number];
};

/** The server orders the articles biggest goal first (decision 031), so the first 5 are the ones shown. */
export const goalTiles = (items: readonly GoalSalesItem[]): GoalTile[] =>
  items.slice(0, MAX_GOAL_TILES).map((item) => {
    const percent = item.goal > 0 ? (item.sales / item.goal) * 100 : null;
    const sold = Math.max(0, item.sales);
    const missing = Math.max(0, item.goal - sold);
    return {
      key: item.quotaArticle,
      title: item.articleDescription || item.quotaArticle,
      goal: item.goal,
      sales: item.sales,
      percent,
      // A tile with neither goal nor sales still draws an empty grey arc.
      slices: sold === 0 && missing === 0 ? [0, 1] : [sold, missing],
    };
  });
