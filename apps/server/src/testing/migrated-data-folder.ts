import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { portalBundle } from './cli-process.ts';
import { templateKey } from './test-database.ts';

/**
 * Fills `dataDir` with what `portal migrate` leaves in an empty embedded data folder: a migrated, empty database.
 * Creating a cluster and running every migration is most of a CLI test's first start; copying a folder made once per
 * version of the migrations (kept in the system's temporary folder, like the in-memory template) is a fraction of
 * that. A test of what a first start does to a folder starts from an empty one instead.
 */
export const migratedDataFolder = async (dataDir: string): Promise<void> => {
  cpSync(await (template ??= makeTemplateFolder()), dataDir, { recursive: true });
};

let template: Promise<string> | undefined;

const makeTemplateFolder = async (): Promise<string> => {
  const parent = join(tmpdir(), 'portal-test-templates');
  const folder = join(parent, `${await templateKey()}-pasta-de-dados`);
  if (existsSync(folder)) return folder;
  await mkdir(parent, { recursive: true });
  // Made aside and renamed: another test process finds the whole folder or none.
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await promisify(execFile)(process.execPath, [portalBundle, 'migrate'], {
    env: { ...process.env, DATABASE_URL: '', PORTAL_DATA_DIR: partial, LOG_LEVEL: 'silent' },
  });
  try {
    renameSync(partial, folder);
  } catch {
    // Another process made it first.
    rmSync(partial, { recursive: true, force: true });
  }
  return folder;
};
