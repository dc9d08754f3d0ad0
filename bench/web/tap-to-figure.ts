/**
 * Tap to the first figure, per screen, on a phone throttled as Lighthouse's mobile profile (bench/web/phone-profile.ts):
 * the ms from the tap on the screen's tile on the dashboard (a phone's menu) to the first money amount visible in the page's content (a card, a
 * row, a total). Two cases, RUNS times each, median:
 *
 * - cached: the app open on the dashboard for a few seconds, every chunk in the browser's cache from a visit
 *   before; the page is reloaded between runs, so the screen's data is asked again. A grid
 *   screen shows figures after Consultar: the bench taps it the moment it can (the clock keeps running).
 * - reopened (bench/web/reopen-visit.ts): the installed app (its service worker warm, the token and the user
 *   stored) loaded in a new page at the screen's address, as Android reopens a web app it killed or a notification
 *   opens one; at its path (Consultar tapped the moment it can be where the screen needs it) and at its link with its
 *   filters. The clock starts at the navigation.
 * - first visit: a fresh context (empty cache) with the sign-in token, a deep link to the screen (a grid on its
 *   run query); the clock starts at the navigation.
 *
 * The references, measured in the same run: "de novo" (the same tap again in the same page: chunk and data already
 * there, the floor of a render) and the sign-in page's first paint on a first visit. For each screen's last first
 * visit the breakdown: bytes of what was asked for before the figure (JS, CSS, API, fonts; also what arrived after
 * it), main-thread busy ms until the figure (CDP TaskDuration), and the chain of requests (start–end ms from the
 * navigation).
 *
 * The rep's screens are measured signed in as the rep; Aprovações as a supervisor with an order waiting, the rep's
 * own sent for approval before the run when none waits (bench/web/awaiting-order.ts).
 *
 * Starts its own portal on demo data (`npm run build` first), or uses PORTAL_URL with PORTAL_USER / PORTAL_PASSWORD
 * (and PORTAL_SUPERVISOR_USER / PORTAL_SUPERVISOR_PASSWORD for Aprovações).
 *
 *   npx tsx bench/web/tap-to-figure.ts            (BENCH_ONLY=<label part> for some screens, BENCH_RUNS=n,
 *                                                 BENCH_CASES=tap,reopen,first for some cases)
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, phone } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { storageKeys } from '../../apps/web/src/lib/storage.ts';
import { throttleAsPhone, unthrottle } from './phone-profile.ts';
import { busyMs, requestsOf, type PageRequest } from './page-timings.ts';
import { installApp, installedAppArgs, reopen, type Reopened } from './reopen-visit.ts';
import { customerWithPriceTable } from './order-customer.ts';
import { supervisorWithAwaitingOrder } from './awaiting-order.ts';
import type { Login } from '../../e2e/helpers/portal-server.ts';
import { portalUnderTest } from './portal-under-test.ts';
import {
  figureAt,
  pageHelpers,
  screensNamed,
  supervisorScreensNamed,
  tapToFigure,
  watchOnArrival,
  type Screen,
} from './screen-taps.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CASES = new Set((process.env.BENCH_CASES ?? 'tap,reopen,first').split(','));
const SETTLE_MS = 5000;

type Resource = PageRequest;

const resourcesOf = async (page: Page): Promise<Resource[]> =>
  (await requestsOf(page, 'transferSize')).map(({ network: _, ...request }) => request);

type FirstVisit = { ms: number; busy: number; resources: Resource[] };

const firstVisit = async (
  browser: Browser,
  baseUrl: string,
  token: string,
  link: string,
  done: (page: Page) => Promise<number>,
  screen: Pick<Screen, 'ready'> = {},
): Promise<FirstVisit> => {
  const context: BrowserContext = await newContext(browser, baseUrl, phone);
  try {
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(storageKeys.token)}, ${JSON.stringify(token)});` +
        `${pageHelpers}; ${watchOnArrival(screen)}`,
    );
    const page = await context.newPage();
    const cdp = await throttleAsPhone(context, page);
    await cdp.send('Performance.enable');
    await page.goto(link, { waitUntil: 'commit' });
    const ms = await done(page);
    const busy = await busyMs(cdp);
    // A resource is listed once it has arrived: what was still downloading at the figure (and sharing the link with
    // what the figure waited for, as the theme's whole font did) is counted after it arrives.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    return { ms, busy, resources: (await resourcesOf(page)).filter((resource) => resource.start <= ms) };
  } finally {
    await context.close();
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

type Taps = Map<string, { ms: number[]; again: number[]; ranAt: number[] }>;
/** Who a group of screens is measured as: the rep, or the supervisor for their own screens. */
type Person = { login: Login; token: string; screens: Screen[] };

