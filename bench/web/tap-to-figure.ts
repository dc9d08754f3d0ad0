/**
 * Tap to the first figure, per screen, on a phone throttled as Lighthouse's mobile profile (bench/web/phone-profile.ts):
 * the ms from the tap on the screen's tile on the dashboard (a phone's menu) to the first money amount visible in the page's content (a card, a
 * row, a total). Two cases, RUNS times each, median:
 *
 * - cached: the app open on the dashboard for a few seconds, every chunk in the browser's cache from a visit
 *   before; the page is reloaded between runs, so the screen's data is asked again. A grid
 *   screen shows figures after Consultar: the bench taps it the moment it can (the clock keeps running).
 * - first visit: a fresh context (empty cache) with the sign-in token, a deep link to the screen (a grid on its
 *   run query); the clock starts at the navigation.
 *
 * The references, measured in the same run: "de novo" (the same tap again in the same page: chunk and data already
 * there, the floor of a render) and the sign-in page's first paint on a first visit. For each screen's last first
 * visit the breakdown: bytes fetched (JS, CSS, API), main-thread busy ms until the figure (CDP TaskDuration), and
 * the chain of requests (start–end ms from the navigation).
 *
 * Starts its own portal on demo data (`npm run build` first), or uses PORTAL_URL with PORTAL_USER / PORTAL_PASSWORD.
 *
 *   npx tsx bench/web/tap-to-figure.ts            (BENCH_ONLY=<label part> for some screens, BENCH_RUNS=n)
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { launchBrowser, newContext, phone } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { throttleAsPhone, unthrottle } from './phone-profile.ts';
import { portalUnderTest } from './portal-under-test.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TOKEN_KEY = 'portal-representante.token';
const SETTLE_MS = 5000;

type Screen = {
  label: string;
  /** The first visit's deep link (a grid on its run query); its path is the dashboard tile's. */
  link: string;
  /** The screen shows its figures after Consultar. */
  run?: true;
  /** What counts as the first figure when not a money amount (a page expression, true once drawn). */
  ready?: string;
};

const screens: Screen[] = [
  { label: 'Indicadores', link: '/charts' },
  { label: 'Carteira', link: '/wallet?consulta=1', run: true },
  { label: 'Dup. Aberto', link: '/duplicates?consulta=1', run: true },
  // Its amounts (credit) sit below the fold: the first customer's card (its address) is what the eye reads first.
  {
    label: 'Clientes',
    link: '/customers?consulta=1',
    run: true,
    ready: `/Endereço/.test(document.getElementById('main')?.textContent ?? '')`,
  },
  // The menu's bare /visitPlan reopens the last plan (route 2, opened once before); its cards carry no amount.
  {
    label: 'Plano de Visitas',
    link: '/visitPlan?route=2&consulta=1',
    ready: `document.querySelector('#main .vp-card')`,
  },
  { label: 'Comissão', link: '/commission' },
  { label: 'Equipe', link: '/team' },
  // The demo rep has no order yet: the list's answer (a row's total, or the empty list's line) is the figure.
  {
    label: 'Pedidos',
    link: '/orders',
    ready: `/Nenhum pedido encontrado/.test(document.getElementById('main')?.textContent ?? '')`,
  },
];

/**
 * In the page, before the app: `window.__figure()` is the first money amount drawn inside #main and on screen;
 * `window.__watchFigure(run)` stamps `window.__figureAt` (ms since the navigation) on the first frame that shows
 * one, tapping Consultar meanwhile when `run`. Text: tsx would name inner functions with a helper the page lacks.
 */
const pageHelpers = `(() => {
  const money = /R\\$\\s*-?[\\d.]+,\\d{2}/;
  window.__figure = () => {
    const main = document.getElementById('main');
    if (!main) return null;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!money.test(node.textContent)) continue;
      const element = node.parentElement;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth)
        return element;
    }
    return null;
  };
  window.__watchFigure = (run, ready) => {
    window.__figureAt = undefined;
    window.__ranAt = undefined;
    const start = performance.now();
    const check = () => {
      if (ready ? ready() : window.__figure()) {
        window.__figureAt = performance.now();
        return;
      }
      if (run && window.__ranAt === undefined) {
        const button = [...document.querySelectorAll('#main button')].find(
          (node) => node.textContent.trim() === 'Consultar' && !node.disabled,
        );
        if (button) {
          window.__ranAt = performance.now();
          button.click();
        }
      }
      if (performance.now() - start < 120000) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
})()`;

