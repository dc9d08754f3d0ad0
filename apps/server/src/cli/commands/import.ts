import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { handImportOver } from '../../data-folder/import-hand-over.ts';
import { DataFolderInUseError } from '../../db/connect.ts';
import type { ImportProgress, ImportResult } from '../../import/import-folder.ts';
import type { FileChanges } from '../../import/import-outcome.ts';
import { encodingNamed, encodingNames, type ImportEncoding } from '../../import/text-encoding.ts';
import { CliError, withDatabase } from '../context.ts';
import { commandLineStarter, importFromCommandLine } from '../started-imports.ts';
import { formatCount, makeProgressLine } from './progress-line.ts';

const parseEncoding = (value: string): ImportEncoding => {
  const encoding = encodingNamed(value);
  if (encoding) return encoding;
  throw new InvalidArgumentError(`use ${encodingNames.join(', ')}`);
};

/**
 * Imports here, or, when the embedded folder is held by the running server, hands the folder to it: the server then
 * imports in its own process (docs/decisions/015) and this one reports exactly as a local import would.
 */
const runImport = async (
  dir: string,
  flags: ImportFlags,
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportResult> => {
  const { encoding, allowRemovals, dryRun } = flags;
  const asked = {
    ...(encoding ? { encoding } : {}),
    ...(allowRemovals ? { allowRemovals } : {}),
    ...(dryRun ? { dryRun } : {}),
  };
  const options = { ...asked, onProgress };
  const startedBy = commandLineStarter();
  try {
    return await withDatabase('uma importação', (handle) => importFromCommandLine(handle, dir, options));
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    process.stderr.write(
      `A pasta de dados está em uso (${error.by.holder ?? 'outro processo'}${error.by.pid === undefined ? '' : `, pid ${error.by.pid}`}): a importação será feita por ele.\n`,
    );
    // The flags travel with the folder: the server's import guards and simulates exactly as this one would.
    return handImportOver(error, { folder: dir, by: startedBy, ...asked }, onProgress);
  }
};

type ImportFlags = { encoding?: ImportEncoding; allowRemovals?: boolean; dryRun?: boolean };

/** A dry run's table: what each file would add, change and remove. */
export const previewLines = (preview: Record<string, FileChanges>): string[] => [
  `  ${'arquivo'.padEnd(30)} ${'incluídas'.padStart(12)} ${'alteradas'.padStart(12)} ${'apagadas'.padStart(12)}`,
  ...Object.entries(preview).map(
    ([file, { added, changed, removed }]) =>
      `  ${file.padEnd(30)} ${formatCount(added).padStart(12)} ${formatCount(changed).padStart(12)} ${formatCount(removed).padStart(12)}`,
  ),
];

export const registerImportCommand = (program: Command): void => {
  program
    .command('import')
    .description('importa os arquivos CSV exportados pelo ERP (tudo ou nada; veja docs/import.md)')
    .argument('<pasta>', 'pasta com os arquivos .csv (pode conter só parte deles)')
    .option(
      '--encoding <codificação>',
      'codificação dos arquivos: utf-8 (padrão) ou windows-1252 (também latin1, iso-8859-1)',
      parseEncoding,
    )
    .option(
      '--allow-removals',
      'deixa um arquivo de lista completa (preços, grade, estoque, pacotes, condições) apagar mais de 20 % do que cobre',
    )
    .option('--dry-run', 'confere e simula a importação sem alterar nada: mostra, por arquivo, o que mudaria')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (folder: string, options: ImportFlags) => {
      const dir = resolve(folder);
      // Checked before opening the database, so a typo fails fast and clearly.
      if (!existsSync(dir) || !statSync(dir).isDirectory())
        throw new CliError(`pasta não encontrada: ${dir}`);
      const progress = makeProgressLine();
      const started = Date.now();
      const result = await runImport(dir, options, ({ file, rows, phase }) =>
        progress.update(
          `${phase === 'write' ? 'Gravando' : 'Lendo'} ${file}: ${formatCount(rows)} linhas`,
          `${phase}:${file}`,
        ),
      );
      progress.done();
      if (result.preview) {
        process.stdout.write('Simulação (--dry-run): nada foi alterado.\n');
        for (const line of previewLines(result.preview)) process.stdout.write(`${line}\n`);
        if (result.ok) {
          for (const notice of result.notices ?? []) process.stdout.write(`${notice}\n`);
          return;
        }
        for (const problem of result.problems) process.stderr.write(`${problem}\n`);
        throw new CliError('a importação seria recusada: nada foi alterado.');
      }
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
      for (const notice of result.notices ?? []) process.stdout.write(`${notice}\n`);
    });
};
