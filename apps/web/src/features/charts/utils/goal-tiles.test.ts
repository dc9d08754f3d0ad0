import { describe, expect, it } from 'vitest';
import { goalTiles, MAX_GOAL_TILES } from './goal-tiles.ts';

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
});
