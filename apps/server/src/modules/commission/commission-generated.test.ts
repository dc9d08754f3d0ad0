import type { CommissionAnswer, CommissionStatementAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildGeneratedApp } from '../../testing/generated-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Reconciliation on data nobody chose (decision 072): the demo generator's `tiny` scale (2 reps, 40 customers,
// 3 years), loaded through the real import. For the admin, a supervisor, a rep and each rep by id, Σ of the
// forecast's Carteira parts = the Comissão tile's `order` and Σ of its receivable parts, overdue included = its
// `duplicate`, to the cent; the customers' columns, allocated by largest remainder, add up to the same amounts to
// the cent, so every total on the screen is one number.

const TODAY = '2025-09-30';
const cents = (value: number): number => Math.round(value * 100);

describe.each(databaseKinds)('commission statement on generated data on %s', (kind) => {
  const t = sharedFixture(() => buildGeneratedApp(kind, { today: TODAY, seed: 23 }), 120_000);

  it('reconciles the forecast with the Comissão tile for every caller and rep', async () => {
    const reps = await t.handle.db.selectFrom('representatives').select('id').orderBy('id').execute();
    const calls: [user: string, query: string][] = [
      ['ADMIN', ''],
      ['SUP1', ''],
      ['REP1', ''],
      ...reps.map(({ id }): [string, string] => ['ADMIN', `&representativeId=${id}`]),
    ];
    let nonZero = 0;
    for (const [user, query] of calls) {
      const label = `${user} ${query}`;
      const statement = await t.get<CommissionStatementAnswer>(
        `/api/v1/commission/statement?date=${TODAY}${query}`,
        user,
      );
      const tile = await t.get<CommissionAnswer>(`/api/v1/commission/get-by?date=${TODAY}${query}`, user);
      const { buckets } = statement.forecast;
      expect(
        buckets.map((bucket) => bucket.bucket),
        label,
      ).toEqual(['overdue', ...Array<string>(6).fill('month'), 'later']);
      const toBeInvoicedValue = buckets.reduce((sum, bucket) => sum + cents(bucket.toBeInvoicedValue), 0);
      const receivables = buckets.reduce((sum, bucket) => sum + cents(bucket.receivables), 0);
      expect(toBeInvoicedValue, label).toBe(cents(tile.order));
      expect(receivables, label).toBe(cents(tile.duplicate));
      expect(cents(statement.forecast.toBeInvoicedValue), label).toBe(cents(tile.order));
      expect(cents(statement.forecast.receivables), label).toBe(cents(tile.duplicate));
      expect(buckets[0]?.toBeInvoicedValue, label).toBe(0);
      const { customers } = statement;
      const byCustomer = (field: 'toBeInvoicedValue' | 'receivables' | 'overdue' | 'total') =>
        customers.reduce((sum, customer) => sum + cents(customer[field]), 0);
      expect(byCustomer('toBeInvoicedValue'), label).toBe(cents(tile.order));
      expect(byCustomer('overdue'), label).toBe(cents(buckets[0]!.receivables));
      expect(byCustomer('receivables') + byCustomer('overdue'), label).toBe(cents(tile.duplicate));
      expect(byCustomer('total'), label).toBe(cents(statement.forecast.total));
      for (const customer of customers)
        expect(cents(customer.total), `${label} ${customer.register}`).toBe(
          cents(customer.toBeInvoicedValue) + cents(customer.receivables) + cents(customer.overdue),
        );
      if (tile.order > 0 && tile.duplicate > 0) nonZero += 1;
    }
    // The generated data has Carteira orders and open receivables, so the check is not vacuous.
    expect(nonZero).toBeGreaterThanOrEqual(3);
  });
});
