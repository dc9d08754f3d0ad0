import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { tokenOf } from './helpers/api.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, ddmmyyyy } from './helpers/format.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { chooseRoute, firstCard, planOf, REP, routeWithCustomers } from './helpers/visit-plan.ts';

// Plano de Visitas (docs/domain.md §5.1, §5.2) against the real server and the demo data: what a card shows is
// what GET api/v1/visit-plan answers to the same login.

const wide = { width: 1440, height: 900 } as const;

const fieldText = async (page: Page, name: string) =>
  ((await firstCard(page).locator(`[data-field="${name}"]`).textContent()) ?? '').trim();

describe('Plano de Visitas', () => {
  const suite = portalSuite();

  it('on a phone, REP1 sees the route as the API gives it, records a visit and finds it after a reload', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { route, plan } = await routeWithCustomers(suite.baseUrl, token);
    const first = plan.customers[0]!;
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await page.goto('/visitPlan');
    await page.getByTestId('vp-ask').waitFor();
    await page.waitForLoadState('networkidle');
    await chooseRoute(page, route);

    assert.equal((await firstCard(page).locator('.vp-card-name').textContent())?.trim(), first.name);
    const collect = first.reasons.find((reason) => reason.kind === 'collect');
    const collectChip = firstCard(page).locator('.vp-chip-collect');
    if (collect)
      assert.equal((await collectChip.textContent())?.trim(), `Cobrar ${brl(collect.figure ?? 0)}`);
    else assert.equal(await collectChip.count(), 0);
    assert.equal(await page.locator('.vp-card').count(), plan.customers.length);

    await noSidewaysScroll(page, 'plano de visitas no telefone');
    const actions = await firstCard(page)
      .locator('.vp-action')
      .evaluateAll((nodes) =>
        nodes.map((node) => {
          const box = node.getBoundingClientRect();
          return { width: box.width, height: box.height };
        }),
      );
    assert.equal(actions.length, 5);
    for (const box of actions)
      assert.ok(box.width >= 44 && box.height >= 44, `alvo pequeno: ${JSON.stringify(box)}`);
    await screenshot(page, 'phone-visit-plan');
    assert.deepEqual(await seriousViolations(page), []);

    await firstCard(page)
      .getByRole('button', { name: `Registrar visita: ${first.name}` })
      .click();
    const posted = page.waitForResponse(
      (response) => response.url().includes('/api/v1/visits') && response.request().method() === 'POST',
    );
    await firstCard(page).getByRole('button', { name: 'Sem venda' }).click();
    const answer = await posted;
    assert.ok(answer.ok(), `POST visits: ${answer.status()}`);
    await page.waitForFunction(() => document.querySelector('[data-testid="outbox-pending"]') === null);

    const visited = (await planOf(suite.baseUrl, token, route)).customers.find(
      (c) => c.register === first.register,
    );
    assert.equal(visited?.lastVisit?.outcome, 'no-sale');
    await page.reload();
    await page.locator('.vp-card').first().waitFor({ timeout: 60_000 });
    const card = page.locator(`.vp-card[data-register="${first.register}"]`);
    assert.equal(
      ((await card.locator('[data-field="lastVisit"]').textContent()) ?? '').trim(),
      `${ddmmyyyy(visited!.lastVisit!.visitedOn)} · Sem venda`,
    );
    await context.close();
  });

  it('as ADMIN, chooses the representative first, then the route; cards in columns on a wide screen', async () => {
    const login = suite.login('ADMIN');
    const token = await tokenOf(suite.baseUrl, login);
    const { route, plan } = await routeWithCustomers(suite.baseUrl, token);
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    await page.goto('/visitPlan');
    const representative = page.getByLabel('Representante', { exact: true });
    await representative.waitFor();
    await representative.fill(String(REP));
    await page.waitForLoadState('networkidle');
    await chooseRoute(page, route);
    assert.equal(
      (await firstCard(page).locator('.vp-card-name').textContent())?.trim(),
      plan.customers[0]!.name,
    );
    assert.equal(await fieldText(page, 'route'), `Rota ${route}`);

    if (plan.customers.length >= 2) {
      const lefts = await page
        .locator('.vp-card')
        .evaluateAll((nodes) =>
          nodes.slice(0, 3).map((node) => Math.round(node.getBoundingClientRect().left)),
        );
      assert.ok(new Set(lefts).size >= 2, `cartões numa coluna só em 1440 px: ${lefts.join(', ')}`);
    }
    await noSidewaysScroll(page, 'plano de visitas em 1440 px');
    await screenshot(page, 'visit-plan-desktop');

    // Imprimir: one line per customer, no menu, no buttons, no cards.
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('.vp-print li').count(), plan.customers.length);
    assert.equal(await page.locator('.vp-card').first().isVisible(), false);
    assert.equal(await page.locator('#side-menu').isVisible(), false);
    assert.equal(await page.getByRole('button', { name: 'Imprimir' }).isVisible(), false);
    await screenshot(page, 'visit-plan-print');
    await context.close();
  });
});
