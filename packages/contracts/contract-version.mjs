// What identifies the contracts' text (docs/decisions/175): the web app and the server built from the same contracts
// carry the same value, so the web knows an answer was already checked against its own schemas by the server.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const contractsSource = fileURLToPath(new URL('./src', import.meta.url));

const contractFiles = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return contractFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** A short hash of every contract file's name and text (tests left out): it moves when any schema does. */
export const contractVersion = (folder = contractsSource) => {
  const hash = createHash('sha256');
  for (const file of contractFiles(folder).sort()) {
    hash.update(relative(folder, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
};
