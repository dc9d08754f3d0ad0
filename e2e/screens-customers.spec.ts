import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, failure, tokenOf } from './helpers/api.ts';
import { artifactsDir, phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, ddmmyyyy, recentMonthsRange } from './helpers/format.ts';
import { toastDetail } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

type Order = {
  order: number;
  issueDate: string;
  totalValue: number;
  totalNetValue: number;
  statusDescription: string;
};
type Customer = {
  name: string;
  register: string;
  route: number;
  routeVersion: number;
  creditLimit: number | null;
  balanceLimit: number;
  overdueTitles: number;
  registrationDate: string | null;
  orders: Order[];
};

const customersOf = async (baseUrl: string, token: string, rep: number): Promise<Customer[]> => {
  const { start, end } = recentMonthsRange();
  const response = await fetch(
    `${baseUrl}/api/v1/customer/orders?initialIssueDate=${start}&finalIssueDate=${end}&representativeId=${rep}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  assert.equal(response.status, 200);
  return (await response.json()) as Customer[];
};
/** Writes a customer's route as another client would: with the version it reads just before. */
const saveRoute = async (baseUrl: string, token: string, register: string, route: number) => {
  const { start, end } = recentMonthsRange();
  const [read] = await apiGet<Customer[]>(
    baseUrl,
    token,
    `/api/v1/customer/orders?initialIssueDate=${start}&finalIssueDate=${end}&customers=${register}`,
  );
  const response = await fetch(`${baseUrl}/api/v1/customer/update`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ register, route, routeVersion: read?.routeVersion ?? 0 }),
  });
  assert.equal(response.status, 200);
};
const field = async (page: Page, label: string) =>
  ((await page.locator(`.customer-details [data-label="${label}"] dd`).first().textContent()) ?? '').trim();
const routeBox = (page: Page) => page.getByRole('textbox', { name: 'Rota', exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Salvar' });

/**
 * The route box's value once the screen has re-rendered: a click's change reaches the cached answer at once but the DOM
 * a tick later (React Query notifies on the next macrotask), so reading it right after the click could see the old one.
 */
const routeShown = async (page: Page, expected: string): Promise<string> => {
  for (let tries = 0; tries < 100 && (await routeBox(page).inputValue()) !== expected; tries += 1) {
    await page.waitForTimeout(20);
  }
  return routeBox(page).inputValue();
};

const consult = async (page: Page) => {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.locator('.customers-result').waitFor();
};

const pickCustomer = async (page: Page, name: string) => {
  await page.locator('.customers-picker .p-dropdown').click();
  await page.locator('.p-dropdown-filter').fill(name);
  await page.locator('.p-dropdown-item', { hasText: name }).first().click();
};

/** The current customer's details equal the API's answer. */
const assertDetails = async (page: Page, customer: Customer) => {
  assert.match(
    (await page.locator('.customers-picker .p-dropdown-label').textContent()) ?? '',
    new RegExp(`${customer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  assert.equal(await routeBox(page).inputValue(), String(customer.route));
  assert.equal(
    await field(page, 'Lim. Crédito'),
    customer.creditLimit === null ? 'Sem informação' : brl(customer.creditLimit),
  );
  assert.equal(await field(page, 'Saldo Limite'), brl(customer.balanceLimit));
  assert.equal(await field(page, 'Títulos em Atraso'), brl(customer.overdueTitles));
  assert.equal(
    await field(page, 'Cadastro'),
    customer.registrationDate ? ddmmyyyy(customer.registrationDate) : 'Sem informação',
  );
};

describe('Clientes (/customers)', () => {
  const suite = portalSuite();

  it('as a rep: the first customer is current, details and orders follow the API, arrows stop at the ends', async () => {
    const login = suite.login('REP1');
    const customers = await customersOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1);
    const { context, page } = await suite.signedInPage(login);
    await consult(page);
    const first = customers[0];
    assert.ok(first);
    await assertDetails(page, first);

    const withOrders = customers.find((customer) => customer.orders.length > 1);
    assert.ok(withOrders, 'a demonstração deve ter um cliente com mais de um pedido no período');
    await pickCustomer(page, withOrders.name);
    await assertDetails(page, withOrders);
    const [order0, order1] = withOrders.orders as [Order, Order];
    const orderCard = page.locator('.order-card');
    assert.equal((await orderCard.getByTestId('order-number').textContent())?.trim(), String(order0.order));
    assert.equal(
      (await orderCard.locator('[data-label="Valor Total"] dd').textContent())?.trim(),
      brl(order0.totalValue),
    );
    assert.equal(
      (await orderCard.locator('[data-label="Data de Emissão"] dd').textContent())?.trim(),
      ddmmyyyy(order0.issueDate),
    );
    assert.equal(
      (await orderCard.getByTestId('order-status').textContent())?.trim(),
      order0.statusDescription,
    );
    const previous = orderCard.getByRole('button', { name: 'Pedido anterior' });
    const next = orderCard.getByRole('button', { name: 'Próximo pedido' });
    assert.equal(await previous.isDisabled(), true);
    await next.click();
    assert.equal((await orderCard.getByTestId('order-number').textContent())?.trim(), String(order1.order));
    for (let i = 2; i < withOrders.orders.length; i += 1) await next.click();
    assert.equal(await next.isDisabled(), true);
    await screenshot(page, 'screens-customers-rep');

    // Another customer goes back to its first order (on some days the first customer is the one with orders).
    const other = customers.find((customer) => customer.register !== withOrders.register);
    assert.ok(other, 'a demonstração deve ter mais de um cliente');
    await pickCustomer(page, other.name);
    await pickCustomer(page, withOrders.name);
    assert.equal((await orderCard.getByTestId('order-number').textContent())?.trim(), String(order0.order));
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('saves the route (Salvar only after an edit) and the new value is there after a reload', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const first = (await customersOf(suite.baseUrl, token, 1))[0] as Customer;
    const { context, page } = await suite.signedInPage(login);
    await consult(page);
    assert.equal(await saveButton(page).isDisabled(), true);
    const newRoute = (first.route + 1) % 10000;
    await routeBox(page).fill(String(newRoute));
    assert.equal(await saveButton(page).isEnabled(), true);
    await saveButton(page).click();
    await toastDetail(page, 'Rota salva.').waitFor();
    assert.equal(await saveButton(page).isDisabled(), true);
    await page.reload();
    await page.locator('.customers-result').waitFor();
    assert.equal(await routeBox(page).inputValue(), String(newRoute));
    assert.equal((await customersOf(suite.baseUrl, token, 1))[0]?.route, newRoute);

    // A failed save keeps the typed value for another try.
    await page.route('**/api/v1/customer/update', (route) => route.fulfill(failure));
    await routeBox(page).fill('');
    await saveButton(page).click();
    await toastDetail(page, 'Erro ao salvar: Falha simulada').waitFor();
    assert.equal(await routeBox(page).inputValue(), '');
    assert.equal(await saveButton(page).isEnabled(), true);
    await page.unroute('**/api/v1/customer/update');

    // Someone else changes the route: the server's message and the fresh value are offered.
    await saveRoute(suite.baseUrl, token, first.register, 4321);
    await routeBox(page).fill('77');
    await saveButton(page).click();
    await toastDetail(page, 'Registro alterado por outro usuário').waitFor();
    const useCurrent = page.getByRole('button', { name: 'Usar a rota atual (4321)' });
    await useCurrent.waitFor();
    await screenshot(page, 'screens-customers-conflict');
    await useCurrent.click();
    assert.equal(await routeShown(page, '4321'), '4321');
    assert.equal(await saveButton(page).isDisabled(), true);

    await saveRoute(suite.baseUrl, token, first.register, first.route);
    await context.close();
  });

  it('as ADMIN typing a rep: the customers of that rep', async () => {
    const login = suite.login('ADMIN');
    const customers = await customersOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1);
    const { context, page } = await suite.signedInPage(login);
    await page.goto('/customers');
    assert.match(
      (await page.locator('.p-multiselect:has(#filter-cities)').getAttribute('class')) ?? '',
      /p-disabled/,
    );
    await page.getByRole('textbox', { name: 'Representante', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.locator('.customers-result').waitFor();
    await assertDetails(page, customers[0] as Customer);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('toasts the spec error when the query fails', async () => {
    const { context, page } = await suite.signedInPage('REP1', { failing: '**/api/v1/customer/orders**' });
    await page.goto('/customers');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await toastDetail(page, 'Erro ao consultar Clientes: Falha simulada').waitFor();
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await consult(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `a página não deve rolar na horizontal (largura ${width})`);
    await screenshot(page, 'screens-customers-phone-full');
    await page.screenshot({ path: join(artifactsDir, 'screens-customers-phone.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
