import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '../db/connect.ts';
import { csvLine, type Cell } from '../generate/csv-writer.ts';
import { importFolder } from '../import/index.ts';
import { fileSpecByName } from '../import/file-specs.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import type { TestDatabaseOptions } from './test-database.ts';

// Tests whose data is easier to generate than to list (60 matching cities, customers built to meet two conditions):
// the CSV files are written into a temporary folder and loaded through the real import, as `portal import` does.

/** Rows of the import's files by file name (`customers.csv`…): a row's cells by column, an absent one empty. */
export type GeneratedFiles = Record<string, Record<string, Cell>[]>;

/** Supervisor 1 and rep 1 RITA, who signs in as RITA / SENHA-RITA; `extraReps` join her team. */
export const ritaAndTeam = (extraReps: { id: number; name: string }[] = []): GeneratedFiles => ({
  'supervisors.csv': [{ id: 1, name: 'SUP' }],
  'representatives.csv': [{ id: 1, name: 'RITA' }, ...extraReps].map((rep) => ({
    ...rep,
    supervisor_id: 1,
    commission_rate: 5,
  })),
  'users.csv': [{ username: 'RITA', password: 'SENHA-RITA', representative_id: 1 }],
});

/** São Paulo and the one product P1 (MALHA, collection K1): the least a dataset with sales needs. */
export const oneProductCatalog = (): GeneratedFiles => ({
  'cities.csv': [{ code: 3550308, name: 'SÃO PAULO', state_code: 'SP', population: 1000 }],
  'quota_articles.csv': [{ code: 'MAL', description: 'MALHA' }],
  'collections.csv': [
    { code: 'K1', description: 'K1', group_code: 'V', group_description: 'VERAO', starts_on: '2024-01-01' },
  ],
  'products.csv': [
    { reference: 'P1', description: 'CAMISETA', collection_code: 'K1', quota_article_code: 'MAL' },
  ],
});

/** Writes each file with the columns the import expects of it (import/file-specs.ts), in their order. */
const writeFiles = (dir: string, files: GeneratedFiles): void => {
  for (const [file, rows] of Object.entries(files)) {
    const spec = fileSpecByName.get(file);
    if (!spec) throw new Error(`arquivo desconhecido da importação: ${file}`);
    const columns = spec.columns.map((column) => column.name);
    const lines = [csvLine(columns), ...rows.map((row) => csvLine(columns.map((column) => row[column])))];
    writeFileSync(join(dir, file), lines.join(''));
  }
};

export type GeneratedFolderApp = TestApp & {
  /** GET as RITA: the status and the parsed body. */
  getAsRita: <T = unknown>(url: string) => Promise<{ status: number; body: T }>;
};

/** The real app over a fresh database loaded from `files` through the import; RITA signed in. */
export const buildGeneratedFolderApp = async (
  kind: DatabaseKind,
  files: GeneratedFiles,
  options: {
    today?: string;
    database?: TestDatabaseOptions;
    routes?: NonNullable<Parameters<typeof buildTestApp>[1]>['routes'];
  } = {},
): Promise<GeneratedFolderApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generated-'));
  writeFiles(dir, files);
  const t = await buildTestApp(kind, {
    ...options,
    seed: async (handle) => {
      const result = await importFolder(handle, dir);
      if (!result.ok) throw new Error(`pasta gerada rejeitada: ${result.problems.join('; ')}`);
    },
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
  const authorization = `Bearer ${await t.login('RITA', 'SENHA-RITA')}`;
  return {
    ...t,
    getAsRita: async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization } });
      return { status: response.statusCode, body: response.json<T>() };
    },
  };
};
