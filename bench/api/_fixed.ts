import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app.ts';
import { makeClock } from '../../apps/server/src/config/clock.ts';
import { openDatabase } from '../../apps/server/src/db/connect.ts';
const handle = await openDatabase({ databaseUrl: 'postgres://root@127.0.0.1:5432/test', dataDir: '', searchPath: 'bench_large_20250930' });
const app = await buildApp({ handle, clock: makeClock('2025-09-30'), jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres' });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const user = await handle.db.selectFrom('users').select(['id', 'username', 'representative_id', 'token_version']).where('username', '=', 'REP17').executeTakeFirstOrThrow();
const token = app.signToken({ sub: String(user.id), username: user.username, rep: user.representative_id, sup: null, ver: user.token_version });
const path = process.argv[2] ?? '/api/v1/representative/current-user';
const encoding = process.env.ENC ?? 'gzip, deflate, br';
const times: number[] = [];
for (let i = 0; i < 1500; i++) {
  const t = performance.now();
  const r = await fetch(base + path, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
  await r.arrayBuffer();
  if (i >= 300) times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(path, 'p50', times[times.length >> 1]!.toFixed(2), 'p95', times[Math.floor(times.length * 0.95)]!.toFixed(2));
const t2: number[] = [];
for (let i = 0; i < 1500; i++) { const t = performance.now(); await handle.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst(); if (i >= 300) t2.push(performance.now() - t); }
t2.sort((a, b) => a - b);
console.log('user row query p50', t2[t2.length >> 1]!.toFixed(2));
await app.close(); await handle.close();
