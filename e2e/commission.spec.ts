import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, ddmmyyyy, thisMonth } from './helpers/format.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { downloadedSheet } from './helpers/xlsx.ts';
import { portalSuite } from './helpers/suite.ts';

// Comissão (docs/domain.md §5.3) against the real server and the demo data: every figure on the screen is the one
// GET api/v1/commission/statement gives the same login, formatted as R$.

const wide = { width: 1440, height: 900 } as const;

type Bucket = {
  bucket: 'overdue' | 'month' | 'later';
  month: string | null;
  toBeInvoicedValue: number;
  receivables: number;
  total: number;
};
type Statement = {
  month: string;
  today: string;
  realised: {
    entries: { postedOn: string; kind: 'credit' | 'debit'; value: number; description: string | null }[];
    credit: number;
    debit: number;
    net: number;
  };
  forecast: { buckets: Bucket[]; toBeInvoicedValue: number; receivables: number; total: number };
  lost: { canceledOrders: number; returnedReceivables: number; total: number };
  customers: {
    register: string;
    name: string;
    toBeInvoicedValue: number;
    receivables: number;
    overdue: number;
    total: number;
  }[];
};

const statementOf = async (baseUrl: string, token: string, date: string, rep?: number) =>
  apiGet<Statement>(
    baseUrl,
    token,
    `/api/v1/commission/statement?date=${date}${rep ? `&representativeId=${rep}` : ''}`,
  );

const cents = (value: number) => Math.round(value * 100);
const money = (...values: number[]) => values.reduce((sum, value) => sum + cents(value), 0) / 100;
const mmyyyy = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const text = async (locator: Locator) => ((await locator.first().textContent()) ?? '').trim();
const records = (count: number) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? 'registro' : 'registros'}`;

/** The grids mount when their place nears the viewport (far below the charts on a phone): scroll there. */
const showGrids = async (page: Page) => {
  const later = page.getByTestId('cm-later');
  // It may mount the grids (and leave the page) between the count and the scroll: then there is nothing to wait for.
  if ((await later.count()) > 0)
    await later.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  await page.locator('section[aria-labelledby="cm-customers-title"]').waitFor({ timeout: 60_000 });
};

const entriesGrid = (page: Page) => page.locator('section[aria-labelledby="cm-entries-title"]');
const customersGrid = (page: Page) => page.locator('section[aria-labelledby="cm-customers-title"]');
const cell = (grid: Locator, row: number, col: number) =>
  text(grid.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`));

/** The summary, the waterfall's figures and the forecast table equal the answer. */
const assertFigures = async (page: Page, answer: Statement) => {
  await page.getByTestId('cm-net').waitFor({ timeout: 60_000 });
  const { realised, forecast, lost } = answer;
  assert.equal(
    await text(page.getByTestId('cm-net')),
    `Líquido de ${mmyyyy(answer.month)}${brl(realised.net)}`,
  );
  assert.equal(await text(page.locator('[data-testid="cm-forecast"] .cm-figure-value')), brl(forecast.total));
  assert.equal(await text(page.locator('[data-testid="cm-lost"] .cm-figure-value')), brl(lost.total));
  assert.equal(
    await text(page.locator('[data-testid="cm-lost"] .cm-figure-detail')),
    `Pedidos cancelados ${brl(lost.canceledOrders)} · Duplicatas devolvidas ${brl(lost.returnedReceivables)}`,
  );
  assert.match(await text(page.getByTestId('cm-rule')), new RegExp(`hoje, ${ddmmyyyy(answer.today)}`));

  const overdue = forecast.buckets.find((bucket) => bucket.bucket === 'overdue')!.receivables;
  const steps: [string, number][] = [
    ['carteira', forecast.toBeInvoicedValue],
    ['receivable', money(forecast.receivables, -overdue)],
    ['overdue', overdue],
    ['credit', realised.credit],
    ['debit', -realised.debit],
    ['total', money(forecast.toBeInvoicedValue, forecast.receivables, realised.credit, -realised.debit)],
  ];
  for (const [key, value] of steps)
    assert.equal(await text(page.locator(`[data-testid="cm-step-${key}"] .cm-step-value`)), brl(value), key);

  assert.equal(forecast.buckets.length, 8);
  for (const bucket of forecast.buckets) {
    const id = bucket.month ?? bucket.bucket;
    const label =
      bucket.bucket === 'overdue' ? 'Em atraso' : bucket.bucket === 'later' ? 'Depois' : mmyyyy(id);
    const cells = await page.getByTestId(`cm-bucket-${id}`).locator('th, td').allTextContents();
    assert.deepEqual(
      cells,
      [label, brl(bucket.toBeInvoicedValue), brl(bucket.receivables), brl(bucket.total)],
      id,
    );
  }
  const totals = await page.getByTestId('cm-bucket-total').locator('th, td').allTextContents();
  assert.deepEqual(totals, [
    'Total',
    brl(forecast.toBeInvoicedValue),
    brl(forecast.receivables),
    brl(forecast.total),
  ]);
  assert.equal(await page.locator('.cm-chart canvas').count(), 2);
};

