import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { TeamMonthBoardAnswer } from '@portal/contracts';
import { apiGet, apiGetAs, tokenOf } from './helpers/api.ts';
import { phone, screenshot } from './helpers/browser.ts';
import { brl, ddmmyyyy, integer, thisMonth } from './helpers/format.ts';
import type { Json } from './helpers/grid-screens.ts';
import {
  brokenAmounts,
  consultGrid,
  consultScreen,
  noSidewaysScroll,
  toastDetail,
} from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { smallTargets } from './helpers/targets.ts';

// What a rep on a phone and a supervisor at a desk found in the screens (round two): each test opens the screen as
// they did and asserts what they see.

const wide = { width: 1440, height: 900 } as const;
const text = async (locator: Locator) => ((await locator.first().textContent()) ?? '').trim();
const records = (count: number) => `${integer(count)} ${count === 1 ? 'registro' : 'registros'}`;
const waitForCount = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) => document.querySelector('.rg-count')?.textContent === expected,
    records(count),
    { timeout: 60_000 },
  );
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The header cells of the grid with their boxes against the grid's own viewport (left scrolled to 0). */
const columnsInView = async (page: Page): Promise<{ visible: string[]; hidden: string[] }> =>
  page.evaluate(() => {
    const scroller = document.querySelector('.rg-scroll');
    if (!scroller) throw new Error('grade não encontrada');
    const frame = scroller.getBoundingClientRect();
    const visible: string[] = [];
    const hidden: string[] = [];
    for (const header of Array.from(document.querySelectorAll<HTMLElement>('.rg [role="columnheader"]'))) {
      const name = (header.textContent ?? '').trim();
      if (!name) continue;
      const box = header.getBoundingClientRect();
      (box.left >= frame.left - 1 && box.right <= frame.left + scroller.clientWidth + 1
        ? visible
        : hidden
      ).push(name);
    }
    return { visible, hidden };
  });

