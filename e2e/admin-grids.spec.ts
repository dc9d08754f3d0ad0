import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { apiGetAs } from './helpers/api.ts';
import type { Json } from './helpers/grid-screens.ts';
import { portalSuite } from './helpers/suite.ts';

const pt = (count: number) => count.toLocaleString('pt-BR');

describe("the administrator's company-wide grids", () => {
  const suite = portalSuite();

  it('as ADMIN: Dup. Aberto of every rep shows the first page, then grows page by page to every title', async () => {
    const login = suite.login('ADMIN');
    const every = await apiGetAs<Json[]>(suite.baseUrl, login, '/api/v1/reports/duplicates');
    assert.ok(
      every.length > 5_200,
      `o conjunto de demonstração deve ter títulos para três páginas (${every.length})`,
    );
    const { context, page } = await suite.signedInPage(login);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/reports/duplicates') asked.push(url.search);
    });
    await page.goto('/duplicates');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await page.getByText(`${pt(every.length)} registros`).waitFor({ timeout: 60_000 });
    await page.getByText('Carregando os demais títulos…').waitFor({ state: 'detached' });
    assert.equal(asked[0], '?pageSize=200');
    const second = every[199];
    assert.equal(asked[1], `?afterDuplicate=${encodeURIComponent(String(second?.duplicate))}&pageSize=5000`);
    assert.equal(asked.length, 2 + Math.floor((every.length - 200) / 5_000));
    await context.close();
  });
});
