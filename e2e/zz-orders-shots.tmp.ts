// Temporary screenshot script (not committed): the order screen against the real shell, order calls mocked.
import { launchBrowser, newContext } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { startPortalServer } from './helpers/portal-server.ts';

const colors = [['01', 'PRETO'], ['02', 'BRANCO'], ['03', 'AZUL MARINHO'], ['04', 'VERMELHO'], ['05', 'VERDE'], ['06', 'BEGE'], ['07', 'CINZA'], ['08', 'ROSA']];
const sizes = ['PP', 'P', 'M', 'G', 'GG', 'XG', '36', '38', '40', '42'];
const references = Array.from({ length: 2000 }, (_, i) => {
  const big = i === 0;
  const nColors = big ? 8 : 2 + (i % 4);
  const nSizes = big ? 10 : 5;
  return {
    reference: `R${1000 + i}`,
    description: ['BLUSA MALHA CANELADA', 'CALCA JEANS RETA', 'VESTIDO LINHO MIDI', 'CAMISA TRICOLINE'][i % 4] + ` ${i}`,
    collection: i % 3 === 0 ? { code: 'V27', description: 'VERAO 2027', group: 'VERAO' } : { code: 'I27', description: 'INVERNO 2027', group: 'INVERNO' },
    quotaArticle: i % 2 ? 'MALHA' : 'JEANS',
    price: 29.9 + (i % 17) * 3.15,
    imageUrl: null,
    skus: colors.slice(0, nColors).flatMap(([code, name], c) =>
      sizes.slice(0, nSizes).map((size, s) => ({
        colorCode: code, colorName: name, size, sizeOrder: s + 1,
        available: (c + s + i) % 5 === 0 ? 0 : 3 + ((c * 7 + s * 3 + i) % 20),
        nextDate: (c + s + i) % 5 === 0 ? '2026-12-15' : null,
        nextAvailable: (c + s + i) % 5 === 0 ? 24 : null,
      })),
    ),
    stock: null,
  };
});
const catalog = { priceTable: 'T1', priceTableSource: 'customer', priceTables: ['T1', 'T2', 'T3'], importedAt: '2026-11-23T06:00:00.000Z', references };

const main = async () => {
  const server = await startPortalServer();
  const login = server.logins.get('REP1')!;
  const token = ((await (await fetch(`${server.baseUrl}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) })).json()) as { token?: string; accessToken?: string });
  void token;
  const browser = await launchBrowser();
  const drafts = new Map<string, unknown>();
  for (const viewport of [{ width: 390, height: 844 }, { width: 1440, height: 900 }]) {
    const context = await newContext(browser, server.baseUrl, viewport);
    const page = await context.newPage();
    await page.route('**/api/v1/catalog**', (route) => route.fulfill({ json: catalog }));
    await page.route('**/api/v1/order-context**', (route) => route.fulfill({ json: {
      customer: { register: '11222333000181', name: 'MALHAS PRIMAVERA LTDA' }, representativeId: 1, month: '2026-11-01',
      priceTable: 'T1', priceTableSource: 'customer', maxDiscountPercent: 10, commissionRate: 3.5,
      goals: [{ quotaArticle: 'MALHA', description: 'MALHARIA', goal: 50000, salesBefore: 21000 }, { quotaArticle: 'JEANS', description: 'JEANS', goal: 30000, salesBefore: 9000 }],
      credit: { projectedBalanceBefore: 8000, baseFlag: 0 } } }));
    await page.route('**/api/v1/order-drafts**', async (route) => {
      const request = route.request();
      const id = /order-drafts\/([^/?]+)/.exec(request.url())?.[1] ?? '';
      if (request.method() === 'GET' && !id) return route.fulfill({ json: [] });
      const body = request.method() === 'PUT' ? request.postDataJSON() : undefined;
      const prev = drafts.get(id) as Record<string, unknown> | undefined;
      const answer = {
        id, status: request.url().endsWith('/send') ? 'sent' : 'draft', sentAt: request.url().endsWith('/send') ? new Date().toISOString() : null, sentOn: null,
        savedAt: new Date().toISOString(), erpOrderNumber: null, customer: { register: '11222333000181', name: 'MALHAS PRIMAVERA LTDA' },
        representativeId: 1, priceTable: 'T1', priceTableSource: 'customer', paymentDays: 30, deliveryDate: null, discountPercent: 5, note: '',
        items: (body?.items ?? (prev?.items as unknown[]) ?? []).map((item: Record<string, unknown>) => ({ colorCode: null, size: null, ...item })),
        maxDiscountPercent: 10, commissionRate: 3.5,
        evaluation: { lines: [{ reference: 'R1000', description: 'BLUSA MALHA CANELADA 0', colorCode: '01', colorName: 'PRETO', size: 'P', parts: 6, unitPrice: 29.9, value: 179.4, netValue: 170.43, quotaArticle: 'JEANS' }],
          totals: { parts: 6, value: 179.4, netValue: 170.43, commission: 5.97 }, goals: [], credit: { projectedBalanceBefore: 8000, projectedBalanceAfter: 7829.57, flagAfter: 0 }, problems: [], warnings: [] },
      };
      drafts.set(id, answer);
      return route.fulfill({ json: answer });
    });
    await page.goto('/signIn');
    await signIn(page, login);
    const tag = viewport.width < 500 ? 'phone' : 'wide';
    await page.goto('/orders/new?customer=11222333000181&name=MALHAS%20PRIMAVERA%20LTDA&visit=1');
    await page.getByTestId('catalog-imported-at').waitFor();
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-1-catalog.png`, fullPage: true });
    await page.locator('[data-reference="R1000"]').click();
    await page.getByRole('textbox', { name: 'PRETO P', exact: true }).click();
    await page.keyboard.type('6');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('4');
    await page.getByRole('button', { name: 'Mesmas quantidades em todas as cores' }).click();
    await page.getByRole('textbox', { name: 'PRETO M', exact: true }).click();
    await page.getByRole('button', { name: 'Mais 1 em PRETO M' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-2-grid.png`, fullPage: true });
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-3-checks.png`, fullPage: true });
    const confirm = page.getByRole('button', { name: 'Confirmo e envio mesmo assim' });
    if (await confirm.count()) await confirm.click();
    await page.getByTestId('order-status').waitFor({ timeout: 20000 });
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-4-sent.png`, fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-5-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/orders');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/orders-shots/${tag}-6-list.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
  await server.stop();
};
main().catch((error) => { console.error(error); process.exit(1); });
