import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, phone, screenshot } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { loginFor, portalServer } from './helpers/shared-server.ts';

type Login = { username: string; password: string };
type Json = Record<string, unknown>;

const brl = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
const ddmmyyyy = (iso: unknown) =>
  typeof iso === 'string' ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
const monthRange = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${last}` };
};

const apiGet = async (baseUrl: string, login: Login, path: string): Promise<Json[]> => {
  const tokenResponse = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  const token = (await tokenResponse.json()) as string;
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return (await response.json()) as Json[];
};

const consult = async (page: Page, path: string) => {
  await page.goto(path);
  const consultButton = page.getByRole('button', { name: 'Consultar' });
  await consultButton.waitFor();
  await page.waitForLoadState('networkidle');
  await consultButton.click();
  await page.locator('.rg').waitFor({ timeout: 60_000 });
};

type Screen = {
  id: string;
  path: string;
  api: () => string;
  /** The API row the first card shows. */
  first?: (rows: Json[]) => Json | undefined;
  title: (row: Json) => string;
  /** Key column and the text the card shows for it. */
  key: (row: Json) => [string, string];
};

const screens: Screen[] = [
  {
    id: 'wallet',
    path: '/wallet',
    api: () => '/api/v1/reports/wallet?representativeId=1',
    title: (row) => String(row.customerName),
    key: (row) => ['toBeInvoicedValue', brl(Number(row.toBeInvoicedValue))],
  },
  {
    id: 'billed',
    path: '/billed',
    api: () => {
      const { start, end } = monthRange();
      return `/api/v1/reports/billed?representativeId=1&initialBilling=${start}&finalBilling=${end}`;
    },
    title: (row) => String(row.customerName),
    key: (row) => ['revenuesValue', brl(Number(row.revenuesValue))],
  },
  {
    id: 'duplicates',
    path: '/duplicates',
    api: () => '/api/v1/reports/duplicates?representativeId=1',
    title: (row) => String(row.customerName),
    key: (row) => ['balance', brl(Number(row.balance))],
  },
  {
    id: 'canceled-orders',
    path: '/canceledOrders',
    api: () => '/api/v1/reports/canceled-orders?representativeId=1',
    title: (row) => String(row.customerName),
    key: (row) => ['canceledValue', brl(Number(row.canceledValue))],
  },
  {
    id: 'customer-performance',
    path: '/customerPerformance',
    api: () => '/api/v1/reports/customer-performance?representativeId=1',
    title: (row) => String(row.customer),
    key: (row) => {
      const groups = row.groupers as { groupCode: string; sold: number }[];
      const last = groups[groups.length - 1]!;
      return [`group-${last.groupCode}`, brl(last.sold)];
    },
  },
  {
    id: 'sales-frequency-atual',
    path: '/salesFrequencyAtual',
    api: () => {
      const { start, end } = monthRange();
      return `/api/v1/customer/sale-frequency?initialIssueDate=${start}&finalIssueDate=${end}&bought=false&representativeId=1`;
    },
    first: (rows) => [...rows].sort((a, b) => Number(a.suggestionPriority) - Number(b.suggestionPriority))[0],
    title: (row) => String(row.name),
    key: (row) => ['salePotential', brl(Number(row.salePotential))],
  },
  {
    id: 'routes',
    path: '/routes',
    api: () => '/api/v1/routes?representativeId=1',
    title: (row) => `${String(row.cityName)} · ${String(row.stateCode)}`,
    key: (row) => ['route', String(row.route)],
  },
];

const inViewport = async (page: Page, selector: string, what: string) => {
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${what}: não está na página`);
  const viewport = page.viewportSize()!;
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
    `${what}: fora da tela (${JSON.stringify(box)})`,
  );
};
const noSidewaysScroll = async (page: Page, what: string) => {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  assert.ok(scrollWidth <= innerWidth, `${what}: a página rola de lado (${scrollWidth} > ${innerWidth})`);
};
const cardTitles = (page: Page) =>
  page.locator('.rg-card .rg-card-title').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

