import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { gridScreens, saleFrequencyPath, type Json } from './helpers/grid-screens.ts';
import { portalSuite } from './helpers/suite.ts';

const citiesField = (page: Page) => page.locator('.p-multiselect:has(#filter-cities)');
const representativeField = (page: Page) => page.getByRole('textbox', { name: 'Representante', exact: true });

/** The texts of one column in every row the grid has drawn (rows are virtualised). */
const drawnColumn = (page: Page, col: number) =>
  page
    .locator(`.rg .rg-body [role="gridcell"][data-col="${col}"]`)
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));

describe('filters carry to the next screen; one tap from a customer', () => {
  const suite = portalSuite();

  it('as ADMIN: Representante and Cidade chosen on Carteira show on Faturado opened from the menu', async () => {
    const login = suite.login('ADMIN');
    const customers = await apiGet<Json[]>(
      suite.baseUrl,
      await tokenOf(suite.baseUrl, login),
      saleFrequencyPath(1),
    );
    const city = customers[0];
    assert.ok(city, 'REP1 deve ter clientes');
    const { context, page } = await suite.signedInPage(login);
    await page.goto('/wallet');
    await representativeField(page).fill('1');
    await citiesField(page).click();
    await page.locator('.p-multiselect-filter').fill(String(city.city));
    await page
      .locator('.p-multiselect-item', { hasText: `${String(city.cityCode)} - ` })
      .first()
      .click();
    await page.keyboard.press('Escape');
    const chosen = (await citiesField(page).locator('.p-multiselect-label').textContent())?.trim() ?? '';
    assert.match(chosen, new RegExp(`^${String(city.cityCode)} - `));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.waitForURL(/representativeId=1/);

    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: /Faturado/ })
      .click();
    await page.waitForURL(/\/billed$/);
    await page.getByRole('button', { name: 'Consultar' }).waitFor();
    assert.equal(await representativeField(page).inputValue(), '1');
    assert.equal((await citiesField(page).locator('.p-multiselect-label').textContent())?.trim(), chosen);
    await context.close();
  });

  it("as REP1: a customer's Dup. Aberto link on Situação Limite opens that customer's titles only", async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const titles = await apiGet<Json[]>(suite.baseUrl, token, gridScreens.duplicates.api());
    const withTitles = new Set(titles.map((title) => String(title.customerRegister)));
    const listed = (await apiGet<Json[]>(suite.baseUrl, token, saleFrequencyPath(1))).slice(0, 50);
    const customer = listed.find((row) => withTitles.has(String(row.register)));
    assert.ok(customer, 'um cliente da primeira página de Situação Limite deve ter duplicatas em aberto');
    const register = String(customer.register);
    const expected = titles.filter((title) => title.customerRegister === register).length;

    const { context, page } = await suite.signedInPage(login);
    await page.goto('/salesFrequency');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const card = page.locator(`.sf-card[data-register="${register}"]`);
    const link = card.getByRole('link', { name: `Dup. Aberto de ${String(customer.name)}` });
    const box = await link.boundingBox();
    assert.ok(box && box.height >= 44, `o link deve ter 44 px de altura (${String(box?.height)})`);
    await link.click();
    await page.waitForURL(/\/duplicates\?/);
    await page.locator('.rg').waitFor({ timeout: 60_000 });
    const registers = await drawnColumn(page, 0);
    assert.ok(registers.length > 0, 'a grade deve mostrar duplicatas');
    assert.ok(
      registers.length <= expected,
      `${String(registers.length)} linhas para ${String(expected)} duplicatas`,
    );
    assert.deepEqual(
      [...new Set(registers.map((text) => text.replace(/\D/g, '')))],
      [register],
      'só duplicatas do cliente escolhido',
    );
    await context.close();
  });
});
