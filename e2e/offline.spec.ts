import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { loginFor, portalServer } from './helpers/shared-server.ts';

/**
 * The service worker only registers outside localhost, so this spec reaches the server as http://portal.test
 * (mapped to 127.0.0.1 and treated as a secure origin, which service workers require).
 */
describe('offline', () => {
  let browser: Browser;
  let origin: string;
  let logins: Map<string, { username: string; password: string }>;

  before(async () => {
    const server = await portalServer();
    logins = server.logins;
    const port = new URL(server.baseUrl).port;
    origin = `http://portal.test:${port}`;
    browser = await launchBrowser([
      '--host-resolver-rules=MAP portal.test 127.0.0.1',
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ]);
  });
  after(() => browser?.close());

  it('serves the shell and the last answers from the cache, with the offline banner', async () => {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1366, height: 800 },
      serviceWorkers: 'allow',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await page.goto('/signIn');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    await signIn(page, loginFor(logins, 'REP1'));
    // One more load through the now-controlling worker puts current-user in its cache.
    await page.reload();
    await page.getByTestId('user-name').waitFor({ state: 'attached' });
    const name = await page.getByTestId('user-name').textContent();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^offline – dados de \d{2}\/\d{2} \d{2}:\d{2}$/).waitFor();
    assert.equal(await page.getByTestId('user-name').textContent(), name);
    await screenshot(page, 'offline-banner');
    await context.setOffline(false);
    await context.close();
  });
});
