import type { GoalSalesItem, GoalSalesPoint } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildFixtureApp } from '../../testing/indicators-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Hand-computed from apps/server/test-fixtures/indicators (today 2025-09-30, month asked: September 2025).
// Products: P1 MALHA, P2 JEANS, P3 TRICO, P4 MALHA.

describe.each(databaseKinds)('metas e faturamento (%s)', (kind) => {
  const fx = sharedFixture(() => buildFixtureApp(kind));

  describe('GET /api/v1/goal-sales/get-by', () => {
    it('answers goal and sales per quota article of rep 10, biggest goals first', async () => {
      const { status, body } = await fx.get<GoalSalesItem[]>(
        '/api/v1/goal-sales/get-by?date=2025-09-15',
        'ANA',
      );
      expect(status).toBe(200);
      // Sales of September, non-canceled orders of rep 10:
      //   MALHA = 1001/P1 900.00 + 1002/P4 100.00 = 1000.00 (1003/P1 300.00 is canceled: out)
      //   JEANS = 1001/P2 450.00 + 1006/P2 190.00 = 640.00
      //   TRICO = 1002/P3 400.00 (no goal)
      // Goals of 2025-09: MALHA 3000.00, JEANS 1500.00, LINHO 600.00 (no sales). Rep 10's supervisor is 1.
      expect(body).toEqual([
        {
          quotaArticle: 'MALHA',
          articleDescription: 'Malha',
          goal: 3000,
          sales: 1000,
          representativeId: 10,
          supervisorId: 1,
        },
        {
          quotaArticle: 'JEANS',
          articleDescription: 'Jeans',
          goal: 1500,
          sales: 640,
          representativeId: 10,
          supervisorId: 1,
        },
        {
          quotaArticle: 'LINHO',
          articleDescription: 'Linho',
          goal: 600,
          sales: 0,
          representativeId: 10,
          supervisorId: 1,
        },
        {
          quotaArticle: 'TRICO',
          articleDescription: 'Tricô',
          goal: 0,
          sales: 400,
          representativeId: 10,
          supervisorId: 1,
        },
      ]);
    });

    it('keeps only the items and goals of the chosen quota articles', async () => {
      const { body } = await fx.get<GoalSalesItem[]>(
        '/api/v1/goal-sales/get-by?date=2025-09-01&quotaArticles=MALHA,TRICO',
        'ANA',
      );
      expect(body.map(({ quotaArticle, goal, sales }) => ({ quotaArticle, goal, sales }))).toEqual([
        { quotaArticle: 'MALHA', goal: 3000, sales: 1000 },
        { quotaArticle: 'TRICO', goal: 0, sales: 400 },
      ]);
    });

    it('sums every rep for the admin, and a supervisor filter narrows to its team', async () => {
      // MALHA: rep 10 1000.00 + rep 11 (1009/P1) 700.00 + rep 20 (1010/P4) 90.00 = 1790.00; goals 3000 + 1000 = 4000.
      // JEANS: rep 10 640.00; goals 1500 + rep 20 500 = 2000.
      const all = await fx.get<GoalSalesItem[]>('/api/v1/goal-sales/get-by?date=2025-09-30', 'ADMIN');
      expect(
        all.body.map(({ quotaArticle, goal, sales, representativeId, supervisorId }) => ({
          quotaArticle,
          goal,
          sales,
          representativeId,
          supervisorId,
        })),
      ).toEqual([
        { quotaArticle: 'MALHA', goal: 4000, sales: 1790, representativeId: 0, supervisorId: 0 },
        { quotaArticle: 'JEANS', goal: 2000, sales: 640, representativeId: 0, supervisorId: 0 },
        { quotaArticle: 'LINHO', goal: 600, sales: 0, representativeId: 0, supervisorId: 0 },
        { quotaArticle: 'TRICO', goal: 0, sales: 400, representativeId: 0, supervisorId: 0 },
      ]);
      // Supervisor 2 = rep 20 only: JEANS goal 500, MALHA sales 90.00.
      const south = await fx.get<GoalSalesItem[]>(
        '/api/v1/goal-sales/get-by?date=2025-09-30&supervisorId=2',
        'ADMIN',
      );
      expect(south.body).toEqual([
        {
          quotaArticle: 'JEANS',
          articleDescription: 'Jeans',
          goal: 500,
          sales: 0,
          representativeId: 20,
          supervisorId: 2,
        },
        {
          quotaArticle: 'MALHA',
          articleDescription: 'Malha',
          goal: 0,
          sales: 90,
          representativeId: 20,
          supervisorId: 2,
        },
      ]);
    });

    it('answers an empty list for a rep with nothing', async () => {
      const { status, body } = await fx.get('/api/v1/goal-sales/get-by?date=2025-09-15', 'DAVI');
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });
  });

  describe('GET /api/v1/goal-sales-period/get-by', () => {
    it('answers 53 Monday-start weeks over October 2024 – September 2025', async () => {
      const { status, body } = await fx.get<GoalSalesPoint[]>(
        '/api/v1/goal-sales-period/get-by?date=2025-09-15',
        'ANA',
      );
      expect(status).toBe(200);
      // 2024-10-01 is a Tuesday: the first week starts Monday 2024-09-30; the last is Monday 2025-09-29.
      // (2025-09-29 − 2024-09-30) = 364 days = 52 weeks, so 53 points.
      expect(body).toHaveLength(53);
      expect(body[0]?.week).toBe('2024-09-30');
      expect(body.at(-1)?.week).toBe('2025-09-29');
      expect(body.every((point) => new Date(`${point.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
      const byWeek = new Map(body.map((point) => [point.week, point]));
      // First week: only Oct 1–6 are in range. MALHA Oct 2024 = 3100/31 = 100.00 a day × 6 = 600.00
      // (the MALHA goal of Sept 2024, 3000.00, is out of range). Sales: 1007 on 2024-10-01 = 100.00
      // (1008 on 2024-09-30 is the day before the range: out).
      expect(byWeek.get('2024-09-30')).toEqual({ week: '2024-09-30', goal: 600, sales: 100 });
      // Across a month boundary: Mon 2025-07-28 … Sun 08-03 = Jul 28–31 × (1550/31 = 50.00) + Aug 1–3 × (3100/31 = 100.00)
      // = 200.00 + 300.00 = 500.00. Sales: 1005 (07-30) P2 600.00.
      expect(byWeek.get('2025-07-28')).toEqual({ week: '2025-07-28', goal: 500, sales: 600 });
      // Aug 25–31: 7 × 100.00 = 700.00; sales 1004 (08-28) 1800.00.
      expect(byWeek.get('2025-08-25')).toEqual({ week: '2025-08-25', goal: 700, sales: 1800 });
      // Sept 1–7: 7 × (MALHA 3000/30 = 100 + JEANS 1500/30 = 50 + LINHO 600/30 = 20) = 1190.00; sales 1001 = 1350.00.
      expect(byWeek.get('2025-09-01')).toEqual({ week: '2025-09-01', goal: 1190, sales: 1350 });
      // Sept 8–14: 1190.00; sales 1002 = 500.00 (1003 on 09-12 is canceled).
      expect(byWeek.get('2025-09-08')).toEqual({ week: '2025-09-08', goal: 1190, sales: 500 });
      // Last week: only Sept 29–30 in range: 2 × 170 = 340.00; sales 1006 = 190.00.
      expect(byWeek.get('2025-09-29')).toEqual({ week: '2025-09-29', goal: 340, sales: 190 });
      // A week with nothing stays as a zero point.
      expect(byWeek.get('2025-01-06')).toEqual({ week: '2025-01-06', goal: 0, sales: 0 });
      // Every goal of the range is spread in full: Oct 2024 3100 + Jul 1550 + Aug 3100 + Sept 3000 + 1500 + 600 = 12850.
      // Sales: 100 + 600 + 1800 + 1350 + 500 + 190 = 4540.
      const total = (key: 'goal' | 'sales') =>
        Math.round(body.reduce((sum, point) => sum + point[key] * 100, 0)) / 100;
      expect(total('goal')).toBe(12850);
      expect(total('sales')).toBe(4540);
    });

    it('filters goals and sales by quota article', async () => {
      const { body } = await fx.get<GoalSalesPoint[]>(
        '/api/v1/goal-sales-period/get-by?date=2025-09-15&quotaArticles=JEANS',
        'ANA',
      );
      const byWeek = new Map(body.map((point) => [point.week, point]));
      // JEANS: Sept goal 1500/30 = 50 a day × 7 = 350.00; sales 1001/P2 450.00. July week: 1005/P2 600.00, no JEANS goal.
      expect(byWeek.get('2025-09-01')).toEqual({ week: '2025-09-01', goal: 350, sales: 450 });
      expect(byWeek.get('2025-07-28')).toEqual({ week: '2025-07-28', goal: 0, sales: 600 });
      expect(byWeek.get('2024-09-30')).toEqual({ week: '2024-09-30', goal: 0, sales: 0 });
    });

    it('answers zero points for a rep with nothing', async () => {
      const { status, body } = await fx.get<GoalSalesPoint[]>(
        '/api/v1/goal-sales-period/get-by?date=2025-09-15',
        'DAVI',
      );
      expect(status).toBe(200);
      expect(body).toHaveLength(53);
      expect(body.every((point) => point.goal === 0 && point.sales === 0)).toBe(true);
    });
  });

  describe('GET /api/v1/goal-revenues/get-by', () => {
    it('sums the invoices issued in the month', async () => {
      // Rep 10, September: NF1 1350.00 + NF2 250.00 + NF4 700.00 = 2300.00 (NF3 is from August, NF5/NF6 from 2024).
      expect((await fx.get('/api/v1/goal-revenues/get-by?date=2025-09-10', 'ANA')).body).toEqual({
        revenues: 2300,
      });
      // August: NF3 800.00.
      expect((await fx.get('/api/v1/goal-revenues/get-by?date=2025-08-10', 'ANA')).body).toEqual({
        revenues: 800,
      });
      // Admin adds rep 11's NF7 700.00 = 3000.00.
      expect((await fx.get('/api/v1/goal-revenues/get-by?date=2025-09-10', 'ADMIN')).body).toEqual({
        revenues: 3000,
      });
    });

    it('counts an invoice by the share of its order in the chosen articles', async () => {
      // MALHA: NF1 1350 × (900 / 1350) = 900.00; NF2 250 × (P4 100 / 500) = 50.00; NF4 (JEANS only) 0 → 950.00.
      const { body } = await fx.get(
        '/api/v1/goal-revenues/get-by?date=2025-09-10&quotaArticles=MALHA',
        'ANA',
      );
      expect(body).toEqual({ revenues: 950 });
    });

    it('answers zero for a rep with nothing', async () => {
      expect(await fx.get('/api/v1/goal-revenues/get-by?date=2025-09-10', 'DAVI')).toEqual({
        status: 200,
        body: { revenues: 0 },
      });
    });
  });
});