describe('Field-ready, round two', () => {
  const suite = portalSuite();

  it("a supervisor viewing as a rep sees that rep's figures on Indicadores at once, never the team's", async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('SUP1'));
    const board = await apiGet<TeamMonthBoardAnswer>(
      suite.baseUrl,
      token,
      `/api/v1/team/board?date=${thisMonth()}`,
    );
    const rep = board.rows.find((row) => row.representativeId !== 0)!;
    const team = await apiGet<{ open: number }>(suite.baseUrl, token, '/api/v1/wallet/get-by');
    const own = await apiGet<{ open: number }>(
      suite.baseUrl,
      token,
      `/api/v1/wallet/get-by?representativeId=${rep.representativeId}`,
    );
    assert.notEqual(brl(team.open), brl(own.open), 'os dados de teste distinguem a equipe do representante');

    const { context, page } = await suite.signedInPage('SUP1', { viewport: wide });
    await page.goto('/team');
    await page
      .getByRole('button', {
        name: `Abrir como representante ${rep.representativeId} — ${rep.representativeName}`,
      })
      .click({ timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'Carteira' }).click();
    await page.waitForURL((url) => url.pathname === '/wallet');
    await page.getByTestId('view-as-banner').waitFor();
    await page.locator('.rg-count').waitFor({ timeout: 60_000 });

    // Indicadores from the menu, without pressing Consultar.
    const walletCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/wallet/get-by')) walletCalls.push(request.url());
    });
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Indicadores' })
      .click();
    await page.waitForURL((url) => url.pathname === '/charts');
    // The router keeps Carteira on screen until Indicadores' chunk is in.
    await page.getByRole('heading', { level: 2, name: 'Indicadores' }).waitFor();
    assert.match(
      await text(page.getByTestId('view-as-banner')),
      new RegExp(`representante ${rep.representativeId} —`),
    );
    assert.equal(
      await page.getByRole('textbox', { name: 'Representante', exact: true }).inputValue(),
      String(rep.representativeId),
    );
    const open = page.locator('section[aria-label="Carteira"] [data-testid="legend-Aberto"]');
    await open.waitFor({ timeout: 60_000 });
    assert.equal(await text(open), brl(own.open));
    assert.ok(
      walletCalls.every(
        (url) => new URL(url).searchParams.get('representativeId') === String(rep.representativeId),
      ),
      `chamadas com outro escopo: ${walletCalls.join(', ')}`,
    );
    await screenshot(page, 'field-ready-view-as-charts');
    await context.close();
  });

  it("Dup. Aberto cards carry the grid's badges, colours and the effective due date of an extended title", async () => {
    const login = suite.login('REP1');
    const rows = await apiGetAs<Json[]>(
      suite.baseUrl,
      login,
      '/api/v1/reports/duplicates?representativeId=1',
    );
    const extended = rows.find((row) => row.extensionDate && Number(row.delay) === 0)!;
    const overdue = rows.find((row) => Number(row.delay) > 0)!;
    assert.ok(extended && overdue, 'títulos prorrogados e vencidos nos dados de demonstração');
    const { context, page } = await suite.signedInPage(login, { viewport: phone });

    // The extended title's customer only, by the URL's Cliente filter.
    await page.goto(
      `/duplicates?representativeId=1&customers=${String(extended.customerRegister)}&consulta=1`,
    );
    await page.locator('.rg-card[data-row]').first().waitFor({ timeout: 60_000 });
    const card = page.locator('.rg-card[data-row]', { hasText: `Duplicata ${String(extended.duplicate)}` });
    await card.scrollIntoViewIfNeeded();
    assert.equal(
      await text(card.locator('[data-key="dueDate"] dd')),
      `${ddmmyyyy(extended.extensionDate)}prorrogada de ${ddmmyyyy(extended.dueDate)}`,
    );
    assert.equal(await text(card.locator('[data-key="delay"] dd')), '0');
    await screenshot(page, 'field-ready-dup-extended-card');

    // An overdue title: the card's badge is the grid's, in the same colour.
    await page.goto(
      `/duplicates?representativeId=1&customers=${String(overdue.customerRegister)}&consulta=1`,
    );
    const overdueCard = page.locator('.rg-card[data-row]', {
      hasText: `Duplicata ${String(overdue.duplicate)}`,
    });
    await overdueCard.waitFor({ timeout: 60_000 });
    const badge = overdueCard.locator('.rg-card-title [data-mark="overdue"]');
    assert.equal(await text(badge), 'Vencida');
    const cardColour = await badge.evaluate((node) => getComputedStyle(node).backgroundColor);
    await page.setViewportSize(wide);
    const gridBadge = page.locator('.rg-body [role="gridcell"] [data-mark="overdue"]').first();
    await gridBadge.waitFor({ timeout: 60_000 });
    assert.equal(await gridBadge.evaluate((node) => getComputedStyle(node).backgroundColor), cardColour);
    await context.close();
  });

  it("Carteira cards show the grid's status square; totals name what they count in words", async () => {
    const login = suite.login('REP1');
    const rows = await apiGetAs<Json[]>(suite.baseUrl, login, '/api/v1/reports/wallet?representativeId=1');
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    await consultGrid(page, '/wallet');
    const gridSquare = page.locator('.rg-body [role="gridcell"][data-row="0"][data-col="0"] [role="img"]');
    const label = await gridSquare.getAttribute('aria-label');
    await page.setViewportSize(phone);
    const cardSquare = page.locator('.rg-card[data-row="0"] .rg-card-mark [role="img"]');
    await cardSquare.waitFor();
    assert.equal(await cardSquare.getAttribute('aria-label'), label);
    assert.equal(
      await text(page.locator('.rg-phone-totals [data-key="salesOrder"]')),
      `Pedidos: ${integer(rows.length)}`,
    );
    assert.doesNotMatch(await text(page.locator('.rg-phone-totals')), /Qtd\.:|Dist\.:/);
    await screenshot(page, 'field-ready-wallet-card');
    await context.close();
  });

  for (const [path, who, identifying, keys] of [
    ['/wallet', 'REP1', 'Cliente', ['Valor Total', 'Valor Faturado', 'Valor À Faturar']],
    ['/duplicates', 'REP1', 'Cliente', ['Venc.', 'Atraso', 'Valor', 'Saldo']],
    [
      '/team',
      'SUP1',
      'Representante',
      ['% Meta', 'Venda', 'Meta', 'Faturado', 'Carteira', 'Vencidos', 'Clientes', 'Atendidos'],
    ],
  ] as const) {
    it(`${path} at 1440×900: ${identifying} and the key amounts are in view without scrolling sideways`, async () => {
      const { context, page } = await suite.signedInPage(who, { viewport: wide });
      if (path === '/team') await page.goto(path);
      else await consultGrid(page, path);
      await page.locator('.rg [role="columnheader"]').first().waitFor({ timeout: 60_000 });
      const { visible, hidden } = await columnsInView(page);
      for (const name of [identifying, ...keys])
        assert.ok(
          visible.includes(name),
          `${name} fora da tela: visíveis ${visible.join(', ')}; ocultas ${hidden.join(', ')}`,
        );
      await noSidewaysScroll(page, path);
      await screenshot(page, `field-ready-desktop${path.replace('/', '-')}`);
      await context.close();
    });
  }

  it("the grid filter keeps exactly a search's matches; unticking all during a search unticks only those", async () => {
    const login = suite.login('REP1');
    const rows = await apiGetAs<Json[]>(
      suite.baseUrl,
      login,
      '/api/v1/reports/duplicates?representativeId=1',
    );
    const matches = rows.filter((row) => plain(String(row.customerName)).includes('gaucha'));
    const names = [...new Set(matches.map((row) => String(row.customerName)))];
    assert.ok(names.length > 1, 'clientes "gaúcha" nos dados de demonstração');
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await consultGrid(page, '/duplicates');
    const panel = page.locator('.p-overlaypanel.rg-filter-panel');
    const openCustomerFilter = async () => {
      await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Cliente', exact: true }).click();
      await panel.getByRole('textbox', { name: 'Pesquisar' }).waitFor();
    };

    await openCustomerFilter();
    await panel.getByRole('textbox', { name: 'Pesquisar' }).fill('gaucha');
    const shown = panel.locator('.rg-values-list .rg-value');
    await page.waitForFunction(
      (count) => document.querySelectorAll('.rg-values-list .rg-value').length === count,
      names.length,
    );
    assert.deepEqual(
      await shown.evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim())),
      [...names].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    );
    await screenshot(page, 'field-ready-filter-search');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await waitForCount(page, matches.length);

    // Back to everything, then untick "Selecionar todos" while searching: only the matches go.
    await page.getByRole('button', { name: 'Limpar Filtros' }).click();
    await waitForCount(page, rows.length);
    await openCustomerFilter();
    await panel.getByRole('textbox', { name: 'Pesquisar' }).fill('gaucha');
    await panel.getByRole('checkbox', { name: 'SELECIONAR TODOS' }).click();
    await panel.getByRole('textbox', { name: 'Pesquisar' }).fill('');
    await panel.getByRole('button', { name: 'Aplicar' }).click();
    await waitForCount(page, rows.length - matches.length);
    await context.close();
  });

  it('every control on the main screens is at least 44 × 44 px on a phone', async () => {
    // Where Consultar is tapped first, what its answer draws: a report grid, or the visit plan's summary.
    const screens: [who: string, path: string, answer: string | null][] = [
      ['REP1', '/dashboard', null],
      ['REP1', '/charts', null],
      ['REP1', '/wallet', '.rg'],
      ['REP1', '/billed', '.rg'],
      ['REP1', '/duplicates', '.rg'],
      ['REP1', '/customers', null],
      ['REP1', '/salesFrequency', null],
      ['REP1', '/routes', '.rg'],
      ['REP1', '/visitPlan?route=2', '.vp-summary'],
      ['REP1', '/commission', null],
      ['SUP1', '/team', null],
    ];
    const found: string[] = [];
    for (const [who, path, answer] of screens) {
      const { context, page } = await suite.signedInPage(who, { viewport: phone });
      if (answer) await consultScreen(page, path, answer);
      else {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // A screen at a time down the page: the cards and buttons below the fold count too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top < Math.min(height, 5000); top += phone.height - 120) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(100);
        for (const small of await smallTargets(page)) {
          const line = `${path}: ${small.what} ${small.width}×${small.height}`;
          if (!found.includes(line)) found.push(line);
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `field-ready-targets${path.replace(/\W+/g, '-')}`);
      await context.close();
    }
    assert.deepEqual(found, []);
  });

  it('the top bar names the user and the team, and shows the page name whole on a phone', async () => {
    const { context, page } = await suite.signedInPage('SUP1', { viewport: phone });
    const name = await text(page.getByTestId('user-name'));
    assert.equal(await page.getByTestId('user-rep').textContent(), `Equipe de ${name}`);
    await page.getByRole('button', { name: `Usuário: ${name} · Equipe de ${name}` }).waitFor();
    await page.goto('/visitPlan');
    const title = page.locator('.topbar-page');
    await title.waitFor();
    assert.equal(await text(title), 'Plano de Visitas');
    const cut = await title.evaluate(
      (node) => node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1,
    );
    assert.equal(cut, false, 'o nome da página é cortado');
    await screenshot(page, 'field-ready-topbar-phone');
    await context.close();
  });

  it('Equipe cards say "Abrir" and never break an amount from its "R$"', async () => {
    const { context, page } = await suite.signedInPage('SUP1', { viewport: phone });
    await page.goto('/team');
    const card = page.locator('.rg-card[data-row]').first();
    await card.waitFor({ timeout: 60_000 });
    assert.equal(await text(card.locator('.team-open-as')), 'Abrir');
    assert.equal(await card.locator('.team-open-as .p-button-label').isVisible(), true);
    assert.deepEqual(await brokenAmounts(page, '.rg-card-detail-item'), []);
    await screenshot(page, 'field-ready-team-cards');
    await context.close();
  });

  it("Plano de Visitas: a URL's route prefills the picker, which has a search; a card says why WhatsApp is off", async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('REP1'));
    type Customer = { name: string; whats: string | null; cellphone: string | null };
    const routes = await apiGet<{ route: number; cityName: string }[]>(
      suite.baseUrl,
      token,
      '/api/v1/routes?representativeId=1',
    );
    const numbers = [...new Set(routes.map((row) => row.route).filter((route) => route !== 0))].sort(
      (a, b) => a - b,
    );
    let chosen: { route: number; customer: Customer } | null = null;
    for (const route of numbers) {
      const plan = await apiGet<{ customers: Customer[] }>(
        suite.baseUrl,
        token,
        `/api/v1/visit-plan?representativeId=1&route=${route}`,
      );
      const customer = plan.customers.find((item) => !item.whats && !item.cellphone);
      if (customer) {
        chosen = { route, customer };
        break;
      }
    }
    assert.ok(chosen, 'um cliente sem WhatsApp nem celular nos dados de demonstração');
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });

    await page.goto(`/visitPlan?route=${chosen.route}`);
    const picker = page.locator('.p-dropdown:has(#filter-visit-route)');
    await page.waitForFunction(
      (route) =>
        document
          .querySelector('#filter-visit-route')
          ?.closest('.p-dropdown')
          ?.textContent?.startsWith(`${route} · `),
      chosen.route,
      { timeout: 30_000 },
    );
    await picker.click();
    const search = page.locator('.p-dropdown-panel .p-dropdown-filter');
    await search.waitFor();
    assert.equal(await page.locator('.p-dropdown-panel .p-dropdown-item').count(), numbers.length);
    const items = page.locator('.p-dropdown-panel .p-dropdown-item');
    const lastLabel = ((await items.last().textContent()) ?? '').trim();
    await search.fill(lastLabel);
    await page.waitForFunction(
      (total) => document.querySelectorAll('.p-dropdown-panel .p-dropdown-item').length < total,
      numbers.length,
    );
    const left = (await items.allTextContents()).map((item) => item.trim());
    assert.ok(left.includes(lastLabel), `busca por "${lastLabel}": ${left.join(' | ')}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Consultar' }).click();

    const card = page.locator('.vp-card', { hasText: chosen.customer.name }).first();
    await card.waitFor({ timeout: 60_000 });
    await card.scrollIntoViewIfNeeded();
    const whatsapp = card.getByRole('button', { name: `WhatsApp: ${chosen.customer.name}` });
    assert.equal(await whatsapp.isDisabled(), true);
    assert.match(await text(card.getByTestId('vp-missing-contact')), /Sem WhatsApp ou celular cadastrado/);
    const described = await whatsapp.evaluate((node) => {
      const id = node.getAttribute('aria-describedby');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
    assert.equal(described, 'Sem WhatsApp ou celular cadastrado');

    // The facts behind the reasons: no amount breaks from its "R$".
    const details = card.locator('summary', { hasText: 'Detalhes' });
    if ((await details.count()) > 0) {
      await details.click();
      const broken = await card
        .locator('.money')
        .evaluateAll((items) =>
          items.filter((item) => item.getClientRects().length > 1).map((item) => item.textContent),
        );
      assert.deepEqual(broken, []);
    }
    await screenshot(page, 'field-ready-visit-card');
    await context.close();
  });

  it('Dup. Aberto keeps "Somente vencidas" in the URL: a reload shows the overdue titles only', async () => {
    const login = suite.login('REP1');
    const rows = await apiGetAs<Json[]>(
      suite.baseUrl,
      login,
      '/api/v1/reports/duplicates?representativeId=1',
    );
    const overdue = rows.filter((row) => Number(row.delay) > 0).length;
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await consultGrid(page, '/duplicates');
    await waitForCount(page, rows.length);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await page.getByRole('switch', { name: 'Somente vencidas' }).click();
    await waitForCount(page, overdue);
    assert.equal(new URL(page.url()).searchParams.get('onlyOverdue'), 'true');
    await page.reload();
    await waitForCount(page, overdue);
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    assert.equal(await page.getByRole('switch', { name: 'Somente vencidas' }).isChecked(), true);
    await context.close();
  });

  it('the "Mensagem enviada" toast leaves the messages panel\'s buttons free', async () => {
    const { context, page } = await suite.signedInPage('SUP1', { viewport: phone });
    await page.getByRole('button', { name: 'Mensagens' }).click();
    const recipients = page.waitForResponse((response) =>
      response.url().includes('/api/comercial/representantes'),
    );
    await page.getByRole('button', { name: 'Nova mensagem' }).click();
    // The list opens once the team's reps are in (a loading multi-select has none to show).
    assert.equal((await recipients).status(), 200);
    await page.locator('.inbox-form .p-multiselect-trigger').click();
    await page.getByRole('option', { name: /^1 - / }).click();
    await page.keyboard.press('Escape');
    await page.locator('[data-pr-is-overlay]').waitFor({ state: 'detached' });
    await page.getByLabel('Título').fill(`Aviso ${Date.now()}`);
    await page.getByLabel('Texto').fill('Reunião amanhã às 8h.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    const toast = toastDetail(page, 'Mensagem enviada');
    await toast.waitFor();
    const toastBox = (await page.locator('.p-toast-message').last().boundingBox())!;
    const buttons = page.getByRole('dialog', { name: 'Mensagens' }).getByRole('button');
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      assert.equal(overlaps, false, `o aviso cobre ${await button.textContent()}`);
    }
    await screenshot(page, 'field-ready-toast');
    await context.close();
  });

  it("Comissão: the customers' totals are the summary's figures, to the cent", async () => {
    const login = suite.login('REP1');
    const statement = await apiGetAs<{
      forecast: { toBeInvoicedValue: number; receivables: number; total: number };
    }>(suite.baseUrl, login, `/api/v1/commission/statement?date=${thisMonth()}&representativeId=1`);
    const { context, page } = await suite.signedInPage(login, { viewport: wide });
    await page.goto(`/commission?representativeId=1&date=${thisMonth()}&consulta=1`);
    await page.getByTestId('cm-forecast').waitFor({ timeout: 60_000 });
    // The grids mount as their place nears the viewport.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const customers = page.locator('section[aria-labelledby="cm-customers-title"]');
    await customers.locator('.rg-summary [role="gridcell"]').first().waitFor({ timeout: 60_000 });
    const total = (col: number) =>
      text(customers.locator(`.rg-summary [role="gridcell"][aria-colindex="${col + 1}"]`));
    assert.equal(
      await text(page.getByTestId('cm-forecast').locator('.cm-figure-value')),
      brl(statement.forecast.total),
    );
    assert.equal(await total(2), brl(statement.forecast.toBeInvoicedValue));
    assert.equal(await total(5), brl(statement.forecast.total));
    const receivable = await total(3);
    const overdue = await total(4);
    const cents = (shown: string) =>
      Math.round(Number(shown.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
    assert.equal(cents(receivable) + cents(overdue), Math.round(statement.forecast.receivables * 100));
    await screenshot(page, 'field-ready-commission');
    await context.close();
  });
});
