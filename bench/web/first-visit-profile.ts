/**
 * Where a phone's first visit spends its main thread: a CPU profile (CDP Profiler) of a first visit to a screen's
 * deep link, phone throttled as Lighthouse's mobile profile (bench/web/phone-profile.ts), from the navigation to the
 * first money amount in the page's content (or the screen's own sign of being drawn). Prints, per screen, the
 * milestones (script and data requests, the figure), the profile's self time per file and its busiest functions.
 * The reference, in the same run: the sign-in page's first visit, profiled the same way to its first paint.
 *
 * With BENCH_CACHED=1, the cached case instead (tap-to-figure.ts's): the app open on the dashboard with every chunk in
 * the browser's cache, profiled from the tap on the screen's tile (and Consultar, tapped as soon as it can be) to
 * the figure.
 *
 * For readable function names, serve a build without minification (`npx vite build --minify false` in apps/web).
 *
 *   npx tsx bench/web/first-visit-profile.ts        (BENCH_ONLY=<label part>; PORTAL_URL etc. as portal-under-test)
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { storageKeys } from '../../apps/web/src/lib/storage.ts';
import { launchBrowser, newContext, phone } from '../../e2e/helpers/browser.ts';
import { throttleAsPhone } from './phone-profile.ts';
import { portalUnderTest } from './portal-under-test.ts';

const TOP_FUNCTIONS = Number(process.env.BENCH_TOP ?? 25);

type Target = { label: string; link: string; signedIn: boolean; ready: string };

const CACHED = process.env.BENCH_CACHED === '1';
const SETTLE_MS = 3000;

const moneyInMain = `(() => {
  const main = document.getElementById('main');
  return !!main && /R\\$\\s*-?[\\d.]+,\\d{2}/.test(main.textContent ?? '');
})()`;

const targets: Target[] = [
  {
    label: 'Entrar (referência)',
    link: '/signIn',
    signedIn: false,
    ready: `!!document.querySelector('button[type=submit]')`,
  },
  { label: 'Indicadores', link: '/charts', signedIn: true, ready: moneyInMain },
  { label: 'Carteira', link: '/wallet?consulta=1', signedIn: true, ready: moneyInMain },
  { label: 'Dup. Aberto', link: '/duplicates?consulta=1', signedIn: true, ready: moneyInMain },
  { label: 'Comissão', link: '/commission', signedIn: true, ready: moneyInMain },
  { label: 'Equipe', link: '/team', signedIn: true, ready: moneyInMain },
];

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const fileOf = (url: string) =>
  url === ''
    ? '(V8/Blink)'
    : url
        .replace(/^https?:\/\/[^/]+/, '')
        .replace(/^\/assets\//, '')
        .replace(/-[\w-]{8}\.js$/, '.js');

/** Self time (ms) per node id, from the sampled stacks. */
const selfTimes = (profile: Profile): Map<number, number> => {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
  });
  return self;
};

const summarize = (profile: Profile) => {
  const self = selfTimes(profile);
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    const file = fileOf(node.callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anônima)'}  ${file}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return { byFile: sorted(byFile), byFunction: sorted(byFunction).slice(0, TOP_FUNCTIONS) };
};

const waitFor = (page: Page, expression: string): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    const check = () => {
      if (${expression}) resolve(performance.now());
      else if (performance.now() - started > 120000) reject(new Error('não desenhou: ' + location.pathname));
      else requestAnimationFrame(check);
    };
    check();
  })`) as Promise<number>;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
};

const TRACE_CATEGORIES =
  '-*,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink,loading';

/**
 * The renderer main thread's trace events by self time (ms): what "(program)" in the CPU profile hides (parsing
 * and compiling scripts, style, layout, paint, HTML).
 */
const mainThreadSelfTimes = (events: TraceEvent[]): [string, number][] => {
  // The page's renderer: of the renderer main threads (about:blank's may be another), the busiest.
  const mains = events.filter(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const spansOf = (thread: TraceEvent) =>
    events.filter(
      (event) =>
        event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X' && event.dur !== undefined,
    );
  const busy = (spans: TraceEvent[]) =>
    spans.filter((span) => span.name === 'RunTask').reduce((sum, span) => sum + span.dur!, 0);
  const spans = mains
    .map(spansOf)
    .sort((a, b) => busy(b) - busy(a))[0]
    ?.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  if (!spans) return [];
  const self = new Map<string, number>();
  const stack: { name: string; end: number; children: number; dur: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      self.set(done.name, (self.get(done.name) ?? 0) + (done.dur - done.children) / 1000);
    }
  };
  for (const span of spans) {
    close(span.ts);
    if (stack.length) stack.at(-1)!.children += span.dur!;
    stack.push({ name: span.name, end: span.ts + span.dur!, children: 0, dur: span.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return [...self].sort((a, b) => b[1] - a[1]);
};

type Milestone = { name: string; start: number; end: number };

const consultar = `[...document.querySelectorAll('#main button')].find(
  (button) => button.textContent.trim() === 'Consultar' && !button.disabled)`;

/** Taps the screen's tile on the dashboard, then Consultar when the screen shows it, as tap-to-figure.ts does. */
const tapTile = (page: Page, target: Target): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const started = performance.now();
    document.querySelector('#main a.tile[href="${target.link.split('?')[0]}"]').click();
    let ran = false;
    const check = () => {
      if (${target.ready}) return resolve(performance.now() - started);
      const button = ran ? null : ${consultar};
      if (button) {
        ran = true;
        button.click();
      }
      if (performance.now() - started > 120000) reject(new Error('não desenhou: ' + location.pathname));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`) as Promise<number>;

