/**
 * Where a phone's first visit spends its main thread: a CPU profile (CDP Profiler) of a first visit to a screen's
 * deep link, phone throttled as Lighthouse's mobile profile (bench/web/phone-profile.ts), from the navigation to the
 * first money amount on screen (or the screen's own sign of being drawn; the screens of screen-taps.ts). Prints, per
 * screen, the tasks over 50 ms and the time they block (Lighthouse's total blocking time, over the whole visit), the
 * milestones (script and data requests, the figure), the longest tasks and what ran in them, the profile's self time
 * per file and its busiest functions. The reference, in the same run: the sign-in page's first visit, profiled the
 * same way to its first paint.
 *
 * With BENCH_CACHED=1, the cached case instead (tap-to-figure.ts's): the app open on the dashboard with every chunk in
 * the browser's cache, profiled from the tap on the screen's tile (and Consultar, tapped as soon as it can be) to
 * the figure.
 *
 * For readable function names, serve a build without minification (`npx vite build --minify false` in apps/web);
 * on such a build it also prints the self time per source module (the bundler's `// path` line before each module).
 *
 *   npx tsx bench/web/first-visit-profile.ts        (BENCH_ONLY=<label part>, BENCH_TASKS=<n> longest tasks,
 *   BENCH_TOP=<n> functions; PORTAL_URL etc. as portal-under-test)
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { storageKeys } from '../../apps/web/src/lib/storage.ts';
import { launchBrowser, newContext, phone } from '../../e2e/helpers/browser.ts';
import {
  mainThreadSelfTimes,
  mainThreadSpans,
  moduleOf,
  moduleStartsOf,
  selfTimes,
  TRACE_CATEGORIES,
  type ModuleStarts,
  type Profile,
  type TraceEvent,
} from './cpu-profile.ts';
import { throttleAsPhone } from './phone-profile.ts';
import { installApp, installedAppArgs, reopen } from './reopen-visit.ts';
import { portalUnderTest } from './portal-under-test.ts';
import {
  assetName,
  figureAt,
  pageHelpers,
  screens,
  screensNamed,
  tapToFigure,
  tilePath,
  watchOnArrival,
  type Screen,
} from './screen-taps.ts';

const TOP_FUNCTIONS = Number(process.env.BENCH_TOP ?? 25);

type Target = Screen & { signedIn: boolean };

const CACHED = process.env.BENCH_CACHED === '1';
const REOPEN = process.env.BENCH_REOPEN === '1';
const SETTLE_MS = 3000;

const targets: Target[] = [
  {
    label: 'Entrar (referência)',
    link: '/signIn',
    signedIn: false,
    ready: `!!document.querySelector('button[type=submit]')`,
  },
  ...screens.map((screen) => ({ ...screen, signedIn: true })),
];

const fileOf = (url: string) => (url === '' ? '(V8/Blink)' : assetName(url));

const summarize = (profile: Profile, modules: ModuleStarts) => {
  const self = selfTimes(profile);
  const byFile = new Map<string, number>();
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    const file = fileOf(node.callFrame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const module = moduleOf(modules, node.callFrame.url, node.callFrame.lineNumber);
    if (module) byModule.set(module, (byModule.get(module) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anônima)'}  ${file}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  return {
    byFile: sorted(byFile),
    byModule: sorted(byModule).slice(0, TOP_FUNCTIONS),
    byFunction: sorted(byFunction).slice(0, TOP_FUNCTIONS),
  };
};

/**
 * The main thread's tasks over 50 ms (throttled) and the time they block beyond those 50 ms, summed: Lighthouse's
 * total blocking time, over the whole visit rather than from the first paint.
 */
const blockingOf = (events: TraceEvent[]) => {
  const tasks = (mainThreadSpans(events) ?? [])
    .filter((span) => span.name === 'RunTask' && span.dur! > 50_000)
    .map((span) => span.dur! / 1000);
  return {
    count: tasks.length,
    blocking: tasks.reduce((sum, ms) => sum + ms - 50, 0),
    longest: Math.max(0, ...tasks),
  };
};

