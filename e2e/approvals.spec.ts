import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { seriousViolations } from './helpers/browser.ts';
import { noSidewaysScroll, toastDetail } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

// Aprovações (docs/domain.md §8.3) against the real server and the demo data (approval is on: supervisors have a
// max_discount): REP1 sends an order with a discount above their limit "para aprovação"; REP1's supervisor sees it
// counted and explained, approves it in one tap or rejects it with a reason; REP1 is notified, and a rejected order
// is a draft again, sent once the discount is corrected.

const phone = { width: 390, height: 844 } as const;
const smallPhone = { width: 360, height: 800 } as const;
const wide = { width: 1440, height: 900 } as const;
const shots = '/tmp/shots-approvals';

type Sku = [
  color: number,
  size: number,
  available: number | null,
  nextDate: string | null,
  next: number | null,
];
type Reference = {
  reference: string;
  colors: { code: string; name: string }[];
  sizes: string[];
  skus: Sku[];
  soldBy?: 'piece' | 'pack';
};
type Context = {
  priceTable: string | null;
  maxDiscountPercent: number;
  terms: { usualPaymentCondition: string | null; approvalOn: boolean };
};
type Evaluation = {
  problems: { kind: string; message: string }[];
  approvals: { kind: string; message: string }[];
};
type Draft = {
  id: string;
  status: string;
  discountPercent: number;
  maxDiscountPercent: number;
  rejection: { reason: string } | null;
  approval: { by: string } | null;
  evaluation: Evaluation;
};
type Notifications = { events: { kind: string; text: string }[] };

/** A write with the token, as the screen sends it; the answer's status and body. */
const apiWrite = async <T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as T };
};

/** The two cells the test types in, as the draft's items. */
const itemsOf = (reference: Reference, parts: number) =>
  reference.skus.slice(0, 2).map(([color, size]) => ({
    reference: reference.reference,
    colorCode: reference.colors[color]!.code,
    size: reference.sizes[size]!,
    parts,
  }));

/**
 * A customer of REP1 with a known table and a usual condition (the screen preselects it), whose order of one grid
 * reference needs no approval without a discount, and only the discount's approval with REP1's limit + 1 %: read
 * from the API (a probe draft, deleted after), never assumed from the demo's figures.
 */
const approvableOrder = async (baseUrl: string, token: string, skip: string[]) => {
  const customers = await apiGet<{ register: string; name: string }[]>(
    baseUrl,
    token,
    '/api/v1/customer/get-by?text=a',
  );
  for (const customer of customers) {
    if (skip.includes(customer.register)) continue;
    const context = await apiGet<Context>(
      baseUrl,
      token,
      `/api/v1/order-context?customerRegister=${customer.register}`,
    );
    if (!context.priceTable || !context.terms.usualPaymentCondition || !context.terms.approvalOn) continue;
    const catalog = await apiGet<{ references: Reference[] }>(
      baseUrl,
      token,
      `/api/v1/catalog?priceTable=${encodeURIComponent(context.priceTable)}`,
    );
    const reference = catalog.references.find(
      (candidate) => candidate.skus.length > 1 && candidate.soldBy !== 'pack',
    );
    if (!reference) continue;
    const discount = context.maxDiscountPercent + 1;
    const probe = randomUUID();
    const body = (discountPercent: number) => ({
      customerRegister: customer.register,
      paymentConditionCode: context.terms.usualPaymentCondition,
      discountPercent,
      items: itemsOf(reference, 2),
    });
    const plain = await apiWrite<Draft>(baseUrl, token, 'PUT', `/api/v1/order-drafts/${probe}`, body(0));
    const above = await apiWrite<Draft>(
      baseUrl,
      token,
      'PUT',
      `/api/v1/order-drafts/${probe}`,
      body(discount),
    );
    await apiWrite(baseUrl, token, 'DELETE', `/api/v1/order-drafts/${probe}`);
    const fits =
      plain.body.evaluation.problems.length === 0 &&
      plain.body.evaluation.approvals.length === 0 &&
      above.body.evaluation.problems.length === 0 &&
      above.body.evaluation.approvals.map((approval) => approval.kind).join() === 'discount';
    if (fits)
      return {
        customer,
        reference,
        discount,
        limit: context.maxDiscountPercent,
        reason: above.body.evaluation.approvals[0]!.message,
      };
  }
  throw new Error('nenhum cliente de REP1 cujo pedido só precise da aprovação do desconto');
};

