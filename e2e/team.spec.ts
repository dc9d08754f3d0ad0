import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { AuditEntry, TeamMonthBoardAnswer } from '@portal/contracts';
import { apiGet, tokenOf } from './helpers/api.ts';
import { join } from 'node:path';
import { artifactsDir, phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { brl, integer, percent, thisMonth } from './helpers/format.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';

// Equipe (docs/domain.md §5.4) against the real server and the demo data: a supervisor's board is their team's, the
// screen shows what GET api/v1/team/board answers to the same login, and "Abrir como representante" opens Carteira as
// that rep, with the banner and an audit row.

const wide = { width: 1440, height: 900 } as const;
const boardPath = () => `/api/v1/team/board?date=${thisMonth()}`;
/** A board cell by column key; `open` (rep-0 users only) is the third column, frozen with the rank and the name. */
const cell = (page: Page, row: number, key: string, withOpen = true) => {
  const index = columnIndex[key] ?? -1;
  const col = withOpen && index >= 2 ? index + 1 : index;
  return page.locator(`.rg .rg-body [role="gridcell"][data-row="${row}"][data-col="${col}"]`);
};
const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();
/** The board's columns in the order team-columns.tsx gives them, without `open`. */
const columnIndex: Record<string, number> = {
  rank: 0,
  representative: 1,
  goalPercentage: 2,
  history: 3,
  sales: 4,
  goal: 5,
  billing: 6,
  toBeInvoicedValue: 7,
  overdueBalance: 8,
  customers: 9,
};

describe('Equipe', () => {
  const suite = portalSuite();

  it('shows SUP1 their own team as the API gives it, and opens Carteira as one rep, audited', async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('SUP1'));
    const adminToken = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const board = await apiGet<TeamMonthBoardAnswer>(suite.baseUrl, token, boardPath());
    const everyone = await apiGet<TeamMonthBoardAnswer>(suite.baseUrl, adminToken, boardPath());
    assert.ok(board.rows.length > 0, 'SUP1 sem representantes');
    assert.deepEqual([...new Set(board.rows.map((row) => row.supervisorId))], [1]);
    // The company has other teams, so the narrowing is real.
    assert.ok(everyone.rows.some((row) => row.supervisorId !== 1));

    const { context, page } = await suite.signedInPage('SUP1', { viewport: wide });
    await page.goto('/team');
    await cell(page, 0, 'representative').waitFor({ timeout: 60_000 });
    assert.equal(
      await page.locator('#filter-team-supervisor').count(),
      0,
      'um só time: sem filtro Supervisor',
    );
    for (const [index, row] of board.rows.entries()) {
      const what = `linha ${index} (${row.representativeName})`;
      assert.equal(((await cell(page, index, 'rank').textContent()) ?? '').trim(), `${index + 1}º`, what);
      assert.match(
        ((await cell(page, index, 'representative').textContent()) ?? '').trim(),
        new RegExp(`^${row.representativeId} - ${row.representativeName}`),
        what,
      );
      assert.match(
        (await cell(page, index, 'goalPercentage').textContent()) ?? '',
        new RegExp(percent(row.goalPercentage)),
      );
      for (const key of ['sales', 'goal', 'billing', 'toBeInvoicedValue', 'overdueBalance'] as const)
        assert.equal(
          ((await cell(page, index, key).textContent()) ?? '').trim(),
          brl(row[key]),
          `${what}: ${key}`,
        );
      assert.equal(
        ((await cell(page, index, 'customers').textContent()) ?? '').trim(),
        integer(row.customers),
        what,
      );
    }
    assert.equal(await page.locator('.rg .rg-body [role="row"]').count(), board.rows.length);
    const total = (label: string) => text(page, `[data-testid="team-total"] [data-figure="${label}"] dd`);
    assert.equal(await total('Venda'), brl(board.total.sales));
    assert.equal(await total('Meta'), brl(board.total.goal));
    assert.equal(await total('Carteira'), brl(board.total.toBeInvoicedValue));
    assert.equal(await total('Vencidos'), brl(board.total.overdueBalance));
    assert.equal(await total('Visitas'), integer(board.total.visits));
    assert.equal(await total('Visitas com local'), integer(board.total.visitsWithLocation));
    assert.equal(await total('Fora do local'), integer(board.total.offSiteVisits));
    assert.equal(await total('Pedidos do portal (qtd.)'), integer(board.total.portalOrdersSent));
    assert.equal(await total('Pedidos do portal (valor)'), brl(board.total.portalOrdersSentValue));
    assert.match(
      await text(page, '[data-testid="team-total"] .goal-badge'),
      new RegExp(percent(board.total.goalPercentage)),
    );
    await screenshot(page, 'team-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    // One rep of the board, by the row's button, then Carteira in its menu.
    const chosen = board.rows[0]!;
    const openedAt = Date.now();
    await page
      .getByRole('button', {
        name: `Abrir como representante ${chosen.representativeId} — ${chosen.representativeName}`,
      })
      .click();
    const posted = page.waitForResponse(
      (response) => response.url().includes('/api/v1/team/view-as') && response.request().method() === 'POST',
    );
    await page.getByRole('menuitem', { name: 'Carteira' }).click();
    assert.ok((await posted).ok());
    await page.waitForURL((url) => url.pathname === '/wallet');
    assert.equal(new URL(page.url()).searchParams.get('representativeId'), String(chosen.representativeId));
    const banner = page.getByTestId('view-as-banner');
    await banner.waitFor();
    assert.match(
      (await banner.textContent()) ?? '',
      new RegExp(`Visualizando como representante ${chosen.representativeId} — ${chosen.representativeName}`),
    );
    // The router keeps the board on screen until Carteira's chunk is in: wait for Carteira's own title and count.
    await page.getByRole('heading', { level: 2, name: 'Carteira' }).waitFor();
    const wallet = await apiGet<unknown[]>(
      suite.baseUrl,
      token,
      `/api/v1/reports/wallet?representativeId=${chosen.representativeId}`,
    );
    await page.locator('.rg-count', { hasText: new RegExp(`^${integer(wallet.length)} registro`) }).waitFor({
      timeout: 60_000,
    });
    await screenshot(page, 'team-view-as-wallet');
    assert.deepEqual(await seriousViolations(page), []);

    // The audit trail holds who viewed whom, and when.
    const audit = await apiGet<AuditEntry[]>(
      suite.baseUrl,
      adminToken,
      '/api/v1/audit?entity=representative_view&username=SUP1&limit=1',
    );
    assert.equal(audit[0]?.entityKey, String(chosen.representativeId));
    assert.equal(audit[0]?.action, 'view');
    const recordedAt = new Date(audit[0]?.at ?? 0).getTime();
    assert.ok(recordedAt >= openedAt - 5_000 && recordedAt <= Date.now(), 'registro de quando abriu');

    // Another screen from the menu keeps the rep and the banner; "Voltar à equipe" ends it.
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Dup. Aberto' })
      .click();
    await page.waitForURL((url) => url.pathname === '/duplicates');
    await banner.waitFor();
    assert.equal(
      await page.getByRole('textbox', { name: 'Representante', exact: true }).inputValue(),
      String(chosen.representativeId),
    );
    await banner.getByRole('button', { name: 'Voltar à equipe' }).click();
    await page.waitForURL((url) => url.pathname === '/team');
    assert.equal(await page.getByTestId('view-as-banner').count(), 0);
    await context.close();
  });

  it('on a phone, ADMIN sees the ranked cards of every team and may choose one supervisor', async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const board = await apiGet<TeamMonthBoardAnswer>(suite.baseUrl, token, boardPath());
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: phone });
    await page.goto('/team');
    await page.locator('.rg-card[data-row]').first().waitFor({ timeout: 60_000 });
    // The cards drawn (the list is virtual) are the first ones of the API's ranking, in its order.
    const titles = await page
      .locator('.rg-card[data-row] .rg-card-title')
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').trim()));
    assert.ok(titles.length >= Math.min(5, board.rows.length), `cartões: ${titles.length}`);
    assert.deepEqual(
      titles,
      board.rows.slice(0, titles.length).map((row, index) => {
        const name = `${row.representativeId} - ${row.representativeName}${row.active ? '' : ' (inativo)'}`;
        return `${index + 1}º · ${name}`;
      }),
    );
    const first = page.locator('.rg-card[data-row]').first();
    assert.equal(
      (await first.locator('[data-key="sales"] dd').textContent())?.trim(),
      brl(board.rows[0]!.sales),
    );
    await noSidewaysScroll(page, 'equipe no telefone');
    await screenshot(page, 'team-phone');
    assert.deepEqual(await seriousViolations(page), []);

    // Supervisor 2's team only.
    const supervisor = page.locator('.p-dropdown:has(#filter-team-supervisor)');
    await supervisor.waitFor();
    await supervisor.click();
    const option = page.getByRole('option', { name: /^2 - / });
    await option.click();
    const answered = page.waitForResponse((response) => response.url().includes('/api/v1/team/board?'));
    await page.getByRole('button', { name: 'Consultar' }).click();
    assert.match((await answered).url(), /supervisorId=2/);
    const sul = await apiGet<TeamMonthBoardAnswer>(suite.baseUrl, token, `${boardPath()}&supervisorId=2`);
    await page.locator('.rg-card[data-row]').first().waitFor();
    assert.equal(await page.locator('.rg-card[data-row]').count(), sul.rows.length);
    await screenshot(page, 'team-phone-supervisor');

    // From a card, Dup. Aberto as that rep: the banner fits the phone, and its way back is one tap.
    const rep = sul.rows[0]!;
    await page
      .getByRole('button', {
        name: `Abrir como representante ${rep.representativeId} — ${rep.representativeName}`,
      })
      .click();
    await page.getByRole('menuitem', { name: 'Dup. Aberto' }).click();
    await page.waitForURL((url) => url.pathname === '/duplicates');
    await page.getByRole('heading', { level: 2, name: 'Dup. Aberto' }).waitFor();
    const banner = page.getByTestId('view-as-banner');
    await banner.waitFor();
    assert.match(
      (await banner.textContent()) ?? '',
      new RegExp(`Visualizando como representante ${rep.representativeId} — ${rep.representativeName}`),
    );
    await page.locator('.rg').waitFor({ timeout: 60_000 });
    await noSidewaysScroll(page, 'dup. aberto como representante no telefone');
    // The viewport only: Dup. Aberto's card list is far taller than a page.
    await page.screenshot({ path: join(artifactsDir, 'team-phone-view-as.png') });
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('shows a rep their own line only, without "Abrir como"', async () => {
    const token = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const board = await apiGet<TeamMonthBoardAnswer>(suite.baseUrl, token, boardPath());
    assert.deepEqual(
      board.rows.map((row) => row.representativeId),
      [1],
    );
    const { context, page } = await suite.signedInPage('REP1', { viewport: wide });
    await page.goto('/team');
    await cell(page, 0, 'representative', false).waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('.rg .rg-body [role="row"]').count(), 1);
    assert.equal(
      ((await cell(page, 0, 'sales', false).textContent()) ?? '').trim(),
      brl(board.rows[0]!.sales),
    );
    assert.equal(await page.getByRole('button', { name: /Abrir como representante/ }).count(), 0);
    await context.close();
  });

  // docs/decisions/232: PrimeReact's stylesheets are written into the page once each, not again by every component
  // that mounts (each rewrite made the browser recompute the whole page's style).
  it('writes each of PrimeReact’s stylesheets once while the board and its widgets are drawn', async () => {
    const { context, page } = await suite.signedInPage('REP1', { viewport: phone });
    await page.addInitScript(`
      window.__styleWrites = {};
      new MutationObserver((records) => {
        for (const record of records) {
          const name = record.target instanceof HTMLStyleElement && record.target.dataset.primereactStyleId;
          if (name) window.__styleWrites[name] = (window.__styleWrites[name] ?? 0) + 1;
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    `);
    await page.goto('/team');
    await page.getByTestId('team-total').waitFor({ timeout: 60_000 });
    await page.locator('.team-day-map .p-dropdown').waitFor();
    await page.locator('.rg-card').first().waitFor();
    const writes = (await page.evaluate('window.__styleWrites')) as Record<string, number>;
    // The Filtros panel, the buttons and the day map's dropdown are drawn: their sheets are in the page.
    for (const name of ['common', 'panel', 'dropdown'])
      assert.ok(writes[name] !== undefined, `${name} não escrito: ${JSON.stringify(writes)}`);
    assert.deepEqual(
      Object.entries(writes).filter(([, count]) => count > 1),
      [],
      `folhas escritas mais de uma vez: ${JSON.stringify(writes)}`,
    );
    await context.close();
  });
});
