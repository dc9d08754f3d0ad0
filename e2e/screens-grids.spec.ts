import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiGet, failure, tokenOf } from './helpers/api.ts';
import { screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, ddmmyyyy, integer } from './helpers/format.ts';
import { gridScreens, type GridScreen, type Json } from './helpers/grid-screens.ts';
import { signIn } from './helpers/portal-page.ts';
import type { Login } from './helpers/portal-server.ts';
import { toastDetail } from './helpers/screen.ts';
import { consultGrid } from './helpers/screen.ts';
import { downloadedSheet } from './helpers/xlsx.ts';
import { portalSuite, type PortalSuite } from './helpers/suite.ts';

type RouteRow = {
  representativeId: number;
  representativeName: string;
  cityCode: number;
  cityName: string;
  stateCode: string;
  population: number;
  route: number;
  routeVersion: number;
};

const cnpj = (value: unknown) =>
  String(value).replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
const records = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'registro' : 'registros'}`;
/** Writes a city route as a client does: with the version it reads just before. */
const putRoute = async (baseUrl: string, token: string, row: RouteRow, route: number) => {
  const rows = await apiGet<RouteRow[]>(
    baseUrl,
    token,
    `/api/v1/routes?representativeId=${row.representativeId}`,
  );
  const routeVersion = rows.find((read) => read.cityCode === row.cityCode)?.routeVersion ?? 0;
  const response = await fetch(`${baseUrl}/api/v1/routes`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      representativeId: row.representativeId,
      cityCode: row.cityCode,
      route,
      routeVersion,
    }),
  });
  assert.equal(response.status, 200);
};

const cell = (page: Page, row: number, col: number) =>
  page.locator(`.rg [role="gridcell"][data-row="${row}"][data-col="${col}"]`);
const cellText = async (page: Page, row: number, col: number) =>
  ((await cell(page, row, col).textContent()) ?? '').trim();
const gridCount = async (page: Page) => ((await page.locator('.rg-count').textContent()) ?? '').trim();

/** Waits until the element shows `expected`; on timeout the assertion reports what it shows instead. */
const expectText = async (page: Page, selector: string, expected: string, what: string) => {
  try {
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel!)?.textContent?.trim() === text,
      [selector, expected] as const,
      { timeout: 10_000 },
    );
  } catch {
    assert.equal(((await page.locator(selector).first().textContent()) ?? '').trim(), expected, what);
  }
};
const countSelector = '.rg .rg-count';
/** The summary row's cell of a column (0-based index); the totals are computed a frame after the rows. */
const summarySelector = (col: number) => `.rg .rg-summary [role="gridcell"][aria-colindex="${col + 1}"]`;
const header = (page: Page, key: string) => page.locator(`.rg [role="columnheader"][data-key="${key}"]`);
/** Cents as integers, like the grid, so 0,1 + 0,2 is 0,30. */
const sumOf = (rows: Json[], field: string) =>
  rows.reduce((total, row) => total + Math.round(Number(row[field]) * 100), 0) / 100;
/** docs/product.md §9 compact figure (K, M, B, one decimal): what a total too wide for its column shows. */
const compact = (value: number) => {
  const units: [number, string][] = [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  const [divisor, suffix] = units.find(([size]) => Math.abs(value) >= size) ?? [1, ''];
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: divisor === 1 ? 0 : 1 }).format(value / divisor)}${suffix}`;
};
/**
 * A money total as the summary row shows it: "R$ 1.234,56", or "R$ 1,2M" when the figure outgrows the column
 * (~7.5 px a character), the full figure then in the tooltip.
 */
