// API benchmark of the report calls: HTTP through a server started in-process versus the same query functions
// called bare, for reps chosen at random (seeded). See bench/README.md.
//
//   npx tsx bench/api/run.ts --scale large            (PostgreSQL at DATABASE_URL or 127.0.0.1:5432/test)
//   npx tsx bench/api/run.ts --scale demo --engine pglite
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildBenchApp, runWithServerFlags } from './bench-app.ts';
import { indicatorCalls, reportCalls, type BenchCall } from './calls.ts';
import { visitPlanCalls } from './visit-plan-calls.ts';
import { commissionStatementCalls } from './commission-statement-calls.ts';
import { inboxCalls } from './inbox-calls.ts';
import { teamBoardCalls } from './team-board-calls.ts';
import { adminCalls } from './admin-calls.ts';
import { benchClaims, datasetArgs, openDataset, type Engine } from './dataset.ts';
import { openRawClient } from './raw-client.ts';
import { percentile, pickSeeded } from './stats.ts';

// The app runs in this process: run it with the flags `npm start` gives the server (a larger young generation).
runWithServerFlags();

const { values: args } = parseArgs({
  options: {
    ...datasetArgs,
    reps: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '15' },
    'company-rounds': { type: 'string', default: '20' },
    seed: { type: 'string', default: '42' },
    only: { type: 'string' },
  },
});
const scale = args.scale === 'large' ? 'large' : args.scale === 'tiny' ? 'tiny' : 'demo';
const engine: Engine = args.engine === 'pglite' ? 'pglite' : 'postgres';
const today = args.today;
const rounds = Number(args.rounds);
const companyRounds = Number(args['company-rounds']);
const log = (line: string) => process.stdout.write(`${line}\n`);

const handle = await openDataset({
  scale,
  engine,
  today,
  databaseUrl: args['database-url'],
  workDir: args['work-dir'],
  keepMigrations: args['keep-migrations'],
  log,
});
const app = await buildBenchApp(handle, today);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// Reps with customers, 20 of them at random; each is read through its own login's token (REP<id>, scope = itself).
const repRows = await handle.db
  .selectFrom('users')
  .innerJoin('representatives', 'representatives.id', 'users.representative_id')
  .select([
    'users.id as userId',
    'users.username',
    'users.token_version as version',
    'representatives.id as rep',
  ])
  .where('users.representative_id', '>', 0)
  .where((eb) =>
    eb.exists(
      eb
        .selectFrom('customers')
        .select('register')
        .whereRef('customers.representative_id', '=', 'representatives.id'),
    ),
  )
  .orderBy('representatives.id')
  .execute();
const chosen = pickSeeded(repRows, Number(args.reps), Number(args.seed));
const tokens = new Map(
  chosen.map((row) => [
    row.rep,
    app.signToken(
      benchClaims({
        sub: String(row.userId),
        username: row.username,
        rep: row.rep,
        sup: null,
        ver: row.version,
      }),
    ),
  ]),
);

// The API side's client: one kept-alive connection, asking for compression as a browser does and reading the bytes
// as they come, without decompressing them, like autocannon (raw-client.ts). The time is the server's (routing, token
// check, SQL, serialisation, compression), not a client's machinery, which runs on the same event loop as the server
// here. node:http's client is kept for the reference line below.
const client = await openRawClient((app.server.address() as AddressInfo).port);
// The administrator's and each chosen rep's supervisor's tokens, for the calls a rep-0 user makes (BenchCall.as).
const tokenOfUser = (user: {
  id: number;
  username: string;
  token_version: number;
  supervisor_id: number | null;
}) =>
  app.signToken(
    benchClaims({
      sub: String(user.id),
      username: user.username,
      rep: 0,
      sup: user.supervisor_id,
      ver: user.token_version,
    }),
  );
const rzUsers = await handle.db
  .selectFrom('users')
  .select(['id', 'username', 'token_version', 'supervisor_id'])
  .where('representative_id', '=', 0)
  .orderBy('id')
  .execute();
const adminUser = rzUsers.find((user) => user.supervisor_id === null);
const supervisorOf = new Map(
  (
    await handle.db
      .selectFrom('representatives')
      .select(['id', 'supervisor_id'])
      .where('id', 'in', chosen.length > 0 ? chosen.map((row) => row.rep) : [-1])
      .execute()
  ).map((row) => [row.id, row.supervisor_id]),
);
const supervisorTokens = new Map(
  rzUsers
    .filter((user) => user.supervisor_id !== null)
    .map((user) => [user.supervisor_id, tokenOfUser(user)]),
);
const adminToken = adminUser ? tokenOfUser(adminUser) : undefined;
const tokenFor = (rep: number, as: BenchCall['as'] = 'rep') => {
  if (as === 'admin') return adminToken;
  if (as === 'supervisor') return supervisorTokens.get(supervisorOf.get(rep) ?? null);
  return tokens.get(rep);
};
const headersOf = (rep: number, as?: BenchCall['as']) => ({
  authorization: `Bearer ${tokenFor(rep, as)}`,
  'accept-encoding': 'br, gzip',
});
const fetchCall = async (
  url: string,
  rep: number,
  as?: BenchCall['as'],
): Promise<{ status: number; ms: number }> => client.get(url, headersOf(rep, as));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const fetchByNodeHttp = (url: string, rep: number): Promise<number> =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(`${base}${url}`, { agent, headers: headersOf(rep) }, (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(performance.now() - started));
        response.on('error', reject);
      })
      .on('error', reject);
  });

