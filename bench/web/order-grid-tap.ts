/**
 * Pedidos: how long a tap on the grid's "+" takes to move the order's summary (docs/domain.md §6: within 100 ms),
 * on a grid of 8 colours × 10 sizes, with the CPU throttled 4× as Lighthouse's mobile profile does
 * (CDP Emulation.setCPUThrottlingRate). The same tap on an empty order is measured in the same run as the reference;
 * the full case is every one of the 80 cells filled. Each tap is timed in the page from the click to the frame after
 * the summary's "Peças" changed.
 *
 * Starts its own portal on demo data (the built server and web, `npm run build`), or uses PORTAL_URL with
 * PORTAL_USER / PORTAL_PASSWORD. The 8 × 10 reference is added to the real catalog answer (the demo's grids are
 * smaller); prices, context and the customer are the server's.
 *
 * With `--profile`, the first PROFILED_TAPS taps of each case also run under the CPU profiler and a trace: it writes
 * `bench/out/order-grid-tap-<case>.cpuprofile` and `.trace.json` (either opens in DevTools' Performance panel) and
 * prints, per tap, the main thread's self time by trace event, by function and, on a build without minification
 * (`npx vite build --minify false` in apps/web), by source module. The profiler slows the taps it watches: their
 * times are left out of the figures.
 *
 *   npx tsx bench/web/order-grid-tap.ts [--profile]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { repoRoot } from '../../e2e/helpers/portal-server.ts';
import {
  mainThreadSelfTimes,
  moduleOf,
  moduleStartsOf,
  selfTimes,
  TRACE_CATEGORIES,
  type Profile,
  type TraceEvent,
} from './cpu-profile.ts';
import { lighthouseMobile, throttleAsPhone } from './phone-profile.ts';
import { customerWithPriceTable } from './order-customer.ts';
import { portalUnderTest } from './portal-under-test.ts';
import { assetName } from './screen-taps.ts';

const TAPS = 40;
const PROFILED_TAPS = 10;
const TOP = 20;
const profiling = process.argv.includes('--profile');
const colors = ['PRETO', 'BRANCO', 'AZUL', 'VERMELHO', 'VERDE', 'BEGE', 'CINZA', 'ROSA'];
const sizes = ['PP', 'P', 'M', 'G', 'GG', 'XG', '36', '38', '40', '42'];
const bigReference = {
  reference: 'BENCH8X10',
  description: 'GRADE 8 CORES X 10 TAMANHOS',
  // The only collection of its group, started long ago: current, so the catalog lists it first.
  collection: { code: 'BENCH', description: 'BENCH', group: 'BENCH', startsOn: '2000-01-01' },
  quotaArticle: 'BENCH',
  price: 47.35,
  imageUrl: null,
  colors: colors.map((name, c) => ({ code: String(c + 1).padStart(2, '0'), name })),
  sizes,
  skus: colors.flatMap((_, c) =>
    sizes.map((_, s) => ((c + s) % 4 === 0 ? [c, s, 0, '2026-12-20', 30] : [c, s, 50, null, null])),
  ),
  stock: null,
  soldBy: 'piece',
  packs: [],
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** One tap on "Mais 1 em <cell>", timed in the page to the frame after the summary's pieces changed. */
const tap = (page: Page, cell: string): Promise<number> =>
  page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const pieces = document.querySelector('[data-testid="order-summary"] [data-field="pieces"]');
        const button = document.querySelector<HTMLButtonElement>(`button[aria-label="Mais 1 em ${label}"]`);
        if (!pieces || !button) throw new Error('sem resumo ou botão');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(pieces, { childList: true, characterData: true, subtree: true });
        button.click();
      }),
    cell,
  );

const top = (map: Map<string, number>, taps: number): string[] =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([name, ms]) => `  ${(ms / taps).toFixed(1).padStart(7)}  ${name.slice(0, 110)}`);