/** The entries and customers grids on a desktop: their counts and first rows. */
const assertGrids = async (page: Page, answer: Statement) => {
  await showGrids(page);
  const entries = entriesGrid(page);
  const { entries: list } = answer.realised;
  if (list.length === 0) {
    assert.equal(
      await text(entries.getByTestId('cm-no-entries')),
      `Nenhum lançamento em ${mmyyyy(answer.month)}.`,
    );
  } else {
    assert.equal(await text(entries.locator('.rg-count')), records(list.length));
    const first = list[0]!;
    assert.equal(await cell(entries, 0, 0), ddmmyyyy(first.postedOn));
    assert.equal(await cell(entries, 0, 1), first.kind === 'credit' ? 'Crédito' : 'Débito');
    assert.equal(await cell(entries, 0, 2), brl(first.kind === 'credit' ? first.value : -first.value));
    assert.equal(await cell(entries, 0, 3), first.description ?? '');
    // The Valor column sums to the month's net: debits are negative.
    assert.ok(
      (await entries.locator('.rg-summary-row').allTextContents()).some((t) =>
        t.includes(brl(answer.realised.net)),
      ),
      'soma dos lançamentos = líquido',
    );
  }
  const customers = customersGrid(page);
  assert.equal(await text(customers.locator('.rg-count')), records(answer.customers.length));
  const top = answer.customers[0]!;
  assert.equal(await cell(customers, 0, 0), top.name);
  assert.equal(await cell(customers, 0, 2), brl(top.toBeInvoicedValue));
  assert.equal(await cell(customers, 0, 3), brl(top.receivables));
  assert.equal(await cell(customers, 0, 4), brl(top.overdue));
  assert.equal(await cell(customers, 0, 5), brl(top.total));
};

