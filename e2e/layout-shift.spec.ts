import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { phone } from './helpers/browser.ts';
import { portalSuite } from './helpers/suite.ts';

// Nothing on Comissão and Equipe moves while the page and its data arrive (Lighthouse's CLS, desktop and phone), nor
// Carteira's and Dup. Aberto's cards on a phone while their totals are summed: every 'layout-shift' entry not caused
// by input is summed from the document's start.

const wide = { width: 1440, height: 900 } as const;

type Shift = { value: number; hadRecentInput: boolean; sources: string[] };

/** Collects the layout shifts of every document the page opens, with what moved, before any script of the app runs. */
const watchShifts = (page: Page) =>
  page.context().addInitScript(() => {
    const shifts: Shift[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      type Entry = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      for (const entry of list.getEntries() as unknown as Entry[]) {
        shifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) =>
            source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The shifts so far, once the fonts are in and two frames have been drawn after the last change. */
const shiftsOf = async (page: Page) => {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    ),
  );
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const counted = shifts.filter((shift) => !shift.hadRecentInput);
  const total = counted.reduce((sum, shift) => sum + shift.value, 0);
  const moved = counted.flatMap((shift) =>
    shift.sources.map((source) => `${shift.value.toFixed(3)} ${source}`),
  );
  return { total, moved };
};

const screens = [
  {
    name: 'Comissão',
    path: '/commission',
    // The summary, then both charts drawn in their reserved boxes.
    loaded: async (page: Page) => {
      await page.getByTestId('cm-rule').waitFor({ timeout: 60_000 });
      await page.locator('.cm-charts canvas').nth(1).waitFor();
    },
  },
  {
    name: 'Equipe',
    path: '/team',
    loaded: async (page: Page) => {
      await page.getByTestId('team-total').waitFor({ timeout: 60_000 });
      await page.locator('.team-grid .rg').waitFor();
    },
  },
] as const;

/** The grids' cards on a phone, their totals summed after the first cards are drawn. */
const phoneGrids = [
  { name: 'Carteira', path: '/wallet?consulta=1' },
  { name: 'Dup. Aberto', path: '/duplicates?consulta=1' },
] as const;

describe('Layout shift', () => {
  const suite = portalSuite();

  for (const viewport of [wide, phone]) {
    for (const screen of screens) {
      it(`${screen.name} at ${viewport.width}×${viewport.height} does not move while its data arrives`, async () => {
        const { context, page } = await suite.signedInPage('REP1', { viewport });
        try {
          await watchShifts(page);
          // A phone's processor (Lighthouse's 4×): the first frame is drawn before the app's effects have run.
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.goto(screen.path);
          await screen.loaded(page);
          const { total, moved } = await shiftsOf(page);
          assert.ok(total < 0.1, `CLS ${total.toFixed(3)} (≥ 0,1): ${moved.join('; ')}`);
        } finally {
          await context.close();
        }
      });
    }
  }

  for (const grid of phoneGrids) {
    it(`${grid.name} at ${phone.width}×${phone.height}: the cards stay put while the totals are summed`, async () => {
      const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
      try {
        await watchShifts(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(grid.path);
        await page.locator('.rg-card').first().waitFor({ timeout: 60_000 });
        const totals = page.locator('.rg-phone-totals');
        await totals.and(page.locator(':not([aria-busy])')).waitFor({ timeout: 60_000 });
        assert.match((await totals.textContent()) ?? '', /R\$\s?[\d.]+,\d{2}/);
        const { total, moved } = await shiftsOf(page);
        // The line's place is kept from the first frame: the cards do not move at all (it was 0.039).
        assert.ok(total < 0.005, `CLS ${total.toFixed(3)}: ${moved.join('; ')}`);
      } finally {
        await context.close();
      }
    });
  }
});
