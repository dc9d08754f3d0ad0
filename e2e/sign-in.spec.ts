import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { screenshot, seriousViolations } from './helpers/browser.ts';
import { tokenOf } from './helpers/api.ts';
import { currentUserOf, signIn, submitSignIn, toastText } from './helpers/portal-page.ts';
import { portalSuite } from './helpers/suite.ts';

describe('sign-in', () => {
  const suite = portalSuite();

  const freshPage = async (): Promise<Page> => (await suite.newPage()).page;

  /** The names of the app's scripts the page asks for from now on, in order. */
  const scriptsFetched = (page: Page): string[] => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && path.startsWith('/assets/')) scripts.push(path.slice('/assets/'.length));
    });
    return scripts;
  };

  // docs/decisions/171: the code the report screens share comes in one file, which neither the sign-in page nor the
  // dashboard downloads; a report screen does. The shell's shared code is not the sign-in page's (decision 228).
  it('fetches the screens’ shared code only when a report screen opens', async () => {
    const page = await freshPage();
    const scripts = scriptsFetched(page);
    const shared = () => scripts.filter((name) => name.startsWith('screens-'));
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    // rolldown-runtime: the bundler's interop helpers, a file of their own since a lazy chunk (the order PDF's
    // library) needs them too; folding them into the entry is left to docs/decisions/171's next revision.
    assert.deepEqual(scripts.map((name) => name.replace(/-[\w-]{8}\.js$/, '')).sort(), [
      'base',
      // docs/decisions/231: the page's first script; with a token, it paints the reopened app's last drawing.
      'first-script',
      'index',
      'rolldown-runtime',
      'sign-in-page',
    ]);
    await signIn(page, suite.login('REP1'));
    await page.locator('#main a.tile').first().waitFor();
    assert.deepEqual(shared(), []);
    // docs/decisions/228: what the shell shares comes in its own file, once signed in, not with the sign-in page.
    assert.equal(scripts.filter((name) => name.startsWith('shell-')).length, 1);
    await page.locator('#main a.tile[href="/wallet"]').click();
    await page.getByRole('button', { name: 'Consultar' }).waitFor();
    assert.equal(shared().length, 1);
    await page.context().close();
  });

  // docs/decisions/183: a screen opened on its query (Filtros collapsed) does not fetch the month picker's nor the
  // multi-select's code; opening Filtros does (Carteira has both), and the month shows in its field.
  it('fetches the filters’ month picker only when Filtros opens', async () => {
    const page = await freshPage();
    const scripts = scriptsFetched(page);
    await page.goto('/signIn');
    await signIn(page, suite.login('REP1'));
    await page.locator('#main a.tile').first().waitFor();
    await page.goto('/wallet?consulta=1');
    await page.locator('.rg-body, .rg-cards').first().waitFor();
    const onDemand = () => scripts.filter((name) => /^(calendar|multiselect)\.esm-/.test(name));
    assert.deepEqual(onDemand(), [], 'nothing of the Filtros fields before it opens');
    await page.getByRole('button', { name: 'Filtros', exact: true }).click();
    const start = page.locator('.p-calendar input').first();
    await start.waitFor();
    assert.match(await start.inputValue(), /^\d{2}\/\d{4}$/);
    assert.deepEqual(
      onDemand()
        .map((name) => name.replace(/-[\w-]{8}\.js$/, ''))
        .sort(),
      ['calendar.esm', 'multiselect.esm'],
    );
    await page.context().close();
  });

  // docs/decisions/178: the page's scripts leave as the build compressed them (brotli at its highest level), not
  // compressed again on the way.
  it('sends the entry script in the brotli copy the build wrote', async () => {
    const html = await (await fetch(new URL('/signIn', suite.baseUrl))).text();
    const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1];
    assert.ok(entry, 'the page names its entry script');
    const sent = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(
        new URL(`/assets/${entry}`, suite.baseUrl),
        { headers: { 'accept-encoding': 'br' } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      ).on('error', reject);
    });
    assert.equal(sent.encoding, 'br');
    const built = readFileSync(
      fileURLToPath(new URL(`../apps/web/dist/assets/${entry}.br`, import.meta.url)),
    );
    assert.ok(sent.body.equals(built), 'the bytes on the wire are the build’s own copy');
  });

  // docs/decisions/233: every page evaluates its entry first; the approvals badge's call comes without the schemas
  // of the orders, which only Pedidos and Aprovações build.
  it('builds the approvals badge’s call in the entry, and none of the orders’ calls', async () => {
    const html = await (await fetch(new URL('/signIn', suite.baseUrl))).text();
    const entry = /src="\/assets\/(index-[\w-]+\.js)"/.exec(html)?.[1];
    assert.ok(entry, 'the page names its entry script');
    const code = await (await fetch(new URL(`/assets/${entry}`, suite.baseUrl))).text();
    assert.match(code, /\/api\/v1\/order-approvals/);
    assert.doesNotMatch(code, /\/api\/v1\/order-drafts/);
  });

  // docs/decisions/235: the sign-in page reaches every contract through the package's index, but fetches and builds
  // none of the screens' schemas: they come with the signed-in pages' shared code.
  it('fetches none of the screens’ calls on the sign-in page', async () => {
    const page = await freshPage();
    const scripts = scriptsFetched(page);
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    await page.waitForLoadState('networkidle');
    assert.ok(
      scripts.some((name) => name.startsWith('base-')),
      'the form’s shared code is fetched',
    );
    for (const name of scripts) {
      const code = await (await fetch(new URL(`/assets/${name}`, suite.baseUrl))).text();
      for (const call of ['/api/v1/order-drafts', '/api/v1/reports/wallet', '/api/v1/team/board'])
        assert.ok(!code.includes(call), `${name} holds ${call}`);
    }
    await page.close();
  });

  // docs/decisions/180 and 232: the text is drawn in Inter from its Latin subset, cut to the weights the app uses; the
  // theme's whole font is never fetched.
  it('draws the page in Inter from the Latin subset alone', async () => {
    const page = await freshPage();
    const fonts: { name: string; bytes: Promise<number> }[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(woff2?|ttf|eot)$/.test(path))
        fonts.push({
          name: path.replace(/^\/assets\/|-[\w-]{8}(?=\.\w+$)/g, ''),
          bytes: response.body().then((body) => body.length),
        });
    });
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    await page.evaluate('document.fonts.ready');
    const used = await page.evaluate(
      `[...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family + ' ' + face.style)`,
    );
    assert.ok((used as string[]).includes('Inter var normal'), `faces loaded: ${String(used)}`);
    assert.equal(
      await page.getByLabel('Usuário').evaluate((input) => getComputedStyle(input).fontFamily.split(',')[0]),
      '"Inter var"',
    );
    const inter = fonts.filter((font) => /inter/i.test(font.name));
    assert.deepEqual(
      inter.map((font) => font.name),
      ['inter-normal.woff2'],
    );
    const bytes = await inter[0]!.bytes;
    assert.ok(bytes < 35_000, `Inter's Latin subset is ${bytes} bytes`);
    await page.context().close();
  });

  it('warns about empty fields and sends nothing', async () => {
    const page = await freshPage();
    await page.goto('/signIn');
    const logins: string[] = [];
    page.on('request', (request) => request.url().includes('/api/login') && logins.push(request.url()));
    await page.getByRole('button', { name: 'Conectar' }).click();
    await toastText(page).getByText('Preencha o usuário!').waitFor();
    await page.getByLabel('Usuário').fill('rep1');
    assert.equal(await page.getByLabel('Usuário').inputValue(), 'REP1');
    await page.getByRole('button', { name: 'Conectar' }).click();
    await toastText(page).getByText('Preencha a senha!').waitFor();
    await screenshot(page, 'sign-in-warnings');
    assert.deepEqual(logins, []);
    await page.context().close();
  });

  it('says "Usuário ou senha incorreto" for a wrong password', async () => {
    const page = await freshPage();
    await page.goto('/signIn');
    await submitSignIn(page, 'REP1', 'SENHA-ERRADA');
    await toastText(page).getByText('Usuário ou senha incorreto').waitFor();
    assert.match(page.url(), /\/signIn$/);
    await page.context().close();
  });

  it('has no serious accessibility violations on sign-in', async () => {
    const page = await freshPage();
    await page.goto('/signIn');
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    await screenshot(page, 'sign-in');
    assert.deepEqual(await seriousViolations(page), []);
    await page.context().close();
  });

  it('signs a rep in, shows name and representative id, and logs out', async () => {
    const login = suite.login('REP1');
    const expected = await currentUserOf(suite.baseUrl, login);
    const page = await freshPage();
    await page.goto('/signIn');
    await signIn(page, login);
    assert.equal(new URL(page.url()).pathname, '/');
    assert.equal(await page.getByTestId('user-name').textContent(), expected.name);
    assert.equal(
      await page.getByTestId('user-rep').textContent(),
      `Representante: ${expected.representativeId}`,
    );
    assert.ok(expected.representativeId > 0);
    await screenshot(page, 'dashboard-rep');
    const token = await page.evaluate(() => localStorage.getItem('portal-representante.token'));
    assert.ok(token);
    // The device cookie of the sign-in: HttpOnly, so no script of the page can read it.
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'portal_device');
    assert.equal(device?.httpOnly, true);
    assert.equal(device?.sameSite, 'Strict');
    assert.equal(await page.evaluate(() => document.cookie.includes('portal_device')), false);
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('portal-representante.token')), null);
    // Sair ended the session on the server too: the token it held is refused from now on.
    const after = await fetch(`${suite.baseUrl}/api/v1/representative/current-user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(after.status, 401);
    await page.goto('/wallet');
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    await page.context().close();
  });

  it('offers "Sair de todos os aparelhos" in the user menu, which ends the sessions of other devices', async () => {
    const login = suite.login('REP1');
    const otherDevice = await tokenOf(suite.baseUrl, login);
    const page = await freshPage();
    await page.goto('/signIn');
    await signIn(page, login);
    await page.getByTestId('user-name').click();
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).waitFor();
      await screenshot(page, `user-menu-${width}`);
    }
    await page.getByRole('button', { name: 'Sair de todos os aparelhos' }).click();
    await page.getByRole('button', { name: 'Conectar' }).waitFor();
    const after = await fetch(`${suite.baseUrl}/api/v1/representative/current-user`, {
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    assert.equal(after.status, 401);
    await page.context().close();
  });

  it('signs ADMIN in as representative 0', async () => {
    const login = suite.login('ADMIN');
    const expected = await currentUserOf(suite.baseUrl, login);
    const page = await freshPage();
    await page.goto('/signIn');
    await signIn(page, login);
    assert.equal(await page.getByTestId('user-name').textContent(), expected.name);
    assert.equal(await page.getByTestId('user-rep').textContent(), 'Representante: 0 (todos)');
    await page.context().close();
  });

  it('redirects: visitor to /signIn and back to the target; signed-in user away from /signIn', async () => {
    const page = await freshPage();
    await page.goto('/billed');
    await page.waitForURL(/\/signIn$/);
    await signIn(page, suite.login('REP1'));
    await page.waitForURL(/\/billed$/);
    await page.getByRole('heading', { name: 'Faturado' }).first().waitFor();
    // A fresh load of /signIn with a stored token goes to /.
    await page.goto('/signIn');
    await page.waitForURL((url) => url.pathname === '/');
    // Within the visit, /signIn goes back to the last page.
    await page.goto('/routes');
    await page.getByRole('heading', { name: 'Rotas' }).first().waitFor();
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'x', idx: 1 }, '', '/signIn');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(/\/routes$/);
    await page.context().close();
  });
});
