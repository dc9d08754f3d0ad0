import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import '../../apps/server/src/db/connect.ts';
import { saleFrequencyOf } from '../../apps/server/src/modules/customers/sale-frequency.queries.ts';
import { customersWithOrdersOf } from '../../apps/server/src/modules/customers/customer-orders.queries.ts';
const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/test', options: '-c search_path=bench_large_20250930 -c jit=off' });
const times = new Map<string, number[]>();
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { const k = e.query.sql.replace(/\s+/g, ' ').slice(0, 70); const a = times.get(k) ?? []; a.push(e.queryDurationMillis); times.set(k, a); } });
const which = process.argv[2] ?? 'sf';
for (const rep of [17, 120, 333, 501, 777, 17, 120, 333, 501, 777]) {
  if (which === 'sf') await saleFrequencyOf(db, { today: '2025-09-30', reps: [rep], start: '2025-09-01', end: '2025-09-30' } as any);
  else await customersWithOrdersOf(db, { today: '2025-09-30', reps: [rep], start: '2024-09-30', end: '2025-09-30' } as any);
}
for (const [k, a] of times) { a.sort((x, y) => x - y); console.log(a[a.length >> 1]!.toFixed(1), 'ms', a.length, k); }
await db.destroy();
