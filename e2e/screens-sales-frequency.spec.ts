import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { apiGet } from './helpers/api.ts';
import { tokenOf } from './helpers/api.ts';
import { artifactsDir, phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, integer } from './helpers/format.ts';
import { saleFrequencyPath } from './helpers/grid-screens.ts';
import { portalSuite } from './helpers/suite.ts';

type Collection = { collection: string; parts: number; references: number; value: number };
type Customer = {
  name: string;
  register: string;
  route: number;
  salePotential: number;
  city: string;
  state: string;
  economicGroup: string | null;
  zipCode: string | null;
  whats: string | null;
  collections: Collection[];
};

const saleFrequency = (baseUrl: string, token: string, rep: number): Promise<Customer[]> =>
  apiGet<Customer[]>(baseUrl, token, saleFrequencyPath(rep));
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
const totalOf = (customers: Customer[]) =>
  customers.reduce((sum, customer) => sum + Math.round(customer.salePotential * 100), 0) / 100;

/** The totals card and the first card equal the API's answer. */
const assertListShows = async (page: Page, customers: Customer[]) => {
  await page.getByTestId('sf-total-customers').waitFor();
  assert.equal(await text(page, 'sf-total-customers'), integer(customers.length));
  assert.equal(await text(page, 'sf-total-potential'), brl(totalOf(customers)));
  const first = customers[0];
  assert.ok(first, 'a demonstração deve ter clientes sem compra no mês');
  const card = page.locator(`.sf-card[data-register="${first.register}"]`);
  assert.equal((await card.locator('.sf-card-name').textContent())?.trim(), first.name);
  assert.equal((await card.locator('[data-field="route"]').textContent())?.trim(), String(first.route));
  assert.equal(
    (await card.locator('[data-field="potential"]').textContent())?.trim(),
    brl(first.salePotential),
  );
  assert.equal(
    (await card.locator('[data-field="city"]').textContent())?.trim(),
    `${first.city}/${first.state}`,
  );
  assert.equal(
    (await card.locator('[data-field="economicGroup"]').textContent())?.trim(),
    first.economicGroup ?? 'Sem informação',
  );
  const pages = Math.max(1, Math.ceil(customers.length / 50));
  assert.equal((await page.locator('.sf-totals .pager-text').textContent())?.trim(), `Página 1/${pages}`);
  assert.equal(await page.locator('.sf-card').count(), Math.min(50, customers.length));
};

describe('Situação Limite (/salesFrequency)', () => {
  const suite = portalSuite();

  it('as a rep: totals, cards, paging, collections and the customer modal follow the API', async () => {
    const login = suite.login('REP1');
    const customers = await saleFrequency(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1);
    const { context, page } = await suite.signedInPage(login);
    await page.goto('/salesFrequency');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await assertListShows(page, customers);

    const previous = page.locator('.sf-totals').getByRole('button', { name: 'Página anterior' });
    const next = page.locator('.sf-totals').getByRole('button', { name: 'Próxima página' });
    assert.equal(await previous.isDisabled(), true);
    if (customers.length > 50) {
      await next.click();
      assert.equal(
        (await page.locator('.sf-totals .pager-text').textContent())?.trim(),
        `Página 2/${Math.ceil(customers.length / 50)}`,
      );
      assert.equal(await previous.isDisabled(), false);
      const second = customers[50];
      assert.ok(second);
      await page.locator(`.sf-card[data-register="${second.register}"]`).waitFor();
      await previous.click();
    }

    // Collections of the first customer: totals and one card per collection (6 a page), green when bought.
    const first = customers[0] as Customer;
    await page.getByRole('button', { name: `Coleções de ${first.name}` }).click();
    const totals = page.getByTestId('sf-collection-totals');
    await totals.waitFor();
    const parts = first.collections.reduce((sum, entry) => sum + entry.parts, 0);
    const value = first.collections.reduce((sum, entry) => sum + Math.round(entry.value * 100), 0) / 100;
    assert.equal((await totals.locator('[data-field="parts"]').textContent())?.trim(), integer(parts));
    assert.equal((await totals.locator('[data-field="value"]').textContent())?.trim(), brl(value));
    assert.equal(await page.locator('.sf-collection').count(), Math.min(6, first.collections.length));
    for (const entry of first.collections.slice(0, 6)) {
      const card = page.locator(`.sf-collection[data-collection="${entry.collection}"]`);
      assert.equal(await card.getAttribute('data-bought'), String(entry.parts > 0));
      assert.equal((await card.locator('[data-field="value"]').textContent())?.trim(), brl(entry.value));
    }
    await screenshot(page, 'screens-sales-frequency-collections');
    await page.getByRole('button', { name: 'Voltar aos clientes' }).click();

    // The read-only modal: formatted contacts, links that open a call or a chat.
    await page.getByRole('button', { name: `Detalhes de ${first.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    if (first.whats) {
      const href = await dialog.locator('[data-label="Whats"] a').getAttribute('href');
      assert.equal(href, `https://wa.me/55${first.whats.replace(/\D/g, '')}`);
    }
    if (first.zipCode) {
      assert.match((await dialog.locator('[data-label="CEP"] dd').textContent()) ?? '', /^\d{5}-\d{3}$/);
    }
    await screenshot(page, 'screens-sales-frequency-modal');
    assert.deepEqual(await seriousViolations(page), []);
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('as ADMIN: Cidade and Cliente wait for a representative; the typed one is queried', async () => {
    const login = suite.login('ADMIN');
    const { context, page } = await suite.signedInPage(login);
    await page.goto('/salesFrequency');
    const city = page.locator('.p-multiselect:has(#filter-cities)');
    await city.waitFor();
    assert.match((await city.getAttribute('class')) ?? '', /p-disabled/);
    await page.getByRole('textbox', { name: 'Representante', exact: true }).fill('1');
    assert.doesNotMatch((await city.getAttribute('class')) ?? '', /p-disabled/);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.waitForURL(/representativeId=1/);
    await assertListShows(page, await saleFrequency(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1));
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('toasts the spec error when the call fails', async () => {
    const { context, page } = await suite.signedInPage('REP1', {
      failing: '**/api/v1/customer/sale-frequency**',
    });
    await page.goto('/salesFrequency');
    await page.getByRole('button', { name: 'Consultar' }).click();
    const toast = page.locator('.p-toast-detail', { hasText: 'Erro ao consultar Frequência de Vendas' });
    await toast.waitFor();
    assert.equal((await toast.textContent())?.trim(), 'Erro ao consultar Frequência de Vendas');
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await page.goto('/salesFrequency');
    await page.getByRole('button', { name: 'Consultar' }).waitFor();
    await screenshot(page, 'screens-sales-frequency-phone-filters');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByTestId('sf-total-customers').waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `a página não deve rolar na horizontal (largura ${width})`);
    await page.setViewportSize({ width: 390, height: 844 });
    // The first screen a rep sees on the phone (the full page is 50 cards long).
    await page.screenshot({ path: join(artifactsDir, 'screens-sales-frequency-phone.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
