import { openDatabase } from '../../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';

/**
 * What a test's embedded database costs to open (apps/server/src/testing/test-database.ts): an empty cluster created
 * and migrated, against one started from the migrated tarball the tests share. CPU of the whole process (the engine
 * runs in a worker thread of it) and wall time, ROUNDS of each, medians.
 *
 *   npx tsx bench/startup/embedded-template.ts
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const timed = async (open: () => Promise<{ close: () => Promise<void> }>) => {
  const [cpu0, wall0] = [cpuMs(), performance.now()];
  const handle = await open();
  const figures = { cpu: cpuMs() - cpu0, wall: performance.now() - wall0 };
  await handle.close();
  return figures;
};

const empty = async () => {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateToLatest(handle.db);
  return handle;
};
const template = await (async () => {
  const handle = await empty();
  try {
    return await handle.embedded!.dump();
  } finally {
    await handle.close();
  }
})();
const fromTemplate = async () => {
  const handle = await openDatabase({ dataDir: 'memory://', startFrom: template });
  await migrateToLatest(handle.db);
  return handle;
};

const rows: [string, { cpu: number; wall: number }[]][] = [
  ['vazio, criado e migrado (referência)', []],
  ['do modelo migrado', []],
];
for (let round = 0; round < ROUNDS; round += 1) {
  rows[0]![1].push(await timed(empty));
  rows[1]![1].push(await timed(fromTemplate));
}
console.log(`Banco embutido de teste aberto, ${ROUNDS} vezes, mediana (ms)`);
for (const [label, runs] of rows)
  console.log(
    `${label.padEnd(38)} CPU ${median(runs.map((run) => run.cpu))
      .toFixed(0)
      .padStart(6)}  relógio ${median(runs.map((run) => run.wall))
      .toFixed(0)
      .padStart(6)}`,
  );
console.log(`modelo: ${(template.length / 1024 / 1024).toFixed(1)} MB gzip`);
process.exit(0);