/** The supervisor whose team has REP1, from the administrator's team board, and their demo login. */
const supervisorOfRep1 = async (suite: ReturnType<typeof portalSuite>) => {
  const admin = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
  const board = await apiGet<{ rows: { representativeId: number; supervisorId: number | null }[] }>(
    suite.baseUrl,
    admin,
    '/api/v1/team/board',
  );
  const supervisorId = board.rows.find((row) => row.representativeId === 1)?.supervisorId;
  assert.ok(supervisorId, 'REP1 tem supervisor');
  return suite.login(`SUP${supervisorId}`);
};

const percentText = (value: number) => value.toFixed(2).replace('.', ',');

/**
 * Taps the send button, then the one confirmation of the warnings (stock, credit) when the screen asks it, and waits
 * for the order's state: on a loaded machine the confirmation may take seconds to appear.
 */
const sendAndConfirm = async (page: Page, button: Locator, status: string) => {
  await button.click();
  const confirm = page.getByRole('button', { name: 'Confirmo e envio mesmo assim' });
  const reached = page.getByTestId('order-status').filter({ hasText: status });
  await confirm
    .or(reached)
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => undefined);
  if (await confirm.isVisible()) await confirm.click();
  await reached.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: `${shots}/failed-send-${status}.png`, fullPage: true });
    throw error;
  });
};

/** REP1 opens Pedidos, types the order with the discount above the limit and sends it "para aprovação". */
const sendForApproval = async (page: Page, order: Awaited<ReturnType<typeof approvableOrder>>) => {
  await page.goto('/orders');
  await page.getByRole('heading', { name: 'Pedidos', level: 2 }).waitFor({ timeout: 60_000 });
  await page.goto(`/orders/new?customer=${order.customer.register}`);
  await page.getByTestId('catalog-imported-at').waitFor({ timeout: 60_000 });
  await page
    .getByRole('searchbox', { name: 'Buscar referência ou descrição' })
    .fill(order.reference.reference);
  await page.locator(`[data-reference="${order.reference.reference}"]`).click();
  for (const [color, size] of order.reference.skus.slice(0, 2)) {
    const name = `${order.reference.colors[color]?.name} ${order.reference.sizes[size]}`;
    await page.getByRole('textbox', { name, exact: true }).click();
    await page.keyboard.type('2');
  }
  const discount = page.getByLabel(`Desconto % (até ${percentText(order.limit)}%)`);
  await discount.fill(percentText(order.discount));
  const button = page.getByRole('button', { name: 'Enviar para aprovação' });
  await button.waitFor({ timeout: 30_000 });
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  await sendAndConfirm(page, button, 'Aguardando aprovação');
  return id;
};

/** The supervisor's badge: the dashboard tile's and, through the phone's menu, the menu entry's. */
const badgeShows = async (page: Page, count: number) => {
  const words = count === 1 ? '1 pedido aguardando aprovação' : `${count} pedidos aguardando aprovação`;
  await page.goto('/dashboard');
  const tile = page.getByRole('link', { name: `Aprovações Pedidos que aguardam sua aprovação ${words}` });
  await tile.waitFor({ timeout: 30_000 });
  assert.equal(
    (await tile.locator('.count-badge [aria-hidden="true"]').textContent())?.trim(),
    String(count > 99 ? '99+' : count),
  );
};

const cardOf = (page: Page, id: string) => page.locator(`article[data-order-id="${id}"]`);