/** Waits in the page (the app's CSP forbids Playwright's string predicates) for the stamp of the figure. */
const figureAt = (page: Page): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (window.__figureAt !== undefined) resolve(window.__figureAt);
      else if (Date.now() - started > 180000) reject(new Error('sem valor na tela: ' + location.pathname));
      else setTimeout(poll, 50);
    };
    poll();
  })`) as Promise<number>;

const busyMs = async (cdp: CDPSession): Promise<number> => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
};

/** Taps the screen's tile on the dashboard (the phone's menu: the dashboard has no side menu); ms to the figure. */
const tapToFigure = async (page: Page, screen: Screen): Promise<{ ms: number; ranAt?: number }> => {
  const path = screen.link.split('?')[0]!;
  await page.locator(`#main a.tile[href="${path}"]`).waitFor({ state: 'attached' });
  const tapped = (await page.evaluate(`(() => {
    window.__watchFigure(${screen.run ? 'true' : 'false'}, ${screen.ready ? `() => ${screen.ready}` : 'undefined'});
    const at = performance.now();
    document.querySelector('#main a.tile[href="${path}"]').click();
    return at;
  })()`)) as number;
  const at = await figureAt(page);
  const ranAt = (await page.evaluate('window.__ranAt')) as number | undefined;
  return { ms: at - tapped, ranAt: ranAt === undefined ? undefined : ranAt - tapped };
};

type Resource = { name: string; kind: string; start: number; end: number; bytes: number };

const resourcesOf = async (page: Page): Promise<Resource[]> =>
  (await page.evaluate(`[
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ].map((entry) => ({
    name: entry.name.replace(location.origin, '').replace(/^\\/assets\\//, '').replace(/-[\\w-]{8}\\.(js|css)$/, '.$1'),
    kind: entry.entryType === 'navigation' ? 'html' : entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest' ? 'api' : /\\.css/.test(entry.name) ? 'css' : /\\.js/.test(entry.name) ? 'js' : 'other',
    start: entry.startTime,
    end: entry.responseEnd,
    bytes: entry.transferSize,
  }))`)) as Resource[];

type FirstVisit = { ms: number; busy: number; resources: Resource[] };

