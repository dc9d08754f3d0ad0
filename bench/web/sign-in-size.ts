/**
 * Gzip size of the JavaScript a browser loads for /signIn (goal ≤ 200 KB gzip).
 * Serves apps/web/dist itself (no API needed: the sign-in page makes no call until Conectar), opens /signIn in
 * headless Chromium and sums every .js response it fetched, gzipped at level 9 like a production server would.
 *
 *   npm run build -w apps/web && npx tsx bench/web/sign-in-size.ts
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../e2e/helpers/chromium.ts';

const dist = resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'dist');
const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const server = createServer(async (request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
  try {
    const body = await readFile(join(dist, path));
    response.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end(await readFile(join(dist, 'index.html')));
  }
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const browser = await launchChromium();
const page = await browser.newPage();
const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
let css = 0;
page.on('response', async (response) => {
  const url = new URL(response.url());
  const body = await response.body().catch(() => null);
  if (!body) return;
  if (url.pathname.endsWith('.js'))
    scripts.push({ url: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  if (url.pathname.endsWith('.css')) css += gzipSync(body, { level: 9 }).length;
});
await page.goto(`http://127.0.0.1:${port}/signIn`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Conectar' }).waitFor();
const chartLoaded = scripts.some((script) => /chart/i.test(script.url));
await browser.close();
server.close();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
scripts.sort((a, b) => b.gzip - a.gzip);
for (const script of scripts)
  console.log(`${kb(script.gzip).padStart(10)} gzip  ${kb(script.raw).padStart(10)} raw  ${script.url}`);
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log(
  `\nJS carregado por /signIn: ${kb(total)} gzip em ${scripts.length} arquivos (meta ≤ 200 KB) — ${total <= 200 * 1024 ? 'OK' : 'ACIMA DA META'}`,
);
console.log(`CSS: ${kb(css)} gzip; chart.js carregado: ${chartLoaded ? 'sim (não devia)' : 'não'}`);
process.exitCode = total <= 200 * 1024 && !chartLoaded ? 0 : 1;
