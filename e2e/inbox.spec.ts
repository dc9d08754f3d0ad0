import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { integer } from './helpers/format.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

// Mensagens and Notificações (docs/domain.md §5.5) against the real server and the demo data: SUP1 writes to REP1
// (rep 1 is in SUP1's team), REP1 sees the badge, opens and reads it, the badge drops, SUP1 sees it read; an event
// of REP1's Notificações opens the screen that shows it.

const wide = { width: 1440, height: 900 } as const;

/** The parts of the answers this spec reads (e2e reaches the app over HTTP only). */
type InboxCountsAnswer = { notifications: number; messages: number };
type NotificationsAnswer = {
  unread: number;
  events: {
    kind: string;
    text: string;
    target: { screen: 'customers' | 'duplicates'; filters: Record<string, string | number | string[]> };
    customerName: string;
    customerRegister: string;
    order: number | null;
    receivable: string | null;
  }[];
};

/** The link the portal builds for an event's target: the screen's path, its filters, the query run. */
const linkOf = ({ screen, filters }: NotificationsAnswer['events'][number]['target']): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  params.set('consulta', '1');
  return `/${screen}?${params.toString()}`;
};

/** The button's name with its badge (counts stop at 100; the badge shows 99+ past 99). */
const badgeLabel = (entry: string, count: number) =>
  count === 0
    ? entry
    : `${entry}: ${count > 99 ? 'mais de 99 não lidas' : count === 1 ? '1 não lida' : `${count} não lidas`}`;

