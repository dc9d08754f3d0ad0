import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { loginFor, portalServer } from './helpers/shared-server.ts';

type Login = { username: string; password: string };

/** What the screen shows for money: pt-BR currency with plain spaces (as lib/format does). */
const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
const int = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value);
const pct = (value: number) =>
  `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}%`;
/** The browser's current month (Mês e Ano's default), first day. */
const thisMonth = () =>
  `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7)}-01`;

const tokenOf = async (baseUrl: string, login: Login): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  return (await response.json()) as string;
};
const api = async <T>(baseUrl: string, token: string, path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `${path}: ${response.status}`);
  return (await response.json()) as T;
};
const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

type Goal = { quotaArticle: string; goal: number; sales: number };
type Indicators = {
  goals: Goal[];
  revenues: { revenues: number };
  wallet: { open: number; blocked: number; expedition: number; canceled: number };
  commission: { credit: number; debit: number; order: number; duplicate: number };
  nonPayment: { first: { year: number; percentage: number }; second: { year: number; percentage: number } };
  served: { served: number; unservedDefaulter: number; unservedNonDefaulter: number };
};

const indicatorsOf = async (baseUrl: string, token: string, rep: number | null): Promise<Indicators> => {
  const repParam = rep ? `&representativeId=${rep}` : '';
  const date = thisMonth();
  return {
    goals: await api(baseUrl, token, `/api/v1/goal-sales/get-by?date=${date}${repParam}`),
    revenues: await api(baseUrl, token, `/api/v1/goal-revenues/get-by?date=${date}${repParam}`),
    wallet: await api(baseUrl, token, `/api/v1/wallet/get-by?x=1${repParam}`),
    commission: await api(baseUrl, token, `/api/v1/commission/get-by?date=${date}${repParam}`),
    nonPayment: await api(baseUrl, token, `/api/v1/non-payment/get-by?x=1${repParam}`),
    served: await api(baseUrl, token, `/api/v1/customer/served?date=${date}${repParam}`),
  };
};

/** Every figure a user reads on the tiles equals the API's answer, formatted the same way. */
const assertTilesShow = async (page: Page, expected: Indicators) => {
  await page.getByTestId('revenues-value').waitFor();
  assert.equal(await text(page, 'revenues-value'), brl(expected.revenues.revenues));
  const shown = expected.goals.slice(0, 5);
  assert.equal(await page.locator('.goal-tile').count(), shown.length);
  for (const goal of shown) {
    assert.equal(await text(page, `goal-goal-${goal.quotaArticle}`), brl(goal.goal));
    assert.equal(await text(page, `goal-sales-${goal.quotaArticle}`), brl(goal.sales));
  }
  await page.getByTestId('legend-Aberto').waitFor();
  assert.equal(await text(page, 'legend-Aberto'), brl(expected.wallet.open));
  assert.equal(await text(page, 'legend-Bloqueado'), brl(expected.wallet.blocked));
  assert.equal(await text(page, 'legend-Expedição'), brl(expected.wallet.expedition));
  assert.equal(await text(page, 'legend-Cancelado'), brl(expected.wallet.canceled));
  await page.getByTestId('legend-Crédito').waitFor();
  assert.equal(await text(page, 'legend-Crédito'), brl(expected.commission.credit));
  assert.equal(await text(page, 'legend-Débito'), brl(expected.commission.debit));
  assert.equal(await text(page, 'legend-Prev. Pedido'), brl(expected.commission.order));
  assert.equal(await text(page, 'legend-Prev. Duplicata'), brl(expected.commission.duplicate));
  await page.getByTestId(`non-payment-${expected.nonPayment.first.year}`).waitFor();
  assert.equal(
    await text(page, `non-payment-${expected.nonPayment.first.year}`),
    pct(expected.nonPayment.first.percentage),
  );
  assert.equal(
    await text(page, `non-payment-${expected.nonPayment.second.year}`),
    pct(expected.nonPayment.second.percentage),
  );
  await page.getByTestId('served').waitFor();
  assert.equal(await text(page, 'served'), int(expected.served.served));
  assert.equal(await text(page, 'unserved-regular'), int(expected.served.unservedNonDefaulter));
  assert.equal(await text(page, 'unserved-defaulter'), int(expected.served.unservedDefaulter));
};

describe('Indicadores (/charts)', () => {
  let browser: Browser;
  let baseUrl: string;
  let logins: Map<string, Login>;

  before(async () => {
    ({ baseUrl, logins } = await portalServer());
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('as a rep: the tiles load by themselves and show the API figures', async () => {
    const login = loginFor(logins, 'REP1');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, login);
    await page.goto('/charts');
    await page.getByRole('heading', { level: 2, name: 'Indicadores' }).waitFor();
    // A rep has no Representante field and the potential tile is not covered.
    assert.equal(await page.getByRole('textbox', { name: 'Representante', exact: true }).count(), 0);
    const expected = await indicatorsOf(baseUrl, await tokenOf(baseUrl, login), 1);
    await assertTilesShow(page, expected);
    assert.equal(await page.getByText('Preencha representante').count(), 0);
    await page.locator('.indicator-tile canvas').first().waitFor();
    await screenshot(page, 'screens-charts-rep');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('as ADMIN: Potencial waits for a representative (and is not called), then every tile follows the typed rep', async () => {
    const login = loginFor(logins, 'ADMIN');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const potentialCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/collection/get-by')) potentialCalls.push(request.url());
    });
    await signIn(page, login);
    await page.goto('/charts');
    await page.getByText('Preencha representante').waitFor();
    await page.getByTestId('revenues-value').waitFor();
    assert.equal(potentialCalls.length, 0);
    await page.getByRole('textbox', { name: 'Representante', exact: true }).fill('1');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.waitForURL(/representativeId=1/);
    const expected = await indicatorsOf(baseUrl, await tokenOf(baseUrl, login), 1);
    await assertTilesShow(page, expected);
    await page.getByText('Crédito liberado').waitFor();
    assert.equal(await page.getByText('Preencha representante').count(), 0);
    assert.ok(potentialCalls.every((url) => url.includes('representativeId=1')));
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('a failing tile toasts its own error and the others still show', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.route('**/api/v1/commission/get-by**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Falha simulada' } }),
      }),
    );
    await signIn(page, loginFor(logins, 'REP1'));
    await page.goto('/charts');
    await page
      .locator('.p-toast-detail', { hasText: 'Erro ao consultar Comissão: Falha simulada' })
      .waitFor();
    await page.getByTestId('revenues-value').waitFor();
    await page.getByTestId('legend-Aberto').waitFor();
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const context = await newContext(browser, baseUrl, phone);
    const page = await context.newPage();
    await signIn(page, loginFor(logins, 'REP1'));
    await page.goto('/charts');
    await page.getByTestId('legend-Crédito').waitFor();
    await page.locator('.weekly-canvas canvas').waitFor();
    await page.waitForTimeout(800);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `a página não deve rolar na horizontal (largura ${width})`);
    await screenshot(page, 'screens-charts-phone');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
