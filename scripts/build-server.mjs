// Builds the server into one ES module, apps/server/dist/main.mjs, that plain `node` runs: production starts no
// TypeScript loader (docs/decisions/076). npm packages stay outside the bundle and load from node_modules as they are
// (PGlite finds its WASM files next to its own code, pino starts pino-pretty by name); only the workspace's own
// TypeScript (the server and @portal/contracts) is bundled.
//
//   node scripts/build-server.mjs              build now
//   node scripts/build-server.mjs --if-stale   build only when the bundle is missing or older than its sources
//
// `npm start` and `npm run portal` run the second form, as scripts/ensure-web-build.mjs does for the web app. Where
// the sources are absent (a container's runtime stage keeps only the build) there is nothing to compare and
// nothing is built.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contractVersion } from '../packages/contracts/contract-version.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');
export const serverBundle = join(server, 'dist/main.mjs');
const sourceFolders = [join(server, 'src'), join(root, 'packages/contracts/src')];
// Read from disk at run time relative to the module that reads it; the bundle is that module now, so the file goes
// where `new URL('./data/cities.csv', import.meta.url)` points from dist/main.mjs.
const assets = [
  ['src/generate/data/cities.csv', 'dist/data/cities.csv'],
  // The embedded database's thread (apps/server/src/db/embedded-engine.ts) loads it by its own URL.
  ['src/db/embedded-worker.mjs', 'dist/embedded-worker.mjs'],
];

const newest = (folder) => {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

export const serverBuildIsStale = () => {
  if (!sourceFolders.every((folder) => existsSync(folder))) return false;
  if (!existsSync(serverBundle)) return true;
  const sources = Math.max(
    ...sourceFolders.map(newest),
    statSync(join(server, 'package.json')).mtimeMs,
    statSync(join(root, 'scripts/build-server.mjs')).mtimeMs,
  );
  return statSync(serverBundle).mtimeMs < sources;
};

/** Bare imports other than the workspace's own TypeScript stay `import`s of node_modules. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const buildServer = async () => {
  const { build } = await import('esbuild');
  const started = Date.now();
  const result = await build({
    entryPoints: [join(server, 'src/cli/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    write: false,
    outfile: serverBundle,
    sourcemap: 'linked',
    // Names in logs and stack traces stay readable; the bundle is read from disk once per start.
    minify: false,
    legalComments: 'none',
    plugins: [npmPackagesExternal],
    // The contracts this bundle was built from, sent with every answer (apps/server/src/plugins/contract-version.ts).
    define: { __PORTAL_CONTRACT__: JSON.stringify(contractVersion()) },
    logLevel: 'warning',
  });
  mkdirSync(dirname(serverBundle), { recursive: true });
  // Written beside and renamed over, so a process starting meanwhile reads the old or the new bundle, never half.
  for (const file of result.outputFiles) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
  for (const [from, to] of assets) {
    mkdirSync(dirname(join(server, to)), { recursive: true });
    copyFileSync(join(server, from), join(server, to));
  }
  return Date.now() - started;
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || serverBuildIsStale()) {
    process.stderr.write('Compilando o servidor…\n');
    const ms = await buildServer();
    process.stderr.write(`Servidor compilado em ${(ms / 1000).toFixed(1)} s: apps/server/dist/main.mjs\n`);
  }
}
