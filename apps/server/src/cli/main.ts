import { Command } from 'commander';
import { registerBackupCommands } from './commands/backup.ts';
import { registerExportOrdersCommand } from './commands/export-orders.ts';
import { registerGenerateCommand } from './commands/generate.ts';
import { registerImportCommand } from './commands/import.ts';
import { registerMigrateCommand } from './commands/migrate.ts';
import { registerServeCommand } from './commands/serve.ts';
import { registerUserCommand } from './commands/user.ts';
import { reportCliFailure } from './context.ts';

const program = new Command()
  .name('portal')
  .description('Portal do Representante: servidor, importação do ERP e administração')
  .helpOption('-h, --help', 'mostra esta ajuda')
  .helpCommand('help [comando]', 'mostra a ajuda de um comando')
  .showHelpAfterError('(use --help para ver as opções)');

registerServeCommand(program);
registerMigrateCommand(program);
registerImportCommand(program);
registerExportOrdersCommand(program);
registerGenerateCommand(program);
registerUserCommand(program);
registerBackupCommands(program);

program.parseAsync(process.argv).catch((error: unknown) => {
  process.exitCode = reportCliFailure(error);
});
