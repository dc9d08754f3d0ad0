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

/** Axe violations of impact serious or critical (the ones a test must not accept). */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    );
};
