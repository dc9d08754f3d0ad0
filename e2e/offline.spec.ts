import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { newContext, phone, screenshot } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { PORTAL_TODAY } from './helpers/portal-server.ts';
import { workerLaunchArgs, workerPage } from './helpers/service-worker.ts';
import { portalSuite } from './helpers/suite.ts';
import { chooseRoute, routeWithCustomers } from './helpers/visit-plan.ts';

const TOKEN_KEY = 'portal-representante.token';
const savedAt = /^Sem conexão: dados de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const neverFetched = 'Sem conexão: esta consulta ainda não foi feita neste aparelho';

type VisitRecord = { customerRegister: string; visitedOn: string; outcome: string; note: string };

// The live page's, not the copy of its last drawing painted over it as it reopens (docs/decisions/231).
const offlineNote = (page: Page) => page.locator('#root .report-offline > span');
/** How many "Sem conexão" banners the user sees (the shell's and a screen's own). */
const visibleBanners = (page: Page) =>
  page
    .locator('#root .offline-banner, #root .report-offline')
    .evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).offsetParent !== null).length);
const neverLoadedList = 'Sem conexão: esta lista ainda não foi carregada neste aparelho';
const rowCount = (page: Page) => page.locator('#root .rg-count');

/** On a screen opened without a query in its URL the Filtros panel is open, at the defaults. */
const consultar = (page: Page) => page.getByRole('button', { name: 'Consultar' }).click();

