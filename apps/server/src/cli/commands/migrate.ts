import type { Command } from 'commander';
import { migrateToLatest } from '../../db/migrate.ts';
import { cliEnv, openConfiguredDatabase } from '../context.ts';

export const registerMigrateCommand = (program: Command): void => {
  program
    .command('migrate')
    .description('aplica as migrações pendentes do banco de dados')
    .action(async () => {
      const env = cliEnv();
      const handle = await openConfiguredDatabase(env, { migrate: false, holder: 'o comando migrate' });
      try {
        const result = await migrateToLatest(handle.db);
        const applied = result.results?.filter((entry) => entry.status === 'Success').length ?? 0;
        process.stdout.write(
          `Banco ${handle.location}: ${applied} migração(ões) aplicada(s); esquema atualizado.\n`,
        );
      } finally {
        await handle.close();
      }
    });
};