/**
 * The longest tasks (throttled ms, from the visit's start) and, in each, the modules (or files) whose code ran most:
 * the profile's samples that fall within the task.
 */
const longestTasks = (events: TraceEvent[], profile: Profile, modules: ModuleStarts, count = 4) => {
  const spans = (mainThreadSpans(events) ?? []).filter((span) => span.name === 'RunTask');
  const longest = [...spans].sort((a, b) => b.dur! - a.dur!).slice(0, count);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const origin = spans[0]?.ts ?? 0;
  let at = profile.startTime;
  const stamps = profile.samples.map((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    return { id, at };
  });
  return longest
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const within = new Map<string, number>();
      stamps.forEach(({ id, at: stamp }, index) => {
        if (stamp < task.ts || stamp > task.ts + task.dur!) return;
        const node = byId.get(id);
        if (!node || node.callFrame.functionName === '(idle)') return;
        const where =
          moduleOf(modules, node.callFrame.url, node.callFrame.lineNumber) ??
          (node.callFrame.url ? fileOf(node.callFrame.url) : node.callFrame.functionName);
        const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
        within.set(where, (within.get(where) ?? 0) + ms);
      });
      return {
        start: (task.ts - origin) / 1000,
        ms: task.dur! / 1000,
        top: [...within].sort((a, b) => b[1] - a[1]).slice(0, 6),
      };
    });
};

type Milestone = { name: string; start: number; end: number };

const openDashboard = async (page: Page, target: Target) => {
  await page.goto('/');
  await page.locator(`#main a.tile[href="${tilePath(target)}"]`).waitFor({ state: 'attached' });
  await page.waitForTimeout(SETTLE_MS);
};

/** The CPU profile and the trace of what runs between `start` and `stop`, on the page's throttled session. */
const recorder = () => {
  const events: TraceEvent[] = [];
  let traced = Promise.resolve();
  let profile: Profile | undefined;
  return {
    events,
    profile: () => profile!,
    start: async (cdp: CDPSession) => {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      // The protocol types each event as a bare record of strings; they are Chrome's trace events.
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      traced = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
    },
    stop: async (cdp: CDPSession) => {
      profile = ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
      await cdp.send('Tracing.end');
      await traced;
    },
  };
};

const profileReopen = async (browser: Browser, installed: BrowserContext, target: Target) => {
  const recording = recorder();
  const { ms, steps } = await reopen(browser, installed, target, 'path', {
    before: recording.start,
    after: recording.stop,
  });
  const profile = recording.profile();
  return {
    at: ms,
    profile,
    tasks: mainThreadSelfTimes(recording.events),
    blocking: blockingOf(recording.events),
    events: recording.events,
    milestones: steps.map(({ name, start, end }) => ({ name, start, end })),
  };
};

const profileVisit = async (browser: Browser, baseUrl: string, token: string, target: Target) => {
  const context = await newContext(browser, baseUrl, phone);
  try {
    const cached = CACHED && target.signedIn;
    await context.addInitScript(
      (target.signedIn
        ? `localStorage.setItem(${JSON.stringify(storageKeys.token)}, ${JSON.stringify(token)});`
        : '') + `${pageHelpers}; ${cached ? '' : watchOnArrival(target)}`,
    );
    const page = await context.newPage();
    if (cached) {
      // Every chunk of the screen in the cache, then back on the dashboard as before a real tap.
      await openDashboard(page, target);
      await tapToFigure(page, target);
      await openDashboard(page, target);
    }
    const cdp = await throttleAsPhone(context, page);
    const recording = recorder();
    await recording.start(cdp);
    let at: number;
    if (cached) at = (await tapToFigure(page, target)).ms;
    else {
      await page.goto(target.link, { waitUntil: 'commit' });
      at = await figureAt(page);
    }
    await recording.stop(cdp);
    const { events } = recording;
    const profile = recording.profile();
    const milestones = cached
      ? []
      : ((await page.evaluate(`performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name.replace(location.origin, ''), start: entry.startTime, end: entry.responseEnd }))`)) as Milestone[]);
    return {
      at,
      profile,
      tasks: mainThreadSelfTimes(events),
      blocking: blockingOf(events),
      events,
      milestones: milestones.filter((milestone) => milestone.start <= at),
    };
  } finally {
    await context.close();
  }
};

