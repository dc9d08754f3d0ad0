import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { customerFinancialsCte } from '../../apps/server/src/modules/customer-financials/customer-financials.queries.ts';
const h = await openDatabase({ dataDir: '/tmp/portal-bench/pglite-demo-2025-09-30' });
const rep = 4;
const p = sql`explain (analyze) with ${customerFinancialsCte({ today: '2025-09-30', reps: [rep] })} select count(*) filter (where financial_flag = 0), sum(sale_potential) filter (where financial_flag=4) from customer_financials`;
for (let i = 0; i < 4; i++) for (const row of (await p.execute(h.db)).rows as Record<string, string>[]) { const line = String(Object.values(row)[0]); if (line.includes('Execution')) console.log(line); }
await h.close();
