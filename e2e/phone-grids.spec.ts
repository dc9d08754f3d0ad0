import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGetAs } from './helpers/api.ts';
import { phone, screenshot } from './helpers/browser.ts';
import { brl, ddmmyyyy } from './helpers/format.ts';
import { gridScreens, type GridScreen, type Json } from './helpers/grid-screens.ts';
import { consultGrid, noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

type Screen = GridScreen & {
  title: (row: Json) => string;
  /** Key column and the text the card shows for it. */
  key: (row: Json) => [string, string];
};

const screens: Screen[] = [
  {
    ...gridScreens.wallet,
    title: (row) => String(row.customerName),
    key: (row) => ['toBeInvoicedValue', brl(Number(row.toBeInvoicedValue))],
  },
  {
    ...gridScreens.billed,
    title: (row) => String(row.customerName),
    key: (row) => ['revenuesValue', brl(Number(row.revenuesValue))],
  },
  {
    ...gridScreens.duplicates,
    // The card's title carries the grid's badges before the name (CSS writes them in capitals).
    title: (row) =>
      `${/cart[oó]rio/i.test(String(row.position ?? '')) ? 'Cartório' : ''}${Number(row.delay) > 0 ? 'Vencida' : ''}${String(row.customerName)}`,
    key: (row) => ['balance', brl(Number(row.balance))],
  },
  {
    ...gridScreens.canceledOrders,
    title: (row) => String(row.customerName),
    key: (row) => ['canceledValue', brl(Number(row.canceledValue))],
  },
  {
    ...gridScreens.customerPerformance,
    title: (row) => String(row.customer),
    key: (row) => {
      const groups = row.groupers as { groupCode: string; sold: number }[];
      const last = groups[groups.length - 1]!;
      return [`group-${last.groupCode}`, brl(last.sold)];
    },
  },
  {
    ...gridScreens.salesFrequencyAtual,
    title: (row) => String(row.name),
    key: (row) => ['salePotential', brl(Number(row.salePotential))],
  },
  {
    ...gridScreens.routes,
    title: (row) => `${String(row.cityName)} · ${String(row.stateCode)}`,
    key: (row) => ['route', String(row.route)],
  },
];

const inViewport = async (page: Page, selector: string, what: string) => {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${what}: não está na página`);
  const viewport = page.viewportSize()!;
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
    `${what}: fora da tela (${JSON.stringify(box)})`,
  );
};

describe('Grids on a phone (390×844) and on a wide desktop (1440×900)', () => {
  const suite = portalSuite();

  for (const screen of screens) {
    it(`${screen.path}: the first card shows its name and its amount together, as the API gives them`, async () => {
      const login = suite.login('REP1');
      const rows = await apiGetAs<Json[]>(suite.baseUrl, login, screen.api());
      const first = (screen.first ?? ((all) => all[0]))(rows);
      assert.ok(first, `${screen.id}: a API não trouxe linhas`);
      const { context, page } = await suite.signedInPage(login, { viewport: phone });
      await consultGrid(page, screen.path);
      const card = page.locator('.rg-card[data-row]').first();
      await card.scrollIntoViewIfNeeded();
      const [key, amount] = screen.key(first);
      assert.equal((await card.locator('.rg-card-title').textContent())?.trim(), screen.title(first));
      assert.equal((await card.locator(`[data-key="${key}"] dd`).textContent())?.trim(), amount);
      await inViewport(page, '.rg-card[data-row] .rg-card-title', `${screen.id}: nome`);
      await inViewport(page, `.rg-card[data-row] [data-key="${key}"] dd`, `${screen.id}: valor`);
      await noSidewaysScroll(page, screen.id);
      await screenshot(page, `phone-grids-${screen.id}`);
      await context.close();
    });
  }

  it('Dup. Aberto on a phone: sorting by Saldo and filtering by Cliente still work', async () => {
    const login = suite.login('REP1');
    const rows = await apiGetAs<Json[]>(
      suite.baseUrl,
      login,
      '/api/v1/reports/duplicates?representativeId=1',
    );
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await consultGrid(page, '/duplicates');

    await page.getByLabel('Ordenar por').selectOption({ label: 'Saldo (decrescente)' });
    const largest = Math.max(...rows.map((row) => Number(row.balance)));
    const firstBalance = page.locator('.rg-card[data-row="0"] [data-key="balance"] dd');
    await page.waitForFunction(
      (text) =>
        document.querySelector('.rg-card[data-row="0"] [data-key="balance"] dd')?.textContent === text,
      brl(largest),
    );
    assert.equal(await firstBalance.textContent(), brl(largest));

    const customer = String(rows[rows.length - 1]!.customerName);
    const kept = rows.filter((row) => row.customerName === customer);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cliente', exact: true }).click();
    const panel = page.locator('.p-overlaypanel.rg-filter-panel');
    await panel.getByRole('tab', { name: 'Avançado' }).click();
    await panel.getByRole('textbox', { name: 'Valor' }).first().fill(customer);
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    const count = `${kept.length.toLocaleString('pt-BR')} ${kept.length === 1 ? 'registro' : 'registros'}`;
    await page.waitForFunction((text) => document.querySelector('.rg-count')?.textContent === text, count);
    // The names only: a card's title also carries the grid's badges (Vencida, Cartório) before the name.
    const names = await page
      .locator('.rg-card .rg-card-title .dup-customer-name')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    assert.deepEqual(new Set(names), new Set([customer]));
    // A due date the customer was granted more time on reads "<new date>prorrogada de <due date>".
    const dueDates = kept.map((row) =>
      row.extensionDate
        ? `${ddmmyyyy(row.extensionDate)}prorrogada de ${ddmmyyyy(row.dueDate)}`
        : ddmmyyyy(row.dueDate),
    );
    const shown = await page
      .locator('.rg-card [data-key="dueDate"] dd')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    // The cards drawn (a long list draws only those near the screen) are all the customer's.
    assert.ok(shown.length > 0, 'nenhum vencimento na tela');
    assert.ok(
      shown.every((date) => dueDates.includes(date)),
      `vencimentos de outro cliente: ${shown.filter((date) => !dueDates.includes(date)).join(', ')}`,
    );
    await noSidewaysScroll(page, 'filtrado');
    await context.close();
  });

  it('Carteira at 1440×900: every column fits, or the grid scrolls inside itself and the page does not', async () => {
    const login = suite.login('REP1');
    const { context, page } = await suite.signedInPage(login, { viewport: { width: 1440, height: 900 } });
    await consultGrid(page, '/wallet');
    await noSidewaysScroll(page, 'Carteira desktop');
    const grid = await page.locator('.rg-scroll').evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    assert.ok(
      grid.scrollWidth <= grid.clientWidth || grid.overflowX === 'auto' || grid.overflowX === 'scroll',
      `a grade não cabe nem rola: ${JSON.stringify(grid)}`,
    );
    // The customer stays in view while the amounts scroll under the frozen block.
    await page.locator('.rg-scroll').evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await inViewport(page, '.rg-body [role="gridcell"][data-row="0"][data-col="4"]', 'Cliente congelado');
    await inViewport(page, '.rg-body [role="gridcell"][data-row="0"][data-col="12"]', 'Valor À Faturar');
    await screenshot(page, 'phone-grids-wallet-desktop');
    await context.close();
  });
});