/** Cached: one page signed in as `person`, each of their screens visited once so its chunk is in the cache. */
const measureTaps = async (browser: Browser, baseUrl: string, person: Person, cached: Taps) => {
  const context = await newContext(browser, baseUrl, phone);
  await context.addInitScript(pageHelpers);
  const page = await context.newPage();
  await page.goto('/signIn');
  await signIn(page, person.login);
  for (const screen of person.screens) {
    await page.goto(screen.link);
    await page.evaluate(watchOnArrival(screen));
    await figureAt(page);
  }
  const cdp = await throttleAsPhone(context, page);
  for (let run = 0; run < RUNS; run += 1) {
    // A draft has no tile of its own on the dashboard.
    for (const screen of person.screens.filter((candidate) => !candidate.reopenWhereLeft)) {
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
};

/** The supervisor's screens with a card to draw (the rep's order sent for approval), or none when no login sees it. */
const supervisorPerson = async (
  baseUrl: string,
  repToken: string,
  supervisors: Login[],
  chosen: Screen[],
): Promise<Person | null> => {
  if (chosen.length === 0) return null;
  const signedIn = await supervisorWithAwaitingOrder(baseUrl, repToken, supervisors);
  if (!signedIn) {
    console.log(
      `${chosen.map((screen) => screen.label).join(', ')}: não medida, sem o login do supervisor (PORTAL_SUPERVISOR_USER)`,
    );
    return null;
  }
  return { ...signedIn, screens: chosen };
};

const main = async () => {
  const { own, baseUrl, login, token, supervisors } = await portalUnderTest();
  const only = process.env.BENCH_ONLY;
  // Pedidos with a draft open: a new order for the first customer with a price table, reopened on its draft.
  const draft: Screen = {
    label: 'Pedidos, rascunho',
    link: `/orders/new?customer=${await customerWithPriceTable(baseUrl, token)}`,
    reopenWhereLeft: true,
  };
  const rep: Person = {
    login,
    token,
    screens: [
      ...screensNamed(only),
      ...(CASES.has('reopen') && (!only || draft.label.toLowerCase().includes(only.toLowerCase()))
        ? [draft]
        : []),
    ],
  };
  const supervisor = await supervisorPerson(baseUrl, token, supervisors, supervisorScreensNamed(only));
  const people = [rep, ...(supervisor ? [supervisor] : [])];
  const chosen = people.flatMap((person) => person.screens);
  const [loadBefore] = loadavg();
  const browser = await launchBrowser(installedAppArgs(baseUrl));
  try {
    const cached: Taps = new Map();
    for (const person of CASES.has('tap') ? people : []) await measureTaps(browser, baseUrl, person, cached);

    // Reopened: the installed app, a new page at the screen's address (its path, then its link with its filters).
    const reopened = new Map<string, { path: Reopened[]; link: Reopened[] }>();
    for (const person of CASES.has('reopen') ? people : []) {
      const installed = await installApp(browser, baseUrl, person.login, person.screens);
      for (let run = 0; run < RUNS; run += 1) {
        for (const screen of person.screens) {
          const entry = reopened.get(screen.label) ?? { path: [], link: [] };
          entry.path.push(await reopen(browser, installed, screen, 'path'));
          entry.link.push(await reopen(browser, installed, screen, 'link'));
          reopened.set(screen.label, entry);
        }
      }
      await installed.close();
    }

    // First visits, fresh contexts; the sign-in page's first paint is the reference.
    const signInPaint: number[] = [];
    const visits = new Map<string, FirstVisit[]>();
    for (let run = 0; run < (CASES.has('first') ? RUNS : 1); run += 1) {
      const signInVisit = await firstVisit(browser, baseUrl, '', '/signIn', async (page) => {
        await page.getByRole('button', { name: 'Conectar' }).waitFor();
        return (await page.evaluate(
          `performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN`,
        )) as number;
      });
      signInPaint.push(signInVisit.ms);
      for (const person of CASES.has('first') ? people : []) {
        for (const screen of person.screens) {
          const visit = await firstVisit(browser, baseUrl, person.token, screen.link, figureAt, screen);
          visits.set(screen.label, [...(visits.get(screen.label) ?? []), visit]);
        }
      }
    }
    const [loadAfter] = loadavg();

    const figure = (values: number[] | undefined) =>
      (values?.length ? median(values).toFixed(0) : '–').padStart(9);
    console.log(
      `Até o primeiro valor, telefone ${phone.width}×${phone.height} (CPU 4×, 150 ms, 1,6 Mbit/s), ${RUNS} vezes, mediana (ms)`,
    );
    console.log(
      `${'tela'.padEnd(17)} ${'toque'.padStart(9)} ${'consultar'.padStart(9)} ${'de novo'.padStart(9)} ${'reaberto'.padStart(9)} ${'cópia'.padStart(6)} ${'consultar'.padStart(9)} ${'reab. link'.padStart(10)} ${'CPU reab.'.padStart(9)} ${'1ª visita'.padStart(9)} ${'JS KB'.padStart(6)} ${'CSS KB'.padStart(6)} ${'API KB'.padStart(6)} ${'fonte KB'.padStart(8)} ${'CPU ms'.padStart(7)}`,
    );
    for (const screen of chosen) {
      const times = cached.get(screen.label);
      const again = reopened.get(screen.label);
      const firsts = visits.get(screen.label) ?? [];
      const last = firsts.at(-1);
      const bytes = (kind: string) =>
        (last
          ? kb(
              last.resources
                .filter((resource) => resource.kind === kind)
                .reduce((sum, r) => sum + r.bytes, 0),
            )
          : '–'
        ).padStart(6);
      const ranAt = again?.path.flatMap((visit) => (visit.ranAt === undefined ? [] : [visit.ranAt]));
      const lastViewAt = again?.path.flatMap((visit) =>
        visit.lastViewAt === undefined ? [] : [visit.lastViewAt],
      );
      console.log(
        [
          screen.label.padEnd(17),
          figure(times?.ms),
          figure(times?.ranAt),
          figure(times?.again),
          figure(again?.path.map((visit) => visit.ms)),
          figure(lastViewAt).slice(-6),
          figure(ranAt),
          figure(again?.link.map((visit) => visit.ms)).padStart(10),
          figure(again?.path.map((visit) => visit.busy)),
          figure(firsts.map((visit) => visit.ms)),
          bytes('js'),
          bytes('css'),
          bytes('api'),
          bytes('font').padStart(8),
          figure(firsts.map((visit) => visit.busy)).padStart(7),
        ].join(' '),
      );
    }
    console.log(
      `referência: 1ª pintura de /signIn numa 1ª visita, mediana ${median(signInPaint).toFixed(0)} ms`,
    );
    console.log(`carga média (1 min): ${loadBefore?.toFixed(2)} no início, ${loadAfter?.toFixed(2)} no fim`);
    const chain = (steps: { kind: string; start: number; end: number; bytes: number; name: string }[]) => {
      for (const step of [...steps].sort((a, b) => a.start - b.start)) {
        if (step.kind === 'other') continue;
        console.log(
          `  ${step.start.toFixed(0).padStart(5)}–${step.end.toFixed(0).padEnd(5)} ${step.kind.padEnd(4)} ${kb(step.bytes).padStart(6)}  ${step.name.slice(0, 70)}`,
        );
      }
    };
    if (reopened.size > 0) {
      console.log(
        '\nCadeia da última reabertura pelo endereço da tela (início–fim, ms desde a navegação; KB do corpo, do cache do service worker ou da rede):',
      );
      for (const screen of chosen) {
        const last = reopened.get(screen.label)!.path.at(-1)!;
        const ran = last.ranAt === undefined ? '' : `, Consultar em ${last.ranAt.toFixed(0)} ms`;
        const copy =
          last.lastViewAt === undefined ? '' : `, última vista pintada em ${last.lastViewAt.toFixed(0)} ms`;
        console.log(
          `${screen.label} → valor em ${last.ms.toFixed(0)} ms${ran}${copy}, CPU ${last.busy.toFixed(0)} ms`,
        );
        chain(last.steps);
      }
    }
    if (visits.size > 0) {
      console.log(
        '\nCadeia de pedidos da última 1ª visita (início–fim, ms desde a navegação; KB transferidos):',
      );
      for (const screen of chosen) {
        const last = visits.get(screen.label)!.at(-1)!;
        console.log(`${screen.label} → valor em ${last.ms.toFixed(0)} ms`);
        chain(last.resources);
      }
    }
  } finally {
    await browser.close();
    await own?.stop();
  }
};

await main();