const repNotified = async (page: Page, kind: string, pattern: RegExp, baseUrl: string, token: string) => {
  const events = await apiGet<Notifications>(baseUrl, token, '/api/v1/notifications');
  const event = events.events.find((candidate) => candidate.kind === kind && pattern.test(candidate.text));
  assert.ok(event, `a notificação ${kind} chegou a REP1`);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  // The month's events come 40 at a time: the rep narrows them to the kind, as the panel offers.
  await panel.getByLabel('Tipo').selectOption(kind);
  await panel.locator('.inbox-item-title', { hasText: event.text }).first().waitFor({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/rep-notified-${kind}.png` });
  await page.keyboard.press('Escape');
};

describe('Aprovações', () => {
  const suite = portalSuite();

  it('390×844: REP1 sends above the limit, the supervisor sees why and approves in one tap, REP1 is told', async () => {
    const repLogin = suite.login('REP1');
    const repToken = await tokenOf(suite.baseUrl, repLogin);
    const order = await approvableOrder(suite.baseUrl, repToken, []);
    const supLogin = await supervisorOfRep1(suite);
    const supToken = await tokenOf(suite.baseUrl, supLogin);

    const rep = await suite.signedInPage(repLogin, { viewport: phone });
    const id = await sendForApproval(rep.page, order);
    await rep.page.screenshot({ path: `${shots}/rep-sent-for-approval-390.png` });
    const sent = await apiGet<Draft>(suite.baseUrl, repToken, `/api/v1/order-drafts/${id}`);
    assert.equal(sent.status, 'awaiting-approval');

    const { count } = await apiGet<{ count: number }>(
      suite.baseUrl,
      supToken,
      '/api/v1/order-approvals/count',
    );
    assert.ok(count >= 1);
    const sup = await suite.signedInPage(supLogin, { viewport: phone });
    await badgeShows(sup.page, count);
    await sup.page.screenshot({ path: `${shots}/supervisor-dashboard-390.png` });
    await sup.page.getByRole('link', { name: /^Aprovações/ }).click();
    const card = cardOf(sup.page, id);
    await card.waitFor({ timeout: 30_000 });
    assert.match(
      (await card.textContent()) ?? '',
      new RegExp(order.customer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    await card.getByText(order.reason).waitFor();
    assert.equal(
      (await card.locator('[data-figure="Desconto"] dd').textContent())?.trim(),
      `${percentText(order.discount)}%`,
    );
    await card.getByRole('button', { name: 'Ver 2 itens' }).click();
    await sup.page.screenshot({ path: `${shots}/supervisor-approvals-390.png`, fullPage: true });
    await noSidewaysScroll(sup.page, 'aprovações no telefone');
    assert.deepEqual(await seriousViolations(sup.page), []);
    const approve = card.getByRole('button', { name: `Aprovar o pedido de ${order.customer.name}` });
    const box = await approve.boundingBox();
    assert.ok(box && box.height >= 44 && box.width >= 44, 'Aprovar tem ao menos 44 px');
    await approve.click();
    await toastDetail(sup.page, `Pedido de ${order.customer.name} aprovado e enviado.`).waitFor();
    await card.waitFor({ state: 'detached' });
    await sup.page.screenshot({ path: `${shots}/supervisor-approved-390.png` });

    const approved = await apiGet<Draft>(suite.baseUrl, repToken, `/api/v1/order-drafts/${id}`);
    assert.equal(approved.status, 'sent');
    assert.equal(approved.approval?.by, supLogin.username);
    await rep.page.goto('/dashboard');
    await repNotified(rep.page, 'approved', /aprovado/, suite.baseUrl, repToken);
    await rep.page.goto(`/orders/${id}`);
    await rep.page.getByTestId('order-status').filter({ hasText: 'Enviado' }).waitFor({ timeout: 30_000 });
    await rep.context.close();
    await sup.context.close();
  });

  it('360×800: the supervisor rejects with a reason; REP1 corrects the discount and sends it plainly', async () => {
    const repLogin = suite.login('REP1');
    const repToken = await tokenOf(suite.baseUrl, repLogin);
    const order = await approvableOrder(suite.baseUrl, repToken, []);
    const supLogin = await supervisorOfRep1(suite);

    const rep = await suite.signedInPage(repLogin, { viewport: smallPhone });
    const id = await sendForApproval(rep.page, order);

    // One wide pass over the screen, the order waiting.
    const desk = await suite.signedInPage(supLogin, { viewport: wide });
    await desk.page.goto('/approvals');
    await cardOf(desk.page, id).waitFor({ timeout: 30_000 });
    await desk.page.screenshot({ path: `${shots}/supervisor-approvals-1440.png`, fullPage: true });
    assert.deepEqual(await seriousViolations(desk.page), []);
    await desk.context.close();

    const sup = await suite.signedInPage(supLogin, { viewport: smallPhone });
    await sup.page.goto('/approvals');
    const card = cardOf(sup.page, id);
    await card.waitFor({ timeout: 30_000 });
    await noSidewaysScroll(sup.page, 'aprovações em 360 px');
    await card.getByRole('button', { name: `Recusar o pedido de ${order.customer.name}` }).click();
    const dialog = sup.page.getByRole('dialog', { name: 'Recusar pedido' });
    await dialog.getByRole('button', { name: 'Recusar pedido' }).click();
    await dialog.getByText('Informe o motivo da recusa').waitFor();
    const reason = `Desconto de ${percentText(order.discount)}% alto demais: volte ao seu limite`;
    await dialog.getByLabel('Motivo da recusa').fill(reason);
    await sup.page.screenshot({ path: `${shots}/supervisor-reject-dialog-360.png` });
    await noSidewaysScroll(sup.page, 'recusa em 360 px');
    assert.deepEqual(await seriousViolations(sup.page), []);
    await dialog.getByRole('button', { name: 'Recusar pedido' }).click();
    await toastDetail(
      sup.page,
      `Pedido de ${order.customer.name} recusado: voltou ao representante como rascunho.`,
    ).waitFor();
    await card.waitFor({ state: 'detached' });
    await sup.context.close();

    const rejected = await apiGet<Draft>(suite.baseUrl, repToken, `/api/v1/order-drafts/${id}`);
    assert.equal(rejected.status, 'draft');
    assert.equal(rejected.rejection?.reason, reason);
    await rep.page.goto('/dashboard');
    await repNotified(
      rep.page,
      'rejected',
      new RegExp(`recusado.*${reason.slice(0, 20)}`),
      suite.baseUrl,
      repToken,
    );

    // Opened afresh (another device, or the phone after its cache): the device that sent it still keeps the order as
    // it sent it, and how that copy turns back into a draft is Pedidos' own screen.
    await rep.context.close();
    const again = await suite.signedInPage(repLogin, { viewport: smallPhone });
    await again.page.goto(`/orders/${id}`);
    const discount = again.page.getByLabel(`Desconto % (até ${percentText(order.limit)}%)`);
    await discount.waitFor({ timeout: 60_000 });
    await discount.fill('');
    const send = again.page.getByRole('button', { name: 'Enviar pedido' });
    await send.waitFor({ timeout: 30_000 });
    await again.page.screenshot({ path: `${shots}/rep-corrected-360.png` });
    await send.click();
    const confirm = again.page.getByRole('button', { name: 'Confirmo e envio mesmo assim' });
    await confirm.waitFor({ timeout: 5_000 }).then(
      () => confirm.click(),
      () => undefined,
    );
    // The server's word on the resend: how the sent screen shows a once-rejected order is Pedidos' to tell.
    let resent = await apiGet<Draft>(suite.baseUrl, repToken, `/api/v1/order-drafts/${id}`);
    for (let tries = 0; resent.status !== 'sent' && tries < 60; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      resent = await apiGet<Draft>(suite.baseUrl, repToken, `/api/v1/order-drafts/${id}`);
    }
    assert.deepEqual([resent.status, resent.discountPercent, resent.rejection], ['sent', 0, null]);
    await again.context.close();
  });
});
