import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { tokenOf } from './helpers/api.ts';
import { artifactsDir, newContext, phone, screenshot } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { brokenAmounts, consultGrid, noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { smallTargets } from './helpers/targets.ts';

// What a rep, a supervisor and IT found on the newest screens (round three): each test opens the screen at the
// size they used and measures what they saw.

const narrow = { width: 360, height: 780 } as const;
/** A phone turned sideways: wider than the phone breakpoint, so the grids draw their table, driven by a finger. */
const sideways = { width: 844, height: 390 } as const;

/** The boxes of the grid's column filter buttons in view, and the header rows' heights. */
const gridHeaderBoxes = (page: Page) =>
  page.evaluate(() => ({
    filters: Array.from(document.querySelectorAll('.rg-filter-button'))
      .map((button) => button.getBoundingClientRect())
      .filter((box) => box.right > 0 && box.left < window.innerWidth)
      .map((box) => `${Math.round(box.width)}×${Math.round(box.height)}`),
    header: Math.round(document.querySelector('.rg-header')?.getBoundingClientRect().height ?? 0),
  }));

/** Card labels that run into their neighbour, and figures cut short, on the phone cards in view. */
const cardDefects = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const keys of Array.from(document.querySelectorAll('.rg-card-keys')).slice(0, 6)) {
      const boxes = Array.from(keys.querySelectorAll('dt')).map((dt) => dt.getBoundingClientRect());
      for (let i = 1; i < boxes.length; i += 1)
        if (boxes[i]!.left < boxes[i - 1]!.right - 0.5)
          problems.push(`rótulos sobrepostos: ${keys.textContent}`);
      for (const element of Array.from(keys.querySelectorAll<HTMLElement>('dt, dd')))
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`cortado: ${element.textContent}`);
    }
    return problems;
  });

