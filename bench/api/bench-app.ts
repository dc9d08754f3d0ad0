import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppConfig } from '../../apps/server/src/app.ts';
import { makeClock } from '../../apps/server/src/config/clock.ts';
import { SERVER_NODE_FLAGS } from '../../apps/server/src/config/node-flags.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/connect.ts';

// The app the bench/api scripts time: the real one (`buildApp`), with a clock pinned to the dataset's day.

/** The real app on a bench dataset; `options` adds what a script turns on (the answer cache, for one). */
export const buildBenchApp = (
  handle: DatabaseHandle,
  today: string,
  options: Partial<Omit<AppConfig, 'handle' | 'clock'>> = {},
): Promise<FastifyInstance> =>
  buildApp({
    handle,
    clock: makeClock(today),
    jwtSecret: 'segredo-do-benchmark-com-mais-de-32-caracteres',
    ...options,
  });

/**
 * A script whose app runs in its own process runs with the flags `npm start` gives the server (a larger young
 * generation): started without them, it starts itself again with them and exits with that run's status.
 */
export const runWithServerFlags = (): void => {
  if (SERVER_NODE_FLAGS.every((flag) => process.execArgv.includes(flag))) return;
  const again = spawnSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
};
