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

export type GoalRow = { key: string; title: string; goal: number; sales: number; percent: number | null };

const percentOf = (sales: number, goal: number): number | null => (goal > 0 ? (sales / goal) * 100 : null);

/**
 * Every quota article added up, so the board's goal and sales of a rep tie to this screen even when the rep has
 * more articles than the tiles show. Cents are added as integers: thirty articles' goals do not drift.
 */
export const goalTotal = (items: readonly GoalSalesItem[]): GoalRow => {
  const cents = (value: number) => Math.round(value * 100);
  const goal = items.reduce((sum, item) => sum + cents(item.goal), 0) / 100;
  const sales = items.reduce((sum, item) => sum + cents(item.sales), 0) / 100;
  return { key: 'total', title: '', goal, sales, percent: percentOf(sales, goal) };
};

/** The articles past the tiles, in the server's order, for the list under the total. */
export const otherGoalArticles = (items: readonly GoalSalesItem[]): GoalRow[] =>
  items.slice(MAX_GOAL_TILES).map((item) => ({
    key: item.quotaArticle,
    title: item.articleDescription || item.quotaArticle,
    goal: item.goal,
    sales: item.sales,
    percent: percentOf(item.sales, item.goal),
  }));
