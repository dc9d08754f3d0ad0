import { describe, expect, it } from 'vitest';
import { metersBetween } from './distance.ts';
import { nearestNeighbourOrder } from './nearest-path.ts';

type Stop = { name: string; latitude: number | null; longitude: number | null };
const stop = (name: string, latitude: number | null, longitude: number | null): Stop => ({
  name,
  latitude,
  longitude,
});
const pointOf = (item: Stop) =>
  item.latitude === null || item.longitude === null
    ? null
    : { latitude: item.latitude, longitude: item.longitude };

describe('nearestNeighbourOrder', () => {
  it('goes to the nearest stop next, each time from where it stands', () => {
    const start = { latitude: 0, longitude: 0 };
    // On a line east of the start, given in the money order (far first).
    const stops = [stop('C', 0, 0.3), stop('A', 0, 0.1), stop('D', 0, 0.4), stop('B', 0, 0.2)];
    const path = nearestNeighbourOrder(start, stops, pointOf);
    expect(path.ordered.map((item) => item.name)).toEqual(['A', 'B', 'C', 'D']);
    // Straight line through all: start to D.
    expect(path.meters).toBeCloseTo(metersBetween(start, { latitude: 0, longitude: 0.4 }), 3);
  });

  it('keeps the stops without a point at the end, in their order, and counts no distance for them', () => {
    const stops = [stop('X', null, null), stop('A', 0, 0.1), stop('Y', null, null)];
    const path = nearestNeighbourOrder({ latitude: 0, longitude: 0 }, stops, pointOf);
    expect(path.ordered.map((item) => item.name)).toEqual(['A', 'X', 'Y']);
    expect(Math.round(path.meters)).toBe(11_119);
  });

  it('is greedy: from the middle it takes the nearer side first', () => {
    const stops = [stop('far-west', 0, -0.5), stop('near-east', 0, 0.1), stop('east', 0, 0.2)];
    const path = nearestNeighbourOrder({ latitude: 0, longitude: 0 }, stops, pointOf);
    expect(path.ordered.map((item) => item.name)).toEqual(['near-east', 'east', 'far-west']);
  });

  it('answers an empty path for no stops', () => {
    expect(nearestNeighbourOrder({ latitude: 0, longitude: 0 }, [], pointOf)).toEqual({
      ordered: [],
      meters: 0,
    });
  });
});