describe('offline', () => {
  const suite = portalSuite(workerLaunchArgs);

  it('serves the shell and the last answers from the cache, with the banner in Portuguese', async () => {
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    // One more load through the now-controlling worker puts current-user in its cache.
    await page.reload();
    await page.getByTestId('user-name').waitFor({ state: 'attached' });
    const name = await page.getByTestId('user-name').textContent();

    await context.setOffline(true);
    await page.reload();
    await page.getByText(/^Sem conexão – dados de \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    assert.equal(await page.getByTestId('user-name').textContent(), name);
    await screenshot(page, 'offline-banner');
    await context.close();
  });

  it('Consultar offline shows the kept rows with their date, or says the query was never made here', async () => {
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await page.goto('/wallet');
    await consultar(page);
    await rowCount(page).waitFor();
    const online = await rowCount(page).textContent();
    assert.match(online ?? '', /registro/);

    await context.setOffline(true);
    // Its last consultation kept, the screen reopens on it without a tap (docs/decisions/226).
    await page.goto('/wallet');
    await offlineNote(page).filter({ hasText: savedAt }).waitFor();
    assert.equal(await rowCount(page).textContent(), online);
    // One "Sem conexão" at a time: the screen's own, dated note replaces the shell's banner.
    assert.equal(await visibleBanners(page), 1);
    await screenshot(page, 'offline-consulted');

    await page.goto('/duplicates');
    await consultar(page);
    await offlineNote(page).filter({ hasText: neverFetched }).waitFor();
    assert.equal(await rowCount(page).count(), 0);
    await screenshot(page, 'offline-never-fetched');

    await context.setOffline(false);
    await rowCount(page).waitFor({ timeout: 30_000 });
    assert.match((await rowCount(page).textContent()) ?? '', /registro/);
    assert.equal(await offlineNote(page).count(), 0);
    await context.close();
  });

  it('"Disponível offline" keeps a screen never opened, for a day without signal', async () => {
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await page.getByRole('button', { name: 'Usuário' }).click();
    const refreshed = page.waitForResponse(
      (response) => response.url().includes('/api/v1/reports/duplicates') && response.ok(),
    );
    await page.getByRole('checkbox', { name: 'Dup. Aberto' }).check();
    await refreshed;
    await page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    await screenshot(page, 'offline-choice');

    await context.setOffline(true);
    await page.goto('/duplicates');
    await consultar(page);
    await offlineNote(page).filter({ hasText: savedAt }).waitFor();
    assert.match((await rowCount(page).textContent()) ?? '', /registro/);
    await screenshot(page, 'offline-kept-screen');
    await context.close();
  });

  it('Indicadores reloaded without signal and never consulted here: each tile says so instead of spinning', async () => {
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await context.setOffline(true);
    await page.goto('/charts');
    const tiles = page.locator('.indicator-tile');
    await tiles.first().waitFor({ timeout: 60_000 });
    // Potencial waits for a representative it has (REP1's own): all eight tiles make their call.
    await page.waitForFunction(
      (text) =>
        Array.from(document.querySelectorAll('.indicator-tile .tile-offline')).filter((node) =>
          (node.textContent ?? '').includes(text),
        ).length === 8,
      neverFetched,
      { timeout: 60_000 },
    );
    assert.equal(await page.locator('.indicator-tile .tile-loading').count(), 0);
    assert.equal(await visibleBanners(page), 1);
    await screenshot(page, 'offline-charts-never-fetched');
    await context.close();
  });

  it('Plano de Visitas offline: the Rota list says there is no signal, or comes from "Disponível offline"', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { route } = await routeWithCustomers(suite.baseUrl, token);

    // A device that never loaded the routes: the empty list says why.
    const fresh = await workerPage(suite, suite.login('REP1'));
    await fresh.context.setOffline(true);
    await fresh.page.goto('/visitPlan');
    await fresh.page
      .getByRole('heading', { level: 2, name: 'Plano de Visitas' })
      .waitFor({ timeout: 60_000 });
    // The failed call settles first (a re-render while it runs may close the list): open it until it answers.
    const message = fresh.page.locator('.p-dropdown-panel').getByText(neverLoadedList);
    for (let attempt = 0; attempt < 10 && !(await message.isVisible()); attempt += 1) {
      if (!(await fresh.page.locator('.p-dropdown-panel').isVisible()))
        await fresh.page.locator('.p-dropdown:has(#filter-visit-route)').click();
      await message.waitFor({ timeout: 3_000 }).catch(() => undefined);
    }
    await message.waitFor();
    await screenshot(fresh.page, 'offline-visit-plan-never-loaded');
    await fresh.context.close();

    // Kept offline from the user menu: the routes and every route's plan, never opened on this device.
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await page.getByRole('button', { name: 'Usuário' }).click();
    await page.getByRole('checkbox', { name: 'Plano de Visitas' }).check();
    await page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor({ timeout: 180_000 });
    await context.setOffline(true);
    await page.goto('/visitPlan');
    await chooseRoute(page, route);
    await offlineNote(page).filter({ hasText: savedAt }).waitFor();
    assert.ok((await page.locator('.vp-card').count()) > 0);
    await screenshot(page, 'offline-visit-plan-kept');
    await context.close();
  });

  it('a visit recorded without signal is pending, survives a reload and reaches the server when it returns', async () => {
    // docs/domain.md §5.2: never silently lost. The route is opened online first, so the worker keeps its plan.
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { route, plan } = await routeWithCustomers(suite.baseUrl, token);
    const first = plan.customers[0]!;
    const note = `Sem sinal na visita ${Date.now()}`;
    const { context, page } = await workerPage(suite, suite.login('REP1'));
    await page.goto('/visitPlan');
    await page.getByTestId('vp-ask').waitFor();
    await page.waitForLoadState('networkidle');
    await chooseRoute(page, route);
    await page.waitForLoadState('networkidle');

    const card = page.locator(`.vp-card[data-register="${first.register}"]`);
    const pendingTag = card.locator('[data-field="lastVisit"] .vp-pending-tag');
    const banner = page.getByTestId('outbox-pending');
    const bannerText = async () => ((await banner.locator('span').first().textContent()) ?? '').trim();

    await context.setOffline(true);
    await card.getByRole('button', { name: `Registrar visita: ${first.name}` }).click();
    await card.getByLabel('Observação (opcional)').fill(note);
    await card.getByRole('button', { name: 'Ausente' }).click();
    await banner.waitFor();
    assert.equal(await bannerText(), '1 envio pendente: 1 visita');
    assert.equal((await pendingTag.textContent())?.trim(), 'pendente');
    assert.equal((await card.locator('.vp-visit-note').textContent())?.trim(), note);
    await screenshot(page, 'offline-visit-pending');

    // Kept on the phone: a reload without signal (shell and plan from the worker) still shows it pending.
    await page.reload();
    await card.waitFor({ timeout: 60_000 });
    await banner.waitFor();
    assert.equal(await bannerText(), '1 envio pendente: 1 visita');
    assert.equal((await pendingTag.textContent())?.trim(), 'pendente');

    const posted = page.waitForResponse(
      (response) => response.url().includes('/api/v1/visits') && response.request().method() === 'POST',
      { timeout: 30_000 },
    );
    await context.setOffline(false);
    const answer = await posted;
    assert.ok(answer.ok(), `POST visits: ${answer.status()}`);
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    assert.equal(await pendingTag.count(), 0);
    assert.match(((await card.locator('[data-field="lastVisit"]').textContent()) ?? '').trim(), / · Ausente/);

    const visits = await apiGet<VisitRecord[]>(
      suite.baseUrl,
      token,
      `/api/v1/visits?initialDate=${PORTAL_TODAY}&finalDate=${PORTAL_TODAY}&customers=${first.register}`,
    );
    const sent = visits.find((visit) => visit.customerRegister === first.register);
    assert.deepEqual(sent && { visitedOn: sent.visitedOn, outcome: sent.outcome, note: sent.note }, {
      visitedOn: PORTAL_TODAY,
      outcome: 'absent',
      note,
    });
    await context.close();
  });

  it('a user check that fails on the network keeps the rep signed in', async () => {
    const context = await newContext(suite.browser, suite.baseUrl, phone);
    const page = await context.newPage();
    await signIn(page, suite.login('REP1'));
    const name = await page.getByTestId('user-name').textContent();
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    assert.ok(token);

    await page.route(
      '**/api/v1/representative/current-user',
      (route) => route.abort('internetdisconnected'),
      {
        times: 1,
      },
    );
    await page.reload();
    await page.locator('.p-toast-detail', { hasText: 'Não foi possivel acessar o servidor' }).waitFor();
    assert.equal(await page.getByTestId('user-name').textContent(), name);
    assert.doesNotMatch(page.url(), /signIn/);
    assert.equal(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY), token);
    await screenshot(page, 'offline-failed-check');
    await context.close();
  });
});
