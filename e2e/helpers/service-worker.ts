import type { BrowserContext, Page } from 'playwright-core';
import { newContext, phone } from './browser.ts';
import { signIn } from './portal-page.ts';
import type { Login } from './portal-server.ts';
import type { PortalSuite } from './suite.ts';

// The service worker only registers outside localhost, so the suites that need one reach the server as
// http://portal.test (mapped to 127.0.0.1 and treated as a secure origin, which service workers require).

/** The server's address under the name portal.test. */
const workerOrigin = (baseUrl: string) => `http://portal.test:${new URL(baseUrl).port}`;

/** Chromium's flags for `portalSuite`: portal.test resolves to this machine and counts as a secure origin. */
export const workerLaunchArgs = (baseUrl: string): string[] => [
  '--host-resolver-rules=MAP portal.test 127.0.0.1',
  `--unsafely-treat-insecure-origin-as-secure=${workerOrigin(baseUrl)}`,
];

/** A phone page signed in as `login`, with the service worker controlling it. */
export const workerPage = async (
  suite: PortalSuite,
  login: Login,
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext(suite.browser, workerOrigin(suite.baseUrl), phone, {
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/signIn');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await signIn(page, login);
  return { context, page };
};
