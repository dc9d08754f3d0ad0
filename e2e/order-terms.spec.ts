import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { customersWithCatalog } from './helpers/order-customers.ts';
import { phone, seriousViolations } from './helpers/browser.ts';
import { portalSuite } from './helpers/suite.ts';

// The order's terms and packs on the order screen (docs/domain.md §8.2 and §8.4) against the demo data: a payment
// condition with its surcharge and installments, whole packs of a closed size run, freight and carrier; the PDF made
// on the device without a signal; sent. At a phone's two widths and a desktop's.

const SHOTS = process.env['E2E_SHOTS_DIR'] ?? '/tmp/shots-order-screen';

type Condition = { code: string; description: string; installments: string; surchargePercent: number };
type Context = {
  priceTable: string | null;
  terms: { paymentConditions: Condition[]; carriers: { code: string; name: string }[]; approvalOn: boolean };
};
type Pack = { code: string; packsAvailable: { colorCode: string; packs: number | null }[] };
type Reference = {
  reference: string;
  colors: { code: string; name: string }[];
  soldBy: 'piece' | 'pack';
  packs: Pack[];
};
type Draft = {
  status: string;
  paymentConditionCode: string | null;
  carrierCode: string | null;
  packItems?: { reference: string; colorCode: string; packCode: string; packs: number }[];
  evaluation: { totals: { netValue: number }; installments: { value: number }[] };
};

/** A customer of REP1 with payment conditions and carriers, and a reference whose pack has 2 free in a colour. */
const termsCustomer = async (baseUrl: string, token: string) => {
  const withTerms = (context: Context) =>
    context.terms.paymentConditions.length > 0 && context.terms.carriers.length > 0;
  for await (const { customer, context, catalog } of customersWithCatalog<
    Context,
    { references: Reference[] }
  >(baseUrl, token, withTerms)) {
    for (const reference of catalog.references)
      for (const pack of reference.packs) {
        const free = pack.packsAvailable.find((entry) => entry.packs === null || entry.packs >= 2);
        const color = reference.colors.find((entry) => entry.code === free?.colorCode);
        if (color) {
          const condition =
            context.terms.paymentConditions.find((entry) => entry.surchargePercent > 0) ??
            context.terms.paymentConditions[0]!;
          return {
            customer,
            context,
            reference,
            pack,
            color,
            condition,
            carrier: context.terms.carriers[0]!,
          };
        }
      }
  }
  throw new Error('nenhum cliente de REP1 com condições, transportadoras e uma referência com grade fechada');
};

/** "R$ 1.083,68" → 1083.68. */
const reais = (text: string): number => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: bytes, useSystemFonts: false, verbosity: 0 }).promise;
  const words: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) words.push(item.str);
  }
  await document.destroy();
  return words.join(' ').replace(/\s+/g, ' ');
};

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

const sideways = (page: Page) =>
  page.evaluate(() => [document.scrollingElement?.scrollWidth ?? 0, window.innerWidth] as const);

