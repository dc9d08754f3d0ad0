import type { CommissionAnswer, CommissionStatementAnswer } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  accessCases,
  buildAccessFixtureApp,
  distinctReps,
  REPS_OF,
  withQuery,
} from '../../testing/access-fixture.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// Who may read what (docs/domain.md §4) on the commission statement, every kind of caller, on the customers fixture
// with the access-foreign layer (rows of rep 11, inside SUPNORTE's team, and of rep 20, outside it). No row of the
// answer belongs to a rep the caller may not read, and its totals are the Comissão tile's for the same caller, which
// the indicators' access test checks against each rep's own figures.

const PATH = '/api/v1/commission/statement?date=2025-09-30';
const TILE = '/api/v1/commission/get-by?date=2025-09-30';

describe.each(databaseKinds)('commission statement access on %s', (kind) => {
  const t = sharedFixture(() => buildAccessFixtureApp(kind));

  it('answers each caller only the rows of the reps it may read', async () => {
    const seen = new Set<number>();
    await t.expectCases(PATH, accessCases, (body, reads, label) => {
      const { realised, lost, customers } = body as CommissionStatementAnswer;
      const allowed = REPS_OF[reads];
      const reps = [
        ...realised.entries.map((entry) => entry.representativeId),
        ...lost.orders.map((order) => order.representativeId),
        ...lost.orders.map((order) => t.ownerOfOrder(order.order)),
        ...lost.receivables.map((receivable) => receivable.representativeId),
        ...lost.receivables.map((receivable) => t.ownerOfCustomer(receivable.customerRegister)),
        ...customers.map((customer) => customer.representativeId),
        // Receivable commission goes to the customer's owner: it must be one of the reps read.
        ...customers
          .filter((customer) => customer.receivables + customer.overdue > 0)
          .map((customer) => t.ownerOfCustomer(customer.register)),
      ];
      for (const rep of distinctReps(reps)) expect(allowed, label).toContain(rep);
      for (const rep of reps) seen.add(rep);
    });
    // The fixture puts rows of every rep in the statement, so the check above is not vacuous.
    expect(distinctReps([...seen])).toEqual(REPS_OF.all);
  });

  it("totals each caller's statement as the Comissão tile does", async () => {
    for (const { user, query, reads } of accessCases) {
      if (typeof reads === 'number') continue;
      const statement = await t.get<CommissionStatementAnswer>(withQuery(PATH, query), user);
      const tile = await t.get<CommissionAnswer>(withQuery(TILE, query), user);
      const label = `${user} ${query}`;
      expect(statement.status, label).toBe(200);
      expect(statement.body.forecast.toBeInvoicedValue, label).toBe(tile.body.order);
      expect(statement.body.forecast.receivables, label).toBe(tile.body.duplicate);
    }
  });
});
