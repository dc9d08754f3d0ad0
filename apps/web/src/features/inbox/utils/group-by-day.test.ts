import { describe, expect, it } from 'vitest';
import { groupByDay } from './group-by-day.ts';

const labels = { today: 'Hoje', yesterday: 'Ontem' };

describe('groupByDay', () => {
  it('keeps the order and labels today, yesterday and older days', () => {
    const items = [
      { id: 1, day: '2025-10-01' },
      { id: 2, day: '2025-10-01' },
      { id: 3, day: '2025-09-30' },
      { id: 4, day: '2025-09-02' },
    ];
    expect(groupByDay(items, (item) => item.day, '2025-10-01', labels)).toEqual([
      { day: '2025-10-01', label: 'Hoje', items: [items[0], items[1]] },
      // Across a month's end.
      { day: '2025-09-30', label: 'Ontem', items: [items[2]] },
      { day: '2025-09-02', label: '02/09/2025', items: [items[3]] },
    ]);
  });

  it('finds yesterday across a year and a leap day', () => {
    expect(groupByDay([{ day: '2025-12-31' }], (item) => item.day, '2026-01-01', labels)[0]?.label).toBe(
      'Ontem',
    );
    expect(groupByDay([{ day: '2024-02-29' }], (item) => item.day, '2024-03-01', labels)[0]?.label).toBe(
      'Ontem',
    );
    expect(groupByDay([], (item: { day: string }) => item.day, '2024-03-01', labels)).toEqual([]);
  });
});
