import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { writeFileSync } from 'node:fs';
import '../../apps/server/src/db/connect.ts';
import { saleFrequencyOf } from '../../apps/server/src/modules/customers/sale-frequency.queries.ts';
const pool = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/test', options: '-c search_path=bench_large_20250930 -c jit=off' });
let first: any;
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), log: (e) => { if (!first) first = e.query; } });
await saleFrequencyOf(db, { today: '2025-09-30', reps: [17], start: '2025-09-01', end: '2025-09-30' } as any);
let text = first.sql as string;
const params = first.parameters as unknown[];
for (let i = params.length; i >= 1; i--) { const v = params[i - 1]; const lit = Array.isArray(v) ? `'{${v.join(',')}}'` : typeof v === 'number' ? String(v) : `'${String(v)}'`; text = text.replaceAll(`$${i}`, lit); }
writeFileSync('/tmp/vb/sf.sql', text);
await db.destroy();
const pool2 = new pg.Pool({ connectionString: 'postgres://root@127.0.0.1:5432/test', options: '-c search_path=bench_large_20250930 -c jit=off' });
for (const mode of ['params', 'literal', 'params', 'literal']) {
  const t = performance.now();
  for (let i = 0; i < 5; i++) {
    if (mode === 'params') await pool2.query(first.sql, first.parameters);
    else await pool2.query(text);
  }
  console.log(mode, ((performance.now() - t) / 5).toFixed(1), 'ms');
}
console.log(JSON.stringify(first.parameters));
await pool2.end();
