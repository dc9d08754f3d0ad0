import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as teamViews from '../../db/migrations/20261125150000_team_views.ts';
import { buildGeneratedApp } from '../../testing/generated-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { goalSalesByArticle } from '../../modules/indicators/goal-sales.queries.ts';
import { revenuesOfMonth } from '../../modules/indicators/goal-revenues.queries.ts';
import { addMonths, monthOf } from '../months/month.ts';
import { servedCustomers } from '../../modules/indicators/served.queries.ts';
import { walletSummary } from '../../modules/indicators/wallet-summary.queries.ts';
import { duplicateGridRowsOf } from '../../modules/reports/duplicates.queries.ts';
import { teamBoardOfMonth } from './team-board.queries.ts';
import { sharedFixture } from '../../testing/shared-fixture.ts';

// One definition per figure (decision 074), checked on data nobody chose: the demo generator's `tiny` scale loaded
// through the real import. For every rep and several months, the board's figures (read from the tables the import
// keeps) equal what the Indicadores tiles and Dup. Aberto compute live for that rep; and the migration's first fill
// equals the import's rebuild.

const TODAY = '2025-09-30';
const cents = (value: number): number => Math.round(value * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + cents(value), 0);

describe.each(databaseKinds)('team figures on generated data on %s', (kind) => {
  const t = sharedFixture(() => buildGeneratedApp(kind, { today: TODAY, seed: 31 }), 120_000);

  it('equals the live figures of the tiles and of Dup. Aberto for every rep and month', async () => {
    const db = t.handle.db;
    const reps = (await db.selectFrom('representatives').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    );
    const overdue = (await duplicateGridRowsOf(db, { today: TODAY, reps: null })).filter(
      (row) => row.delay > 0,
    );
    let compared = 0;
    for (const offset of [0, -1, -4]) {
      const date = addMonths(TODAY, offset);
      const month = monthOf(date);
      const board = await teamBoardOfMonth(db, { reps: null, today: TODAY, date });
      for (const rep of reps) {
        const row = board.rows.find((candidate) => candidate.representativeId === rep);
        const what = `rep ${rep}, ${date}`;
        expect(row, what).toBeDefined();
        if (!row) continue;
        const articles = await goalSalesByArticle(db, { reps: [rep], month });
        expect(cents(row.sales), `${what}: venda`).toBe(sum(articles.map((a) => a.sales)));
        expect(cents(row.goal), `${what}: meta`).toBe(sum(articles.map((a) => a.goal)));
        expect(cents(row.billing), `${what}: faturado`).toBe(
          cents(await revenuesOfMonth(db, { reps: [rep], month })),
        );
        const wallet = await walletSummary(db, { reps: [rep], todayMonth: month });
        expect(cents(row.toBeInvoicedValue), `${what}: carteira`).toBe(
          sum([wallet.open, wallet.blocked, wallet.expedition]),
        );
        expect(cents(row.canceledValue), `${what}: cancelados`).toBe(cents(wallet.canceled));
        const served = await servedCustomers(db, { reps: [rep], today: TODAY, month });
        expect(row.customersServed, `${what}: atendidos`).toBe(served.served);
        expect(row.customers, `${what}: clientes`).toBe(
          served.served + served.unservedDefaulter + served.unservedNonDefaulter,
        );
        const owned = new Set(
          (
            await db.selectFrom('customers').select('register').where('representative_id', '=', rep).execute()
          ).map((c) => c.register.trim()),
        );
        expect(cents(row.overdueBalance), `${what}: vencidos`).toBe(
          sum(overdue.filter((d) => owned.has(d.customerRegister)).map((d) => d.balance)),
        );
        if (row.sales > 0 && row.billing > 0 && row.toBeInvoicedValue > 0) compared += 1;
      }
    }
    // The comparison met real figures, not only zeros.
    expect(compared).toBeGreaterThan(0);
  });

  it('fills the tables on upgrade exactly as the import rebuilds them', async () => {
    const db = t.handle.db;
    const read = async () => ({
      month: (
        await sql`select representative_id, to_char(month, 'YYYY-MM') as month, trim_scale(goal)::text as goal, trim_scale(sales)::text as sales, trim_scale(billing)::text as billing,
                         trim_scale(canceled)::text as canceled, served from rep_month_figures order by 1, 2`.execute(
          db,
        )
      ).rows,
      due: (
        await sql`select representative_id, to_char(due_on, 'YYYY-MM-DD') as due_on, trim_scale(balance)::text as balance, trim_scale(running_balance)::text as running
                  from rep_due_balances order by 1, 2`.execute(db)
      ).rows,
      open: (
        await sql`select representative_id, trim_scale(to_be_invoiced)::text as to_be_invoiced, customers from rep_open_figures order by 1`.execute(
          db,
        )
      ).rows,
    });
    const rebuilt = await read();
    expect(rebuilt.month.length).toBeGreaterThan(0);
    expect(rebuilt.due.length).toBeGreaterThan(0);
    await teamViews.down(db);
    await teamViews.up(db);
    expect(await read()).toEqual(rebuilt);
  });
});
