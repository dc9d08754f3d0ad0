import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { failure } from './api.ts';
import { desktop, launchBrowser, newContext } from './browser.ts';
import { signIn } from './portal-page.ts';
import type { Login } from './portal-server.ts';
import { loginFor, portalServer } from './shared-server.ts';

type Viewport = { width: number; height: number };

export type PortalSuite = {
  readonly browser: Browser;
  readonly baseUrl: string;
  readonly logins: Map<string, Login>;
  /** The demo login of `username` (ADMIN, REP1…). */
  login: (username: string) => Login;
  /** A fresh context (pt-BR, São Paulo, no service worker) and a page in it; desktop unless told. */
  newPage: (viewport?: Viewport) => Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A fresh page signed in as `who` (a demo username or a login). `failing`: a URL pattern answered with the
   * simulated 500 (set before signing in).
   */
  signedInPage: (
    who: string | Login,
    options?: { viewport?: Viewport; failing?: string },
  ) => Promise<{ context: BrowserContext; page: Page }>;
};

/**
 * Called inside a `describe`: the shared server and one Chromium for the suite (`before`), closed `after`.
 * `launchArgs` sees the server's address, for flags that need it.
 */
export const portalSuite = (launchArgs: (baseUrl: string) => string[] = () => []): PortalSuite => {
  let state: { browser: Browser; baseUrl: string; logins: Map<string, Login> } | undefined;
  before(async () => {
    const { baseUrl, logins } = await portalServer();
    state = { baseUrl, logins, browser: await launchBrowser(launchArgs(baseUrl)) };
  });
  after(() => state?.browser.close());
  const ready = () => {
    if (!state) throw new Error('portalSuite: usado antes do before()');
    return state;
  };
  const newPage = async (viewport: Viewport = desktop) => {
    const context = await newContext(ready().browser, ready().baseUrl, viewport);
    return { context, page: await context.newPage() };
  };
  return {
    get browser() {
      return ready().browser;
    },
    get baseUrl() {
      return ready().baseUrl;
    },
    get logins() {
      return ready().logins;
    },
    login: (username) => loginFor(ready().logins, username),
    newPage,
    signedInPage: async (who, { viewport, failing } = {}) => {
      const opened = await newPage(viewport);
      if (failing) await opened.page.route(failing, (route) => route.fulfill(failure));
      await signIn(opened.page, typeof who === 'string' ? loginFor(ready().logins, who) : who);
      return opened;
    },
  };
};
