import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { EXPORT_TOTAL_HEADER, type AuditEntry, type SystemAnswer } from '@portal/contracts';
import { apiGet, tokenOf } from './helpers/api.ts';
import { phone, screenshot, seriousViolations } from './helpers/browser.ts';
import { signIn } from './helpers/portal-page.ts';
import { noSidewaysScroll } from './helpers/screen.ts';
import { portalSuite } from './helpers/suite.ts';
import { storedZip } from './helpers/zip.ts';

// Administração (docs/operations.md) as ADMIN against the real server and the demo data: logins made, reset,
// disabled and unlocked from Usuários; an ERP zip uploaded in Importações; a route edit found in Auditoria; Sistema.
// Reps and supervisors neither see the menu group nor open its pages.

const wide = { width: 1440, height: 900 } as const;
const unique = () => `E2E${Date.now().toString(36).toUpperCase()}`;
type RouteRow = { representativeId: number; cityCode: number; route: number; routeVersion: number };

const card = (page: Page, username: string) =>
  page.locator('.admin-card', { has: page.locator('strong', { hasText: new RegExp(`^${username}$`) }) });

const api = async (baseUrl: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const signInStatus = async (baseUrl: string, username: string, password: string) =>
  (
    await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    })
  ).status;

describe('Administração', () => {
  const suite = portalSuite();

  it('ADMIN creates a login that signs in, resets its password, disables it (its session ends) and unlocks another', async () => {
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: wide });
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/admin/users');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByText('Administração').waitFor();
    await page.getByText('são regravados a cada importação').waitFor();

    const username = unique();
    await page.getByRole('button', { name: 'Novo usuário' }).click();
    await page.getByLabel('Usuário', { exact: true }).fill(username);
    await page.getByLabel('Senha', { exact: true }).fill('SENHA-E2E-1');
    const firstRep = page.locator('.admin-new select').first();
    await firstRep.selectOption({
      label: (await firstRep.locator('option', { hasText: /^1 - / }).textContent()) ?? '',
    });
    await page.getByRole('button', { name: 'Criar' }).click();
    await page.getByText(`Nova senha de ${username}: SENHA-E2E-1 (anote`).waitFor();
    await card(page, username).getByText('Nunca entrou').waitFor();
    // Axe reads a toast mid-fade as low contrast: checked once it is gone.
    await page.locator('.p-toast-message').first().waitFor({ state: 'detached', timeout: 15_000 });
    await screenshot(page, 'admin-users-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    // The new login signs in and keeps a session open in another browser.
    const other = await suite.newPage(wide);
    await signIn(other.page, { username, password: 'SENHA-E2E-1' });

    // Nova senha: shown once; the old one no longer signs in.
    await card(page, username).getByRole('button', { name: 'Nova senha' }).click();
    await card(page, username).getByLabel('Nova senha').fill('SENHA-E2E-2');
    await card(page, username).getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(`Nova senha de ${username}: SENHA-E2E-2 (anote`).waitFor();
    assert.equal(await signInStatus(suite.baseUrl, username, 'SENHA-E2E-1'), 401);
    await other.page.goto('/customers');
    await other.page.waitForURL(/\/signIn/);
    await signIn(other.page, { username, password: 'SENHA-E2E-2' });

    // A login from users.csv: the dialog says a password set here lasts until the ERP sends a different one.
    await card(page, 'REP1').getByRole('button', { name: 'Nova senha' }).click();
    await card(page, 'REP1')
      .getByText('vale até o ERP enviar uma senha diferente para este usuário')
      .waitFor();
    await card(page, 'REP1').getByRole('button', { name: 'Cancelar' }).click();

    // Desativar: the open session ends at its next call.
    await card(page, username).getByRole('button', { name: 'Desativar' }).click();
    await card(page, username).getByText('Desativado').waitFor();
    await other.page.goto('/wallet');
    await other.page.waitForURL(/\/signIn/);
    assert.equal(await signInStatus(suite.baseUrl, username, 'SENHA-E2E-2'), 401);
    await other.context.close();

    // Another login, locked out by ten wrong passwords, is unlocked.
    const adminToken = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const locked = unique();
    const created = await api(suite.baseUrl, adminToken, 'POST', '/api/v1/users', {
      username: locked,
      password: 'SENHA-CERTA',
      representativeId: 1,
    });
    assert.equal(created.status, 201);
    for (let i = 0; i < 10; i += 1) await signInStatus(suite.baseUrl, locked, 'ERRADA');
    assert.equal(await signInStatus(suite.baseUrl, locked, 'SENHA-CERTA'), 429);
    await page.reload();
    await card(page, locked).getByText('Entrada bloqueada').waitFor();
    await card(page, locked).getByRole('button', { name: 'Desbloquear' }).click();
    await page.getByText(`Entrada de ${locked} desbloqueada`).first().waitFor();
    await card(page, locked).getByText('Entrada bloqueada').waitFor({ state: 'detached' });
    assert.equal(await signInStatus(suite.baseUrl, locked, 'SENHA-CERTA'), 200);
    await context.close();
  });

  it('ADMIN uploads an ERP zip and watches it finish; finds a route edit in Auditoria; reads Sistema', async () => {
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: wide });
    await page.goto('/admin/imports');
    const fromErp = unique();
    const zip = storedZip({
      'exportacao/users.csv': `username,password,representative_id,supervisor_id\n${fromErp},SENHA-ERP,1,\n`,
    });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'exportacao.zip',
      mimeType: 'application/zip',
      buffer: zip,
    });
    // The zip is checked first (nothing changed) and imported on Importar (docs/decisions/219).
    const preview = page.getByRole('table', { name: 'Conferência de exportacao.zip' });
    await preview.getByRole('row', { name: /users\.csv/ }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const result = page.locator('.admin-result');
    await result.getByText('Importação concluída').waitFor({ timeout: 60_000 });
    await result.getByText('users.csv 1 linha, 1 alterada').waitFor();
    await page
      .locator('.admin-card', { hasText: 'exportacao.zip' })
      .first()
      .getByText('Envio pela tela')
      .waitFor();
    await screenshot(page, 'admin-imports-desktop');
    assert.deepEqual(await seriousViolations(page), []);
    assert.equal(await signInStatus(suite.baseUrl, fromErp, 'SENHA-ERP'), 200);

    // REP1 changes a city's route; Auditoria finds it by its key.
    const repToken = await tokenOf(suite.baseUrl, suite.login('REP1'));
    const [row] = await apiGet<RouteRow[]>(suite.baseUrl, repToken, '/api/v1/routes?representativeId=1');
    assert.ok(row, 'REP1 sem rotas');
    const put = await api(suite.baseUrl, repToken, 'PUT', '/api/v1/routes', {
      representativeId: 1,
      cityCode: row.cityCode,
      route: (row.route % 90) + 1,
      routeVersion: row.routeVersion,
    });
    assert.equal(put.status, 200);
    const key = `1:${row.cityCode}`;
    await page.goto('/admin/audit');
    await page.getByLabel('Chave', { exact: true }).fill(key);
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    const grid = page.locator('.rg');
    await grid.getByText(key).first().waitFor({ timeout: 60_000 });
    await grid.getByText('REP1').first().waitFor();
    await grid.getByText('Rota da cidade').first().waitFor();
    const adminToken = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    const [entry] = await apiGet<AuditEntry[]>(suite.baseUrl, adminToken, `/api/v1/audit?entityKey=${key}`);
    assert.equal(entry?.username, 'REP1');
    await screenshot(page, 'admin-audit-desktop');
    assert.deepEqual(await seriousViolations(page), []);

    await page.goto('/admin/system');
    await page.getByText('Versão dos dados').waitFor();
    await page.getByText('Embutido (PGlite)').waitFor();
    // The catalog's cache beside the answers', as the API tells it (nothing asks for a catalog meanwhile).
    const system = await apiGet<SystemAnswer>(suite.baseUrl, adminToken, '/api/v1/admin/system');
    const mb = (bytes: number) =>
      `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
    const catalog = system.catalogCache;
    assert.equal(
      await page.locator('.admin-figures div', { hasText: 'Cache do catálogo' }).locator('dd').textContent(),
      catalog
        ? `${mb(catalog.usedBytes)} de ${mb(catalog.maxBytes)} · ${catalog.answers.toLocaleString('pt-BR')} respostas`
        : 'Desligado',
    );
    await page.getByRole('button', { name: 'Fazer backup' }).waitFor();
    await screenshot(page, 'admin-system-desktop');
    assert.deepEqual(await seriousViolations(page), []);
    await context.close();
  });

  it('Sistema lists an integration export while it runs, and drops it once its client hangs up', async () => {
    const adminToken = await tokenOf(suite.baseUrl, suite.login('ADMIN'));
    // A client that stops reading: the export waits on it part-way, as behind a slow link.
    const request = httpRequest(`${suite.baseUrl}/api/v1/orders/export`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    });
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      request.on('response', resolve).on('error', reject);
      request.end(JSON.stringify({ format: 'csv' }));
    });
    response.pause();
    const total = Number(response.headers[EXPORT_TOTAL_HEADER.toLowerCase()]);
    assert.ok(total > 0);
    const { context, page } = await suite.signedInPage('ADMIN');
    try {
      await page.goto('/admin/system');
      const section = page.getByRole('region', { name: 'Exportações em andamento' });
      const line = section.getByRole('listitem');
      await line.waitFor();
      const match =
        /^orders\.csv · ADMIN · desde \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}(?::\d{2})? · ([\d.]+) de ([\d.]+) linhas \((\d+)%\)$/.exec(
          (await line.textContent()) ?? '',
        );
      assert.ok(match, (await line.textContent()) ?? '');
      const written = Number(match[1]!.replaceAll('.', ''));
      assert.equal(Number(match[2]!.replaceAll('.', '')), total);
      assert.ok(written > 0 && written < total, `${written} de ${total}`);
      assert.equal(Number(match[3]), Math.floor((written / total) * 100));
      await screenshot(page, 'admin-system-export-running');
      response.destroy();
      // Sistema asks again every 5 s while an export runs.
      await section.getByText('Nenhuma').waitFor({ timeout: 15_000 });
      assert.equal(await line.count(), 0);
    } finally {
      request.destroy();
      await context.close();
    }
  });

  it('on a phone, every Administração page fits the screen and passes axe', async () => {
    const { context, page } = await suite.signedInPage('ADMIN', { viewport: phone });
    for (const [path, ready] of [
      ['/admin/users', 'Novo usuário'],
      ['/admin/imports', 'Escolher arquivo'],
      ['/admin/audit', 'Pesquisar'],
      ['/admin/system', 'Fazer backup'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: ready }).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-phone-${path.split('/')[2]}`);
      await noSidewaysScroll(page, path);
      assert.deepEqual(await seriousViolations(page), [], path);
    }
    await context.close();
  });

  it('a rep and a supervisor neither see the menu group nor open its pages', async () => {
    for (const username of ['REP1', 'SUP1']) {
      const { context, page } = await suite.signedInPage(username, { viewport: wide });
      await page.goto('/customers');
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      await menu.getByRole('link', { name: 'Clientes', exact: true }).waitFor();
      assert.equal(await menu.getByText('Administração').count(), 0, username);
      assert.equal(await menu.getByText('Usuários').count(), 0, username);
      for (const path of ['/admin/users', '/admin/imports', '/admin/audit', '/admin/system']) {
        await page.goto(path);
        await page.getByRole('heading', { name: 'Acesso negado (403)' }).waitFor();
      }
      const token = await tokenOf(suite.baseUrl, suite.login(username));
      for (const path of ['/api/v1/admin/users', '/api/v1/imports', '/api/v1/audit', '/api/v1/admin/system'])
        assert.equal((await api(suite.baseUrl, token, 'GET', path)).status, 403, `${username} ${path}`);
      await context.close();
    }
  });
});
