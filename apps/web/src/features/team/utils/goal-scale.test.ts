import { describe, expect, it } from 'vitest';
import { goalBand } from './goal-scale.ts';

describe('goalBand', () => {
  it('is red below 70 %, yellow below 100 %, green from 100 %', () => {
    expect([0, 69.99, 70, 99.99, 100, 250].map(goalBand)).toEqual([
      'low',
      'low',
      'mid',
      'mid',
      'high',
      'high',
    ]);
  });
});
