import { existsSync, lstatSync, realpathSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { DatabaseHandle } from '../db/connect.ts';
import { shouldBulkLoad, suspendConstraints } from './bulk-mode.ts';
import { checkDuplicateKeys, checkReferences, hasDuplicateKeys } from './checks.ts';
import { fileSpecs, type FileSpec } from './file-specs.ts';
import { isFirstLoad, loadFirstTime, shouldFallBack } from './first-load.ts';
import { makeUserPasswordHasher, type UserPasswordHasher } from './hash-user-passwords.ts';
import { finishImportRun, startImportRun, type ImportRunLabel } from './import-history.queries.ts';
import { FallBackToStaging } from './load-file-direct.ts';
import { checkPacks, touchesPacks } from './pack-checks.ts';
import { linkPortalOrders } from './portal-order-links.ts';
import { applyPortalOrderReturns } from './portal-order-returns.ts';
import { storeProductImages } from './product-images.ts';
import { makePhaseTimer, type ImportPhase, type PhaseTimer } from './phase-timer.ts';
import { Problems } from './problems.ts';
import { inTransaction, type Session } from './session.ts';
import { stageFile } from './stage-file.ts';
import type { StagedFile } from './staging.ts';
import { CLI_ENCODING_HINT, type ImportEncoding } from './text-encoding.ts';
import { tableIsEmpty, upsertFile } from './upsert.ts';
import { CLI_REMOVALS_HINT, countAllRemovals, removalProblem, removesTooMuch } from './removal-guard.ts';
import { fileChanges, rowCount } from './dry-run.ts';
import {
  dataChangedProblem,
  dataFingerprint,
  filesChanged,
  holdTables,
  tablesOf,
  touchedIn,
  type Previewed,
} from './data-fingerprint.ts';
import { teamFiguresRebuildSql, teamFiguresSources } from '../domain/team/team-figures.queries.ts';
import type { FileChanges, ImportProgress, ImportResult, Removal } from './import-outcome.ts';
import { realToday } from '../config/clock.ts';

export type { ImportProgress, ImportResult };

export type ImportOptions = {
  onProgress?: (event: ImportProgress) => void;
  /** false forces the staged path even into empty tables (tests and benchmarks compare the two). */
  firstLoad?: boolean;
  /** Size from which a first load suspends keys and indexes per file (tests lower it; default 1 MB). */
  bulkMinBytes?: number;
  /** Called after each step with its duration (profiling only). */
  onPhase?: (event: ImportPhase) => void;
  /** How the files are written (default UTF-8, read strictly); every read path decodes with it. */
  encoding?: ImportEncoding;
  /**
   * How the refusal of a file not in UTF-8 tells the user to choose Windows-1252 where they started the import (the
   * command line's --encoding when absent; the upload screen names its own choice).
   */
  encodingHint?: string;
  /** Records the run in the import history, with who started it, and audits it (docs/decisions/121, 215). */
  history?: ImportRunLabel;
  /** Called with the history row's id as soon as it is written. */
  onRunRecorded?: (id: number) => void;
  /** The business date the ERP's answers are notified on (docs/domain.md §8.5); the machine's date when absent. */
  today?: string;
  /** Lets a complete-list file delete more than the removal guard allows (docs/decisions/218). */
  allowRemovals?: boolean;
  /** How the guard's refusal tells the user to let it through (the command line's --allow-removals when absent). */
  removalsHint?: string;
  /**
   * Checks, stages and writes as usual, then rolls everything back and answers what each file would do (`preview`);
   * nothing is recorded in the history either, since nothing changed.
   */
  dryRun?: boolean;
  /**
   * The preview this run applies (docs/decisions/219): refused, changing nothing, when the data it was computed on
   * changed since or the writes would not touch what it announced.
   */
  previewed?: Previewed;
};

/** Thrown inside the transaction to roll it back and hand the problems out. */
class ImportRejected extends Error {
  constructor(
    readonly problems: string[],
    readonly removals?: Removal[],
  ) {
    super('importação rejeitada');
  }
}

/** Thrown at the end of a dry run to roll it back and hand its answer out. */
class DryRunDone extends Error {
  constructor(readonly result: ImportResult) {
    super('simulação concluída');
  }
}

const isDuplicateError = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === '21000' || code === '23505';
};

/**
 * The last word of a run that applies a preview: the rows each file's write touched must be those the preview
 * counted. The tables are held from the check on, so a difference means the preview no longer describes this run.
 */