describe('Comissão (/commission)', () => {
  const suite = portalSuite();

  it('the Indicadores tile opens the statement of the same rep and month; its figures are the API figures', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    await page.goto('/charts');
    const link = page.getByTestId('commission-statement-link');
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    const params = new URL(href, suite.baseUrl).searchParams;
    assert.equal(new URL(href, suite.baseUrl).pathname, '/commission');
    assert.equal(params.get('representativeId'), '1');
    assert.equal(params.get('date'), thisMonth());
    await link.click();
    await page.waitForURL((url) => url.pathname === '/commission');
    await page.getByRole('heading', { level: 2, name: 'Comissão' }).waitFor();

    const answer = await statementOf(suite.baseUrl, token, thisMonth(), 1);
    // The tile and the statement reconcile (docs/domain.md §5.3).
    const tile = await apiGet<{ order: number; duplicate: number }>(
      suite.baseUrl,
      token,
      `/api/v1/commission/get-by?date=${thisMonth()}&representativeId=1`,
    );
    assert.equal(answer.forecast.toBeInvoicedValue, tile.order);
    assert.equal(answer.forecast.receivables, tile.duplicate);
    await assertFigures(page, answer);
    await assertGrids(page, answer);

    // Wide screen: the two charts side by side.
    const lefts = await page
      .locator('.cm-charts > .cm-panel')
      .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().left)));
    assert.equal(new Set(lefts).size, 2, `gráficos um sobre o outro em 1440 px: ${lefts.join(', ')}`);
    await noSidewaysScroll(page, 'comissão em 1440 px');
    await screenshot(page, 'commission-desktop');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('as ADMIN: the URL carries the representative and month; another month moves the entries, not the forecast', async () => {
    const login = suite.login('ADMIN');
    const token = await tokenOf(suite.baseUrl, login);
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    // Opened from the menu: the current month runs by itself, for the whole scope.
    await page.goto('/commission');
    await page.waitForURL((url) => url.searchParams.get('date') === thisMonth());
    const scope = await statementOf(suite.baseUrl, token, thisMonth());
    await assertFigures(page, scope);

    const [year, month] = thisMonth().split('-').map(Number) as [number, number];
    const previous = `${month === 1 ? year - 1 : year}-${String(month === 1 ? 12 : month - 1).padStart(2, '0')}-01`;
    await page.goto(`/commission?representativeId=1&date=${previous}&consulta=1`);
    const answer = await statementOf(suite.baseUrl, token, previous, 1);
    assert.equal(answer.month, previous.slice(0, 7));
    await page
      .getByTestId('cm-net')
      .filter({ hasText: `Líquido de ${mmyyyy(answer.month)}` })
      .waitFor();
    await assertFigures(page, answer);
    await assertGrids(page, answer);
    // The Filtros panel, collapsed on a run query, shows the URL's filters once opened.
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const representative = page.getByRole('textbox', { name: 'Representante', exact: true });
    await representative.waitFor();
    assert.equal(await representative.inputValue(), '1');
    assert.equal(await page.locator('#filter-month').inputValue(), mmyyyy(answer.month));

    // Another representative typed and Consultar: the URL follows.
    await representative.fill('2');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.waitForURL((url) => url.searchParams.get('representativeId') === '2');
    const other = await statementOf(suite.baseUrl, token, previous, 2);
    await page
      .getByTestId('cm-forecast')
      .filter({ hasText: brl(other.forecast.total) })
      .waitFor();
    await assertFigures(page, other);
    await context.close();
  });

  it('exports the customers to xlsx: one sheet row per customer, real numbers, the totals last', async () => {
    const login = suite.login('REP1');
    const answer = await statementOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), thisMonth(), 1);
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    await page.goto('/commission');
    await page.getByTestId('cm-net').waitFor({ timeout: 60_000 });
    await showGrids(page);
    const grid = customersGrid(page);
    await grid.locator('.rg-count').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      grid.getByRole('button', { name: 'Exportar Excel' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^comissao-clientes-\d{8}\.xlsx$/);
    const { sheet, values } = await downloadedSheet(download, context);
    assert.deepEqual(values(1), ['Cliente', 'CNPJ', 'Carteira', 'A receber', 'Em atraso', 'Total']);
    assert.equal(sheet.rowCount, answer.customers.length + 2);
    for (const [index, customer] of answer.customers.slice(0, 5).entries()) {
      const row = values(index + 2);
      assert.equal(row[0], customer.name);
      assert.deepEqual(row.slice(2), [
        customer.toBeInvoicedValue,
        customer.receivables,
        customer.overdue,
        customer.total,
      ]);
    }
    assert.equal(sheet.getRow(2).getCell(6).numFmt, '"R$" #,##0.00');
    const totals = values(answer.customers.length + 2);
    const sum = (key: 'toBeInvoicedValue' | 'receivables' | 'overdue' | 'total') =>
      money(...answer.customers.map((customer) => customer[key]));
    assert.deepEqual(totals.slice(2), [
      sum('toBeInvoicedValue'),
      sum('receivables'),
      sum('overdue'),
      sum('total'),
    ]);
  });

  it('on a 390 px phone: the charts stacked and readable, each customer with its amounts on a card', async () => {
    const login = suite.login('REP1');
    const answer = await statementOf(suite.baseUrl, await tokenOf(suite.baseUrl, login), thisMonth(), 1);
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await page.goto('/commission');
    await assertFigures(page, answer);
    const panels = await page
      .locator('.cm-charts > .cm-panel')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    assert.equal(new Set(panels.map((box) => Math.round(box.left))).size, 1, 'gráficos empilhados');
    // Rows of bars: each chart is taller than wide, not a desktop chart squeezed.
    const charts = await page
      .locator('.cm-chart')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect));
    for (const box of charts) assert.ok(box.height >= 220 && box.width <= 390, JSON.stringify(box));

    // Far below the charts: nothing is built there until the rep scrolls near it.
    assert.equal(await page.locator('.rg').count(), 0, 'grades montadas antes da rolagem');
    await showGrids(page);
    const card = customersGrid(page).locator('.rg-card[data-row="0"]');
    await card.waitFor();
    const top = answer.customers[0]!;
    assert.equal(await text(card.locator('.rg-card-title')), top.name);
    assert.equal(await text(card.locator('[data-key="toBeInvoicedValue"] dd')), brl(top.toBeInvoicedValue));
    assert.equal(await text(card.locator('[data-key="receivables"] dd')), brl(top.receivables));
    assert.equal(await text(card.locator('[data-key="overdue"] dd')), brl(top.overdue));
    assert.match(
      await text(card.locator('.rg-card-detail')),
      new RegExp(`Total ${brl(top.total).replace('$', '\\$')}`),
    );
    await noSidewaysScroll(page, 'comissão no telefone');
    await screenshot(page, 'phone-commission');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