describe('Field-ready, round three', () => {
  const suite = portalSuite();

  /** A write IT will find in Auditoria: a message to every rep. */
  const auditedWrite = async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const answer = await fetch(`${suite.baseUrl}/api/v1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Reunião', text: 'Segunda, 8h', toAll: true }),
    });
    assert.ok(answer.ok, `mensagem: ${answer.status}`);
  };

  for (const viewport of [phone, narrow])
    it(`Auditoria at ${viewport.width} px: no sideways scroll, labels apart, values whole, in Portuguese`, async () => {
      await auditedWrite();
      const { context, page } = await suite.signedInPage('ADMIN', { viewport });
      await page.goto('/admin/audit');
      await page.locator('.rg-card').first().waitFor({ timeout: 60_000 });
      await screenshot(page, `field-ready-3-audit-${viewport.width}`);
      await noSidewaysScroll(page, 'Auditoria');
      assert.deepEqual(await cardDefects(page), []);
      const titles = await page.locator('.rg-card-title').allTextContents();
      assert.ok(titles.length > 0);
      for (const title of titles)
        assert.doesNotMatch(title, /\b(order|create|update|send|upload|unlock|delete|save|view)\b/, title);
      await context.close();
    });

  it("Clientes at 390 px: its links, its lists' options and the map card are 44 px targets", async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await page.goto('/customers?consulta=1');
    const link = page.locator('.detail-field dd a').first();
    await link.waitFor({ timeout: 60_000 });
    await screenshot(page, 'field-ready-3-customers-390');
    const small: string[] = [];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      for (const target of await smallTargets(page))
        small.push(`${target.what} ${target.width}×${target.height}`);
    }
    assert.deepEqual([...new Set(small)], []);

    // Its lists opened: Cliente Atual's customers and the customer's reps are options a thumb picks.
    const opened: string[] = [];
    for (const field of ['#current-customer', '#customer-representatives']) {
      const dropdown = page.locator('.p-dropdown', { has: page.locator(field) });
      await dropdown.scrollIntoViewIfNeeded();
      await dropdown.locator('.p-dropdown-trigger').click();
      const options = page.locator('.p-dropdown-panel [role="option"]');
      await options.first().waitFor();
      await screenshot(page, `field-ready-3-customers-list-${field.slice(1)}-390`);
      const panel = await page.locator('.p-dropdown-panel').boundingBox();
      assert.ok(
        panel && panel.x >= 0 && panel.x + panel.width <= phone.width,
        `${field}: a lista sai da tela`,
      );
      for (const target of await smallTargets(page))
        opened.push(`${field}: ${target.what} ${target.width}×${target.height}`);
      await page.keyboard.press('Escape');
      await options.first().waitFor({ state: 'detached' });
    }
    assert.deepEqual(opened, []);

    // The map, a customer's card opened from its pin: the card's links and buttons are thumb-sized too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Mapa' }).click();
    await page.locator('.pin-map-pin').first().click();
    const card = page.locator('.map-card-sheet');
    await card.waitFor({ timeout: 30_000 });
    await card.locator('.detail-field dd a').first().waitFor();
    await screenshot(page, 'field-ready-3-customers-map-card-390');
    const inCard = (await smallTargets(page)).map(
      (target) => `${target.what} ${target.width}×${target.height}`,
    );
    assert.deepEqual(inCard, []);
    await context.close();
  });

  it('a grid on a phone turned sideways: filter buttons and tools are 44 × 44; the desktop keeps its header', async () => {
    const context = await newContext(suite.browser, suite.baseUrl, sideways, {
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signIn(page, suite.login('REP1'));
    await consultGrid(page, '/wallet');
    await page.locator('.rg-filter-button').first().waitFor({ timeout: 60_000 });
    // The window only: a full-page capture redraws a touch page as a desktop one.
    await page.screenshot({ path: join(artifactsDir, 'field-ready-3-grid-sideways-844.png') });
    const touch = await gridHeaderBoxes(page);
    assert.ok(touch.filters.length >= 5, `filtros à vista: ${touch.filters.length}`);
    assert.deepEqual(
      touch.filters.filter((box) => box !== '44×44'),
      [],
    );
    const small = (await smallTargets(page, '.rg')).map(
      (target) => `${target.what} ${target.width}×${target.height}`,
    );
    assert.deepEqual(small, []);
    // The filter still opens from the bigger button.
    await page.locator('.rg-filter-button').first().tap();
    await page.locator('.rg-filter-panel').waitFor();
    await context.close();

    const { context: wide, page: desk } = await suite.signedInPage('REP1', {
      viewport: { width: 1440, height: 900 },
    });
    await consultGrid(desk, '/wallet');
    await desk.locator('.rg-filter-button').first().waitFor({ state: 'attached', timeout: 60_000 });
    const mouse = await gridHeaderBoxes(desk);
    assert.equal(mouse.header, 26);
    assert.deepEqual([...new Set(mouse.filters)], ['16×16']);
    await screenshot(desk, 'field-ready-3-grid-1440');
    await wide.close();
  });

  for (const viewport of [phone, narrow])
    it(`Indicadores at ${viewport.width} px: the goals' amounts stay whole on one line, no sideways scroll`, async () => {
      const { context, page } = await suite.signedInPage('REP1', { viewport });
      await page.goto('/charts');
      const total = page.getByTestId('goal-total');
      await total.waitFor({ timeout: 60_000 });
      await page.locator('.goal-others summary').click();
      await page.locator('.goal-others table').waitFor();
      await total.scrollIntoViewIfNeeded();
      await page.locator('.goal-totals').screenshot({
        path: join(artifactsDir, `field-ready-3-goal-totals-${viewport.width}.png`),
      });
      assert.match(await total.locator('td').first().innerText(), /^R\$\s[\d.]+,\d{2}$/);
      assert.deepEqual(await brokenAmounts(page, '.goal-table td'), []);
      await noSidewaysScroll(page, 'Indicadores');
      // Still a table to a screen reader: the total's row is named by its header.
      await page.getByRole('rowheader', { name: /^Total \(\d+ artigos?\)$/ }).waitFor();
      await context.close();
    });
});
