import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, integer, percent, thisMonth } from './helpers/format.ts';
import { signIn } from './helpers/portal-page.ts';
import { portalSuite } from './helpers/suite.ts';

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
    goals: await apiGet(baseUrl, token, `/api/v1/goal-sales/get-by?date=${date}${repParam}`),
    revenues: await apiGet(baseUrl, token, `/api/v1/goal-revenues/get-by?date=${date}${repParam}`),
    wallet: await apiGet(baseUrl, token, `/api/v1/wallet/get-by?x=1${repParam}`),
    commission: await apiGet(baseUrl, token, `/api/v1/commission/get-by?date=${date}${repParam}`),
    nonPayment: await apiGet(baseUrl, token, `/api/v1/non-payment/get-by?x=1${repParam}`),
    served: await apiGet(baseUrl, token, `/api/v1/customer/served?date=${date}${repParam}`),
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
    percent(expected.nonPayment.first.percentage),
  );
  assert.equal(
    await text(page, `non-payment-${expected.nonPayment.second.year}`),
    percent(expected.nonPayment.second.percentage),
  );
  await page.getByTestId('served').waitFor();
  assert.equal(await text(page, 'served'), integer(expected.served.served));
  assert.equal(await text(page, 'unserved-regular'), integer(expected.served.unservedNonDefaulter));
  assert.equal(await text(page, 'unserved-defaulter'), integer(expected.served.unservedDefaulter));
};

describe('Indicadores (/charts)', () => {
  const suite = portalSuite();

  it('as a rep: the tiles load by themselves and show the API figures', async () => {
    const login = suite.login('REP1');
    const { context, page } = await suite.signedInPage(login);
    await page.goto('/charts');
    await page.getByRole('heading', { level: 2, name: 'Indicadores' }).waitFor();
    // A rep has no Representante field and the potential tile is not covered.
    assert.equal(await page.getByRole('textbox', { name: 'Representante', exact: true }).count(), 0);
    const expected = await indicatorsOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1);
    await assertTilesShow(page, expected);
    assert.equal(await page.getByText('Preencha representante').count(), 0);
    await page.locator('.indicator-tile canvas').first().waitFor();
    await screenshot(page, 'screens-charts-rep');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('as ADMIN: Potencial waits for a representative (and is not called), then every tile follows the typed rep', async () => {
    const login = suite.login('ADMIN');
    const { context, page } = await suite.newPage();
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
    const expected = await indicatorsOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), 1);
    await assertTilesShow(page, expected);
    await page.getByText('Crédito liberado').waitFor();
    assert.equal(await page.getByText('Preencha representante').count(), 0);
    assert.ok(potentialCalls.every((url) => url.includes('representativeId=1')));
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('a failing tile toasts its own error and the others still show', async () => {
    const { context, page } = await suite.signedInPage('REP1', { failing: '**/api/v1/commission/get-by**' });
    await page.goto('/charts');
    await page
      .locator('.p-toast-detail', { hasText: 'Erro ao consultar Comissão: Falha simulada' })
      .waitFor();
    await page.getByTestId('revenues-value').waitFor();
    await page.getByTestId('legend-Aberto').waitFor();
    await context.close();
  });

  it('fits a 390 px phone', async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
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