/** PROFILED_TAPS taps under the profiler and a trace: the profile written, the busiest parts printed per tap. */
const profileTaps = async (cdp: CDPSession, page: Page, cell: string, name: string): Promise<void> => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const events: TraceEvent[] = [];
  // The protocol types each event as a bare record of strings; they are Chrome's trace events.
  const collect = ({ value }: { value: object[] }) => events.push(...(value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await cdp.send('Profiler.start');
  for (let index = 0; index < PROFILED_TAPS; index += 1) await tap(page, cell);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.send('Tracing.end');
  await traced;
  cdp.off('Tracing.dataCollected', collect);

  const out = join(repoRoot, 'bench', 'out');
  mkdirSync(out, { recursive: true });
  const file = join(out, `order-grid-tap-${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  writeFileSync(join(out, `order-grid-tap-${name}.trace.json`), JSON.stringify({ traceEvents: events }));

  const self = selfTimes(profile);
  const modules = await moduleStartsOf(profile.nodes.map((node) => node.callFrame.url));
  const byFunction = new Map<string, number>();
  const byModule = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (ms === 0 || functionName === '(idle)') continue;
    const where = url === '' ? '' : `  ${assetName(url)}:${lineNumber + 1}`;
    const key = `${functionName || '(anônima)'}${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    const module = moduleOf(modules, url, lineNumber) ?? (url === '' ? functionName : assetName(url));
    byModule.set(module, (byModule.get(module) ?? 0) + ms);
  }
  console.log(`\n## ${name}: perfil de ${PROFILED_TAPS} toques em ${file}; ms por toque (CPU 4×)`);
  console.log('  fio principal do traço, tempo próprio por evento:');
  console.log(
    top(new Map(mainThreadSelfTimes(events)), PROFILED_TAPS)
      .slice(0, 12)
      .join('\n'),
  );
  console.log('  tempo próprio por função:');
  console.log(top(byFunction, PROFILED_TAPS).join('\n'));
  if (modules.size > 0) {
    console.log('  tempo próprio por módulo:');
    console.log(top(byModule, PROFILED_TAPS).join('\n'));
  }
};

const measure = async (cdp: CDPSession, page: Page, cell: string, name: string): Promise<number[]> => {
  await page.getByRole('textbox', { name: cell, exact: true }).click();
  if (profiling) await profileTaps(cdp, page, cell, name);
  const times: number[] = [];
  for (let index = 0; index < TAPS; index += 1) times.push(await tap(page, cell));
  return times;
};

const line = (name: string, times: number[]) =>
  `${name.padEnd(34)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${Math.max(
    ...times,
  )
    .toFixed(1)
    .padStart(8)}`;

const main = async () => {
  const [loadBefore] = loadavg();
  const { own, baseUrl, login, token } = await portalUnderTest();
  const register = await customerWithPriceTable(baseUrl, token);
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.route('**/api/v1/catalog?**', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { references: unknown[] };
      await route.fulfill({
        response,
        json: { ...answer, references: [bigReference, ...answer.references] },
      });
    });
    await page.goto('/signIn');
    await signIn(page, login);
    await page.goto(`/orders/new?customer=${register}`);
    await page.locator('[data-field="credit"]').waitFor({ timeout: 60_000 });
    await page.locator('[data-reference="BENCH8X10"]').click();

    const cdp = await throttleAsPhone(context, page, { network: false });
    const empty = await measure(cdp, page, 'PRETO P', 'vazio');

    // Fill every cell: a first colour typed, then "Mesmas quantidades em todas as cores".
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('textbox', { name: 'PRETO PP', exact: true }).click();
    for (const _ of sizes) {
      await page.keyboard.type('3');
      await page.keyboard.press('ArrowRight');
    }
    await page.getByRole('button', { name: 'Mesmas quantidades em todas as cores' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.order-grid-cell.has-parts').length === 80);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobile.cpuSlowdown });
    const full = await measure(cdp, page, 'ROSA 42', 'cheia');

    console.log(`Pedidos: toque em "+" até o resumo mudar (CPU 4×, ${TAPS} toques cada, ms)`);
    console.log(`${'caso'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'máx'.padStart(8)}`);
    console.log(line('pedido vazio (referência)', empty));
    console.log(line('grade 8 × 10 cheia (80 linhas)', full));
    console.log(`meta: p95 da grade cheia ≤ 100 ms → ${percentile(full, 95) <= 100 ? 'ok' : 'ACIMA'}`);
    console.log(
      `carga média (1 min): ${loadBefore?.toFixed(2)} no início, ${loadavg()[0]?.toFixed(2)} no fim`,
    );
    await context.close();
  } finally {
    await browser.close();
    await own?.stop();
  }
};

await main();
