/**
 * The app reopened straight onto a screen, as Android reopens a web app it killed in the background, or as a
 * notification, a message's link or a home-screen shortcut opens it: the app installed (its service worker
 * controlling the page, every file precached), a token and the last user stored, and a new page loaded at the
 * screen's address. The clock starts at the navigation and stops at the screen's first figure, Consultar tapped the
 * moment it can be where the screen needs it.
 *
 * The service worker fetches the API for the page (its network-first cache of the answers), so the phone's network
 * profile is set on the worker's own target, not on the page's: every request of the page goes through the worker,
 * whose cache answers at once on a phone, and a throttled page would delay those answers by the network's latency
 * too. A request that bypassed the worker is named so in the chain.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { newContext, phone } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import type { Login } from '../../e2e/helpers/portal-server.ts';
import { storageKeys } from '../../apps/web/src/lib/storage.ts';
import { lighthouseMobile, throttleAsPhone } from './phone-profile.ts';
import { busyMs, requestsOf, type PageRequest } from './page-timings.ts';
import { figureAt, pageHelpers, type Screen } from './screen-taps.ts';

/** Chromium's flags for the installed app: the service worker registers only off localhost, on a secure origin. */
export const installedAppArgs = (baseUrl: string): string[] => [
  '--host-resolver-rules=MAP portal.test 127.0.0.1',
  `--unsafely-treat-insecure-origin-as-secure=${installedOrigin(baseUrl)}`,
];

export const installedOrigin = (baseUrl: string): string => `http://portal.test:${new URL(baseUrl).port}`;

/** The address a reopened screen loads: its own path (a shortcut, a notification), or its link with its filters. */
export type ReopenAddress = 'path' | 'link';

export const reopenLink = (screen: Screen, address: ReopenAddress): string =>
  address === 'link' ? screen.link : screen.link.split('?')[0]!;

/** One step of a reopened screen's chain, in ms since the navigation (start–end for a request). */
export type Step = PageRequest;

export type Reopened = {
  ms: number;
  /** When Consultar was tapped (enabled), ms since the navigation; undefined where the screen needs no tap. */
  ranAt?: number;
  /** When the page as last drawn was painted over it (app/last-view), ms since the navigation; undefined if not. */
  lastViewAt?: number;
  busy: number;
  steps: Step[];
};

/** The phone's network on every service worker of the browser (a browser-level CDP session, the worker's target). */
const throttleWorkers = async (browser: Browser): Promise<number> => {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = (await cdp.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string }[];
    };
    for (const target of targetInfos.filter((info) => info.type === 'service_worker')) {
      const { sessionId } = (await cdp.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      })) as { sessionId: string };
      let id = 0;
      const send = (method: string, params: object) =>
        cdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: (id += 1), method, params }),
        });
      await send('Network.enable', {});
      await send('Network.emulateNetworkConditions', {
        offline: false,
        latency: lighthouseMobile.latencyMs,
        downloadThroughput: lighthouseMobile.downloadBytesPerSecond,
        uploadThroughput: lighthouseMobile.uploadBytesPerSecond,
      });
    }
    // The conditions hold while the session stays attached: it is detached after the measurement (releaseWorkers).
    workerSessions.push(cdp);
    return targetInfos.filter((info) => info.type === 'service_worker').length;
  } catch (error) {
    await cdp.detach().catch(() => undefined);
    throw error;
  }
};

const workerSessions: CDPSession[] = [];
const releaseWorkers = async () => {
  for (const session of workerSessions.splice(0)) await session.detach().catch(() => undefined);
};

/**
 * The installed app: a phone context at portal.test with its service worker, signed in as `login`, every screen
 * opened once at its link (its answer run, its files cached) so the next load of any of them is a reopening.
 */
export const installApp = async (
  browser: Browser,
  baseUrl: string,
  login: Login,
  chosen: Screen[],
): Promise<BrowserContext> => {
  const context = await newContext(browser, installedOrigin(baseUrl), phone, { serviceWorkers: 'allow' });
  await context.addInitScript(pageHelpers);
  const page = await context.newPage();
  await page.goto('/signIn');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
  await signIn(page, login);
  for (const screen of chosen) {
    await page.goto(screen.link);
    await page.evaluate(
      `window.__watchFigure(false, ${screen.ready ? `() => ${screen.ready}` : 'undefined'})`,
    );
    await figureAt(page);
  }
  await page.close();
  return context;
};

/** The page's requests and the app's own marks (the user known, the shell drawn, Consultar enabled, the figure). */
const stepsOf = async (page: Page): Promise<Step[]> =>
  (await requestsOf(page, 'encodedBodySize')).map(({ network, ...step }) => ({
    ...step,
    name: `${step.name}${network ? ' (rede, sem o service worker)' : ''}`,
  }));

/** Waits in the page until it has kept its drawing for this address (the keeper runs once the page is idle). */
const lastViewKept = `new Promise((resolve) => {
  const started = Date.now();
  const poll = () => {
    const kept = JSON.parse(localStorage.getItem('${storageKeys.lastView}') ?? 'null');
    if ((kept && kept.address === location.pathname + location.search) || Date.now() - started > 10000) resolve(!!kept);
    else setTimeout(poll, 50);
  };
  poll();
})`;

/** What a profiler does around the measured navigation (first-visit-profile.ts), on the page's throttled session. */
export type Around = {
  before: (cdp: CDPSession) => Promise<void>;
  after: (cdp: CDPSession) => Promise<void>;
};

/** Reopens `screen` in a new page of the installed app's context, throttled as the phone; ms to its first figure. */
export const reopen = async (
  browser: Browser,
  context: BrowserContext,
  screen: Screen,
  address: ReopenAddress,
  around?: Around,
): Promise<Reopened> => {
  const page = await context.newPage();
  try {
    // The rep left the app on this screen: it drew its answers and kept the page as drawn (app/last-view).
    await page.goto(screen.link);
    await page.evaluate(
      `window.__watchFigure(false, ${screen.ready ? `() => ${screen.ready}` : 'undefined'})`,
    );
    await figureAt(page);
    await page.evaluate(lastViewKept);
    const left = new URL(page.url());
    // A navigation in the worker's scope starts it if it had stopped (after 30 s idle): a worker started by the
    // measured navigation itself would fetch its answers before it could be throttled.
    await page.goto('/health/live');
    await page.addInitScript(
      `window.__watchFigure(${screen.run && address === 'path' ? 'true' : 'false'}, ${screen.ready ? `() => ${screen.ready}` : 'undefined'});`,
    );
    // The page's own requests all go through the worker; only what the worker fetches crosses the phone's network.
    // A page throttled too would delay the worker's cache hits by the network's latency, which a phone does not.
    const cdp = await throttleAsPhone(context, page, { network: false });
    if ((await throttleWorkers(browser)) === 0)
      throw new Error('service worker parado: sem rede de telefone');
    await cdp.send('Performance.enable');
    await around?.before(cdp);
    await page.goto(screen.reopenWhereLeft ? left.pathname + left.search : reopenLink(screen, address), {
      waitUntil: 'commit',
    });
    const ms = await figureAt(page);
    await around?.after(cdp);
    const busy = await busyMs(cdp);
    const ranAt = (await page.evaluate('window.__ranAt')) as number | undefined;
    const lastViewAt = (await page.evaluate('window.__lastViewAt')) as number | undefined;
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const steps = (await stepsOf(page)).filter((step) => step.start <= ms);
    return { ms, ranAt, lastViewAt, busy, steps };
  } finally {
    await releaseWorkers();
    await page.close();
  }
};
