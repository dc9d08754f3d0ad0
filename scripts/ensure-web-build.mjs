// `npm start` builds the web app only when its build is missing or older than its sources, so a restart
// takes seconds while a fresh clone still gets a build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const web = 'apps/web';
const built = join(web, 'dist', 'index.html');

const newest = (folder) => {
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(folder, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};

const sources = Math.max(
  newest(join(web, 'src')),
  newest('packages/contracts/src'),
  statSync(join(web, 'index.html')).mtimeMs,
);
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  process.stderr.write('Compilando o app web…\n');
  execSync('npm run build -w apps/web', { stdio: 'inherit' });
}
