import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { tokenOf } from './helpers/api.ts';
import { phone, screenshot } from './helpers/browser.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { smallTargets } from './helpers/targets.ts';

// What a rep, a supervisor and IT found on the newest screens (round three): each test opens the screen at the
// size they used and measures what they saw.

const narrow = { width: 360, height: 780 } as const;

/** Card labels that run into their neighbour, and figures cut short, on the phone cards in view. */
const cardDefects = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const keys of Array.from(document.querySelectorAll('.rg-card-keys')).slice(0, 6)) {
      const boxes = Array.from(keys.querySelectorAll('dt')).map((dt) => dt.getBoundingClientRect());
      for (let i = 1; i < boxes.length; i += 1)
        if (boxes[i]!.left < boxes[i - 1]!.right - 0.5)
          problems.push(`rótulos sobrepostos: ${keys.textContent}`);
      for (const element of Array.from(keys.querySelectorAll<HTMLElement>('dt, dd')))
        if (element.scrollWidth > element.clientWidth + 1) problems.push(`cortado: ${element.textContent}`);
    }
    return problems;
  });

describe('Field-ready, round three', () => {
  const suite = portalSuite();

  /** A write IT will find in Auditoria: a message to every rep. */
  const auditedWrite = async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const answer = await fetch(`${suite.baseUrl}/api/v1/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Reunião', text: 'Segunda, 8h', toAll: true }),
    });
    assert.ok(answer.ok, `mensagem: ${answer.status}`);
  };

  for (const viewport of [phone, narrow])
    it(`Auditoria at ${viewport.width} px: no sideways scroll, labels apart, values whole, in Portuguese`, async () => {
      await auditedWrite();
      const { context, page } = await suite.signedInPage('ADMIN', { viewport });
      await page.goto('/admin/audit');
      await page.locator('.rg-card').first().waitFor({ timeout: 60_000 });
      await screenshot(page, `field-ready-3-audit-${viewport.width}`);
      await noSidewaysScroll(page, 'Auditoria');
      assert.deepEqual(await cardDefects(page), []);
      const titles = await page.locator('.rg-card-title').allTextContents();
      assert.ok(titles.length > 0);
      for (const title of titles)
        assert.doesNotMatch(title, /\b(order|create|update|send|upload|unlock|delete|save|view)\b/, title);
      await context.close();
    });

  it("Clientes at 390 px: the customer's phone and e-mail links are 44 px targets", async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await page.goto('/customers?consulta=1');
    const link = page.locator('.detail-field dd a').first();
    await link.waitFor({ timeout: 60_000 });
    await screenshot(page, 'field-ready-3-customers-390');
    const small: string[] = [];
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      for (const target of await smallTargets(page))
        small.push(`${target.what} ${target.width}×${target.height}`);
    }
    assert.deepEqual([...new Set(small)], []);

    // The map, a customer's card opened from its pin: the card's links and buttons are thumb-sized too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Mapa' }).click();
    await page.locator('.pin-map-pin').first().click();
    const card = page.locator('.map-card-sheet');
    await card.waitFor({ timeout: 30_000 });
    await card.locator('.detail-field dd a').first().waitFor();
    await screenshot(page, 'field-ready-3-customers-map-card-390');
    const inCard = (await smallTargets(page)).map(
      (target) => `${target.what} ${target.width}×${target.height}`,
    );
    assert.deepEqual(inCard, []);
    await context.close();
  });
});
