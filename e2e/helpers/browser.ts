import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { pinBusinessDate } from './business-date.ts';
import { launchChromium } from './chromium.ts';
import { repoRoot } from './portal-server.ts';

export const artifactsDir = join(repoRoot, 'e2e', 'artifacts');

/** Debian's Chromium, headless; never a downloaded browser. */
export const launchBrowser = (extraArgs: string[] = []): Promise<Browser> => launchChromium(extraArgs);

export const desktop = { width: 1366, height: 800 } as const;
export const phone = { width: 390, height: 844 } as const;

/**
 * A context as a rep in Brazil has it (pt-BR, São Paulo, no service worker unless `options` says), its calendar on
 * the run's business date (helpers/business-date.ts).
 */
export const newContext = async (
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = desktop,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    ...options,
  });
  await pinBusinessDate(context);
  return context;
};

/** Screenshots for a human (and the agent) to look at; e2e/artifacts is gitignored. */
export const screenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
};

/** How many of a list's items (rows, cards, options) axe checks: the rest repeat the same component's markup. */
const CHECKED_REPEATS = 12;
const SKIPPED = 'data-axe-repeat';
const LIST_ITEMS = 'li, tr, option, [role="listitem"], [role="row"]';

/**
 * Axe violations of impact serious or critical (the ones a test must not accept). A long list (the grids' cards, a
 * month of customers) is checked on its first items only: every further item is the same component with other
 * figures, and checking each one costs seconds a page on two cores without finding anything the first ones do not.
 */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await page.evaluate(
    ({ keep, mark, ITEMS }) => {
      for (const parent of document.querySelectorAll('body *')) {
        const seen = new Map<string, number>();
        for (const child of parent.children) {
          if (!child.matches(ITEMS)) continue;
          const kind = `${child.tagName}.${child.className}`;
          const count = (seen.get(kind) ?? 0) + 1;
          seen.set(kind, count);
          if (count > keep) child.setAttribute(mark, '');
        }
      }
    },
    { keep: CHECKED_REPEATS, mark: SKIPPED, ITEMS: LIST_ITEMS },
  );
  // Legacy mode runs axe in the page itself. The default opens a blank page of the context to merge each frame's
  // results, which costs more than the checks on a page without frames from another origin, as the portal's are.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude(`[${SKIPPED}]`)
    .analyze()
    .finally(() =>
      page.evaluate((mark) => {
        for (const element of document.querySelectorAll(`[${mark}]`)) element.removeAttribute(mark);
      }, SKIPPED),
    );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
};