describe('Grids on a phone (390×844) and on a wide desktop (1440×900)', () => {
  let browser: Browser;
  let baseUrl: string;
  let logins: Map<string, Login>;

  before(async () => {
    ({ baseUrl, logins } = await portalServer());
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  for (const screen of screens) {
    it(`${screen.path}: the first card shows its name and its amount together, as the API gives them`, async () => {
      const login = loginFor(logins, 'REP1');
      const rows = await apiGet(baseUrl, login, screen.api());
      const first = (screen.first ?? ((all) => all[0]))(rows);
      assert.ok(first, `${screen.id}: a API não trouxe linhas`);
      const context = await newContext(browser, baseUrl, phone);
      const page = await context.newPage();
      await signIn(page, login);
      await consult(page, screen.path);
      const card = page.locator('.rg-card[data-row]').first();
      await card.scrollIntoViewIfNeeded();
      const [key, amount] = screen.key(first);
      assert.equal((await card.locator('.rg-card-title').textContent())?.trim(), screen.title(first));
      assert.equal((await card.locator(`[data-key="${key}"] dd`).textContent())?.trim(), amount);
      await inViewport(page, '.rg-card[data-row] .rg-card-title', `${screen.id}: nome`);
      await inViewport(page, `.rg-card[data-row] [data-key="${key}"] dd`, `${screen.id}: valor`);
      await noSidewaysScroll(page, screen.id);
      await screenshot(page, `phone-grids-${screen.id}`);
      await context.close();
    });
  }

  it('Dup. Aberto on a phone: sorting by Saldo and filtering by Cliente still work', async () => {
    const login = loginFor(logins, 'REP1');
    const rows = await apiGet(baseUrl, login, '/api/v1/reports/duplicates?representativeId=1');
    const context = await newContext(browser, baseUrl, phone);
    const page = await context.newPage();
    await signIn(page, login);
    await consult(page, '/duplicates');

    await page.getByLabel('Ordenar por').selectOption({ label: 'Saldo (decrescente)' });
    const largest = Math.max(...rows.map((row) => Number(row.balance)));
    const firstBalance = page.locator('.rg-card[data-row="0"] [data-key="balance"] dd');
    await page.waitForFunction(
      (text) =>
        document.querySelector('.rg-card[data-row="0"] [data-key="balance"] dd')?.textContent === text,
      brl(largest),
    );
    assert.equal(await firstBalance.textContent(), brl(largest));

    const customer = String(rows[rows.length - 1]!.customerName);
    const kept = rows.filter((row) => row.customerName === customer);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Cliente', exact: true }).click();
    const panel = page.locator('.p-overlaypanel.rg-filter-panel');
    await panel.getByRole('tab', { name: 'Avançado' }).click();
    await panel.getByRole('textbox', { name: 'Valor' }).first().fill(customer);
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    const count = `${kept.length.toLocaleString('pt-BR')} ${kept.length === 1 ? 'registro' : 'registros'}`;
    await page.waitForFunction((text) => document.querySelector('.rg-count')?.textContent === text, count);
    assert.deepEqual(new Set(await cardTitles(page)), new Set([customer]));
    const dueDates = kept.map((row) => ddmmyyyy(row.dueDate));
    const shown = await page
      .locator('.rg-card [data-key="dueDate"] dd')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    assert.ok(
      shown.every((date) => dueDates.includes(date)),
      'vencimentos de outro cliente',
    );
    await noSidewaysScroll(page, 'filtrado');
    await context.close();
  });

  it('Carteira at 1440×900: every column fits, or the grid scrolls inside itself and the page does not', async () => {
    const login = loginFor(logins, 'REP1');
    const context = await newContext(browser, baseUrl, { width: 1440, height: 900 });
    const page = await context.newPage();
    await signIn(page, login);
    await consult(page, '/wallet');
    await noSidewaysScroll(page, 'Carteira desktop');
    const grid = await page.locator('.rg-scroll').evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      overflowX: getComputedStyle(element).overflowX,
    }));
    assert.ok(
      grid.scrollWidth <= grid.clientWidth || grid.overflowX === 'auto' || grid.overflowX === 'scroll',
      `a grade não cabe nem rola: ${JSON.stringify(grid)}`,
    );
    // The customer stays in view while the amounts scroll under the frozen block.
    await page.locator('.rg-scroll').evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await inViewport(page, '.rg-body [role="gridcell"][data-row="0"][data-col="4"]', 'Cliente congelado');
    await inViewport(page, '.rg-body [role="gridcell"][data-row="0"][data-col="12"]', 'Valor À Faturar');
    await screenshot(page, 'phone-grids-wallet-desktop');
    await context.close();
  });
});
