import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from 'commander';
import { dumpEmbedded, handBackupOver, restoreEmbedded } from '../../data-folder/backup.ts';
import { DataFolderInUseError } from '../../db/connect.ts';
import { CliError, cliEnv, openConfiguredDatabase } from '../context.ts';

const say = (line: string) => process.stderr.write(`${line}\n`);
const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

const refusePostgres = (tool: string): void => {
  if (cliEnv().DATABASE_URL)
    throw new CliError(
      `com PostgreSQL (DATABASE_URL) o backup é do próprio PostgreSQL: use ${tool} (veja docs/operations.md)`,
      2,
    );
};

/** A copy of the embedded database made here, or by the running server when it holds the folder. */
const takeBackup = async (): Promise<Buffer> => {
  const env = cliEnv();
  const dataDir = resolve(env.PORTAL_DATA_DIR);
  // A folder held by a running server always has its database; without one, opening would create an empty one.
  if (!existsSync(join(dataDir, 'pgdata', 'PG_VERSION')))
    throw new CliError(`não há banco em ${dataDir}: nada a copiar`);
  try {
    const handle = await openConfiguredDatabase(env, { migrate: false, holder: 'um backup' });
    try {
      if (!handle.embedded) throw new CliError('o banco aberto não é o embutido');
      return Buffer.from(await dumpEmbedded(handle.embedded));
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    say(
      `A pasta de dados está em uso (${error.by.holder ?? 'outro processo'}${error.by.pid === undefined ? '' : `, pid ${error.by.pid}`}): o backup será feito por ele, sem parar o portal.`,
    );
    return handBackupOver(error);
  }
};

export const registerBackupCommands = (program: Command): void => {
  program
    .command('backup')
    .description(
      'copia o banco embutido para um arquivo .tar.gz, com o portal no ar ou não (PostgreSQL: pg_dump)',
    )
    .argument('<arquivo>', 'arquivo a gravar, por exemplo /var/backups/portal-2026-11-25.tar.gz')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (file: string) => {
      refusePostgres('pg_dump -Fc');
      const target = resolve(file);
      const started = Date.now();
      const tarball = await takeBackup();
      // Written beside and renamed, so a backup file that exists is always a whole one.
      const partial = `${target}.parcial`;
      writeFileSync(partial, tarball, { mode: 0o600 });
      renameSync(partial, target);
      process.stdout.write(
        `Backup gravado em ${target} (${megabytes(tarball.length)}) em ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
      );
    });

  program
    .command('restore')
    .description('restaura um backup feito por "portal backup" na pasta de dados (com o portal parado)')
    .argument('<arquivo>', 'arquivo .tar.gz feito por "portal backup"')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (file: string) => {
      refusePostgres('pg_restore');
      const source = resolve(file);
      if (!existsSync(source) || !statSync(source).isFile())
        throw new CliError(`arquivo não encontrado: ${source}`);
      const dataDir = resolve(cliEnv().PORTAL_DATA_DIR);
      let restored;
      try {
        restored = await restoreEmbedded(dataDir, readFileSync(source));
      } catch (error) {
        if (!(error instanceof DataFolderInUseError)) throw error;
        throw new CliError(
          `não é possível restaurar com o portal no ar: a pasta de dados ${dataDir} está em uso (${error.by.holder ?? 'outro processo'}${error.by.pid === undefined ? '' : `, pid ${error.by.pid}`}). Pare o portal (por exemplo, systemctl stop portal), restaure e inicie de novo; nada foi alterado.`,
          2,
        );
      }
      process.stdout.write(
        `Backup restaurado em ${restored.pgdata}: ${restored.customers.toLocaleString('pt-BR')} clientes, ${restored.auditRows.toLocaleString('pt-BR')} registros de auditoria.\n`,
      );
      if (restored.previous)
        process.stdout.write(`O banco que estava lá foi guardado em ${restored.previous}.\n`);
    });
};
