import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { newContext, phone, screenshot } from './helpers/browser.ts';
import { workerLaunchArgs, workerPage } from './helpers/service-worker.ts';
import { portalSuite } from './helpers/suite.ts';

const TOKEN_KEY = 'portal-representante.token';
const USER_KEY = 'portal-representante.user';
const LAST_VIEW_KEY = 'portal-representante.last-view';
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

/** The mark of a report showing the answer kept from its last consultation (docs/decisions/226). */
const lastAnswerMark = (page: Page) => page.locator('#root .report-last-answer');
// The live page's, not the copy of the last drawing painted over it at the opening (docs/decisions/231).
const rowCount = (page: Page) => page.locator('#root .rg-count').filter({ hasText: /registro/ });
const firstCardTitle = (page: Page) => page.locator('#root .rg-card[data-row="0"] .rg-card-title');
/** The page as last drawn at this address, painted before the app's code has run. */
const lastView = (page: Page) => page.locator('#last-view');

describe('the app reopened at a screen', () => {
  // The service worker, whose copies a reopened screen shows first, registers only outside localhost.
  const suite = portalSuite(workerLaunchArgs);

  const reopenedPage = async (username = 'REP1') => {
    const login = suite.login(username);
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

  it('paints the last drawing from a script of its own, run before the entry', async () => {
    const html = await (await fetch(new URL('/wallet', suite.baseUrl))).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    assert.match(scripts[0] ?? '', /^<script src="\/assets\/first-script-[\w-]+\.js" defer>$/);
    assert.match(scripts[1] ?? '', /type="module"/, 'the entry comes after it');
    const first = /src="(\/assets\/first-script-[\w-]+\.js)"/.exec(html)![1]!;
    const code = await (await fetch(new URL(first, suite.baseUrl))).text();
    // Whole in itself: no chunk of the entry's to wait for.
    assert.doesNotMatch(code, /\bimport\s*[({"'\w]/);
    assert.match(code, /last-view/);
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

  it("asks a supervisor's Aprovações list before the screen's code has arrived, once, and shows it", async () => {
    const { context, page } = await reopenedPage('SUP1');
    const timeline = await reopenAt(
      page,
      '/approvals',
      /\/assets\/approvals-page-[\w-]+\.js$/,
      /\/api\/v1\/order-approvals$/,
    );
    // The demo's orders: none waits, or one sent by another test; either is the list's answer drawn.
    await page
      .locator('#root .approval-card')
      .or(page.locator('#root').getByText('Nenhum pedido aguardando aprovação. Tudo em dia!'))
      .first()
      .waitFor();
    assert.ok(timeline.chunkDone !== null, 'the chunk of Aprovações arrived');
    assert.equal(timeline.answerAsked.length, 1, 'the list is asked once: the screen reuses it');
    assert.ok(
      timeline.answerAsked[0]! < timeline.chunkDone!,
      `list asked at ${timeline.answerAsked[0]} ms, the chunk done at ${timeline.chunkDone} ms`,
    );
    await context.close();
  });

  it('Carteira reloaded at its bare address shows the page as left, the last rows marked, then the fresh ones', async () => {
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await rowCount(page).waitFor();
    const consulted = {
      count: await rowCount(page).textContent(),
      first: await firstCardTitle(page).textContent(),
    };
    // The worker keeps its copy once the answer has been read.
    await page.waitForFunction(async () =>
      (await (await caches.open('api-v1')).keys()).some((request) =>
        request.url.includes('/reports/wallet?'),
      ),
    );
    // And the page keeps its drawing once it is idle.
    await page.waitForFunction(
      (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { address?: string } | null)?.address,
      LAST_VIEW_KEY,
    );

    // The fresh answer is held on its way until the kept one has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await context.route(/\/api\/v1\/reports\/wallet\?/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    // The page's calendar is the run's business day, the answer's Date the server's clock: any day is named.
    await page.goto('/wallet');
    // First the page as the rep left it, drawn before the app's code has run, marked, taking no taps.
    await lastView(page)
      .locator('.last-view-note')
      .filter({ hasText: /^Última consulta, de .+ às \d{2}:\d{2} — atualizando…$/ })
      .waitFor();
    assert.equal(await lastView(page).locator('.rg-count').textContent(), consulted.count);
    assert.equal(
      await lastView(page).locator('.rg-card[data-row="0"] .rg-card-title').textContent(),
      consulted.first,
    );
    assert.equal(await lastView(page).getAttribute('aria-hidden'), 'true');
    assert.equal(await lastView(page).evaluate((cover) => (cover as HTMLElement).inert), true);
    assert.equal(await lastView(page).locator('[id]').count(), 0, 'the copy repeats no id of the page');
    await screenshot(page, 'reopen-wallet-last-view');
    await lastAnswerMark(page)
      .filter({ hasText: /^Última consulta, de .+ às \d{2}:\d{2} — atualizando…$/ })
      .waitFor();
    assert.equal(await rowCount(page).textContent(), consulted.count);
    assert.equal(await firstCardTitle(page).textContent(), consulted.first);
    assert.match(page.url(), /\/wallet\?consulta=1/);
    const marked = await firstCardTitle(page).boundingBox();
    assert.ok(
      marked && marked.y + marked.height <= phone.height,
      `o primeiro cartão deve caber na tela (${marked?.y})`,
    );
    await screenshot(page, 'reopen-wallet-last-answer');

    release();
    await lastAnswerMark(page).waitFor({ state: 'detached' });
    await lastView(page).waitFor({ state: 'detached' });
    assert.ok(asked >= 1, 'the fresh answer was asked without a tap');
    assert.equal(await rowCount(page).textContent(), consulted.count);
    const fresh = await firstCardTitle(page).boundingBox();
    assert.equal(fresh?.y, marked.y, 'the mark leaving moves nothing');
    await context.close();
  });
});