describe('Pedidos: condição, grades fechadas, transportadora e PDF', () => {
  const suite = portalSuite();

  for (const viewport of [phone, { width: 360, height: 800 }, { width: 1440, height: 900 }] as const)
    it(`${viewport.width}×${viewport.height}: condition, packs and carrier; installments add up; PDF offline; sent`, async () => {
      const login = suite.login('REP1');
      const token = await tokenOf(suite.baseUrl, login);
      const found = await termsCustomer(suite.baseUrl, token);
      const { context, page } = await suite.signedInPage(login, { viewport });
      await page.goto(`/orders/new?customer=${found.customer.register}`);
      await page.getByTestId('catalog-imported-at').waitFor({ timeout: 60_000 });
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

      await page
        .getByRole('searchbox', { name: 'Buscar referência ou descrição' })
        .fill(found.reference.reference);
      await page.locator(`[data-reference="${found.reference.reference}"]`).click();
      const more = page.getByRole('button', {
        name: `Mais 1 grade ${found.pack.code} em ${found.color.name}`,
        exact: true,
      });
      await more.click();
      await more.click();
      assert.equal(
        await page
          .getByRole('textbox', { name: `Grades ${found.pack.code} em ${found.color.name}`, exact: true })
          .inputValue(),
        '2',
      );

      const picker = page.getByRole('combobox', { name: 'Condição de pagamento' });
      await picker.selectOption(found.condition.code);
      const label = (await picker.locator('option:checked').textContent()) ?? '';
      assert.match(label, /^\d+× R\$\s[\d.]+,\d{2} — (à vista|[\d/]+ dias)(, [+−][\d,]+ %)?$/, label);
      await page.getByRole('combobox', { name: 'Frete' }).selectOption('CIF');
      await page.getByRole('combobox', { name: 'Transportadora' }).selectOption(found.carrier.code);

      const installments = page.locator('[data-testid="order-terms"] [data-field="installments"] li');
      await installments.first().waitFor();
      const net = reais(
        (await page.locator('[data-testid="order-summary"] [data-field="netValue"]').textContent()) ?? '',
      );
      const values = (await installments.allTextContents()).map((text) =>
        reais(text.split(': ').pop() ?? ''),
      );
      assert.equal(values.length, found.condition.installments.split('/').length);
      assert.equal(Math.round(values.reduce((sum, value) => sum + value, 0) * 100), Math.round(net * 100));
      if (found.condition.surchargePercent !== 0)
        assert.match(
          (await page.locator('[data-field="surcharge"]').textContent()) ?? '',
          /^(Acréscimo|Desconto) [\d,]+ % da condição: /,
        );

      await shot(page, `order-terms-${viewport.width}`);
      await page
        .locator('.order-open')
        .screenshot({ path: join(SHOTS, `order-terms-${viewport.width}-grid.png`) });
      const [scrollWidth, innerWidth] = await sideways(page);
      assert.ok(scrollWidth <= innerWidth, `a página rola de lado (${scrollWidth} > ${innerWidth})`);
      assert.deepEqual(await seriousViolations(page), []);

      // The draft's PDF, made on the device without a signal.
      await context.setOffline(true);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Compartilhar PDF' }).click();
      const file = await (await download).path();
      const bytes = new Uint8Array(readFileSync(file));
      assert.equal(Buffer.from(bytes.slice(0, 4)).toString('latin1'), '%PDF');
      const text = await pdfText(bytes);
      assert.ok(text.includes(found.customer.name), `o PDF nomeia o cliente: ${text.slice(0, 200)}`);
      assert.ok(text.includes(found.condition.description), 'o PDF nomeia a condição');
      assert.ok(text.includes('Rascunho'), 'o PDF diz que é um rascunho');
      await context.setOffline(false);

      await page.getByRole('button', { name: /^Enviar/ }).click();
      const confirm = page.getByRole('button', { name: 'Confirmo e envio mesmo assim' });
      await confirm.waitFor({ timeout: 1_500 }).then(
        () => confirm.click(),
        () => undefined,
      );
      await page
        .getByTestId('order-status')
        .filter({ hasText: /Enviado|Aguardando aprovação/ })
        .waitFor({ timeout: 30_000 });
      await shot(page, `order-terms-${viewport.width}-sent`);
      const sent = await apiGet<Draft>(suite.baseUrl, token, `/api/v1/order-drafts/${id}`);
      assert.match(sent.status, /^(sent|awaiting-approval)$/);
      assert.equal(sent.paymentConditionCode, found.condition.code);
      assert.equal(sent.carrierCode, found.carrier.code);
      assert.deepEqual(sent.packItems, [
        {
          reference: found.reference.reference,
          colorCode: found.color.code,
          packCode: found.pack.code,
          packs: 2,
        },
      ]);
      const cents = sent.evaluation.installments.reduce((sum, item) => sum + Math.round(item.value * 100), 0);
      assert.equal(cents, Math.round(sent.evaluation.totals.netValue * 100));
      assert.equal(Math.round(net * 100), Math.round(sent.evaluation.totals.netValue * 100));
      await context.close();
    });
});
