import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/** Opens the screen as the signed-in user, presses Consultar and waits for the grid. */
export const consultGrid = (page: Page, path: string): Promise<void> => consultScreen(page, path, '.rg');

/** Opens `path`, taps Consultar once the screen's lists have loaded, and waits for what `answer` selects. */
export const consultScreen = async (page: Page, path: string, answer: string): Promise<void> => {
  await page.goto(path);
  const consultButton = page.getByRole('button', { name: 'Consultar' });
  await consultButton.waitFor();
  // The Coleções list loads on mount (Potencial, Desemp. Clientes): wait for it so the query carries "all".
  await page.waitForLoadState('networkidle');
  await consultButton.click();
  await page.locator(answer).first().waitFor({ timeout: 60_000 });
};

/** The page is no wider than the window (`what` names the place in the message). */
export const noSidewaysScroll = async (page: Page, what: string): Promise<void> => {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(scrollWidth <= innerWidth, `${what}: a página rola de lado (${scrollWidth} > ${innerWidth})`);
};

/** The texts of the elements `selector` finds that hold an amount ("R$ …") laid out on more than one line. */
export const brokenAmounts = (page: Page, selector: string): Promise<(string | null)[]> =>
  page.locator(selector).evaluateAll((items) =>
    items
      .filter((item) => (item.textContent ?? '').includes('R$'))
      .filter((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        return lines.size > 1;
      })
      .map((item) => item.textContent),
  );

/** The toast detail holding `text`. */
export const toastDetail = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text });
