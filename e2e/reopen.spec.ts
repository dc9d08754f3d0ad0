import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { newContext, phone, screenshot } from './helpers/browser.ts';
import { portalSuite } from './helpers/suite.ts';

const TOKEN_KEY = 'portal-representante.token';
const USER_KEY = 'portal-representante.user';
/** How long the screen's own code is held back on its way: its answer must not wait for it. */
const CHUNK_DELAY_MS = 1500;

type Timeline = { answerAsked: number[]; chunkDone: number | null };

/**
 * The app reopened at a screen's address, as Android reopens a web app it killed or a notification opens one: the
 * token and the last user stored, a new page loaded at the address, the screen's chunk held back on the way. When
 * the screen's answer was asked, and when its chunk finished arriving, in ms since the navigation.
 */
const reopenAt = async (page: Page, address: string, chunk: RegExp, answer: RegExp): Promise<Timeline> => {
  const timeline: Timeline = { answerAsked: [], chunkDone: null };
  const started = Date.now();
  await page.route(chunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
    await route.continue();
  });
  page.on('request', (request) => {
    if (answer.test(request.url())) timeline.answerAsked.push(Date.now() - started);
  });
  page.on('requestfinished', (request) => {
    if (chunk.test(request.url())) timeline.chunkDone ??= Date.now() - started;
  });
  await page.goto(address);
  return timeline;
};

describe('the app reopened at a screen', () => {
  const suite = portalSuite();

  const reopenedPage = async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const user = await apiGet<unknown>(suite.baseUrl, token, '/api/v1/representative/current-user');
    const context = await newContext(suite.browser, suite.baseUrl, phone);
    await context.addInitScript(
      ([tokenKey, userKey, stored]) => {
        localStorage.setItem(tokenKey, stored.token);
        localStorage.setItem(userKey, stored.user);
      },
      [TOKEN_KEY, USER_KEY, { token, user: JSON.stringify(user) }] as const,
    );
    return { context, page: await context.newPage() };
  };

  it("asks Carteira's answer before the screen's code has arrived, once, and shows it", async () => {
    const { context, page } = await reopenedPage();
    const timeline = await reopenAt(
      page,
      '/wallet?consulta=1',
      /\/assets\/wallet-page-[\w-]+\.js$/,
      /\/api\/v1\/reports\/wallet\?/,
    );
    await page
      .locator('.rg-count')
      .filter({ hasText: /registro/ })
      .waitFor();
    assert.ok(timeline.chunkDone !== null, 'the chunk of Carteira arrived');
    assert.equal(timeline.answerAsked.length, 1, 'the answer is asked once: the screen reuses it');
    assert.ok(
      timeline.answerAsked[0]! < timeline.chunkDone!,
      `answer asked at ${timeline.answerAsked[0]} ms, the chunk done at ${timeline.chunkDone} ms`,
    );
    await screenshot(page, 'reopen-wallet');
    await context.close();
  });

  it("asks Comissão's statement for the current month before its code arrives, with no tap", async () => {
    const { context, page } = await reopenedPage();
    const timeline = await reopenAt(
      page,
      '/commission',
      /\/assets\/commission-page-[\w-]+\.js$/,
      /\/api\/v1\/commission\/statement\?/,
    );
    await page
      .getByText(/R\$\s*[\d.]+,\d{2}/)
      .first()
      .waitFor();
    assert.ok(timeline.chunkDone !== null, 'the chunk of Comissão arrived');
    assert.equal(timeline.answerAsked.length, 1);
    assert.ok(
      timeline.answerAsked[0]! < timeline.chunkDone!,
      `answer asked at ${timeline.answerAsked[0]} ms, the chunk done at ${timeline.chunkDone} ms`,
    );
    await context.close();
  });
});