const openDashboard = async (page: Page, target: Target) => {
  await page.goto('/');
  await page.locator(`#main a.tile[href="${target.link.split('?')[0]}"]`).waitFor({ state: 'attached' });
  await page.waitForTimeout(SETTLE_MS);
};

const profileVisit = async (browser: Browser, baseUrl: string, token: string, target: Target) => {
  const context = await newContext(browser, baseUrl, phone);
  try {
    if (target.signedIn)
      await context.addInitScript(
        `localStorage.setItem(${JSON.stringify(storageKeys.token)}, ${JSON.stringify(token)});`,
      );
    const page = await context.newPage();
    const cached = CACHED && target.signedIn;
    if (cached) {
      // Every chunk of the screen in the cache, then back on the dashboard as before a real tap.
      await openDashboard(page, target);
      await tapTile(page, target);
      await openDashboard(page, target);
    }
    const cdp = await throttleAsPhone(context, page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
    const traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    let at: number;
    if (cached) at = await tapTile(page, target);
    else {
      await page.goto(target.link, { waitUntil: 'commit' });
      at = await waitFor(page, target.ready);
    }
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    await cdp.send('Tracing.end');
    await traced;
    const milestones = cached
      ? []
      : ((await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name.replace(location.origin, ''), start: entry.startTime, end: entry.responseEnd }))`)) as Milestone[]);
    return {
      at,
      profile,
      tasks: mainThreadSelfTimes(events),
      milestones: milestones.filter((milestone) => milestone.start <= at),
    };
  } finally {
    await context.close();
  }
};

const main = async () => {
  const { own, baseUrl, token } = await portalUnderTest();
  const only = process.env.BENCH_ONLY;
  const chosen = targets.filter(
    (target) => !only || !target.signedIn || target.label.toLowerCase().includes(only.toLowerCase()),
  );
  const [loadBefore] = loadavg();
  const browser = await launchBrowser();
  try {
    for (const target of chosen) {
      const { at, profile, tasks, milestones } = await profileVisit(browser, baseUrl, token, target);
      const { byFile, byFunction } = summarize(profile);
      const busy = byFile.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(
        `\n## ${target.label}${CACHED && target.signedIn ? ' (em cache, do toque)' : ''}: desenhada em ${at.toFixed(0)} ms; CPU ocupada ${busy.toFixed(0)} ms (4×)`,
      );
      for (const milestone of milestones.filter((entry) => /\.js|\/api\//.test(entry.name)))
        console.log(
          `  ${milestone.start.toFixed(0).padStart(5)}–${milestone.end.toFixed(0).padEnd(5)} ${fileOf(milestone.name.split('?')[0]!).slice(0, 60)}`,
        );
      console.log('  tempo próprio por arquivo (ms):');
      for (const [file, ms] of byFile.slice(0, 10)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${file}`);
      console.log('  fio principal do traço, tempo próprio por evento (ms):');
      for (const [name, ms] of tasks.slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${name}`);
      console.log('  funções mais ocupadas (ms):');
      for (const [name, ms] of byFunction)
        console.log(`  ${ms.toFixed(0).padStart(7)}  ${name.slice(0, 110)}`);
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
  console.log(
    `\ncarga média (1 min): ${loadBefore?.toFixed(2)} no início, ${loadavg()[0]?.toFixed(2)} no fim`,
  );
};

await main();
