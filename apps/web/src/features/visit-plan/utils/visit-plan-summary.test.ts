import { describe, expect, it } from 'vitest';
import { sampleAnswer } from '../test-fixtures.ts';
import { summariseVisitPlan } from './visit-plan-summary.ts';

describe('summariseVisitPlan', () => {
  it('counts customers, sums collect, replenishment and goal figures, and lists each article gap once', () => {
    expect(summariseVisitPlan(sampleAnswer)).toEqual({
      customers: 3,
      toCollect: 1234.56,
      replenishment: 800,
      goalFigures: 245.5,
      goalGaps: [
        { quotaArticle: 'JEA', description: 'JEANS', repGap: 12000 },
        { quotaArticle: 'MLH', description: 'MALHA', repGap: 3000.5 },
      ],
    });
  });

  it('adds in cents, so many 2-decimal figures do not drift', () => {
    const customers = Array.from({ length: 10 }, () => ({
      ...sampleAnswer.customers[0]!,
      reasons: [{ kind: 'collect' as const, figure: 0.1, titles: [] }],
    }));
    expect(summariseVisitPlan({ month: '2026-11', customers }).toCollect).toBe(1);
  });
});
