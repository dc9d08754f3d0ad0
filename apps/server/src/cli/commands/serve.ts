import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { realToday } from '../../config/clock.ts';
import type { Env } from '../../config/env.ts';
import type { DatabaseHandle } from '../../db/connect.ts';
import { isDatabaseEmpty } from '../../db/emptiness.queries.ts';
import { demoLogins, generateDataset } from '../../generate/generate-dataset.ts';
import { answerBackups } from '../../data-folder/backup.ts';
import { answerImports } from '../../data-folder/import-hand-over.ts';
import { answerOrderExports } from '../../data-folder/order-export-hand-over.ts';
import { startServer } from '../../server.ts';
import { CliError, cliEnv, openConfiguredDatabase } from '../context.ts';
import { exportHandedOver, importHandedOver } from '../hand-overs.ts';
import { importAtStart } from '../started-imports.ts';

const say = (line: string) => process.stderr.write(`${line}\n`);

/** First start on a bare machine: make the demo dataset and load it through the real import. */
const seedDemo = async (env: Env, handle: DatabaseHandle): Promise<void> => {
  const today = env.PORTAL_TODAY ?? realToday();
  const folder = join(resolve(env.PORTAL_DATA_DIR), `demo-${today}`);
  say(`Banco vazio: gerando os dados de demonstração em ${folder}…`);
  const started = Date.now();
  await generateDataset({ scale: 'demo', out: folder, today, seed: 1 });
  say(`Dados gerados em ${((Date.now() - started) / 1000).toFixed(1)} s; importando…`);
  let last = 0;
  const result = await importAtStart(handle, folder, {
    onProgress: ({ file, rows }) => {
      if (Date.now() - last > 2000) {
        last = Date.now();
        say(`  ${file}: ${rows.toLocaleString('pt-BR')} linhas`);
      }
    },
  });
  if (!result.ok)
    throw new CliError(`a importação dos dados de demonstração falhou:\n${result.problems.join('\n')}`);
  say(`Dados de demonstração prontos em ${((Date.now() - started) / 1000).toFixed(1)} s.`);
};

export const registerServeCommand = (program: Command): void => {
  program
    .command('serve')
    .description('migra o banco, carrega a demonstração num banco vazio e serve a API e o app web')
    .action(async () => {
      const env = cliEnv();
      const handle = await openConfiguredDatabase(env, { holder: 'o servidor' });
      const seeded = env.PORTAL_DEMO && (await isDatabaseEmpty(handle.db));
      if (seeded) await seedDemo(env, handle);
      try {
        const app = await startServer(env, handle);
        // From now on `portal import` and `portal backup` on this folder hand it here instead of opening the
        // database a second time.
        const log = (line: string) => app.log.info(line);
        const imports = answerImports(importHandedOver(handle), log, (result) => {
          app.recordImport(result.ok);
          if (result.ok) app.deps.afterImport();
        });
        const backups = answerBackups(handle, log);
        const orderExports = answerOrderExports(exportHandedOver(handle), log);
        handle.folder?.answer((request, reply) =>
          request.type === 'backup'
            ? backups(request, reply)
            : request.type === 'export-orders'
              ? orderExports(request, reply)
              : imports(request, reply),
        );
      } catch (error) {
        await handle.close();
        if ((error as { code?: string }).code === 'EADDRINUSE') {
          throw new CliError(
            `a porta ${env.PORT} já está em uso: feche o outro programa ou use PORT=<outra porta>`,
          );
        }
        throw error;
      }
      const url = `http://localhost:${env.PORT}`;
      say(`\nPortal do Representante no ar: ${url}  (banco: ${handle.location})`);
      if (seeded)
        say(
          `Logins de demonstração: ${demoLogins.map((login) => `${login.username}/${login.password}`).join(', ')}`,
        );
    });
};