const timeBare = async (call: BenchCall, rep: number): Promise<number> => {
  const started = performance.now();
  await call.bare(handle.readDb, rep);
  return performance.now() - started;
};

type Figures = { name: string; api: number[]; bare: number[]; failures: number; note?: string };

const measure = async (call: BenchCall): Promise<Figures> => {
  const api: number[] = [];
  const bare: number[] = [];
  let failures = 0;
  const first = chosen[0];
  if (!first) return { name: call.name, api, bare, failures, note: 'nenhum representante' };
  const probe = await fetchCall(call.url(first.rep), first.rep, call.as);
  if (probe.status !== 200)
    return { name: call.name, api, bare, failures, note: `pulado: HTTP ${probe.status}` };
  const timed = async (rep: number): Promise<number> => {
    const { status, ms } = await fetchCall(call.url(rep), rep, call.as);
    if (status !== 200) failures += 1;
    return ms;
  };
  const timePair = async (rep: number, round: number) => {
    // Alternate which side runs first so neither always finds the cache the other warmed.
    if (round % 2 === 0) {
      api.push(await timed(rep));
      bare.push(await timeBare(call, rep));
    } else {
      bare.push(await timeBare(call, rep));
      api.push(await timed(rep));
    }
  };
  if (call.company) {
    await timeBare(call, first.rep); // warm: plan cache, buffers (the probe warmed the API side)
    for (let round = 0; round < companyRounds; round += 1) {
      const rep = chosen[round % chosen.length]?.rep ?? first.rep;
      await timePair(rep, round);
    }
    return { name: call.name, api, bare, failures };
  }
  for (const { rep } of chosen) {
    await fetchCall(call.url(rep), rep, call.as); // warm: plan cache, buffers
    await timeBare(call, rep);
    for (let round = 0; round < rounds; round += 1) await timePair(rep, round);
  }
  return { name: call.name, api, bare, failures };
};

const goalP95 = scale === 'large' ? 150 : 300;
const fmt = (ms: number) => (Number.isNaN(ms) ? '–' : ms.toFixed(1));
const calls = [
  ...indicatorCalls({ today }),
  ...(await reportCalls({ today })),
  ...(await visitPlanCalls({ today, db: handle.db, reps: chosen.map((row) => row.rep) })),
  ...commissionStatementCalls({ today }),
  ...inboxCalls({ today }),
  ...(await teamBoardCalls({ today, db: handle.db })),
  ...(await adminCalls({ today, db: handle.readDb, embedded: handle.embedded })),
].filter((call) => !args.only || new RegExp(args.only).test(call.name));

log(
  `\nbench/api: ${scale} em ${engine}, hoje ${today}, ${chosen.length} representantes (semente ${args.seed}), ${rounds} rodadas cada`,
);
log(`chamadas da empresa inteira (company): ${companyRounds} vezes cada, os representantes revezando`);
log(`meta: p95 ≤ ${goalP95} ms por chamada${scale === 'large' ? ', razão API/SQL ≤ 1,5' : ''}\n`);
// The fixed cost of any authenticated call: token check, routing, serialisation, the client; with node:http's client
// beside it, alternating, for what a heavier client adds.
const floor: number[] = [];
const floorNodeHttp: number[] = [];
for (const { rep } of chosen)
  for (let round = 0; round <= rounds; round += 1) {
    floor.push((await fetchCall('/api/v1/representative/current-user', rep)).ms);
    floorNodeHttp.push(await fetchByNodeHttp('/api/v1/representative/current-user', rep));
  }
log(
  `custo fixo de uma chamada autenticada (current-user): p50 ${fmt(percentile(floor, 50))} ms, p95 ${fmt(percentile(floor, 95))} ms` +
    ` (com o cliente node:http: p50 ${fmt(percentile(floorNodeHttp, 50))} ms, p95 ${fmt(percentile(floorNodeHttp, 95))} ms)\n`,
);
log(
  [
    'chamada'.padEnd(30),
    'API p50',
    'API p95',
    'SQL p50',
    'SQL p95',
    'razão p50',
    'razão p95',
    'API−SQL p50',
    'meta',
  ].join('  '),
);
for (const call of calls) {
  if ('missing' in call && call.missing) {
    log(`${call.name.padEnd(30)}  pulado: função de consulta ainda não existe (${call.missing})`);
    continue;
  }
  const figures = await measure(call);
  if (figures.note) {
    log(`${call.name.padEnd(30)}  ${figures.note}`);
    continue;
  }
  const [apiP50, apiP95, bareP50, bareP95] = [
    percentile(figures.api, 50),
    percentile(figures.api, 95),
    percentile(figures.bare, 50),
    percentile(figures.bare, 95),
  ];
  const ratio50 = apiP50 / bareP50;
  const ratio95 = apiP95 / bareP95;
  const ok = figures.failures === 0 && apiP95 <= goalP95 && (scale !== 'large' || ratio95 <= 1.5);
  log(
    [
      call.name.padEnd(30),
      fmt(apiP50).padStart(7),
      fmt(apiP95).padStart(7),
      fmt(bareP50).padStart(7),
      fmt(bareP95).padStart(7),
      ratio50.toFixed(2).padStart(9),
      ratio95.toFixed(2).padStart(9),
      fmt(apiP50 - bareP50).padStart(11),
      ok ? 'ok' : figures.failures > 0 ? `${figures.failures} respostas ≠ 200` : 'ACIMA',
    ].join('  '),
  );
}

agent.destroy();
client.close();
await app.close();
await handle.close();
