import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { storedZip } from './helpers/zip.ts';

// The import preview (docs/import.md, "Conferência antes de importar"; docs/decisions/219) against the real server:
// ADMIN uploads a zip built here, sees per file what the import would do with nothing changed, clicks Importar and
// finds the run in the history — as cards on a phone and as a table at 1440.

const wide = { width: 1440, height: 900 } as const;
const unique = (tag: string) => `E2E${tag}${Date.now().toString(36).toUpperCase()}`;

/** users.csv with two new logins: 2 rows read, 2 added. */
const zipOfUsers = (names: string[]) =>
  storedZip({
    'exportacao/users.csv': `username,password,representative_id,supervisor_id\n${names
      .map((name) => `${name},SENHA-ERP,1,`)
      .join('\n')}\n`,
  });

const choose = async (page: Page, name: string, zip: Buffer) => {
  await page.goto('/admin/imports');
  await page.getByRole('button', { name: 'Escolher arquivo' }).waitFor({ timeout: 60_000 });
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
};

/** Importar, then the run as the result and as the newest card of the history. */
const importAndFindInHistory = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const result = page.locator('.admin-result');
  await result.getByText('Importação concluída').waitFor({ timeout: 60_000 });
  await result.getByText('users.csv 2 linhas, 2 alteradas').waitFor();
  const newest = page.getByRole('list', { name: 'Histórico' }).locator('.admin-card').first();
  await newest.filter({ hasText: name }).getByText('Envio pela tela').waitFor();
  await newest.getByText('Concluída').waitFor();
};

const signInStatus = async (baseUrl: string, username: string) =>
  (
    await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: 'SENHA-ERP' }),
    })
  ).status;

describe('Importações: the preview before the import', () => {
  const suite = portalSuite();

  it('at 1440: the figures in a table, nothing changed until Importar, then the run in the history', async () => {
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: wide });
    const names = [unique('A'), unique('B')];
    await choose(page, 'usuarios-largo.zip', zipOfUsers(names));
    const table = page.getByRole('table', { name: 'Conferência de usuarios-largo.zip' });
    await table.waitFor({ timeout: 60_000 });
    const cells = await table
      .getByRole('row', { name: /users\.csv/ })
      .getByRole('cell')
      .allTextContents();
    assert.deepEqual(cells, ['2', '2', '0', '0']);
    await page.getByText('Nada foi alterado ainda.', { exact: false }).waitFor();
    // Checked, not imported: the new logins do not sign in yet.
    assert.equal(await signInStatus(suite.baseUrl, names[0]!), 401);
    await screenshot(page, 'import-preview-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    await importAndFindInHistory(page, 'usuarios-largo.zip');
    assert.equal(await signInStatus(suite.baseUrl, names[0]!), 200);
    await screenshot(page, 'import-preview-desktop-after');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('at 390: a card per file, Importar, then the run in the history', async () => {
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: phone });
    await choose(page, 'usuarios-celular.zip', zipOfUsers([unique('C'), unique('D')]));
    const cards = page.getByRole('list', { name: 'Conferência de usuarios-celular.zip' });
    const card = cards.locator('.admin-card').filter({ hasText: 'users.csv' });
    await card.waitFor({ timeout: 60_000 });
    const figures = await card.locator('dl div').allTextContents();
    assert.deepEqual(figures, ['Linhas lidas2', 'Incluídas2', 'Alteradas0', 'Apagadas0']);
    await screenshot(page, 'import-preview-phone');
    await noSidewaysScroll(page, '/admin/imports');
    assert.deepEqual(await seriousViolations(page), []);

    await importAndFindInHistory(page, 'usuarios-celular.zip');
    await screenshot(page, 'import-preview-phone-after');
    await noSidewaysScroll(page, '/admin/imports');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });
});