const firstVisit = async (
  browser: Browser,
  baseUrl: string,
  token: string,
  link: string,
  done: (page: Page) => Promise<number>,
  ready?: string,
): Promise<FirstVisit> => {
  const context: BrowserContext = await newContext(browser, baseUrl, phone);
  try {
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)});` +
        `${pageHelpers}; window.__watchFigure(false, ${ready ? `() => ${ready}` : 'undefined'});`,
    );
    const page = await context.newPage();
    const cdp = await throttleAsPhone(context, page);
    await cdp.send('Performance.enable');
    await page.goto(link, { waitUntil: 'commit' });
    const ms = await done(page);
    const busy = await busyMs(cdp);
    return { ms, busy, resources: (await resourcesOf(page)).filter((resource) => resource.start <= ms) };
  } finally {
    await context.close();
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const main = async () => {
  const { own, baseUrl, login, token } = await portalUnderTest();
  const only = process.env.BENCH_ONLY;
  const chosen = screens.filter((screen) => !only || screen.label.toLowerCase().includes(only.toLowerCase()));
  const [loadBefore] = loadavg();
  const browser = await launchBrowser();
  try {
    // Cached: one page, signed in, every screen visited once so its chunk is in the cache.
    const context = await newContext(browser, baseUrl, phone);
    await context.addInitScript(pageHelpers);
    const page = await context.newPage();
    await page.goto('/signIn');
    await signIn(page, login);
    for (const screen of chosen) {
      await page.goto(screen.link);
      await page.evaluate(
        `window.__watchFigure(false, ${screen.ready ? `() => ${screen.ready}` : 'undefined'})`,
      );
      await figureAt(page);
    }
    const cdp = await throttleAsPhone(context, page);
    const cached = new Map<string, { ms: number[]; again: number[]; ranAt: number[] }>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const screen of chosen) {
        await unthrottle(cdp);
        await page.goto('/');
        await page.getByTestId('user-name').waitFor({ state: 'attached' });
        // The app open a few seconds on the dashboard, as before a real tap: what it fetches when idle has arrived.
        await page.waitForTimeout(SETTLE_MS);
        await page.waitForLoadState('networkidle');
        await throttleAsPhone(context, page);
        const first = await tapToFigure(page, screen);
        // Back to the dashboard in the same page (Consultar added an entry of its own).
        while (new URL(page.url()).pathname !== '/') await page.goBack();
        const again = await tapToFigure(page, screen);
        const entry = cached.get(screen.label) ?? { ms: [], again: [], ranAt: [] };
        entry.ms.push(first.ms);
        entry.again.push(again.ms);
        if (first.ranAt !== undefined) entry.ranAt.push(first.ranAt);
        cached.set(screen.label, entry);
      }
    }
    await context.close();

    // First visits, fresh contexts; the sign-in page's first paint is the reference.
    const signInPaint: number[] = [];
    const visits = new Map<string, FirstVisit[]>();
    for (let run = 0; run < RUNS; run += 1) {
      const signInVisit = await firstVisit(browser, baseUrl, '', '/signIn', async (page) => {
        await page.getByRole('button', { name: 'Conectar' }).waitFor();
        return (await page.evaluate(
          `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
        )) as number;
      });
      signInPaint.push(signInVisit.ms);
      for (const screen of chosen) {
        const visit = await firstVisit(browser, baseUrl, token, screen.link, figureAt, screen.ready);
        visits.set(screen.label, [...(visits.get(screen.label) ?? []), visit]);
      }
    }
    const [loadAfter] = loadavg();

    console.log(
      `Toque até o primeiro valor, telefone ${phone.width}×${phone.height} (CPU 4×, 150 ms, 1,6 Mbit/s), ${RUNS} vezes, mediana (ms)`,
    );
    console.log(
      `${'tela'.padEnd(17)} ${'cache'.padStart(6)} ${'consultar'.padStart(9)} ${'de novo'.padStart(8)} ${'1ª visita'.padStart(9)} ${'JS KB'.padStart(6)} ${'CSS KB'.padStart(6)} ${'API KB'.padStart(6)} ${'CPU ms'.padStart(7)}`,
    );
    for (const screen of chosen) {
      const times = cached.get(screen.label)!;
      const firsts = visits.get(screen.label)!;
      const last = firsts[firsts.length - 1]!;
      const bytes = (kind: string) =>
        kb(last.resources.filter((resource) => resource.kind === kind).reduce((sum, r) => sum + r.bytes, 0));
      console.log(
        `${screen.label.padEnd(17)} ${median(times.ms).toFixed(0).padStart(6)} ${(times.ranAt.length ? median(times.ranAt).toFixed(0) : '–').padStart(9)} ${median(times.again).toFixed(0).padStart(8)} ${median(
          firsts.map((visit) => visit.ms),
        )
          .toFixed(0)
          .padStart(
            9,
          )} ${bytes('js').padStart(6)} ${bytes('css').padStart(6)} ${bytes('api').padStart(6)} ${median(
          firsts.map((visit) => visit.busy),
        )
          .toFixed(0)
          .padStart(7)}`,
      );
    }
    console.log(
      `referência: 1ª pintura de /signIn numa 1ª visita, mediana ${median(signInPaint).toFixed(0)} ms`,
    );
    console.log(`carga média (1 min): ${loadBefore?.toFixed(2)} no início, ${loadAfter?.toFixed(2)} no fim`);
    console.log(
      '\nCadeia de pedidos da última 1ª visita (início–fim, ms desde a navegação; KB transferidos):',
    );
    for (const screen of chosen) {
      const last = visits.get(screen.label)!.at(-1)!;
      console.log(`${screen.label} → valor em ${last.ms.toFixed(0)} ms`);
      for (const resource of [...last.resources].sort((a, b) => a.start - b.start)) {
        if (resource.kind === 'other') continue;
        console.log(
          `  ${resource.start.toFixed(0).padStart(5)}–${resource.end.toFixed(0).padEnd(5)} ${resource.kind.padEnd(4)} ${kb(resource.bytes).padStart(6)}  ${resource.name.slice(0, 70)}`,
        );
      }
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
};

await main();