const expectMoneyTotal = async (page: Page, col: number, value: number, what: string) => {
  const full = brl(value);
  const selector = summarySelector(col);
  const width = await page
    .locator(selector)
    .evaluate((element) => (element as HTMLElement).getBoundingClientRect().width);
  await expectText(page, selector, full.length * 7.5 + 8 <= width ? full : `R$ ${compact(value)}`, what);
  assert.equal(await page.locator(selector).getAttribute('title'), full, `${what} (dica)`);
};
/** Count, Qtde, Valor Total and Valor Faturado of the Carteira grid against the API rows it should keep. */
const expectWalletTotals = async (page: Page, kept: Json[], what: string) => {
  await expectText(page, countSelector, records(kept.length), `${what}: registros`);
  await expectText(page, summarySelector(2), `Qtd.: ${integer(kept.length)}`, `${what}: Qtd. de Ped`);
  await expectText(page, summarySelector(9), integer(sumOf(kept, 'sold')), `${what}: soma de Qtde`);
  await expectMoneyTotal(page, 10, sumOf(kept, 'soldValue'), `${what}: soma de Valor Total`);
  await expectMoneyTotal(page, 11, sumOf(kept, 'invoicedValue'), `${what}: soma de Valor Faturado`);
};
/** A new session signed in as `login` on a consulted Carteira, its totals checked against every row first. */
const openWalletUnfiltered = async (suite: PortalSuite, login: Login, rows: Json[]) => {
  const { context, page } = await suite.signedInPage(login);
  await consultGrid(page, '/wallet');
  await expectWalletTotals(page, rows, 'sem filtro');
  return { context, page };
};
/** The texts of one column in every row the grid has drawn (rows are virtualised). */
const drawnColumn = (page: Page, col: number) =>
  page
    .locator(`.rg .rg-body [role="gridcell"][data-col="${col}"]`)
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').trim()));
const filterPanel = (page: Page) => page.locator('.p-overlaypanel.rg-filter-panel');
const openFilter = async (page: Page, columnName: string) => {
  await page.getByRole('button', { name: `Filtrar ${columnName}`, exact: true }).click();
  await filterPanel(page).getByRole('button', { name: 'Aplicar' }).waitFor();
  return filterPanel(page);
};
const pt2 = (value: number) =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
type Profile = { id: string; name: string; columns: string[]; widths: Record<string, number> };
const deleteProfile = async (baseUrl: string, token: string, grid: string, id: string) => {
  const response = await fetch(`${baseUrl}/api/v1/grid-profiles/${grid}/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${token}` },
  });
  assert.equal(response.status, 204, `DELETE perfil ${id}`);
};

type Screen = GridScreen & {
  /** Column index → expected text of the first row. */
  cells: (row: Json) => [number, string][];
};