const refuseUnlikePreview = (previewed: Previewed | undefined, changed: Record<string, number>): void => {
  if (!previewed) return;
  const files = new Set([...Object.keys(previewed.files), ...Object.keys(changed)]);
  const unlike = [...files].filter((file) => {
    const announced = previewed.files[file];
    return !announced || touchedIn(announced) !== (changed[file] ?? 0);
  });
  if (unlike.length > 0) throw new ImportRejected([dataChangedProblem(unlike.sort())]);
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const writeAll = async (
  session: Session,
  staged: StagedFile[],
  problems: Problems,
  options: ImportOptions,
  time: PhaseTimer,
  /** In a dry run, filled with what each file did; the removals counted before the write. */
  preview?: { files: Record<string, FileChanges>; removals: Map<string, Removal> },
): Promise<Record<string, number>> => {
  const changed: Record<string, number> = {};
  for (const file of staged) {
    const before = preview ? await rowCount(session, file.spec.table) : 0;
    options.onProgress?.({ file: file.spec.file, rows: file.rows, phase: 'write' });
    await session.query('savepoint import_file');
    try {
      const name = file.spec.file;
      const restore = (await shouldBulkLoad(session, file.spec.table, file.rows))
        ? await time('drop-constraints', name, () => suspendConstraints(session, file.spec.table))
        : undefined;
      changed[name] = await time('upsert', name, () => upsertFile(session, file));
      if (restore) await time('rebuild-constraints', name, restore);
      await session.query('release savepoint import_file');
      if (preview)
        preview.files[name] = fileChanges(
          file.spec.table,
          changed[name] ?? 0,
          (await rowCount(session, file.spec.table)) - before,
          preview.removals.get(name)?.removed ?? 0,
        );
    } catch (error) {
      await session.query('rollback to savepoint import_file');
      // Repeated keys are found here rather than up front: the upsert refuses them for free, and the
      // detailed query (a sort of the whole file) then only runs when there is something to show.
      if (isDuplicateError(error)) await checkDuplicateKeys(session, file, problems);
      if (problems.count === 0) problems.add(`${file.spec.file}: erro ao gravar: ${messageOf(error)}`);
      return changed;
    }
  }
  return changed;
};

/** Records the run, refreshes the loaded tables' statistics and links the ERP's echo of portal orders. */
const finish = async (
  session: Session,
  dir: string,
  specs: FileSpec[],
  counts: Record<string, number>,
  time: PhaseTimer,
  encoding?: ImportEncoding,
  today?: string,
): Promise<{ notices?: string[] }> => {
  // The products' photos: checked and stored here, so a bad one refuses the whole import at its line.
  if (specs.some((spec) => spec.table === 'products')) {
    const imageProblems = await time('images', 'products.csv', () =>
      storeProductImages(session, dir, encoding),
    );
    if (imageProblems.length > 0) throw new ImportRejected(imageProblems);
  }
  const total = Object.values(counts).reduce((sum, rows) => sum + rows, 0);
  await session.query(`insert into import_runs (finished_at, source, rows) values (now(), $1, $2)`, [
    dir,
    total,
  ]);
  // Fresh statistics, so the reports' plans fit the new data at once (autovacuum may be minutes away).
  for (const spec of specs) {
    await time('analyze', spec.file, () => session.query(`analyze ${spec.table}`));
    // The items' totals were rebuilt with them (order-totals.ts).
    if (spec.table === 'order_items')
      await time('analyze', spec.file, () => session.query(`analyze order_totals`));
  }
  // The team board's figures per rep come from these tables: rebuilt in this transaction (decision 074).
  if (specs.some((spec) => teamFiguresSources.includes(spec.table)))
    await time('team-figures', undefined, async () => {
      for (const statement of teamFiguresRebuildSql())
        await session.query(statement.sql, [...statement.parameters]);
    });
  const notices = specs.some((spec) => spec.table === 'orders')
    ? await time('portal-orders', undefined, () => linkPortalOrders(session))
    : [];
  // After the echo: an order the echo just linked takes the same acceptance as no change.
  if (specs.some((spec) => spec.table === 'portal_order_returns'))
    notices.push(
      ...(await time('portal-order-returns', undefined, () =>
        applyPortalOrderReturns(session, today ?? realToday()),
      )),
    );
  return notices.length > 0 ? { notices } : {};
};

/**
 * The import reads only plain files lying in its folder: a link (customers.csv → the token secret) or a name that
 * resolves elsewhere would let whoever writes the import folder read any file the portal can (docs/operations.md,
 * "Importing"). The folder itself may be a link the operator made; what it holds may not.
 */
const notAPlainFileInside = (dir: string, file: string): string[] => {
  const path = join(dir, file);
  const entry = lstatSync(path);
  if (entry.isSymbolicLink())
    return [`${file}: é um link simbólico; a importação só lê arquivos comuns de dentro da pasta ${dir}`];
  const where = relative(realpathSync(dir), realpathSync(path));
  if (where.startsWith(`..${sep}`) || where === '..' || where.includes(sep))
    return [`${file}: fica fora da pasta de importação ${dir}; a importação só lê arquivos de dentro dela`];
  if (!entry.isFile()) return [`${file}: não é um arquivo comum; a importação só lê arquivos comuns`];
  return [];
};

/**
 * Loads the ERP's CSV files (docs/domain.md §1) found in `folder`, all or nothing: every file is validated,
 * staged and checked first, then written in dependency order in one transaction. Any problem rolls
 * everything back and is reported as `file:line: column: reason`. With `history`, the run is recorded before it
 * starts and its end after the transaction, so a refused run stays in the history.
 */
export async function importFolder(
  handle: DatabaseHandle,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const { history, encodingHint } = options;
  if (!history || options.dryRun) return hinted(await importOnce(handle, folder, options), encodingHint);
  const started = performance.now();
  const label = {
    ...history,
    source: history.source ?? resolve(folder),
    ...(options.allowRemovals ? { allowRemovals: true } : {}),
  };
  const id = await startImportRun(handle.db, label);
  options.onRunRecorded?.(id);
  const rowsRead = new Map<string, number>();
  const onProgress = (event: ImportProgress) => {
    if (event.phase !== 'write') rowsRead.set(event.file, event.rows);
    options.onProgress?.(event);
  };
  const readSoFar = () => [...rowsRead].map(([file, rows]) => ({ file, rows, changed: null }));
  try {
    const result = hinted(await importOnce(handle, folder, { ...options, onProgress }), encodingHint);
    await finishImportRun(handle.db, id, label, {
      durationMs: performance.now() - started,
      ...(result.ok
        ? {
            status: 'ok',
            files: Object.entries(result.counts).map(([file, rows]) => ({
              file,
              rows,
              changed: result.changed[file] ?? 0,
            })),
            problems: [],
          }
        : { status: 'refused', files: readSoFar(), problems: result.problems }),
    });
    return result;
  } catch (error) {
    await finishImportRun(handle.db, id, label, {
      status: 'failed',
      durationMs: performance.now() - started,
      files: readSoFar(),
      problems: [messageOf(error)],
    }).catch(() => undefined);
    throw error;
  }
}

const hinted = (result: ImportResult, hint: string | undefined): ImportResult =>
  result.ok || hint === undefined
    ? result
    : { ...result, problems: result.problems.map((problem) => problem.replace(CLI_ENCODING_HINT, hint)) };

async function importOnce(
  handle: DatabaseHandle,
  folder: string,
  options: ImportOptions,
): Promise<ImportResult> {
  const dir = resolve(folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    return { ok: false, problems: [`Pasta não encontrada: ${dir}`] };
  }
  const present = fileSpecs.filter((spec) => lstatSync(join(dir, spec.file), { throwIfNoEntry: false }));
  if (present.length === 0) {
    const expected = fileSpecs.map((spec) => spec.file).join(', ');
    return { ok: false, problems: [`Nenhum arquivo de importação em ${dir} (esperados: ${expected})`] };
  }
  const outside = present.flatMap((spec) => notAPlainFileInside(dir, spec.file));
  if (outside.length > 0) return { ok: false, problems: outside };

  const time = makePhaseTimer(options.onPhase);
  try {
    return await inTransaction(handle, async (session) => {
      const tables = tablesOf(present);
      if (options.previewed) {
        await holdTables(session, tables.keys());
        const changedFiles = filesChanged(
          options.previewed.fingerprint,
          await time('fingerprint', undefined, () => dataFingerprint(session, tables.keys())),
          tables,
        );
        if (changedFiles.length > 0) throw new ImportRejected([dataChangedProblem(changedFiles)]);
      }
      // Read before anything is written: a change committed by someone else after this moves it, whatever the
      // preview then saw.
      const fingerprint = options.dryRun
        ? await time('fingerprint', undefined, () => dataFingerprint(session, tables.keys()))
        : undefined;
      if (options.firstLoad !== false && (await isFirstLoad(session, present))) {
        await session.query('savepoint first_load');
        try {
          const counts = await loadFirstTime(session, dir, present, time, {
            onProgress: (event) => options.onProgress?.({ ...event, phase: 'read' }),
            onWrite: (file, rows) => options.onProgress?.({ file, rows, phase: 'write' }),
            ...(options.bulkMinBytes === undefined ? {} : { bulkMinBytes: options.bulkMinBytes }),
            ...(options.encoding ? { encoding: options.encoding } : {}),
          });
          // The staged path names each broken pack by its line.
          if (touchesPacks(present)) {
            const packProblems = new Problems();
            await checkPacks(session, new Set(), packProblems);
            if (packProblems.count > 0) throw new FallBackToStaging('packs.csv');
          }
          const summary = await finish(session, dir, present, counts, time, options.encoding, options.today);
          // Into empty tables every row read is a row inserted.
          const result = { ok: true as const, counts, changed: { ...counts }, ...summary };
          refuseUnlikePreview(options.previewed, result.changed);
          if (options.dryRun)
            throw new DryRunDone({
              ...result,
              ...(fingerprint ? { fingerprint } : {}),
              preview: Object.fromEntries(
                Object.entries(counts).map(([file, rows]) => [file, { added: rows, changed: 0, removed: 0 }]),
              ),
            });
          return result;
        } catch (error) {
          if (!shouldFallBack(error)) throw error;
          // The staged path below redoes everything and reports each problem at its line.
          await session.query('rollback to savepoint first_load');
        }
      }
      const problems = new Problems();
      const staged = new Map<string, StagedFile>();
      const cutShort = new Set<string>();
      let passwords: UserPasswordHasher | undefined;
      for (const spec of present) {
        if (spec.table === 'users') passwords = await makeUserPasswordHasher(session);
        const file = await time('stage-total', spec.file, async () =>
          stageFile(session, spec, join(dir, spec.file), problems, {
            onProgress: (event) => options.onProgress?.({ ...event, phase: 'read' }),
            time,
            onCutShort: () => cutShort.add(spec.file),
            ...(options.encoding ? { encoding: options.encoding } : {}),
            ...(spec.table === 'users' && passwords ? { prepare: passwords.prepare } : {}),
          }),
        );
        if (file) staged.set(spec.file, file);
      }
      await time('references', undefined, () => checkReferences(session, staged, problems, cutShort));
      // Into an empty table the upsert itself refuses a repeated key (writeAll reports it), which spares
      // a first load of millions of rows this group-by. Once a problem is known, every file is checked so
      // the report is complete.
      const checked = new Set<string>();
      await time('duplicates', undefined, async () => {
        for (const file of staged.values()) {
          if (problems.count > 0 || (await tableIsEmpty(session, file.spec.table))) continue;
          checked.add(file.spec.file);
          if (await hasDuplicateKeys(session, file)) await checkDuplicateKeys(session, file, problems);
        }
      });
      if (problems.count > 0) {
        for (const file of staged.values()) {
          if (!checked.has(file.spec.file) && (await hasDuplicateKeys(session, file))) {
            await checkDuplicateKeys(session, file, problems);
          }
        }
        throw new ImportRejected(problems.toArray());
      }

      const removals = await time('removals', undefined, () =>
        countAllRemovals(session, staged, options.dryRun),
      );
      const tooMuch = [...removals.values()].filter(removesTooMuch);
      const refusals = options.allowRemovals
        ? []
        : tooMuch.map((removal) =>
            removalProblem(
              removal,
              staged.get(removal.file)?.spec.table ?? '',
              options.removalsHint ?? CLI_REMOVALS_HINT,
            ),
          );
      if (refusals.length > 0 && !options.dryRun) throw new ImportRejected(refusals, tooMuch);

      const preview = options.dryRun ? { files: {}, removals } : undefined;
      const changed = await writeAll(session, [...staged.values()], problems, options, time, preview);
      if (problems.count === 0 && touchesPacks(present))
        await time('packs', undefined, () => checkPacks(session, new Set(staged.keys()), problems));
      if (problems.count > 0) throw new ImportRejected(problems.toArray());
      await passwords?.remember(session);

      const counts = Object.fromEntries([...staged.values()].map((file) => [file.spec.file, file.rows]));
      const summary = await finish(
        session,
        dir,
        [...staged.values()].map((file) => file.spec),
        counts,
        time,
        options.encoding,
        options.today,
      );
      const result = { ok: true as const, counts, changed, ...summary };
      refuseUnlikePreview(options.previewed, changed);
      if (!preview) return result;
      const printed = fingerprint ? { fingerprint } : {};
      throw new DryRunDone(
        refusals.length > 0
          ? { ok: false, problems: refusals, removals: tooMuch, preview: preview.files, ...printed }
          : { ...result, preview: preview.files, ...printed },
      );
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    if (error instanceof ImportRejected)
      return { ok: false, problems: error.problems, ...(error.removals ? { removals: error.removals } : {}) };
    throw error;
  }
}