const main = async () => {
  const { own, baseUrl, token, login } = await portalUnderTest();
  const only = process.env.BENCH_ONLY;
  const named = new Set(screensNamed(only).map((screen) => screen.label));
  const chosen = targets.filter((target) => !target.signedIn || named.has(target.label));
  const [loadBefore] = loadavg();
  const browser = await launchBrowser(REOPEN ? installedAppArgs(baseUrl) : []);
  const installed = REOPEN
    ? await installApp(
        browser,
        baseUrl,
        login,
        chosen.filter((target) => target.signedIn),
      )
    : undefined;
  try {
    for (const target of chosen) {
      const { at, profile, tasks, blocking, events, milestones } =
        installed && target.signedIn
          ? await profileReopen(browser, installed, target)
          : await profileVisit(browser, baseUrl, token, target);
      const modules = await moduleStartsOf(profile.nodes.map((node) => node.callFrame.url));
      const { byFile, byModule, byFunction } = summarize(profile, modules);
      const busy = byFile.reduce((sum, [, ms]) => sum + ms, 0);
      console.log(
        `\n## ${target.label}${CACHED && target.signedIn ? ' (em cache, do toque)' : ''}${installed && target.signedIn ? ' (reaberta)' : ''}: desenhada em ${at.toFixed(0)} ms; CPU ocupada ${busy.toFixed(0)} ms (4×)`,
      );
      console.log(
        `  tarefas longas: ${blocking.count}, bloqueio ${blocking.blocking.toFixed(0)} ms, a maior ${blocking.longest.toFixed(0)} ms`,
      );
      for (const milestone of milestones.filter((entry) => /\.js|\/api\//.test(entry.name)))
        console.log(
          `  ${milestone.start.toFixed(0).padStart(5)}–${milestone.end.toFixed(0).padEnd(5)} ${fileOf(milestone.name.split('?')[0]!).slice(0, 60)}`,
        );
      console.log('  as tarefas mais longas (início, duração; o que mais rodou nelas, ms):');
      for (const task of longestTasks(events, profile, modules, Number(process.env.BENCH_TASKS ?? 4)))
        console.log(
          `  ${task.start.toFixed(0).padStart(6)} ${task.ms.toFixed(0).padStart(5)}  ${task.top.map(([where, ms]) => `${where.slice(-48)} ${ms.toFixed(0)}`).join(' · ')}`,
        );
      console.log('  tempo próprio por arquivo (ms):');
      for (const [file, ms] of byFile.slice(0, 10)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${file}`);
      if (byModule.length) console.log('  tempo próprio por módulo (ms):');
      for (const [module, ms] of byModule)
        console.log(`  ${ms.toFixed(0).padStart(7)}  ${module.slice(0, 110)}`);
      console.log('  fio principal do traço, tempo próprio por evento (ms):');
      for (const [name, ms] of tasks.slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(7)}  ${name}`);
      console.log('  funções mais ocupadas (ms):');
      for (const [name, ms] of byFunction)
        console.log(`  ${ms.toFixed(0).padStart(7)}  ${name.slice(0, 110)}`);
    }
  } finally {
    await installed?.close();
    await browser.close();
    await own?.stop();
  }
  console.log(
    `\ncarga média (1 min): ${loadBefore?.toFixed(2)} no início, ${loadavg()[0]?.toFixed(2)} no fim`,
  );
};

await main();
