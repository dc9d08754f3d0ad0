import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseKind } from '../db/connect.ts';
import { importFolder } from '../import/index.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

// Tests whose data is easier to generate than to list (60 matching cities, customers built to meet two conditions):
// the CSV files are written into a temporary folder and loaded through the real import, as `portal import` does.

/** The headers of the import's files (docs/import.md), for the files a test generates. */
export const HEADERS = {
  supervisors: 'id,name',
  representatives: 'id,name,supervisor_id,commission_rate,active',
  users: 'username,password,representative_id',
  cities: 'code,name,state_code,population',
  customers:
    'register,name,address,city_code,zip_code,telephone,cellphone,whats,email,state_registration,suframa,' +
    'registration_date,economic_group,representative_id,route,credit_limit,credit_status,sale_potential',
  orders:
    'number,customer_register,representative_id,issue_date,delivery_date,status,price_table,payment_days,' +
    'blocked_on,canceled_on,cancel_reason,shipping_company',
  orderItems: 'order_number,reference,parts,value,net_value',
  receivables:
    'number,customer_register,invoice_number,type,carrier,issue_date,due_date,extension_date,position,value,' +
    'balance,status,paid_on',
} as const;

/** One CSV file's text: the header, then each row's values in the header's columns (an absent one is empty). */
export const csv = (header: string, rows: Record<string, string | number>[]): string => {
  const columns = header.split(',');
  return (
    [header, ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n') + '\n'
  );
};

/** Supervisor 1 and rep 1 RITA, who signs in as RITA / SENHA-RITA; `extraReps` join her team. */
export const ritaAndTeam = (extraReps: { id: number; name: string }[] = []): Record<string, string> => ({
  'supervisors.csv': csv(HEADERS.supervisors, [{ id: 1, name: 'SUP' }]),
  'representatives.csv': csv(
    HEADERS.representatives,
    [{ id: 1, name: 'RITA' }, ...extraReps].map((rep) => ({ ...rep, supervisor_id: 1, commission_rate: 5 })),
  ),
  'users.csv': csv(HEADERS.users, [{ username: 'RITA', password: 'SENHA-RITA', representative_id: 1 }]),
});

export type GeneratedFolderApp = TestApp & {
  /** GET as RITA: the status and the parsed body. */
  getAsRita: <T = unknown>(url: string) => Promise<{ status: number; body: T }>;
};

/** The real app over a fresh database loaded from `files` (name → text) through the import; RITA signed in. */
export const buildGeneratedFolderApp = async (
  kind: DatabaseKind,
  files: Record<string, string>,
  options: { today?: string } = {},
): Promise<GeneratedFolderApp> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-generated-'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
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
