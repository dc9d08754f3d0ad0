import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Command } from 'commander';
import { importFolder } from '../../import/import-folder.ts';
import { CliError, withDatabase } from '../context.ts';
import { formatCount, makeProgressLine } from './progress-line.ts';

export const registerImportCommand = (program: Command): void => {
  program
    .command('import')
    .description('importa os arquivos CSV exportados pelo ERP (tudo ou nada; veja docs/import.md)')
    .argument('<pasta>', 'pasta com os arquivos .csv (pode conter só parte deles)')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (folder: string) => {
      const dir = resolve(folder);
      // Checked before opening the database, so a typo fails fast and clearly.
      if (!existsSync(dir) || !statSync(dir).isDirectory())
        throw new CliError(`pasta não encontrada: ${dir}`);
      const progress = makeProgressLine();
      const started = Date.now();
      const result = await withDatabase((handle) =>
        importFolder(handle, dir, {
          onProgress: ({ file, rows, phase }) =>
            progress.update(
              `${phase === 'write' ? 'Gravando' : 'Lendo'} ${file}: ${formatCount(rows)} linhas`,
              `${phase}:${file}`,
            ),
        }),
      );
      progress.done();
      if (!result.ok) {
        for (const problem of result.problems) process.stderr.write(`${problem}\n`);
        throw new CliError('importação recusada: nada foi alterado. Corrija os arquivos e importe de novo.');
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`Importação concluída em ${seconds} s.\n`);
      for (const [file, rows] of Object.entries(result.counts)) {
        process.stdout.write(
          `  ${file.padEnd(30)} ${formatCount(rows).padStart(12)} linhas, ${formatCount(result.changed[file] ?? 0)} alteradas\n`,
        );
      }
    });
};
