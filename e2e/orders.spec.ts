import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { customersWithCatalog } from './helpers/order-customers.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { PORTAL_TODAY } from './helpers/business-date.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { workerLaunchArgs, workerPage } from './helpers/service-worker.ts';
import { portalSuite } from './helpers/suite.ts';

// Pedidos (docs/domain.md §6) against the real server and the demo data: a rep builds an order with grids, sees the
// commission and the goal move, sends it, also without a signal; "Repetir pedido"; a supervisor finds it.

const wide = { width: 1440, height: 900 } as const;

/** The catalog's cell: colour and size as indexes into the reference's lists, then its stock. */
type Sku = [
  color: number,
  size: number,
  available: number | null,
  nextDate: string | null,
  next: number | null,
];
type Reference = {
  reference: string;
  description: string;
  colors: { code: string; name: string }[];
  sizes: string[];
  skus: Sku[];
  /** `pack`: only whole packs of it may be ordered (docs/domain.md §8.2); these tests type pieces. */
  soldBy?: 'piece' | 'pack';
};
type Catalog = { priceTable: string | null; references: Reference[] };
type Context = {
  priceTable: string | null;
  commissionRate: number;
  credit: { baseFlag: number };
  terms: {
    usualPaymentCondition: string | null;
    paymentConditions: { code: string; minOrderValue: number }[];
  };
};

/**
 * Whether an order of a few pieces goes straight to sent: the customer is neither suspended nor overdue and its usual
 * condition asks no minimum (either would send it for approval, docs/domain.md §8.2), whatever the day's data.
 */
const sendsWithoutApproval = ({ credit, terms }: Context): boolean =>
  credit.baseFlag < 3 &&
  (terms.paymentConditions.find((condition) => condition.code === terms.usualPaymentCondition)
    ?.minOrderValue ?? 0) === 0;
type Draft = { id: string; status: string; items: { reference: string; parts: number }[] };

/** A customer of REP1 whose table is known, its catalog, and three references with a grid. */
const orderableCustomer = async (baseUrl: string, token: string) => {
  for await (const { customer, context, catalog } of customersWithCatalog<Context, Catalog>(
    baseUrl,
    token,
    sendsWithoutApproval,
  )) {
    const withGrid = catalog.references.filter(
      (reference) => reference.skus.length > 1 && reference.soldBy !== 'pack',
    );
    if (withGrid.length >= 3) return { customer, context, references: withGrid.slice(0, 3) };
  }
  throw new Error('nenhum cliente de REP1 com tabela e três referências com grade');
};

const idOf = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

/** Opens a reference from the catalog (searching it) and types `parts` in its first two cells. */
const typeInGrid = async (page: Page, reference: Reference, parts: number) => {
  await page.getByRole('searchbox', { name: 'Buscar referência ou descrição' }).fill(reference.reference);
  await page.locator(`[data-reference="${reference.reference}"]`).click();
  for (const [color, size] of reference.skus.slice(0, 2)) {
    const name = `${reference.colors[color]?.name} ${reference.sizes[size]}`;
    const cell = page.getByRole('textbox', { name, exact: true });
    await cell.click();
    await page.keyboard.type(String(parts));
  }
};

// The live page's, not the copy of its last drawing painted over it as it reloads (docs/decisions/231).
const pieces = (page: Page) => page.locator('#root [data-testid="order-summary"] [data-field="pieces"]');

/** Enviar pedido, and the one tap on the warnings when the device shows some. */
const send = async (page: Page) => {
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const confirm = page.getByRole('button', { name: 'Confirmo e envio mesmo assim' });
  await confirm.waitFor({ timeout: 1_500 }).then(
    () => confirm.click(),
    () => undefined,
  );
};

