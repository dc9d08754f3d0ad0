/**
 * A small seeded PRNG (mulberry32): the same seed always yields the same dataset, which Math.random
 * cannot promise. Quality is plenty for synthetic data; it is not for anything secret.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick de lista vazia');
    return item;
  }

  /** Picks by weight; `cumulative` is the running sum of the weights (see cumulativeWeights). */
  pickWeighted<T>(items: readonly T[], cumulative: readonly number[]): T {
    const total = cumulative[cumulative.length - 1] ?? 0;
    const target = this.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] ?? 0) > target) high = mid;
      else low = mid + 1;
    }
    const item = items[low];
    if (item === undefined) throw new Error('pickWeighted de lista vazia');
    return item;
  }

  /** A child generator, so one part's draw count does not shift every other part's numbers. */
  fork(salt: number): Random {
    return new Random(Math.imul(this.int(0, 0x7fffffff) ^ salt, 0x85ebca6b));
  }
}

export const cumulativeWeights = (weights: readonly number[]): number[] => {
  let sum = 0;
  return weights.map((weight) => (sum += weight));
};
