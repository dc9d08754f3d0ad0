import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../testing/test-database.ts';
import { buildFixtureApp } from '../../testing/indicators-fixture.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Hand-computed from apps/server/test-fixtures/indicators (today 2025-09-30). Rates: rep 10 5%, rep 11 4%, rep 20 3%.
// Open orders of rep 10 and their toBeInvoiced = max(0, net − invoiced):
//   1002 open       net 400 + 100 = 500.00 − NF2 250.00        = 250.00
//   1005 open       net 600.00     − NF4 700.00 (over-invoiced) = 0 (never negative)
//   1004 blocked    net 1800.00    − NF3 800.00                 = 1000.00
//   1006 expedition net 190.00, no invoice                      = 190.00
// Customers of rep 10 and their flag:
//   K1 limit 10000, open R3 800 + R9 100 (due today: not overdue), to invoice 250 → projected 8850 → 0, potential 5000
//   K2 limit 1000, open R7 700, to invoice 1000 → projected −700 → 1, potential 3000 (R5 canceled, R6 returned)
//   K3 no limit → 2, potential 2000;  K6 last purchase 2024-05-10 (1011 is canceled) → 2, potential 1000
//   K4 suspended → 3, potential 1500
//   K5 overdue R1 400 + R2 500 (extended to 2025-01-10) + R8 100 = 1000.00 → 4, potential 4000

