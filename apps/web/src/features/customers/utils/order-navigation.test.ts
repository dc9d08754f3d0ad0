import { describe, expect, it } from 'vitest';
import { showOrderArrows, stepOrder } from './order-navigation.ts';

describe('order navigation', () => {
  it('stops at the ends', () => {
    expect(stepOrder(0, -1, 3)).toBe(0);
    expect(stepOrder(0, 1, 3)).toBe(1);
    expect(stepOrder(2, 1, 3)).toBe(2);
    expect(stepOrder(0, 1, 0)).toBe(0);
  });

  it('shows the arrows only with more than one order', () => {
    expect(showOrderArrows(0)).toBe(false);
    expect(showOrderArrows(1)).toBe(false);
    expect(showOrderArrows(2)).toBe(true);
  });
});
