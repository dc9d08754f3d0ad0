/**
 * "Compartilhar PDF" on a phone (docs/domain.md §8.4): a 30-reference order (two colours × each size run) open at
 * `/orders/{id}` at 390 × 844, the tap timed to the file handed over (the download, where the browser cannot share
 * files), with the CPU throttled 4× as Lighthouse's mobile profile does and, as the reference measured in the same
 * run, the same tap with the CPU unthrottled. The PDF is made on the device, so the network plays no part; the
 * builder's chunk is loaded while the screen opens, as the button asks for it.
 *
 * Starts its own portal on demo data (the built server and web, `npm run build`), or uses PORTAL_URL with
 * PORTAL_USER / PORTAL_PASSWORD. The draft is saved through the API as the screen saves one, then deleted.
 *
 *   npx tsx bench/web/order-pdf-phone.ts
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import type { CatalogAnswer } from '@portal/contracts';
import { percentile } from '../api/stats.ts';
import { apiGet } from '../../e2e/helpers/api.ts';
import { launchBrowser, newContext } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { lighthouseMobile, throttleAsPhone } from './phone-profile.ts';
import { customerWithPriceTable } from './order-customer.ts';
import { portalUnderTest } from './portal-under-test.ts';

const REFERENCES = 30;
const TAPS = 8;

/** A draft of 30 references sold by the piece, two colours each with their whole size run, saved for `register`. */
const saveDraft = async (baseUrl: string, token: string, register: string): Promise<string> => {
  const catalog = await apiGet<CatalogAnswer>(baseUrl, token, `/api/v1/catalog?customerRegister=${register}`);
  const items = catalog.references
    .filter((reference) => reference.soldBy === 'piece' && reference.colors.length >= 2)
    .slice(0, REFERENCES)
    .flatMap((reference) =>
      reference.skus
        .filter(([color]) => color < 2)
        .map(([color, size], index) => ({
          reference: reference.reference,
          colorCode: reference.colors[color]!.code,
          size: reference.sizes[size]!,
          parts: 1 + (index % 12),
        })),
    );
  const references = new Set(items.map((item) => item.reference)).size;
  if (references < REFERENCES) throw new Error(`só ${references} referências com duas cores no catálogo`);
  const id = randomUUID();
  const saved = await fetch(`${baseUrl}/api/v1/order-drafts/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      customerRegister: register,
      paymentDays: 30,
      discountPercent: 0,
      note: '',
      items,
    }),
  });
  if (!saved.ok) throw new Error(`rascunho: ${saved.status} ${(await saved.text()).slice(0, 300)}`);
  console.log(`rascunho de ${references} referências, ${items.length} linhas`);
  return id;
};

/** One tap on "Compartilhar PDF", timed to the download's start (the file is made by then). */
const tap = async (page: Page): Promise<number> => {
  const download = page.waitForEvent('download');
  const started = Date.now();
  await page.getByRole('button', { name: 'Compartilhar PDF' }).click();
  await download;
  return Date.now() - started;
};

const main = async () => {
  const { own, baseUrl, login, token } = await portalUnderTest();
  const browser = await launchBrowser();
  let draft: string | undefined;
  try {
    const register = await customerWithPriceTable(baseUrl, token);
    draft = await saveDraft(baseUrl, token, register);

    const context = await newContext(
      browser,
      baseUrl,
      { width: 390, height: 844 },
      { acceptDownloads: true },
    );
    const page = await context.newPage();
    await page.goto('/signIn');
    await signIn(page, login);
    await page.goto(`/orders/${draft}`);
    await page.getByRole('button', { name: 'Compartilhar PDF' }).waitFor({ timeout: 60_000 });
    // The first tap also loads what the screen has not asked for yet: not timed.
    await tap(page);

    const cdp = await throttleAsPhone(context, page, { network: false });
    const reference: number[] = [];
    const phone: number[] = [];
    // Alternated, so both sides see the same machine.
    for (let round = 0; round < TAPS; round += 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      reference.push(await tap(page));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: lighthouseMobile.cpuSlowdown });
      phone.push(await tap(page));
    }
    const line = (name: string, times: number[]) =>
      `${name.padEnd(30)} ${String(percentile(times, 50)).padStart(6)} ${String(percentile(times, 95)).padStart(6)} ${String(Math.max(...times)).padStart(6)}`;
    console.log(`\nCompartilhar PDF: do toque ao arquivo pronto (${TAPS} toques cada, ms)`);
    console.log(`${'caso'.padEnd(30)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'máx'.padStart(6)}`);
    console.log(line('referência: CPU sem redução', reference));
    console.log(line(`celular: CPU ${lighthouseMobile.cpuSlowdown}×`, phone));
    console.log(
      `meta: p95 no celular ≤ 1500 ms → ${percentile(phone, 95) <= 1500 ? 'ok' : 'ACIMA'}; carga: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    await context.close();
  } finally {
    if (draft)
      await fetch(`${baseUrl}/api/v1/order-drafts/${draft}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    await browser.close();
    await own?.stop();
  }
};

await main();
