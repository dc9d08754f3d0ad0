// The token check of an authenticated call with its user kept between data changes (decision 033) against the same
// call right after the process forgot its users, which is what every call cost before users were kept: the user's row,
// team and data version read from the database. Both through the real app (inject, no network), in one run, on the
// bench/api dataset. Then, with the user kept in both, a token the process has already checked (its signature and claims
// kept by fast-jwt until it expires, plugins/authenticate.ts) against a token it has never seen (checked in full).
//
//   npx tsx bench/api/token-check.ts --scale large            (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/token-check.ts --scale demo --engine pglite
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildBenchApp } from './bench-app.ts';
import { datasetArgs, openDatasetOf, repLogin } from './dataset.ts';
import { percentile } from './stats.ts';

const { values: args } = parseArgs({
  options: { ...datasetArgs, calls: { type: 'string', default: '2000' } },
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const handle = await openDatasetOf(args, log);
// With the answer cache on, as `npm start` runs it: the user's read then also brings the data version.
const app = await buildBenchApp(handle, args.today, { reportCacheMb: 64 });
await app.ready();

const { authorization } = await repLogin(handle, app.signToken);

const currentUser = async (withToken = authorization): Promise<number> => {
  const started = performance.now();
  const answer = await app.inject({
    method: 'GET',
    url: '/api/v1/representative/current-user',
    headers: { authorization: withToken },
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

// Tokens of the same user that differ by one claim, so each is new to the process: checked in full on its first call.
const claims = JSON.parse(
  Buffer.from(authorization.split('.')[1] ?? '', 'base64url').toString(),
) as Parameters<typeof app.signToken>[0];
const fresh = Array.from(
  { length: calls + 200 },
  (_, n) => `Bearer ${app.signToken({ ...claims, nonce: n } as typeof claims)}`,
);
const known: number[] = [];
const unseen: number[] = [];
for (const [call, token] of fresh.entries()) {
  const first = await currentUser(token);
  const again = await currentUser(token);
  if (call < 200) continue;
  unseen.push(first);
  known.push(again);
}
const [knownP50, unseenP50] = [percentile(known, 50), percentile(unseen, 50)];
log(
  `current-user, usuário mantido: token já conferido p50 ${knownP50.toFixed(3)} ms, token novo p50 ${unseenP50.toFixed(3)} ms` +
    ` → diferença ${(unseenP50 - knownP50).toFixed(3)} ms, razão ${(knownP50 / unseenP50).toFixed(2)}`,
);
await app.close();
await handle.close();