describe('Pedidos', () => {
  const suite = portalSuite(workerLaunchArgs);

  for (const [name, viewport] of [
    ['phone', phone],
    ['wide', wide],
  ] as const) {
    it(`${name}: REP1 builds an order of three references with grids, sees commission and goal move, sends it`, async () => {
      const login = suite.login('REP1');
      const token = await tokenOf(suite.baseUrl, login);
      const { customer, references } = await orderableCustomer(suite.baseUrl, token);
      const { context, page } = await suite.signedInPage(login, { viewport });
      await page.goto(`/orders/new?customer=${customer.register}`);
      await page.getByTestId('catalog-imported-at').waitFor({ timeout: 60_000 });
      assert.match(
        (await page.getByTestId('catalog-imported-at').textContent()) ?? '',
        /importação de \d{2}\/\d{2}\/\d{4}/,
      );

      await typeInGrid(page, references[0]!, 2);
      const commission = page.locator('[data-testid="order-summary"] [data-field="commission"]');
      const before = await commission.textContent();
      await typeInGrid(page, references[1]!, 3);
      await typeInGrid(page, references[2]!, 1);
      assert.equal((await pieces(page).textContent())?.trim(), '12');
      assert.notEqual(await commission.textContent(), before, 'a comissão acompanha as quantidades');
      const goals = await page.locator('[data-goal] .order-goal-move').allTextContents();
      assert.ok(goals.length > 0, 'ao menos um artigo de cota');
      for (const goal of goals) assert.match(goal, / → /);
      await page.locator('[data-field="credit"]').waitFor();
      await screenshot(page, `orders-${name}-grid`);
      if (name === 'phone') await noSidewaysScroll(page, 'pedido no telefone');
      assert.deepEqual(await seriousViolations(page), []);

      const id = idOf(page);
      await send(page);
      await page.getByTestId('order-status').filter({ hasText: 'Enviado' }).waitFor({ timeout: 30_000 });
      await screenshot(page, `orders-${name}-sent`);
      assert.deepEqual(await seriousViolations(page), []);
      const sent = await apiGet<Draft>(suite.baseUrl, token, `/api/v1/order-drafts/${id}`);
      assert.equal(sent.status, 'sent');
      assert.equal(
        sent.items.reduce((sum, item) => sum + item.parts, 0),
        12,
      );

      // A supervisor sees the team's orders: REP1's, once the representative is named.
      const admin = await suite.signedInPage('ADMIN', { viewport });
      await admin.page.goto('/orders');
      await admin.page.getByRole('textbox', { name: 'Representante' }).fill('1');
      await admin.page.locator(`[data-order="${id}"]`).waitFor({ timeout: 30_000 });
      assert.match((await admin.page.locator(`[data-order="${id}"]`).textContent()) ?? '', /Enviado/);
      await screenshot(admin.page, `orders-${name}-supervisor`);
      assert.deepEqual(await seriousViolations(admin.page), []);
      await admin.context.close();
      await context.close();
    });
  }

  it('Repetir pedido prefills the past order at today’s prices, leaving out what cannot be ordered', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { customer } = await orderableCustomer(suite.baseUrl, token);
    const withOrders = await apiGet<{ orders: { order: number }[] }[]>(
      suite.baseUrl,
      token,
      `/api/v1/customer/orders?initialIssueDate=${Number(PORTAL_TODAY.slice(0, 4)) - 1}-01-01&finalIssueDate=${PORTAL_TODAY}&customers=${customer.register}`,
    );
    const number = withOrders[0]?.orders[0]?.order;
    assert.ok(number, 'o cliente tem um pedido no período');
    const repeat = await apiGet<{
      notes: string[];
      lines: { orderable: boolean; parts: number; reason: string | null }[];
    }>(suite.baseUrl, token, `/api/v1/order-repeat/${number}`);
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await page.goto(`/orders/repeat/${number}`);
    await page.getByTestId('order-summary').waitFor({ timeout: 60_000 });
    const orderable = repeat.lines.filter((line) => line.orderable);
    assert.equal(await page.locator('.order-line').count(), orderable.length);
    await page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="order-summary"] [data-field="pieces"]')?.textContent?.trim() ===
        expected,
      String(orderable.reduce((sum, line) => sum + line.parts, 0)),
    );
    const leftOut = repeat.lines.filter((line) => !line.orderable);
    assert.equal(await page.locator('.order-left-out li').count(), leftOut.length);
    assert.equal(await page.locator('[data-testid="order-repeat-notes"] li').count(), repeat.notes.length);
    await screenshot(page, 'orders-repeat');
    await context.close();
  });

  it('offline: typed without signal, kept through a reload, sent when the signal returns and found by the API', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { customer, references } = await orderableCustomer(suite.baseUrl, token);
    const { context, page } = await workerPage(suite, login);
    await page.reload();
    await page.getByTestId('user-name').waitFor({ state: 'attached' });
    await page.goto(`/orders/new?customer=${customer.register}`);
    await page.getByTestId('catalog-imported-at').waitFor({ timeout: 60_000 });
    await page.locator('[data-field="credit"]').waitFor();
    const id = idOf(page);

    await context.setOffline(true);
    await typeInGrid(page, references[0]!, 4);
    assert.equal((await pieces(page).textContent())?.trim(), '8');
    await page.reload();
    await page.locator('#root').getByTestId('order-summary').waitFor({ timeout: 60_000 });
    assert.equal((await pieces(page).textContent())?.trim(), '8');
    await send(page);
    await page.getByText('Sem conexão: o pedido será enviado quando o sinal voltar.').waitFor();
    await page.getByTestId('outbox-pending').waitFor();
    assert.match((await page.getByTestId('outbox-pending').textContent()) ?? '', /1 pedido/);
    await screenshot(page, 'orders-offline-pending');

    await context.setOffline(false);
    await page.getByTestId('order-status').filter({ hasText: 'Enviado' }).waitFor({ timeout: 60_000 });
    await page.getByTestId('outbox-pending').waitFor({ state: 'detached', timeout: 30_000 });
    const sent = await apiGet<Draft>(suite.baseUrl, token, `/api/v1/order-drafts/${id}`);
    assert.equal(sent.status, 'sent');
    assert.deepEqual(
      sent.items.map((item) => item.parts),
      [4, 4],
    );
    await context.close();
  });
});
