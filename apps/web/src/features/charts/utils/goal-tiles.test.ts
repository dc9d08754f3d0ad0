import { describe, expect, it } from 'vitest';
import { goalTiles, goalTotal, MAX_GOAL_TILES, otherGoalArticles } from './goal-tiles.ts';

const item = (code: string, goal: number, sales: number) => ({
  quotaArticle: code,
  articleDescription: `ART ${code}`,
  goal,
  sales,
  supervisorId: 1,
  representativeId: 1,
});

describe('goal tiles', () => {
  it('shows at most 5, in the server order', () => {
    const tiles = goalTiles(['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((code) => item(code, 100, 50)));
    expect(MAX_GOAL_TILES).toBe(5);
    expect(tiles.map((tile) => tile.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('draws the sold part and what is missing, full once the goal is reached', () => {
    expect(goalTiles([item('A', 200, 50)])[0]).toMatchObject({ percent: 25, slices: [50, 150] });
    expect(goalTiles([item('A', 100, 150)])[0]).toMatchObject({ percent: 150, slices: [150, 0] });
    expect(goalTiles([item('A', 0, 10)])[0]).toMatchObject({ percent: null, slices: [10, 0] });
    expect(goalTiles([item('A', 0, 0)])[0]).toMatchObject({ percent: null, slices: [0, 1] });
  });

  it('adds every article up to the cent and lists the ones past the tiles', () => {
    const items = [
      item('A', 1000.1, 500.05),
      item('B', 0.2, 0.1),
      item('C', 300, 0),
      item('D', 100, 100),
      item('E', 50, 25),
      item('F', 0.1, 0.2),
      item('G', 0, 12.34),
    ];
    expect(goalTotal(items)).toEqual({
      key: 'total',
      title: '',
      goal: 1450.4,
      sales: 637.69,
      percent: (637.69 / 1450.4) * 100,
    });
    expect(otherGoalArticles(items)).toEqual([
      { key: 'F', title: 'ART F', goal: 0.1, sales: 0.2, percent: 200 },
      { key: 'G', title: 'ART G', goal: 0, sales: 12.34, percent: null },
    ]);
    expect(otherGoalArticles(items.slice(0, 5))).toEqual([]);
  });
});
