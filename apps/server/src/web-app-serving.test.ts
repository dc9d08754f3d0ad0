import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { makeClock } from './config/clock.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { TEST_SECRET } from './testing/test-app.ts';
import { openTestDatabase } from './testing/test-database.ts';
import { seedPeople } from './testing/seed-people.ts';

// Everything a browser renders gets the whole set (plugins/security-headers.ts; API answers have their own, session.routes.test).
const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
    "img-src 'self' data: https://tile.openstreetmap.org;object-src 'none';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('serving the web app on the API port', () => {
  let handle: DatabaseHandle;
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  beforeAll(async () => {
    handle = await openTestDatabase('pglite');
    await seedPeople(handle);
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><title>Portal</title>${'<!-- x -->'.repeat(200)}`,
    );
    writeFileSync(join(webDist, 'app.js'), 'console.log(1)');
  });
  afterAll(async () => handle?.close());

  it('gives the app to client routes, files as they are, and JSON 404 to unknown API paths', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET, webDist });
    const page = await app.inject({ method: 'GET', url: '/charts?representativeId=3' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Portal</title>');
    expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const file = await app.inject({ method: 'GET', url: '/app.js' });
    expect(file.body).toBe('console.log(1)');
    for (const answer of [page, file]) {
      expect(answer.headers).toMatchObject(pageSecurityHeaders);
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    // The app itself is asked again on every visit (a new version right after an upgrade); files keep their names' cache.
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(file.headers['cache-control']).not.toContain('no-store');
    expect((await app.inject({ method: 'GET', url: '/assets/nao-existe.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/v1/nao-existe' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    // Without METRICS_TOKEN there is no /metrics: a 404, never the app's page answering 200 to a scraper.
    for (const url of ['/metrics', '/metrics/', '/health/nao-existe']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toContain('application/json');
    }
    expect((await app.inject({ method: 'GET', url: '/metricas-do-mes' })).statusCode).toBe(200);
    await app.close();
  });

  it('allows the configured tile host as images, and tells signed-in users where the tiles are', async () => {
    const mapTiles = { tilesUrl: 'https://{s}.mapas.example.com/{z}/{x}/{y}.png', attribution: '© Mapas' };
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET, webDist, mapTiles });
    const page = await app.inject({ method: 'GET', url: '/visitPlan' });
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: https://*.mapas.example.com;",
    );
    expect((await app.inject({ method: 'GET', url: '/api/v1/map/settings' })).statusCode).toBe(401);
    await app.close();
    const noTiles = await buildApp({
      handle,
      clock: makeClock(),
      jwtSecret: TEST_SECRET,
      webDist,
      mapTiles: { tilesUrl: null, attribution: '' },
    });
    const plain = await noTiles.inject({ method: 'GET', url: '/visitPlan' });
    expect(plain.headers['content-security-policy']).toContain("img-src 'self' data:;");
    await noTiles.close();
  });

  it('compresses what it sends when the browser accepts it', async () => {
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET, webDist });
    const root = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    const page = await app.inject({ method: 'GET', url: '/wallet', headers: { 'accept-encoding': 'gzip' } });
    expect(root.headers['content-encoding']).toBe('gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'REP10', password: 'SENHA1' },
    });
    const docs = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br', authorization: `Bearer ${signIn.json<string>()}` },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('br');
    await app.close();
  });

  it("sends the build's own compressed copy of a file, the file itself when there is none", async () => {
    const script = `export const texto = '${'Carteira de pedidos em aberto. '.repeat(200)}';`;
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(join(webDist, 'assets', 'tela.js'), script);
    // Marked copies, so the test tells the build's file from one compressed on the way out.
    const builtBr = brotliCompressSync(`${script}// br da build`);
    const builtGz = gzipSync(`${script}// gz da build`);
    writeFileSync(join(webDist, 'assets', 'tela.js.br'), builtBr);
    writeFileSync(join(webDist, 'assets', 'tela.js.gz'), builtGz);
    writeFileSync(join(webDist, 'assets', 'outra.js'), script);
    const app = await buildApp({ handle, clock: makeClock(), jwtSecret: TEST_SECRET, webDist });
    const get = (url: string, encoding: string) =>
      app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

    const br = await get('/assets/tela.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.rawPayload.equals(builtBr)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('// br da build');
    expect(br.headers).toMatchObject(pageSecurityHeaders);

    const gz = await get('/assets/tela.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('// gz da build');

    const plain = await get('/assets/tela.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const answer of [br, gz, plain]) expect(answer.headers.vary).toContain('accept-encoding');

    // No copy beside it: compressed on the way out, as before.
    const other = await get('/assets/outra.js', 'br');
    expect(other.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(other.rawPayload).toString()).toBe(script);
    await app.close();
  });
});