const entry = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('Mensagens e Notificações', () => {
  const suite = portalSuite();
  const title = `Campanha ${Date.now().toString(36)}`;

  it('SUP1 writes to REP1, who reads it on a phone; the counts drop and SUP1 sees it read', async () => {
    const repToken = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const before = await apiGet<InboxCountsAnswer>(suite.baseUrl, repToken, '/api/v1/inbox/counts');

    const sup = await suite.signedInPage('SUP1', { viewport: wide });
    await entry(sup.page, 'Mensagens').click();
    const recipients = sup.page.waitForResponse((response) =>
      response.url().includes('/api/comercial/representantes'),
    );
    await sup.page.getByRole('button', { name: 'Nova mensagem' }).click();
    // The list opens once the team's reps are in (a loading multi-select has none to show).
    assert.equal((await recipients).status(), 200);
    await sup.page.locator('.inbox-form .p-multiselect-trigger').click();
    await sup.page.getByRole('option', { name: /^1 - / }).click();
    // Escape closes the option list, not the panel.
    await sup.page.keyboard.press('Escape');
    await sup.page.locator('[data-pr-is-overlay]').waitFor({ state: 'detached' });
    await sup.page.getByLabel('Título').fill(title);
    await sup.page.getByLabel('Texto').fill('Meta dobrada em dezembro.\nLigar para os clientes parados.');
    await screenshot(sup.page, 'desktop-inbox-new-message');
    assert.deepEqual(await seriousViolations(sup.page), []);
    const posted = sup.page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/messages') && response.request().method() === 'POST',
    );
    await sup.page.getByRole('button', { name: 'Enviar' }).click();
    assert.equal((await posted).status(), 200);
    const sent = sup.page.locator('.inbox-item', { hasText: title });
    assert.equal((await sent.getByTestId('read-count').textContent())?.trim(), 'Lida por 0 de 1');

    const rep = await suite.signedInPage('REP1', { viewport: phone });
    const unread = before.messages + 1;
    await entry(rep.page, badgeLabel('Mensagens', unread)).waitFor();
    assert.equal((await rep.page.locator('.topbar-badge').first().textContent())?.trim(), String(unread));
    await entry(rep.page, badgeLabel('Mensagens', unread)).click();
    const message = rep.page.getByRole('button', { name: new RegExp(title) });
    await message.waitFor();
    await noSidewaysScroll(rep.page, 'mensagens no telefone');
    await screenshot(rep.page, 'phone-inbox-messages');
    assert.deepEqual(await seriousViolations(rep.page), []);
    const read = rep.page.waitForResponse((response) =>
      /\/api\/v1\/messages\/\d+\/read$/.test(response.url()),
    );
    await message.click();
    assert.equal((await read).status(), 200);
    await rep.page.getByText('Ligar para os clientes parados.').waitFor();
    await entry(rep.page, badgeLabel('Mensagens', unread - 1)).waitFor();
    const after = await apiGet<InboxCountsAnswer>(suite.baseUrl, repToken, '/api/v1/inbox/counts');
    assert.equal(after.messages, unread - 1);
    await screenshot(rep.page, 'phone-inbox-message-read');

    // SUP1 opens the list again: the server's count.
    await entry(sup.page, 'Mensagens').click();
    await entry(sup.page, 'Mensagens').click();
    // The list shows what it had, then the server's answer.
    await sent.getByTestId('read-count').getByText('Lida por 1 de 1').waitFor();
    await screenshot(sup.page, 'desktop-inbox-sent');
    await sup.context.close();
    await rep.context.close();
  });

  it("on a phone, SUP1's Nova mensagem fits the width and shows the server's refusal in Portuguese", async () => {
    const { context, page } = await suite.signedInPage('SUP1', { viewport: phone });
    await entry(page, 'Mensagens').click();
    await page.getByRole('button', { name: 'Nova mensagem' }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    const alert = page.getByRole('dialog', { name: 'Mensagens' }).getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /^Informe o título/);
    await page.locator('.inbox-form .p-multiselect-trigger').click();
    await page.getByRole('option').first().waitFor();
    await noSidewaysScroll(page, 'nova mensagem no telefone');
    await screenshot(page, 'phone-inbox-new-message');
    await page.locator('.inbox-form .p-multiselect-trigger').click();
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it("REP1's notifications list what the API gives, grouped by day, and an event opens its screen", async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const answer = await apiGet<NotificationsAnswer>(suite.baseUrl, token, '/api/v1/notifications');
    assert.ok(answer.events.length > 0, 'a demonstração tem eventos nos últimos 30 dias');
    const overdue = answer.events.find((event) => event.kind === 'overdue');
    const order = answer.events.find((event) => event.order !== null);

    for (const [viewport, name] of [
      [phone, 'phone'],
      [wide, 'desktop'],
    ] as const) {
      const { context, page } = await suite.signedInPage('REP1', { viewport });
      await entry(page, badgeLabel('Notificações', name === 'phone' ? answer.unread : 0)).click();
      const panel = page.getByRole('dialog', { name: 'Notificações' });
      await panel.locator('.inbox-item').first().waitFor();
      // A page of 40 at first; "Mostrar mais" draws the next.
      const firstPage = Math.min(40, answer.events.length);
      assert.equal(await panel.locator('.inbox-item').count(), firstPage);
      if (answer.events.length > firstPage) {
        await panel
          .getByRole('button', { name: `Mostrar mais (40 de ${integer(answer.events.length)})` })
          .click();
        assert.equal(await panel.locator('.inbox-item').count(), Math.min(80, answer.events.length));
      }
      assert.equal(
        (await panel.locator('.inbox-item-title').first().textContent())?.trim(),
        answer.events[0]!.text,
      );
      // Opening the list marked everything read: the badge goes.
      await entry(page, 'Notificações').waitFor();
      if (viewport === phone) await noSidewaysScroll(page, 'notificações no telefone');
      await screenshot(page, `${name}-inbox-notifications`);
      assert.deepEqual(await seriousViolations(page), []);

      const target = name === 'phone' ? (overdue ?? answer.events[0]!) : (order ?? answer.events[0]!);
      const link = linkOf(target.target);
      // Narrowed to the event's customer and kind, so it is on the first page wherever it falls in the month.
      await panel.getByLabel('Tipo').selectOption(target.kind);
      await panel.getByLabel('Cliente').fill(target.customerRegister);
      await panel
        .locator(`a[href="${link.replace(/"/g, '\\"')}"]`)
        .first()
        .click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === link);
      assert.equal(await panel.count(), 0);
      // The customer's card on the phone (the title number is in its details); the order number on the desktop.
      const shown = name === 'phone' ? target.customerName : String(target.order ?? target.customerName);
      await page.locator('main').getByText(shown, { exact: false }).first().waitFor({ timeout: 30_000 });
      await screenshot(page, `${name}-inbox-event-screen`);
      await context.close();
    }
    const counts = await apiGet<InboxCountsAnswer>(suite.baseUrl, token, '/api/v1/inbox/counts');
    assert.equal(counts.notifications, 0);
  });
});
