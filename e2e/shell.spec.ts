import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { PORTAL_TODAY } from './helpers/business-date.ts';
import { signIn } from './helpers/portal-page.ts';
import { portalSuite } from './helpers/suite.ts';

const menu = [
  ['Dashboard', '/dashboard', 'dashboard'],
  ['Indicadores', '/charts', 'charts'],
  ['Situação Limite', '/salesFrequency', 'sales-frequency'],
  // The menu says Grid; the screen is titled by what it shows (docs/product.md §2.1: "Grid (also called Potencial)").
  ['Grid', '/salesFrequencyAtual', 'sales-frequency-atual', 'Potencial'],
  ['Clientes', '/customers', 'customers'],
  ['Carteira', '/wallet', 'wallet'],
  ['Faturado', '/billed', 'billed'],
  ['Dup. Aberto', '/duplicates', 'duplicates'],
  ['Ped. Cancelados', '/canceledOrders', 'canceled-orders'],
  ['Desemp. Clientes', '/customerPerformance', 'customer-performance'],
  ['Rotas', '/routes', 'routes'],
  ['Plano de Visitas', '/visitPlan', 'visit-plan'],
  ['Pedidos', '/orders', 'orders'],
  // Approvers only (supervisors and the administrator).
  ['Aprovações', '/approvals', 'approvals'],
  ['Comissão', '/commission', 'commission'],
  ['Equipe', '/team', 'team'],
  // ADMIN also sees the Administração group, after the reports.
  ['Usuários', '/admin/users', 'admin-users'],
  ['Importações', '/admin/imports', 'admin-imports'],
  ['Pedidos ao ERP', '/admin/order-exports', 'admin-order-exports'],
  ['Auditoria', '/admin/audit', 'admin-audit'],
  ['Sistema', '/admin/system', 'admin-system'],
] as const;

describe('shell', () => {
  const suite = portalSuite();
  let page: Page;

  before(async () => {
    ({ page } = await suite.newPage());
    await page.goto('/signIn');
    await signIn(page, suite.login('ADMIN'));
  });

  it("runs the app on the run's business date, the server's day (decision 203)", async () => {
    const day = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()),
    );
    assert.equal(day, PORTAL_TODAY);
  });

  it('shows the dashboard tiles without the side menu, and no serious a11y violations', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: /Indicadores/ }).waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Menu principal' }).count(), 0);
    assert.equal(await page.locator('.tile').count(), 15);
    await screenshot(page, 'dashboard');
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('reaches every menu item in order, each showing its title', async () => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await nav.waitFor();
    const labels = await nav.locator('.menu-label').allTextContents();
    assert.deepEqual(
      labels,
      menu.map(([label]) => label),
    );
    for (const [label, path, shot, title] of menu) {
      // A badge adds its words to the link's name ("Aprovações, 2 pedidos aguardando…"): find the entry by its label.
      await nav
        .getByRole('link')
        .filter({ has: page.locator('.menu-label').getByText(label, { exact: true }) })
        .click();
      await page.waitForURL((url) => url.pathname === path);
      if (path !== '/dashboard')
        await page.getByRole('heading', { level: 2, name: title ?? label }).waitFor();
      await page.getByRole('heading', { level: 1, name: label, exact: true }).waitFor();
      assert.equal(await page.locator('.topbar-page').textContent(), label);
      await screenshot(page, `screen-${shot}`);
    }
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('finds screens with the quick search ignoring case and accents', async () => {
    await page.goto('/dashboard');
    const search = page.getByRole('combobox', { name: 'Buscar no menu' });
    await search.fill('SITUACAO');
    await page.getByRole('option', { name: /Situação Limite/ }).waitFor();
    await screenshot(page, 'quick-search');
    await search.press('Enter');
    await page.waitForURL(/\/salesFrequency$/);
    await search.fill('ped. canc');
    await page.getByRole('option', { name: /Ped. Cancelados/ }).click();
    await page.waitForURL(/\/canceledOrders$/);
  });

  it('remembers the layout choice after a reload', async () => {
    await page.goto('/wallet');
    assert.match((await page.locator('.layout').getAttribute('class')) ?? '', /layout-horizontal/);
    for (const [choice, cls] of [
      ['Vertical', 'layout-static'],
      ['Slim', 'layout-slim'],
    ] as const) {
      await page.getByRole('button', { name: 'Layout do menu' }).click();
      // Picking closes the panel, so click rather than check (which re-reads the unmounted radio).
      await page.getByRole('radio', { name: choice }).click();
      await page.reload();
      await page.getByRole('heading', { name: 'Carteira' }).first().waitFor();
      assert.match((await page.locator('.layout').getAttribute('class')) ?? '', new RegExp(cls));
      await screenshot(page, `layout-${choice.toLowerCase()}`);
    }
    await page.getByRole('button', { name: 'Layout do menu' }).click();
    await page.getByRole('radio', { name: 'Horizontal' }).click();
    // The panel fades out over the filters; axe would measure the placeholders through it.
    await page.getByRole('radio', { name: 'Horizontal' }).waitFor({ state: 'detached' });
    assert.deepEqual(await seriousViolations(page), []);
  });

  it('works on a 390 px phone: the menu opens as an overlay from its button', async () => {
    const { context: phoneContext, page: mobile } = await suite.newPage(phone);
    await mobile.goto('/signIn');
    await screenshot(mobile, 'phone-sign-in');
    await signIn(mobile, suite.login('REP1'));
    await screenshot(mobile, 'phone-dashboard');
    await mobile.goto('/wallet');
    await mobile.getByRole('heading', { name: 'Carteira' }).first().waitFor();
    const nav = mobile.getByRole('navigation', { name: 'Menu principal' });
    assert.equal(await nav.getByRole('link', { name: 'Rotas' }).isVisible(), false);
    await mobile.getByRole('button', { name: 'Abrir menu' }).click();
    await nav.getByRole('link', { name: 'Rotas' }).waitFor({ state: 'visible' });
    await mobile.waitForTimeout(300);
    await screenshot(mobile, 'phone-menu-open');
    await nav.getByRole('link', { name: 'Rotas' }).click();
    await mobile.waitForURL(/\/routes$/);
    await mobile.getByRole('heading', { level: 2, name: 'Rotas' }).waitFor();
    await mobile.waitForTimeout(300);
    assert.equal(await nav.getByRole('link', { name: 'Rotas' }).isVisible(), false);
    const width = await mobile.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `a página não deve rolar na horizontal (largura ${width})`);
    await screenshot(mobile, 'phone-routes');
    await phoneContext.close();
  });
});