describe.each(databaseKinds)('carteira, comissão, potencial, inadimplência, atendidos (%s)', (kind) => {
  const fx = sharedFixture(() => buildFixtureApp(kind));

  describe('GET /api/v1/wallet/get-by', () => {
    it('sums what is still to invoice by status and the orders canceled this month', async () => {
      // canceled: 1003 canceled on 2025-09-15, net 300.00 (1011 was canceled in August: out).
      const { status, body } = await fx.get('/api/v1/wallet/get-by', 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual({ open: 250, blocked: 1000, expedition: 190, canceled: 300 });
    });

    it('keeps the share of the chosen quota articles', async () => {
      // MALHA: 1002 250 × (P4 100 / 500) = 50.00; 1005 has no MALHA; 1004 all MALHA 1000.00; 1006 JEANS → 0;
      // canceled 1003 P1 MALHA 300.00.
      const { body } = await fx.get('/api/v1/wallet/get-by?quotaArticles=MALHA', 'ANA');
      expect(body).toEqual({ open: 50, blocked: 1000, expedition: 0, canceled: 300 });
    });

    it('answers zeros for a rep with nothing and adds every rep for the admin', async () => {
      expect((await fx.get('/api/v1/wallet/get-by', 'DAVI')).body).toEqual({
        open: 0,
        blocked: 0,
        expedition: 0,
        canceled: 0,
      });
      // + rep 20's 1010 open net 90.00, no invoice.
      expect((await fx.get('/api/v1/wallet/get-by', 'ADMIN')).body).toEqual({
        open: 340,
        blocked: 1000,
        expedition: 190,
        canceled: 300,
      });
    });
  });

  describe('GET /api/v1/commission/get-by', () => {
    it('sums entries from the first day of the month and the forecasts', async () => {
      // credit: 2025-09-01 200.00 + 09-20 50.50 + 10-05 40.00 = 290.50 (08-31 999.00 is before the month)
      // debit: 09-10 30.25 (08-15 10.00 is before)
      // order: (250 + 0 + 1000 + 190) × 5% = 72.00
      // duplicate: open R1 400 + R2 500 + R3 800 + R7 700 + R8 100 + R9 100 = 2600 × 5% = 130.00
      const { status, body } = await fx.get('/api/v1/commission/get-by?date=2025-09-15', 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual({ credit: 290.5, debit: 30.25, order: 72, duplicate: 130 });
    });

    it('moves the entries window with the month', async () => {
      // From 2025-10-01: only the 40.00 credit.
      expect((await fx.get('/api/v1/commission/get-by?date=2025-10-31', 'ANA')).body).toEqual({
        credit: 40,
        debit: 0,
        order: 72,
        duplicate: 130,
      });
    });

    it('uses each rep rate for the admin', async () => {
      // credit 290.50 + rep 11 77.00 = 367.50; order 72.00 + 1010 90 × 3% = 2.70 → 74.70;
      // duplicate 130.00 + R11 300 × 4% = 12.00 → 142.00.
      expect((await fx.get('/api/v1/commission/get-by?date=2025-09-15', 'ADMIN')).body).toEqual({
        credit: 367.5,
        debit: 30.25,
        order: 74.7,
        duplicate: 142,
      });
    });

    it('answers zeros for a rep with nothing', async () => {
      expect((await fx.get('/api/v1/commission/get-by?date=2025-09-15', 'DAVI')).body).toEqual({
        credit: 0,
        debit: 0,
        order: 0,
        duplicate: 0,
      });
    });
  });

  describe('GET /api/v1/collection/get-by', () => {
    it('groups the potential of rep 10 customers by every financial flag 0–4', async () => {
      const { status, body } = await fx.get('/api/v1/collection/get-by?date=2025-09-15', 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual({
        releasedCredit: 5000, // K1
        nrCliRelCred: 1,
        insufficientCredit: 3000, // K2
        nrCliInsCred: 1,
        suspendedCredit: 1500, // K4
        nrCliSusCred: 1,
        withoutCredit: 3000, // K3 2000 + K6 1000
        nrCliWithoutCred: 2,
        debitBalance: 1000, // K5 overdue titles
        nrCliDebBalance: 1,
      });
    });

    it('adds the other reps for the admin', async () => {
      // + K7 (rep 11) overdue R11 300 → 4; K8 (rep 20) limit 1000, to invoice 90 → 0, potential 800.
      const { body } = await fx.get('/api/v1/collection/get-by?date=2025-09-15', 'ADMIN');
      expect(body).toEqual({
        releasedCredit: 5800,
        nrCliRelCred: 2,
        insufficientCredit: 3000,
        nrCliInsCred: 1,
        suspendedCredit: 1500,
        nrCliSusCred: 1,
        withoutCredit: 3000,
        nrCliWithoutCred: 2,
        debitBalance: 1300,
        nrCliDebBalance: 2,
      });
    });

    it('answers every tile with 0 for a rep with nothing', async () => {
      // DAVI (rep 12) has no customer: every sum and every count is 0, and no key is missing or extra.
      expect(await fx.get('/api/v1/collection/get-by?date=2025-09-15', 'DAVI')).toEqual({
        status: 200,
        body: {
          releasedCredit: 0,
          nrCliRelCred: 0,
          insufficientCredit: 0,
          nrCliInsCred: 0,
          suspendedCredit: 0,
          nrCliSusCred: 0,
          withoutCredit: 0,
          nrCliWithoutCred: 0,
          debitBalance: 0,
          nrCliDebBalance: 0,
        },
      });
    });
  });

  describe('GET /api/v1/non-payment/get-by', () => {
    it('answers the current year first and the year before second', async () => {
      // 2025 (effective due): R1 1000 + R2 500 (due 2024-12-15 extended to 2025-01-10) + R3 800 + R7 700 + R9 100
      //   = 3100.00 (R6 returned: out); saldo = overdue R1 400 + R2 500 = 900.00; 900 / 3100 × 100 = 29.032… → 29.03
      // 2024: R4 600 (paid) + R8 250 = 850.00 (R5 canceled: out); saldo R8 100.00; 100 / 850 × 100 = 11.764… → 11.76
      const { status, body } = await fx.get('/api/v1/non-payment/get-by', 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual({
        first: { year: 2025, balance: 3100, saldo: 900, percentage: 29.03 },
        second: { year: 2024, balance: 850, saldo: 100, percentage: 11.76 },
      });
    });

    it('answers zeros with the years for a rep with nothing', async () => {
      expect((await fx.get('/api/v1/non-payment/get-by', 'DAVI')).body).toEqual({
        first: { year: 2025, balance: 0, saldo: 0, percentage: 0 },
        second: { year: 2024, balance: 0, saldo: 0, percentage: 0 },
      });
    });
  });

  describe('GET /api/v1/customer/served', () => {
    it('splits the customers of rep 10 into served and unserved', async () => {
      // Sales in September: K1 (1001, 1002), K4 (1006) → 2; K2's only September order (1003) is canceled.
      // Unserved: K5 has overdue titles → 1 defaulter; K2, K3, K6 → 3 regular.
      const { status, body } = await fx.get('/api/v1/customer/served?date=2025-09-01', 'ANA');
      expect(status).toBe(200);
      expect(body).toEqual({ served: 2, unservedDefaulter: 1, unservedNonDefaulter: 3 });
    });

    it('counts only sales of the chosen quota articles', async () => {
      // TRICO in September: only K1 (1002/P3). K4's 1006 is JEANS → unserved regular: K2, K3, K4, K6.
      const { body } = await fx.get('/api/v1/customer/served?date=2025-09-01&quotaArticles=TRICO', 'ANA');
      expect(body).toEqual({ served: 1, unservedDefaulter: 1, unservedNonDefaulter: 4 });
    });

    it('answers zeros for a rep with nothing', async () => {
      expect((await fx.get('/api/v1/customer/served?date=2025-09-01', 'DAVI')).body).toEqual({
        served: 0,
        unservedDefaulter: 0,
        unservedNonDefaulter: 0,
      });
    });
  });
});