const screens: Screen[] = [
  {
    ...gridScreens.wallet,
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
    ...gridScreens.billed,
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
    ...gridScreens.duplicates,
    cells: (row) => [
      [0, cnpj(row.customerRegister)],
      // A protested title's name cell starts with the mark the rep reads (the ERP writes "CARTÓRIO" or "cartorio").
      [1, `${/cart[oó]rio/i.test(String(row.position ?? '')) ? 'Cartório' : ''}${String(row.customerName)}`],
      [3, String(row.duplicate)],
      [5, ddmmyyyy(row.issueDate)],
      [6, ddmmyyyy(row.dueDate)],
      [9, integer(Number(row.delay))],
    ],
  },
  {
    ...gridScreens.canceledOrders,
    cells: (row) => [
      [0, String(row.reason ?? '')],
      [1, String(row.representativeName)],
      [2, String(row.salesOrder)],
      [4, ddmmyyyy(row.cancellationDate)],
      [7, String(row.customerName)],
    ],
  },
  {
    ...gridScreens.customerPerformance,
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
    ...gridScreens.salesFrequencyAtual,
    cells: (row) => {
      const collections = row.collections as { parts: number; value: number }[];
      return [
        [0, String(row.route)],
        [2, brl(Number(row.salePotential))],
        [3, String(row.name)],
        [5, String(row.city)],
        ...(collections[0]
          ? [
              [6, integer(collections[0].parts)] as [number, string],
              [8, brl(collections[0].value)] as [number, string],
            ]
          : []),
      ];
    },
  },
  {
    ...gridScreens.routes,
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
  const suite = portalSuite();

  for (const screen of screens) {
    it(`${screen.path} as REP1: the row count and the first row equal the API's answer`, async () => {
      const login = suite.login('REP1');
      const rows = await apiGet<Json[]>(suite.baseUrl, await tokenOf(suite.baseUrl, login), screen.api());
      const { context, page } = await suite.signedInPage(login);
      await consultGrid(page, screen.path);
      assert.equal(await gridCount(page), records(rows.length));
      const first = (screen.first ?? ((all) => all[0]))(rows);
      if (first) {
        for (const [col, expected] of screen.cells(first))
          assert.equal(await cellText(page, 0, col), expected, `${screen.id}: coluna ${col}`);
      }
      await screenshot(page, `screens-grids-${screen.id}`);
      await context.close();
    });
  }

  it('Carteira: Consultar stays disabled for ADMIN until a representative is typed', async () => {
    const { context, page } = await suite.signedInPage('ADMIN');
    await page.goto('/wallet');
    const consultButton = page.getByRole('button', { name: 'Consultar' });
    assert.equal(await consultButton.isDisabled(), true);
    await page.getByRole('textbox', { name: 'Representante', exact: true }).fill('1');
    assert.equal(await consultButton.isEnabled(), true);
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('Rotas: Sim saves (still there after a reload), Não and a failed save keep the old route', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const original = (await apiGet<RouteRow[]>(suite.baseUrl, token, '/api/v1/routes?representativeId=1'))[0];
    assert.ok(original, 'a demonstração deve ter rotas para REP1');
    const { context, page } = await suite.signedInPage(login);
    await consultGrid(page, '/routes');
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
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await page.waitForFunction(
      ([selector, text]) => document.querySelector(selector!)?.textContent?.trim() === text,
      [`.rg [role="gridcell"][data-row="0"][data-col="4"]`, String(newRoute)] as const,
    );
    await page.reload();
    await page.locator('.rg').waitFor();
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    const saved = (await apiGet<RouteRow[]>(suite.baseUrl, token, '/api/v1/routes?representativeId=1'))[0];
    assert.equal(saved?.route, newRoute);

    // Não: nothing is sent, the cell keeps its value.
    await editTo('4321');
    await page.getByRole('button', { name: 'Não', exact: true }).click();
    await page.getByText('Confirmar alteração?').waitFor({ state: 'hidden' });
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    assert.equal(
      (await apiGet<RouteRow[]>(suite.baseUrl, token, '/api/v1/routes?representativeId=1'))[0]?.route,
      newRoute,
    );

    // A failed save: the spec toast, the edit abandoned.
    await page.route('**/api/v1/routes', (route) =>
      route.request().method() === 'PUT' ? route.fulfill(failure) : route.continue(),
    );
    await editTo('55');
    await page.getByRole('button', { name: 'Sim', exact: true }).click();
    await toastDetail(page, 'Erro ao editar rota: Falha simulada').waitFor();
    assert.equal(await cellText(page, 0, 4), String(newRoute));
    await page.unroute('**/api/v1/routes');

    await putRoute(suite.baseUrl, token, original, original.route);
    await context.close();
  });

  it('Carteira exports to xlsx: one sheet row per grid row, real numbers and dates, the totals last', async () => {
    const login = suite.login('REP1');
    const rows = await apiGet<Json[]>(
      suite.baseUrl,
      await tokenOf(suite.baseUrl, login),
      '/api/v1/reports/wallet?representativeId=1',
    );
    const first = rows[0];
    assert.ok(first, 'a demonstração deve ter carteira para REP1');
    const { context, page } = await suite.signedInPage(login);
    await consultGrid(page, '/wallet');
    // The file carries the summary row as the grid shows it: wait for the totals to be drawn.
    await expectWalletTotals(page, rows, 'grade antes de exportar');
    const shownCount = await gridCount(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^carteira-\d{8}\.xlsx$/);
    const { sheet, values } = await downloadedSheet(download, context);
    assert.deepEqual(values(1), [
      'Status',
      'Sit',
      'Ped',
      'Ent',
      'Cliente',
      'CNPJ',
      'Cidade',
      'UF',
      'Tab. Preço',
      'Qtde',
      'Valor Total',
      'Valor Faturado',
      'Valor À Faturar',
    ]);
    // Header + one row per grid record + the summary row.
    assert.equal(records(sheet.rowCount - 2), shownCount);
    const data = sheet.getRow(2);
    assert.equal(data.getCell(2).value, first.statusDescription);
    assert.equal(data.getCell(3).value, String(first.salesOrder));
    const delivery = data.getCell(4).value;
    assert.ok(delivery instanceof Date, 'Ent é uma data de verdade');
    assert.equal(delivery.toISOString().slice(0, 10), String(first.deliveryDate).slice(0, 10));
    assert.equal(data.getCell(5).value, first.customerName);
    assert.equal(data.getCell(6).value, cnpj(first.customerRegister));
    assert.equal(data.getCell(10).value, Number(first.sold));
    assert.equal(data.getCell(11).value, Number(first.soldValue));
    assert.equal(data.getCell(11).numFmt, '"R$" #,##0.00');
    assert.equal(data.getCell(12).value, Number(first.invoicedValue));
    const totals = sheet.getRow(rows.length + 2);
    assert.equal(totals.getCell(3).value, `Qtd.: ${integer(rows.length)}`);
    assert.equal(totals.getCell(10).value, sumOf(rows, 'sold'));
    assert.equal(totals.getCell(11).value, sumOf(rows, 'soldValue'));
  });

  it('Carteira: filtering Sit by one value keeps exactly the API rows with it, totals included; Limpar brings all back', async () => {
    const login = suite.login('REP1');
    const rows = await apiGet<Json[]>(
      suite.baseUrl,
      await tokenOf(suite.baseUrl, login),
      '/api/v1/reports/wallet?representativeId=1',
    );
    const byStatus = new Map<string, Json[]>();
    for (const row of rows)
      byStatus.set(String(row.statusDescription), [
        ...(byStatus.get(String(row.statusDescription)) ?? []),
        row,
      ]);
    // The rarest status that still leaves more than one row: a filter that really narrows the grid.
    const [status, kept] =
      [...byStatus]
        .filter(([, group]) => group.length > 1 && group.length < rows.length)
        .sort(([, a], [, b]) => a.length - b.length)[0] ?? [];
    assert.ok(
      status && kept,
      `a demonstração deve ter ao menos duas situações em uso (${[...byStatus.keys()].join(', ')})`,
    );
    const { context, page } = await openWalletUnfiltered(suite, login, rows);

    let panel = await openFilter(page, 'Sit');
    const list = panel.getByRole('group', { name: 'Valores' });
    assert.deepEqual(
      (await list.locator('.rg-value > span').allTextContents()).sort(),
      [...byStatus.keys()].sort(),
    );
    await panel.getByRole('checkbox', { name: 'SELECIONAR TODOS' }).click();
    assert.equal(await list.getByRole('checkbox', { checked: true }).count(), 0);
    await list.getByRole('checkbox', { name: status, exact: true }).click();
    await screenshot(page, 'screens-grids-wallet-value-list');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await panel.waitFor({ state: 'hidden' });

    await expectWalletTotals(page, kept, `Sit = ${status}`);
    assert.equal(
      await page.getByRole('button', { name: 'Filtrar Sit', exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    const shown = await drawnColumn(page, 1);
    assert.ok(shown.length >= Math.min(kept.length, 10), `linhas desenhadas: ${shown.length}`);
    assert.deepEqual([...new Set(shown)], [status]);
    assert.equal(await cellText(page, 0, 2), String(kept[0]?.salesOrder));
    await screenshot(page, 'screens-grids-wallet-filtered-by-value');

    panel = await openFilter(page, 'Sit');
    await panel.getByRole('button', { name: 'Limpar' }).click();
    await panel.waitFor({ state: 'hidden' });
    await expectWalletTotals(page, rows, 'depois de Limpar');
    assert.equal(
      await page.getByRole('button', { name: 'Filtrar Sit', exact: true }).getAttribute('aria-pressed'),
      'false',
    );
    await context.close();
  });

  it('Carteira: an Avançado number condition on Valor Total, then a second one joined by "ou", keep the API rows that match', async () => {
    const login = suite.login('REP1');
    const rows = await apiGet<Json[]>(
      suite.baseUrl,
      await tokenOf(suite.baseUrl, login),
      '/api/v1/reports/wallet?representativeId=1',
    );
    const values = rows.map((row) => Number(row.soldValue)).sort((a, b) => a - b);
    // Thresholds are real values of the data, so "Maior" must leave the row equal to it out and "Menor ou igual" keep it.
    const high = values[Math.floor(values.length * 0.75)];
    const low = values[Math.floor(values.length * 0.1)];
    assert.ok(
      high !== undefined && low !== undefined && low < high,
      'a demonstração deve ter valores distintos de pedidos',
    );
    const greater = rows.filter((row) => Number(row.soldValue) > high);
    const either = rows.filter((row) => Number(row.soldValue) > high || Number(row.soldValue) <= low);
    assert.ok(greater.length > 0 && greater.length < either.length && either.length < rows.length);
    const { context, page } = await openWalletUnfiltered(suite, login, rows);

    let panel = await openFilter(page, 'Valor Total');
    await panel.getByRole('tab', { name: 'Avançado' }).click();
    await panel.getByRole('combobox', { name: 'Condição 1' }).selectOption({ label: 'Maior' });
    // Typed the pt-BR way: "12.345,67".
    await panel.getByRole('textbox', { name: 'Valor 1' }).fill(pt2(high));
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await panel.waitFor({ state: 'hidden' });
    await expectWalletTotals(page, greater, `Valor Total > ${pt2(high)}`);
    const shownGreater = await drawnColumn(page, 10);
    assert.ok(shownGreater.length > 0);
    assert.deepEqual(
      shownGreater,
      greater.slice(0, shownGreater.length).map((row) => brl(Number(row.soldValue))),
    );

    // The popover reopens on the conditions already applied; add one joined by "ou".
    panel = await openFilter(page, 'Valor Total');
    assert.equal(await panel.getByRole('textbox', { name: 'Valor 1' }).inputValue(), pt2(high));
    await panel.getByRole('button', { name: 'Adicionar condição' }).click();
    await panel.getByRole('radio', { name: 'ou' }).check();
    await panel.getByRole('combobox', { name: 'Condição 2' }).selectOption({ label: 'Menor ou igual' });
    await panel.getByRole('textbox', { name: 'Valor 2' }).fill(pt2(low));
    await screenshot(page, 'screens-grids-wallet-conditions');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await panel.waitFor({ state: 'hidden' });
    await expectWalletTotals(page, either, `Valor Total > ${pt2(high)} ou <= ${pt2(low)}`);
    const shownEither = await drawnColumn(page, 10);
    assert.deepEqual(
      shownEither,
      either.slice(0, shownEither.length).map((row) => brl(Number(row.soldValue))),
    );
    await screenshot(page, 'screens-grids-wallet-filtered-by-conditions');

    await page.locator('.rg-toolbar').getByRole('button', { name: 'Limpar Filtros' }).click();
    await expectWalletTotals(page, rows, 'depois de Limpar Filtros');
    await context.close();
  });

  it('Carteira: a column profile made in Configurações is saved on the server, applies after a reload and can be deleted', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const rows = await apiGet<Json[]>(suite.baseUrl, token, '/api/v1/reports/wallet?representativeId=1');
    const first = rows[0];
    assert.ok(first);
    const name = `E2E sem CNPJ ${process.pid}`;
    const quick = `E2E rápido ${process.pid}`;
    const profiles = () => apiGet<Profile[]>(suite.baseUrl, token, '/api/v1/grid-profiles/wallet');
    const { context, page } = await suite.newPage();
    try {
      await signIn(page, login);
      await consultGrid(page, '/wallet');
      await header(page, 'customerRegister').waitFor();
      const openSettings = async () => {
        await page.locator('.rg-toolbar').getByRole('button', { name: 'Configurações' }).click();
        const dialog = page.getByRole('dialog', { name: 'Configurações' });
        await dialog.waitFor();
        return dialog;
      };
      const profileOption = (dialog: Locator, profile: string) =>
        dialog.getByRole('combobox', { name: 'Perfil', exact: true }).locator('option', { hasText: profile });

      let dialog = await openSettings();
      await dialog.getByRole('checkbox', { name: 'Visível: CNPJ' }).click();
      await header(page, 'customerRegister').waitFor({ state: 'detached' });
      await dialog.getByRole('textbox', { name: 'Nome do perfil' }).fill(name);
      await dialog.getByRole('button', { name: 'Criar Perfil' }).click();
      await profileOption(dialog, name).waitFor({ state: 'attached' });
      await screenshot(page, 'screens-grids-wallet-profile-created');
      const saved = (await profiles()).find((profile) => profile.name === name);
      assert.ok(saved, 'o perfil está salvo no servidor');
      assert.deepEqual(saved.columns, [
        'statusColor',
        'statusDescription',
        'salesOrder',
        'deliveryDate',
        'customerName',
        'cityName',
        'stateCode',
        'priceTable',
        'sold',
        'soldValue',
        'invoicedValue',
        'toBeInvoicedValue',
        'repeatOrder',
      ]);
      await dialog.locator('.rg-dialog-actions').getByRole('button', { name: 'Fechar' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A reload starts from the screen's columns; the profile is still there to pick.
      await page.reload();
      // The reloaded page keeps the applied filters, so Filtros opens collapsed: open it to press Consultar.
      const filtersToggle = page.getByRole('button', { name: 'Filtros', exact: true });
      await filtersToggle.waitFor();
      if ((await filtersToggle.getAttribute('aria-expanded')) === 'false') await filtersToggle.click();
      await page.getByRole('button', { name: 'Consultar' }).click();
      await page.locator('.rg').waitFor();
      await header(page, 'customerRegister').waitFor();
      assert.equal(await cellText(page, 0, 5), cnpj(first.customerRegister));
      dialog = await openSettings();
      await profileOption(dialog, name).waitFor({ state: 'attached' });
      await dialog.getByRole('combobox', { name: 'Perfil', exact: true }).selectOption({ label: name });
      await header(page, 'customerRegister').waitFor({ state: 'detached' });
      await dialog.locator('.rg-dialog-actions').getByRole('button', { name: 'Fechar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      assert.equal(await header(page, 'customerName').textContent(), 'Cliente');
      // Cidade moved into the CNPJ's place.
      assert.equal(await cellText(page, 0, 4), String(first.customerName));
      assert.equal(await cellText(page, 0, 5), String(first.cityName));
      await screenshot(page, 'screens-grids-wallet-profile-applied');

      // Excluir perfil, after the reload (the id came from the list) …
      dialog = await openSettings();
      await dialog.getByRole('button', { name: `Excluir perfil ${name}` }).click();
      await dialog.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
      await profileOption(dialog, name).waitFor({ state: 'detached' });
      assert.equal(
        (await profiles()).some((profile) => profile.name === name),
        false,
      );
      // … and right after Criar Perfil (the id came from the save).
      await dialog.getByRole('textbox', { name: 'Nome do perfil' }).fill(quick);
      await dialog.getByRole('button', { name: 'Criar Perfil' }).click();
      await profileOption(dialog, quick).waitFor({ state: 'attached' });
      assert.equal(
        (await profiles()).some((profile) => profile.name === quick),
        true,
      );
      await dialog.getByRole('button', { name: `Excluir perfil ${quick}` }).click();
      await dialog.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click();
      await profileOption(dialog, quick).waitFor({ state: 'detached' });
      assert.equal(await page.getByRole('dialog', { name: 'Atenção' }).count(), 0);
      assert.equal(
        (await profiles()).some((profile) => profile.name === quick),
        false,
      );
    } finally {
      await context.close();
      for (const profile of await profiles())
        if (profile.name === name || profile.name === quick)
          await deleteProfile(suite.baseUrl, token, 'wallet', profile.id);
    }
  });

  it('toasts the spec errors when a query fails', async () => {
    const cases: [string, string, string][] = [
      ['/wallet', '**/api/v1/reports/wallet**', 'Erro ao consultar Carteira: Falha simulada'],
      ['/billed', '**/api/v1/reports/billed**', 'Erro ao consultar Faturado: Falha simulada'],
      ['/duplicates', '**/api/v1/reports/duplicates**', 'Erro ao consultar Duplicatas: Falha simulada'],
      [
        '/canceledOrders',
        '**/api/v1/reports/canceled-orders**',
        'Erro ao consultar Ordens Canceladas: Falha simulada',
      ],
      [
        '/customerPerformance',
        '**/api/v1/reports/customer-performance**',
        'Erro ao performance de clientes: Falha simulada',
      ],
      ['/routes', '**/api/v1/routes?**', 'Erro ao consultar Rotas: Falha simulada'],
    ];
    const { context, page } = await suite.signedInPage('REP1');
    for (const [path, pattern, message] of cases) {
      await page.route(pattern, (route) => route.fulfill(failure));
      await page.goto(path);
      await page.getByRole('button', { name: 'Consultar' }).click();
      await toastDetail(page, message).first().waitFor();
      await page.unroute(pattern);
    }
    await context.close();
  });
});
