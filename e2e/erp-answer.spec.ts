import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { customersWithCatalog } from './helpers/order-customers.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

// The ERP's answer (docs/domain.md §8.5) against the real server and the demo data: REP1's sent order is refused
// through the API by the administrator; REP1 reads the notification and the refused order with its reason on a phone,
// copies it, and the new draft has the same lines.

const SHOTS = '/tmp/shots-erp-answer';
const wide = { width: 1440, height: 900 } as const;
const REASON = 'Cliente bloqueado no ERP';

type Reference = {
  reference: string;
  colors: { code: string; name: string }[];
  sizes: string[];
  skus: [number, number, ...unknown[]][];
  soldBy?: 'piece' | 'pack';
};
type Context = {
  priceTable: string | null;
  terms: {
    paymentConditions: { code: string; minOrderValue: number }[];
    usualPaymentCondition: string | null;
  };
};
type Draft = {
  id: string;
  status: string;
  erpRejection?: { reason: string } | null;
  items: { reference: string; colorCode: string | null; size: string | null; parts: number }[];
};

const call = async <T>(baseUrl: string, token: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
};

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await screenshot(page, `erp-answer-${name}`);
};

/** A customer of REP1 with a known table and a reference sold by the piece: the order's one line. */
const orderFor = async (baseUrl: string, token: string) => {
  for await (const { customer, context, catalog } of customersWithCatalog<
    Context,
    { references: Reference[] }
  >(baseUrl, token)) {
    const reference = catalog.references.find((one) => one.soldBy !== 'pack' && one.skus.length > 0);
    if (!reference) continue;
    const [color, size] = reference.skus[0]!;
    const condition =
      context.terms.usualPaymentCondition ??
      [...context.terms.paymentConditions].sort((a, b) => a.minOrderValue - b.minOrderValue)[0]?.code;
    return {
      customer,
      body: {
        customerRegister: customer.register,
        paymentDays: 30,
        ...(condition ? { paymentConditionCode: condition } : {}),
        discountPercent: 0,
        items: [
          {
            reference: reference.reference,
            colorCode: reference.colors[color]!.code,
            size: reference.sizes[size]!,
            parts: 3,
          },
        ],
      },
    };
  }
  throw new Error('nenhum cliente de REP1 com tabela e referência vendida por peça');
};

describe('A resposta do ERP', () => {
  const suite = portalSuite();

  it('phone: REP1 reads the refusal of a sent order, with its reason, and copies it into a new draft', async () => {
    const rep = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const admin = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const { customer, body } = await orderFor(suite.baseUrl, rep);
    const id = crypto.randomUUID();
    assert.equal((await call(suite.baseUrl, rep, 'PUT', `/api/v1/order-drafts/${id}`, body)).status, 200);
    const sent = await call<Draft>(suite.baseUrl, rep, 'POST', `/api/v1/order-drafts/${id}/send`, {});
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    // Below a condition's minimum the demo's order waits for approval: approved first, as the office would.
    if (sent.body.status === 'awaiting-approval')
      assert.equal(
        (await call(suite.baseUrl, admin, 'POST', `/api/v1/order-drafts/${id}/approve`, {})).status,
        200,
      );
    const refused = await call<Draft>(suite.baseUrl, admin, 'POST', `/api/v1/order-drafts/${id}/erp-answer`, {
      status: 'rejected',
      reason: REASON,
    });
    assert.equal(refused.status, 200, JSON.stringify(refused.body));
    assert.equal(refused.body.status, 'erp-rejected');

    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await page.getByRole('button', { name: /^Notificações/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notificações' });
    // The month's events come 40 at a time: narrowed to the ERP's refusals, as the panel offers.
    await panel.getByLabel('Tipo').selectOption('erp-rejected');
    const event = panel
      .locator('.inbox-item')
      .filter({ hasText: `Pedido de ${customer.name} recusado pelo ERP` })
      .filter({ hasText: REASON });
    await event.first().waitFor({ timeout: 30_000 });
    await noSidewaysScroll(page, 'notificações no telefone');
    await shot(page, 'phone-notification');
    assert.deepEqual(await seriousViolations(page), []);

    await page.goto(`/orders/${id}`);
    const refusal = page.getByTestId('erp-refusal');
    await refusal.waitFor({ timeout: 30_000 });
    assert.equal((await refusal.textContent())?.trim(), `Recusado pelo ERP: ${REASON}`);
    assert.equal((await page.getByTestId('order-status').textContent())?.trim(), 'Recusado pelo ERP');
    await noSidewaysScroll(page, 'pedido recusado no telefone');
    await shot(page, 'phone-refused-order');
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('button', { name: 'Copiar para novo pedido' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/orders/') && !url.pathname.endsWith(id));
    const copyId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByTestId('order-summary').waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="order-summary"] [data-field="pieces"]')?.textContent?.trim() ===
        '3',
    );
    await noSidewaysScroll(page, 'cópia no telefone');
    await shot(page, 'phone-copy');
    const copy = await apiGet<Draft>(suite.baseUrl, rep, `/api/v1/order-drafts/${copyId}`);
    assert.equal(copy.status, 'draft');
    assert.deepEqual(
      copy.items.map((item) => [item.reference, item.colorCode, item.size, item.parts]),
      body.items.map((item) => [item.reference, item.colorCode, item.size, item.parts]),
    );
    await context.close();

    const desk = await suite.signedInPage('REP1', { viewport: wide });
    await desk.page.goto(`/orders/${id}`);
    await desk.page.getByTestId('erp-refusal').waitFor({ timeout: 30_000 });
    await shot(desk.page, 'wide-refused-order');
    await desk.context.close();
  });
});
