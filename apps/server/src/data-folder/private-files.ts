import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The data folder holds the customers' data (the database files, the WAL), the token secret, backups and the demo's
// plain passwords: nobody but the portal's own user may read any of it (docs/operations.md, "Files and permissions").

/**
 * Everything this process creates is its owner's alone: folders 0700, files 0600. Set once at the start of the CLI,
 * before anything is written, it covers every writer at once, the embedded database's own files included (PGlite
 * writes them through Node's fs, which applies the umask), and any written later.
 */
export const PRIVATE_UMASK = 0o077;
export const keepNewFilesPrivate = (): void => {
  process.umask(PRIVATE_UMASK);
};

/** What the portal itself keeps in its data folder: the database (and one set aside by a restore), the secret, demo data. */
const PORTAL_ENTRY = /^(pgdata|jwt-secret|demo-|generated-|portal\.sock)/;

/**
 * Takes group and others' rights off the data folder and off what the portal keeps in it (links are left alone:
 * their targets are not ours to change). Anything else an operator put there is left as it is; the folder at 0700
 * already keeps other users out of all of it. Returns how many entries were open to others, so the caller can say so.
 */
export const tightenFolder = (folder: string): number => {
  let tightened = 0;
  const visit = (path: string, deep: boolean) => {
    const entry = lstatSync(path, { throwIfNoEntry: false });
    if (!entry || entry.isSymbolicLink()) return;
    if ((entry.mode & 0o077) !== 0) {
      chmodSync(path, entry.mode & 0o700);
      tightened += 1;
    }
    if (!entry.isDirectory()) return;
    for (const name of readdirSync(path)) if (deep || PORTAL_ENTRY.test(name)) visit(join(path, name), true);
  };
  visit(folder, false);
  return tightened;
};
