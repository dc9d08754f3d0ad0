import type { Removal } from './import-outcome.ts';
import type { Session } from './session.ts';
import type { StagedFile } from './staging.ts';
import { countRemovals, listGroups, tableIsEmpty } from './upsert.ts';

// The removal guard (docs/decisions/218): a complete-list file deletes the rows that stopped coming, so a truncated
// export would silently empty what it covers. Past this share of what it covers, the import stops and asks.

/** More than this share of the rows a file covers, removed, needs the operator's word. */
export const REMOVAL_SHARE = 0.2;

/** What the rows of each guarded file are, and which of them the file covers, for the message. */
const coveredRows: Record<string, string> = {
  prices: 'preços das tabelas presentes no arquivo',
  skus: 'linhas da grade das referências presentes no arquivo',
  stock: 'linhas de estoque das referências presentes no arquivo',
  packs: 'linhas de pacotes das referências presentes no arquivo',
  customer_payment_conditions: 'condições de pagamento dos clientes presentes no arquivo',
};

/**
 * The files the guard watches: the price, grid, stock, pack and customer-condition lists. The items of an order and a
 * customer's extra reps are complete lists too, but an order losing an item is an ordinary edit.
 */
export const isGuarded = (file: StagedFile): boolean => file.spec.table in coveredRows;

export const removesTooMuch = (removal: Removal): boolean =>
  removal.removed > 0 && removal.removed > removal.covered * REMOVAL_SHARE;

const count = (rows: number): string => rows.toLocaleString('pt-BR');

/** How the command line lets it through; the upload screen names its own way. */
export const CLI_REMOVALS_HINT = 'confira o arquivo ou importe com --allow-removals';

export const removalProblem = (removal: Removal, table: string, hint: string): string =>
  `${removal.file} apagaria ${count(removal.removed)} de ${count(removal.covered)} ${coveredRows[table] ?? 'linhas'} (mais de ${REMOVAL_SHARE * 100} %): ${hint}`;

/**
 * What each complete-list file would delete, counted before anything is written: the guarded files always, every
 * complete list in a dry run (its preview shows them). An empty table has nothing to lose.
 */
export const countAllRemovals = async (
  session: Session,
  staged: Map<string, StagedFile>,
  dryRun: boolean | undefined,
): Promise<Map<string, Removal>> => {
  const removals = new Map<string, Removal>();
  for (const file of staged.values()) {
    if (!(file.spec.table in listGroups) || !(isGuarded(file) || dryRun)) continue;
    if (await tableIsEmpty(session, file.spec.table)) continue;
    removals.set(file.spec.file, { file: file.spec.file, ...(await countRemovals(session, file)) });
  }
  return removals;
};
