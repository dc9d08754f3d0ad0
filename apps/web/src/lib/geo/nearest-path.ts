import { metersBetween, type GeoPoint } from './distance.ts';

export type PathOrder<T> = {
  /** The stops with a point, nearest next first from the start, then those without one in their old order. */
  ordered: T[];
  /** Straight-line metres from the start through every stop with a point. */
  meters: number;
};

/**
 * The day's stops reordered by nearest next stop from `start` (greedy nearest neighbour: a short path, not the
 * shortest, and instant for a day's route). Stops without a point cannot be placed and keep their order at the end.
 */
export const nearestNeighbourOrder = <T>(
  start: GeoPoint,
  stops: readonly T[],
  pointOf: (stop: T) => GeoPoint | null,
): PathOrder<T> => {
  const left = stops.flatMap((stop) => {
    const point = pointOf(stop);
    return point ? [{ stop, point }] : [];
  });
  const unplaced = stops.filter((stop) => pointOf(stop) === null);
  const ordered: T[] = [];
  let here = start;
  let meters = 0;
  while (left.length > 0) {
    let best = 0;
    let bestMeters = Infinity;
    left.forEach((candidate, index) => {
      const distance = metersBetween(here, candidate.point);
      if (distance < bestMeters) {
        best = index;
        bestMeters = distance;
      }
    });
    const [next] = left.splice(best, 1);
    if (!next) break;
    ordered.push(next.stop);
    meters += bestMeters;
    here = next.point;
  }
  return { ordered: [...ordered, ...unplaced], meters };
};
