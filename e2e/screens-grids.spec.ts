import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousViolations } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { loginFor, portalServer } from './helpers/shared-server.ts';

type Login = { username: string; password: string };
type Json = Record<string, unknown>;
type RouteRow = { representativeId: number; representativeName: string; cityCode: number; cityName: string; stateCode: string; population: number; route: number; routeVersion: number };

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/[\u00a0\u202f]/g, ' ');
const integer = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(value);
const ddmmyyyy = (iso: unknown) => (typeof iso === 'string' ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
const cnpj = (value: unknown) => String(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
const records = (count: number) => `${count.toLocaleString('pt-BR')} ${count === 1 ? 'registro' : 'registros'}`;
const monthRange = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${last}` };
};
const failure = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Falha simulada' } }) };

const tokenOf = async (baseUrl: string, login: Login): Promise<string> => {
  const response = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(login) });
  return (await response.json()) as string;
};
const apiGet = async <T>(baseUrl: string, token: string, path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  assert.equal(response.status, 200, `GET ${path}`);
  return (await response.json()) as T;
};
const putRoute = async (baseUrl: string, token: string, row: RouteRow, route: number) => {
  const response = await fetch(`${baseUrl}/api/v1/routes`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ representativeId: row.representativeId, cityCode: row.cityCode, route }),
  });
  assert.equal(response.status, 200);
};

const toast = (page: Page, text: string) => page.locator('.p-toast-detail', { hasText: text });
const cell = (page: Page, row: number, col: number) => page.locator(`.rg [role="gridcell"][data-row="${row}"][data-col="${col}"]`);
const cellText = async (page: Page, row: number, col: number) => ((await cell(page, row, col).textContent()) ?? '').trim();
const gridCount = async (page: Page) => ((await page.locator('.rg-count').textContent()) ?? '').trim();

/** Opens the screen as the signed-in user, presses Consultar and waits for the grid. */
const consult = async (page: Page, path: string) => {
  await page.goto(path);
  const consultButton = page.getByRole('button', { name: 'Consultar' });
  await consultButton.waitFor();
  // The Coleções list loads on mount (Potencial, Desemp. Clientes): wait for it so the query carries "all".
  await page.waitForLoadState('networkidle');
  await consultButton.click();
  await page.locator('.rg').waitFor({ timeout: 60_000 });
};

type Screen = {
  id: string;
  path: string;
  /** The same call the screen makes, for REP1 (representativeId 1). */
  api: () => string;
  /** The API row shown first in the grid. */
  first?: (rows: Json[]) => Json | undefined;
  /** Column index → expected text of the first row. */
  cells: (row: Json) => [number, string][];
};

const screens: Screen[] = [
  {
    id: 'wallet',
    path: '/wallet',
    api: () => '/api/v1/reports/wallet?representativeId=1',
    cells: (row) => [
      [1, String(row.statusDescription)],
      [2, String(row.salesOrder)],
      [3, ddmmyyyy(row.deliveryDate)],
      [4, String(row.customerName)],
      [5, cnpj(row.customerRegister)],
      [9, integer(Number(row.sold))],
      [10, brl(Number(row.soldValue))],
    ],
  },
  {
    id: 'billed',
    path: '/billed',
    api: () => {
      const { start, end } = monthRange();
      return `/api/v1/reports/billed?representativeId=1&initialBilling=${start}&finalBilling=${end}`;
    },
    cells: (row) => [
      [0, String(row.invoice)],
      [1, String(row.salesOrder)],
      [2, ddmmyyyy(row.billingDate)],
      [3, String(row.customerName)],
      [4, cnpj(row.customerRegister)],
      [7, integer(Number(row.revenues))],
      [8, brl(Number(row.revenuesValue))],
    ],
  },
  {
    id: 'duplicates',
    path: '/duplicates',
    api: () => '/api/v1/reports/duplicates?representativeId=1',
    cells: (row) => [
      [0, cnpj(row.customerRegister)],
      [1, String(row.customerName)],
      [3, String(row.duplicate)],
      [5, ddmmyyyy(row.issueDate)],
      [6, ddmmyyyy(row.dueDate)],
      [9, integer(Number(row.delay))],
    ],
  },
  {
    id: 'canceled-orders',
    path: '/canceledOrders',
    api: () => '/api/v1/reports/canceled-orders?representativeId=1',
    cells: (row) => [
      [0, String(row.reason ?? '')],
      [1, String(row.representativeName)],
      [2, String(row.salesOrder)],
      [4, ddmmyyyy(row.cancellationDate)],
      [7, String(row.customerName)],
    ],
  },
  {
    id: 'customer-performance',
    path: '/customerPerformance',
    api: () => '/api/v1/reports/customer-performance?representativeId=1',
    cells: (row) => {
      const groups = row.groupers as { sold: number }[];
      return [
        [1, String(row.customer)],
        [2, cnpj(row.customerRegister)],
        [5, row.customerCreditLimit === null ? '' : brl(Number(row.customerCreditLimit))],
        [6, String(row.customerSituation)],
        ...(groups[0] ? [[7, brl(groups[0].sold)] as [number, string]] : []),
      ];
    },
  },
  {
    id: 'sales-frequency-atual',
    path: '/salesFrequencyAtual',
    api: () => {
      const { start, end } = monthRange();
      return `/api/v1/customer/sale-frequency?initialIssueDate=${start}&finalIssueDate=${end}&bought=false&representativeId=1`;
    },
    // Grouped by suggestionPriority, lowest first, rows in the server's order inside a group.
    first: (rows) => [...rows].sort((a, b) => Number(a.suggestionPriority) - Number(b.suggestionPriority))[0],
    cells: (row) => {
      const collections = row.collections as { parts: number; value: number }[];
      return [
        [0, String(row.route)],
        [2, brl(Number(row.salePotential))],
        [3, String(row.name)],
        [5, String(row.city)],
        ...(collections[0] ? [[6, integer(collections[0].parts)] as [number, string], [8, brl(collections[0].value)] as [number, string]] : []),
      ];
    },
  },
  {
    id: 'routes',
    path: '/routes',
    api: () => '/api/v1/routes?representativeId=1',
    cells: (row) => [
      [0, `${String(row.representativeId)} - ${String(row.representativeName)}`],
      [1, String(row.cityName)],
      [2, String(row.stateCode)],
      [3, integer(Number(row.population))],
      [4, String(row.route)],
    ],
  },
];

describe('Grid screens (Carteira, Faturado, Dup. Aberto, Ped. Cancelados, Desemp. Clientes, Potencial, Rotas)', () => {
  let browser: Browser;
  let baseUrl: string;
  let logins: Map<string, Login>;

  before(async () => {
    ({ baseUrl, logins } = await portalServer());
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  for (const screen of screens) {
    it(`${screen.path} as REP1: the row count and the first row equal the API's answer`, async () => {
      const login = loginFor(logins, 'REP1');
      const rows = await apiGet<Json[]>(baseUrl, await tokenOf(baseUrl, login), screen.api());
      const context = await newContext(browser, baseUrl);
      const page = await context.newPage();
      await signIn(page, login);
      await consult(page, screen.path);
      assert.equal(await gridCount(page), records(rows.length));
      const first = (screen.first ?? ((all) => all[0]))(rows);
      if (first) {
        for (const [col, expected] of screen.cells(first)) assert.equal(await cellText(page, 0, col), expected, `${screen.id}: coluna ${col}`);
      }
      await screenshot(page, `screens-grids-${screen.id}`);
      await context.close();
    });
  }

  it('Carteira: Consultar stays disabled for ADMIN until a representative is typed', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, loginFor(logins, 'ADMIN'));
    await page.goto('/wallet');
    const consultButton = page.getByRole('button', { name: 'Consultar' });
    assert.equal(await consultButton.isDisabled(), true);
    await page.getByRole('textbox', { name: 'Representante', exact: true }).fill('1');
    assert.equal(await consultButton.isEnabled(), true);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('Rotas: Sim saves (still there after a reload), Não and a failed save keep the old route', async () => {
    const login = loginFor(logins, 'REP1');
    const token = await tokenOf(baseUrl, login);
    const original = (await apiGet<RouteRow[]>(baseUrl, token, '/api/v1/routes?representativeId=1'))[0];
    assert.ok(original, 'a demonstração deve ter rotas para REP1');
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, login);
    await consult(page, '/routes');
    const editTo = async (value: string) => {
      await cell(page, 0, 4).dblclick();
      const editor = page.getByRole('textbox', { name: 'Rota' });
      await editor.fill(value);
      await editor.press('Enter');
      await page.getByText('Confirmar alteração?').waitFor();
    };

    const newRoute = (original.route + 1) % 10000;
    await editTo(String(newRoute));
    await screenshot(page, 'screens-grids-routes-confirm');
    await page.getByRole('button', { name: 'Sim' }).click();
    await page.waitForFunction(([selector, text]) => document.querySelector(selector!)?.textContent?.trim() === text, [`.rg [role="gridcell"][data-row="0"][data-col="4"]`, String(newRoute)] as const);
    await page.reload();
    await page.locator('.rg').waitFor();
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    const saved = (await apiGet<RouteRow[]>(baseUrl, token, '/api/v1/routes?representativeId=1'))[0];
    assert.equal(saved?.route, newRoute);

    // Não: nothing is sent, the cell keeps its value.
    await editTo('4321');
    await page.getByRole('button', { name: 'Não' }).click();
    await page.getByText('Confirmar alteração?').waitFor({ state: 'hidden' });
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    assert.equal((await apiGet<RouteRow[]>(baseUrl, token, '/api/v1/routes?representativeId=1'))[0]?.route, newRoute);

    // A failed save: the spec toast, the edit abandoned.
    await page.route('**/api/v1/routes', (route) => (route.request().method() === 'PUT' ? route.fulfill(failure) : route.continue()));
    await editTo('55');
    await page.getByRole('button', { name: 'Sim' }).click();
    await toast(page, 'Erro ao editar rota: Falha simulada').waitFor();
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    await page.unroute('**/api/v1/routes');

    await putRoute(baseUrl, token, original, original.route);
    await context.close();
  });

  it('Carteira exports to xlsx', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, loginFor(logins, 'REP1'));
    await consult(page, '/wallet');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    assert.match(download.suggestedFilename(), /^carteira-\d{8}\.xlsx$/);
    const path = await download.path();
    assert.ok(path);
    await context.close();
  });

  it('toasts the spec errors when a query fails', async () => {
    const cases: [string, string, string][] = [
      ['/wallet', '**/api/v1/reports/wallet**', 'Erro ao consultar Carteira: Falha simulada'],
      ['/billed', '**/api/v1/reports/billed**', 'Erro ao consultar Faturado: Falha simulada'],
      ['/duplicates', '**/api/v1/reports/duplicates**', 'Erro ao consultar Duplicatas: Falha simulada'],
      ['/canceledOrders', '**/api/v1/reports/canceled-orders**', 'Erro ao consultar Ordens Canceladas: Falha simulada'],
      ['/customerPerformance', '**/api/v1/reports/customer-performance**', 'Erro ao performance de clientes: Falha simulada'],
      ['/routes', '**/api/v1/routes?**', 'Erro ao consultar Rotas: Falha simulada'],
    ];
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await signIn(page, loginFor(logins, 'REP1'));
    for (const [path, pattern, message] of cases) {
      await page.route(pattern, (route) => route.fulfill(failure));
      await page.goto(path);
      await page.getByRole('button', { name: 'Consultar' }).click();
      await toast(page, message).first().waitFor();
      await page.unroute(pattern);
    }
    await context.close();
  });
});
