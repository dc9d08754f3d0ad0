import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { tokenOf } from './helpers/api.ts';
import { customersWithCatalog } from './helpers/order-customers.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

// Pedidos ao ERP (docs/operations.md, "Pedidos ao ERP pela tela") against the real server and the demo data: REP1
// sends an order; ADMIN sees it as a card on a phone and as a row at 1440, clicks Exportar, the browser saves the zip,
// the list says there is nothing left and the history names the screen's export. A rep never opens the page.

const wide = { width: 1440, height: 900 } as const;

type Reference = {
  reference: string;
  soldBy: 'piece' | 'pack';
  colors: { code: string }[];
  sizes: string[];
  skus: [number, number][];
};
type Context = { priceTable: string | null; terms: { usualPaymentCondition: string | null } };

const call = async <T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    // A JSON content type with no body is a 400 before any access check: send it only with a body.
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** REP1 sends a one-line order (approved when the demo's rules make it wait): its customer's name. */
const sendOrder = async (baseUrl: string, rep: string, admin: string): Promise<string> => {
  for await (const { customer, context, catalog } of customersWithCatalog<
    Context,
    { references: Reference[] }
  >(baseUrl, rep)) {
    // Loose pieces: a reference sold only by the pack refuses a one-piece line.
    const reference = catalog.references.find((one) => one.skus.length > 0 && one.soldBy !== 'pack');
    if (!reference) continue;
    const [color, size] = reference.skus[0]!;
    const id = crypto.randomUUID();
    const saved = await call(baseUrl, rep, 'PUT', `/api/v1/order-drafts/${id}`, {
      customerRegister: customer.register,
      paymentDays: 30,
      ...(context.terms.usualPaymentCondition
        ? { paymentConditionCode: context.terms.usualPaymentCondition }
        : {}),
      discountPercent: 0,
      items: [
        {
          reference: reference.reference,
          colorCode: reference.colors[color]!.code,
          size: reference.sizes[size]!,
          parts: 2,
        },
      ],
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const sent = await call<{ status: string }>(baseUrl, rep, 'POST', `/api/v1/order-drafts/${id}/send`, {});
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    if (sent.body.status === 'awaiting-approval')
      assert.equal(
        (await call(baseUrl, admin, 'POST', `/api/v1/order-drafts/${id}/approve`, {})).status,
        200,
      );
    return customer.name;
  }
  throw new Error('nenhum cliente de REP1 com tabela e referência');
};

describe('Pedidos ao ERP', () => {
  const suite = portalSuite();

  it('ADMIN sees the sent order as a card on a phone and a row at 1440, exports it as a zip, and the history has it', async () => {
    const rep = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const admin = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const customerName = await sendOrder(suite.baseUrl, rep, admin);

    const small = await suite.signedInPage('ADMIN', { viewport: phone });
    await small.page.goto('/admin/order-exports');
    const cards = small.page.getByRole('list', { name: 'Pedidos a exportar' });
    await cards.locator('.admin-card').filter({ hasText: customerName }).first().waitFor({ timeout: 60_000 });
    await small.page.waitForLoadState('networkidle');
    await screenshot(small.page, 'erp-exports-phone');
    await noSidewaysScroll(small.page, '/admin/order-exports');
    assert.deepEqual(await seriousViolations(small.page), []);
    await small.context.close();

    const { context, page } = await suite.signedInPage('ADMIN', { viewport: wide });
    await page.goto('/admin/order-exports');
    const table = page.getByRole('table', { name: 'Pedidos a exportar' });
    await table.getByRole('row').filter({ hasText: customerName }).first().waitFor({ timeout: 60_000 });
    await screenshot(page, 'erp-exports-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const saved = await download;
    assert.match(saved.suggestedFilename(), /^portal-pedidos-\d+\.zip$/);
    const bytes = readFileSync((await saved.path())!);
    assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK');
    await page.getByText('Nenhum pedido novo para exportar.').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Exportar' }).isDisabled(), true);
    const newest = page.getByRole('table', { name: 'Histórico de exportações' }).getByRole('row').nth(1);
    await newest.filter({ hasText: 'Tela' }).waitFor();
    assert.match((await newest.textContent()) ?? '', /ADMIN/);
    assert.match((await newest.textContent()) ?? '', /portal_orders\.csv, portal_order_items\.csv/);
    await screenshot(page, 'erp-exports-after');
    await context.close();
  });

  it('a rep and a supervisor get the 403 page and the 403 answer', async () => {
    for (const username of ['REP1', 'SUP1']) {
      const { context, page } = await suite.signedInPage(username, { viewport: wide });
      await page.goto('/admin/order-exports');
      await page.getByRole('heading', { name: 'Acesso negado (403)' }).waitFor({ timeout: 60_000 });
      assert.equal(await page.getByRole('button', { name: 'Exportar' }).count(), 0, username);
      const token = await tokenOf(suite.baseUrl, suite.login(username));
      assert.equal(
        (await call(suite.baseUrl, token, 'POST', '/api/v1/admin/order-exports')).status,
        403,
        username,
      );
      await context.close();
    }
  });
});
