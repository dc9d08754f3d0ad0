import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { phone } from './helpers/browser.ts';
import { portalSuite } from './helpers/suite.ts';

const shotsDir = process.env.DEFECT_SHOTS_DIR ?? join('e2e', 'artifacts', 'defects');
const wide = { width: 1440, height: 900 } as const;
const sizes = [
  ['desktop', wide],
  ['phone', phone],
] as const;

const shot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
};

/** Every element matched holds one line: its height is no taller than one line box. */
const wrappedTexts = (page: Page, selector: string): Promise<string[]> =>
  page.locator(selector).evaluateAll((nodes) =>
    nodes
      .filter((node) => {
        const style = getComputedStyle(node);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
        return node.getBoundingClientRect().height > line * 1.5;
      })
      .map((node) => node.textContent ?? ''),
  );

/** How many cards sit on each visual row, top to bottom. */
const cardsPerRow = (page: Page, selector: string): Promise<number[]> =>
  page.locator(selector).evaluateAll((nodes) => {
    const rows = new Map<number, number>();
    for (const node of nodes) {
      const top = Math.round(node.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });

const noSidewaysScroll = async (page: Page, width: number): Promise<void> => {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `a página não deve rolar na horizontal (largura ${scrollWidth})`);
};

describe('defects a user saw', () => {
  const suite = portalSuite();

  for (const [size, viewport] of sizes) {
    it(`Situação Limite collections at ${size}: amounts on one line, no card alone on its row`, async () => {
      const { context, page } = await suite.signedInPage('REP1', { viewport });
      await page.goto('/salesFrequency');
      await page.getByRole('button', { name: 'Consultar' }).click();
      const card = page.locator('.sf-card').first();
      await card.waitFor();
      await card.getByRole('button', { name: /^Coleções de / }).click();
      await page.getByTestId('sf-collection-totals').waitFor();
      assert.deepEqual(await wrappedTexts(page, '.sf-figures dd'), []);
      const rows = await cardsPerRow(page, '.sf-collection');
      const columns = Math.max(...rows);
      if (rows.length > 1 && columns > 1)
        assert.ok(
          rows.every((count) => count > 1),
          `nenhuma coleção sozinha na linha (${rows.join('/')})`,
        );
      if (size === 'phone') assert.equal(columns, 1);
      await noSidewaysScroll(page, viewport.width);
      await shot(page, `situacao-limite-colecoes-${size}`);
      await context.close();
    });

    it(`Indicadores' weekly chart at ${size}: its title names the axis unit, the axis stays in sight`, async () => {
      const { context, page } = await suite.signedInPage('REP1', { viewport });
      // chart.js held back: its canvases, still 300 px wide, must already fit their tiles.
      let releaseChartJs = (): void => undefined;
      const chartJsHeld = new Promise<void>((resolve) => (releaseChartJs = resolve));
      const chartJsAsked = page.waitForRequest(/\/assets\/auto-[^/]+\.js$/);
      await page.route(/\/assets\/auto-[^/]+\.js$/, async (route) => {
        await chartJsHeld;
        await route.continue();
      });
      await page.goto('/charts');
      const tile = page.getByRole('region', {
        name: /^Meta x Venda Semanal \(valores em (centenas|milhões) de R\$\)$/,
      });
      await tile.waitFor();
      assert.equal(await page.getByText(/milhares/).count(), 0);
      const canvas = tile.locator('canvas');
      await canvas.waitFor();
      await chartJsAsked;
      await noSidewaysScroll(page, viewport.width);
      releaseChartJs();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.chart-box canvas')].every((node) => node.hasAttribute('style')),
      );
      const [tileBox, canvasBox] = [await tile.boundingBox(), await canvas.boundingBox()];
      assert.ok(tileBox && canvasBox);
      assert.ok(canvasBox.x >= tileBox.x && canvasBox.x + canvasBox.width <= tileBox.x + tileBox.width + 1);
      await noSidewaysScroll(page, viewport.width);
      await tile.scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      await shot(page, `indicadores-semanal-${size}`);
      await context.close();
    });

    it(`Dup. Aberto at ${size}: overdue titles say so in words; Somente vencidas keeps only them`, async () => {
      const { context, page } = await suite.signedInPage('REP1', { viewport });
      await page.goto('/duplicates');
      await page.getByRole('button', { name: 'Consultar' }).click();
      await page.locator('.rg').waitFor();
      const badges = page.locator('.dup-badge');
      if ((await badges.count()) > 0)
        assert.match((await badges.first().textContent()) ?? '', /Vencida|Cartório/);
      await shot(page, `dup-aberto-${size}`);
      await page.getByRole('button', { name: 'Filtros', exact: true }).click();
      await page.getByRole('switch', { name: 'Somente vencidas' }).click();
      const marks = await page
        .locator('.rg-row:not(.rg-summary-row):not(.rg-group-row)')
        .evaluateAll((rows) => rows.map((row) => row.querySelector('[data-mark="overdue"]') !== null));
      assert.ok(marks.every(Boolean), 'somente títulos vencidos');
      await context.close();
    });
  }

  it('shows the clock on a phone (docs/product.md §2.2)', async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    const clock = page.locator('.topbar-clock');
    assert.equal(await clock.isVisible(), true);
    assert.match(((await clock.textContent()) ?? '').trim(), /^\d{2}:\d{2}$/);
    await context.close();
  });
});
