import { resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { realToday } from '../../config/clock.ts';
import { generateDataset } from '../../generate/generate-dataset.ts';
import { DEMO_PASSWORDS } from '../../generate/people.ts';
import { scales, type Scale } from '../../generate/scales.ts';
import { cliEnv } from '../context.ts';
import { formatCount, makeProgressLine } from './progress-line.ts';

const parseScale = (value: string): Scale => {
  if (value in scales) return value as Scale;
  throw new InvalidArgumentError(`use ${Object.keys(scales).join(', ')}`);
};

const parseDate = (value: string): string => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return value;
  throw new InvalidArgumentError('use AAAA-MM-DD');
};

const parseSeed = (value: string): number => {
  if (/^\d{1,9}$/.test(value)) return Number(value);
  throw new InvalidArgumentError('use um número inteiro');
};

export const registerGenerateCommand = (program: Command): void => {
  program
    .command('generate')
    .description(
      'gera um conjunto de dados sintético (os mesmos CSV do ERP) para demonstração e testes de carga',
    )
    .option(
      '--scale <escala>',
      'tiny (testes), demo (demonstração) ou large (carga: 10 milhões de itens)',
      parseScale,
      'demo',
    )
    .option('--out <pasta>', 'pasta de saída (padrão ./data/generated-<escala>)')
    .option('--today <data>', 'data final do histórico, AAAA-MM-DD (padrão PORTAL_TODAY ou hoje)', parseDate)
    .option('--seed <n>', 'semente: a mesma semente gera os mesmos dados', parseSeed, 1)
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (options: { scale: Scale; out?: string; today?: string; seed: number }) => {
      const today = options.today ?? cliEnv().PORTAL_TODAY ?? realToday();
      const out = resolve(options.out ?? `./data/generated-${options.scale}`);
      const progress = makeProgressLine();
      const started = Date.now();
      const { counts } = await generateDataset({
        scale: options.scale,
        out,
        today,
        seed: options.seed,
        onProgress: ({ file, rows }) => progress.update(`Gerando ${file}: ${formatCount(rows)} linhas`),
      });
      progress.done();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `Dados gerados em ${out} (${seconds} s, hoje = ${today}, semente ${options.seed}).\n`,
      );
      for (const [file, rows] of Object.entries(counts)) {
        process.stdout.write(`  ${file.padEnd(30)} ${formatCount(rows).padStart(12)} linhas\n`);
      }
      process.stdout.write(
        `Logins: ADMIN/${DEMO_PASSWORDS.admin}; SUP1…SUPn/${DEMO_PASSWORDS.supervisor}; REP1…REPn/${DEMO_PASSWORDS.representative}\n`,
      );
    });
};
