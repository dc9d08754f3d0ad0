// Report grid benchmark: our ReportGrid vs AG Grid Community on the Potencial shape (50,000 rows × 86 columns),
// in headless Chromium, same machine, same run. Prints medians of LOADS loads and the ratios ours / AG Grid.
// Usage: node bench/grid/run.mjs [--loads 3] [--no-build] [--screenshot path.png]
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const LOADS = Number(option('loads', '3'));
const SCROLL_ROWS = 5000;
const ROW_HEIGHT = 20;
const screenshot = option('screenshot', join(here, 'grid-screenshot.png'));

if (!args.includes('--no-build')) {
  execFileSync('npx', ['vite', 'build', '--config', join(here, 'vite.config.ts')], {
    cwd: resolve(here, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};
const server = createServer((request, response) => {
  const path = join(dist, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  if (!path.startsWith(dist) || !existsSync(path) || statSync(path).isDirectory()) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--enable-precise-memory-info',
  ],
});

const engines = {
  ours: {
    page: 'ours.html',
    firstCell: '.rg-body [role=row][aria-rowindex="2"] [aria-colindex="3"]',
    sortHeader: '[role=columnheader][data-key="salePotential"]',
    scroller: '.rg-scroll',
  },
  ag: {
    page: 'ag.html',
    firstCell:
      '.ag-center-cols-viewport .ag-row[row-index="0"] [col-id="salePotential"], .ag-row[row-index="0"] [col-id="salePotential"]',
    sortHeader: '.ag-header-cell[col-id="salePotential"] .ag-header-cell-label',
    scroller: '.ag-grid-viewport',
  },
};

const measure = async (engine) => {
  const spec = engines[engine];
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Every script the page loaded (lazy chunks only when used), gzipped at level 9 from the built files.
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/${spec.page}`);
  await page.waitForSelector(spec.firstCell, { timeout: 60_000 });
  // Time from navigation start to the first painted frame with rows in the DOM.
  const visible = await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => done(performance.now()))),
  );
  const dataReady = await page.evaluate(() => performance.getEntriesByName('data-end')[0]?.startTime ?? 0);
  const scriptStart = await page.evaluate(
    () => performance.getEntriesByName('data-start')[0]?.startTime ?? 0,
  );
  await page.waitForTimeout(300);

  const sort = await page.evaluate(async ({ firstCell, sortHeader }) => {
    const text = () => document.querySelector(firstCell)?.textContent ?? '';
    const before = text();
    const start = performance.now();
    document.querySelector(sortHeader).click();
    await new Promise((done) => {
      const check = () => (text() !== before ? done() : requestAnimationFrame(check));
      check();
    });
    await new Promise((done) => requestAnimationFrame(() => done()));
    return performance.now() - start;
  }, spec);
  await page.waitForTimeout(300);

  const frames = await page.evaluate(
    async ({ scroller, rows, rowHeight }) => {
      const element = document.querySelector(scroller);
      element.scrollTop = 0;
      const step = 10 * rowHeight;
      const steps = Math.ceil((rows * rowHeight) / step);
      const deltas = [];
      let last = await new Promise((done) => requestAnimationFrame(done));
      for (let index = 0; index < steps; index += 1) {
        element.scrollTop += step;
        const now = await new Promise((done) => requestAnimationFrame(done));
        deltas.push(now - last);
        last = now;
      }
      deltas.sort((a, b) => a - b);
      return {
        mean: deltas.reduce((sum, value) => sum + value, 0) / deltas.length,
        p95: deltas[Math.floor(deltas.length * 0.95)],
      };
    },
    { scroller: spec.scroller, rows: SCROLL_ROWS, rowHeight: ROW_HEIGHT },
  );

  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  let jsGzip = 0;
  for (const script of scripts) jsGzip += gzipSync(readFileSync(join(dist, script)), { level: 9 }).length;
  return {
    visible,
    scriptStart,
    dataReady,
    sort,
    frameMean: frames.mean,
    frameP95: frames.p95,
    heapMb: usedSize / 1024 / 1024,
    jsGzipKib: jsGzip / 1024,
  };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { ours: [], ag: [] };
for (let load = 0; load < LOADS; load += 1) {
  // Alternate the order so neither engine always runs on a warmer machine.
  for (const engine of load % 2 === 0 ? ['ours', 'ag'] : ['ag', 'ours'])
    results[engine].push(await measure(engine));
}
const summary = Object.fromEntries(
  Object.entries(results).map(([engine, runs]) => [
    engine,
    Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
  ]),
);

const rowsOut = [
  ['script start (ms)', 'scriptStart'],
  ['data generated (ms)', 'dataReady'],
  ['rows visible (ms)', 'visible'],
  ['sort 50k (ms)', 'sort'],
  [`scroll ${SCROLL_ROWS} rows, mean frame (ms)`, 'frameMean'],
  ['scroll p95 frame (ms)', 'frameP95'],
  ['JS heap after GC (MB)', 'heapMb'],
  ['JS gzip loaded (KiB)', 'jsGzipKib'],
];
const pad = (text, width) => String(text).padStart(width);
console.log(
  `\nReport grid, Potencial shape (50,000 rows × 86 columns), medians of ${LOADS} loads, headless Chromium\n`,
);
console.log(`${'metric'.padEnd(34)}${pad('ours', 10)}${pad('AG Grid', 10)}${pad('ours/AG', 10)}`);
for (const [label, key] of rowsOut) {
  const ours = summary.ours[key];
  const ag = summary.ag[key];
  // Script start and data generation are the same page code on both sides: references, not figures of the grid.
  const reference = key === 'scriptStart' || key === 'dataReady';
  console.log(
    `${label.padEnd(34)}${pad(ours.toFixed(1), 10)}${pad(ag.toFixed(1), 10)}${pad((ours / ag).toFixed(2), 10)}${reference || ours <= ag ? '' : '  ✗ above AG Grid'}`,
  );
}

// The look: grouped by priority, a filter on, the summary row pinned at the bottom.
const context = await browser.newContext({ viewport: { width: 1440, height: 800 } });
const page = await context.newPage();
await page.goto(`${base}/ours.html?grouped=1&rows=2000`);
await page.waitForSelector(engines.ours.firstCell);
await page.click('[aria-label="Filtrar Cidade"]');
await page.waitForSelector('text=SELECIONAR TODOS');
await page.waitForTimeout(300);
await page.screenshot({ path: screenshot.replace(/\.png$/, '-filter.png') });
await page.click('.rg-select-all');
for (const city of ['CAMPINAS - SP', 'SANTOS - SP', 'SÃO PAULO - SP'])
  await page.click(`.rg-value:has-text("${city}")`);
await page.click('button:has-text("Aplicar")');
await page.waitForTimeout(400);
await page.click('[role=columnheader][data-key="salePotential"]');
await page.click('[role=columnheader][data-key="salePotential"]');
await page.waitForTimeout(300);
// Bring the first group's totals row to the middle of the view.
await page.evaluate(async () => {
  const scroller = document.querySelector('.rg-scroll');
  for (let top = 0; top < scroller.scrollHeight && !document.querySelector('.rg-group-row'); top += 300) {
    scroller.scrollTop = top;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }
  const row = document.querySelector('.rg-group-row');
  if (row)
    scroller.scrollTop +=
      row.getBoundingClientRect().top - scroller.getBoundingClientRect().top - scroller.clientHeight / 2;
});
await page.waitForTimeout(300);
await page.screenshot({ path: screenshot });
console.log(`\nscreenshot: ${screenshot}`);
await context.close();

await browser.close();
server.close();
