import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { saleFrequencyOf } from '../../apps/server/src/modules/customers/sale-frequency.queries.ts';
import { customersWithOrdersOf } from '../../apps/server/src/modules/customers/customer-orders.queries.ts';
const handle = await openDatabase({ databaseUrl: 'postgres://root@127.0.0.1:5432/bench_large', dataDir: '', searchPath: 'public' } as any);
const reps = [780, 286, 398, 1, 500, 77];
const today = '2025-09-30';
const calls: Record<string, (rep: number) => Promise<unknown>> = {
  sf: (rep) => saleFrequencyOf(handle.db, { today, reps: [rep], start: '2024-09-01', end: '2025-09-30' } as any),
  co: (rep) => customersWithOrdersOf(handle.db, { today, reps: [rep], start: '2024-09-01', end: '2025-09-30' } as any),
};
for (const [name, fn] of Object.entries(calls)) {
  const t: number[] = [];
  for (let round = 0; round < 6; round++) for (const rep of reps) { const s = performance.now(); await fn(rep); if (round > 0) t.push(performance.now() - s); }
  t.sort((a, b) => a - b);
  console.log(name, 'p50', t[Math.floor(t.length / 2)]!.toFixed(1), 'p90', t[Math.floor(t.length * 0.9)]!.toFixed(1));
}
await handle.close();
