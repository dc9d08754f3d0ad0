// The token check of an authenticated call with its user kept between data changes (decision 033) against the same
// call right after the process forgot its users, which is what every call cost before session 7: the user's row,
// team and data version read from the database. Both through the real app (inject, no network), in one run, on the
// bench/api dataset.
//
//   npx tsx bench/api/token-check.ts --scale large            (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/token-check.ts --scale demo --engine pglite
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { makeClock } from '../../apps/server/src/config/clock.ts';
import { datasetArgs, openDatasetOf, repLogin } from './dataset.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: { ...datasetArgs, calls: { type: 'string', default: '2000' } },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const handle = await openDatasetOf(args, log);
// With the answer cache on, as `npm start` runs it: the user's read then also brings the data version.
const app = await buildApp({
  handle,
  clock: makeClock(args.today),
  jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres',
  reportCacheMb: 64,
});
await app.ready();

const { authorization } = await repLogin(handle, app.signToken);

const currentUser = async (): Promise<number> => {
  const started = performance.now();
  const answer = await app.inject({
    method: 'GET',
    url: '/api/v1/representative/current-user',
    headers: { authorization },
  });
  if (answer.statusCode !== 200) throw new Error(`current-user: HTTP ${answer.statusCode}`);
  return performance.now() - started;
};
// Any write the process handles makes it forget every user it kept; a body the route refuses is enough (no data).
const forget = async () => {
  await app.inject({ method: 'POST', url: '/api/login', payload: {} });
};

const calls = Number(args.calls);
const kept: number[] = [];
const read: number[] = [];
for (let call = 0; call < calls + 200; call += 1) {
  await forget();
  const afterForget = await currentUser();
  const withKept = await currentUser();
  if (call < 200) continue; // warm-up
  read.push(afterForget);
  kept.push(withKept);
}
const [keptP50, readP50] = [percentile(kept, 50), percentile(read, 50)];
log(
  `current-user (${calls} chamadas de cada, ${handle.kind}): usuário mantido p50 ${keptP50.toFixed(3)} ms, ` +
    `lido do banco p50 ${readP50.toFixed(3)} ms → diferença ${(readP50 - keptP50).toFixed(3)} ms, razão ${(keptP50 / readP50).toFixed(2)}`,
);
await app.close();
await handle.close();
