/**
 * Plano de Visitas: how long opening the map of a 50-customer route takes until every pin (or the cluster holding
 * it) is on screen, on a phone throttled as Lighthouse's mobile profile (CPU 4×, 150 ms RTT, 1.6 Mbit/s down via
 * CDP), with the app already cached (one visit before). The reference, measured in the same run and the same page,
 * is switching back to the list until its 50 cards are drawn. Tiles are blocked: the figure is the app's, not a
 * tile server's.
 *
 * Starts its own portal on demo data (the built server and web, `npm run build`), or uses PORTAL_URL with
 * PORTAL_USER / PORTAL_PASSWORD. The demo's routes are shorter than 50: the rep's largest route answer is
 * repeated with distinct registers and points spread around its customers until it has 50.
 *
 *   npx tsx bench/web/map-pins.ts
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launchBrowser, newContext } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { startPortalServer, type Login } from '../../e2e/helpers/portal-server.ts';

const RUNS = 5;
const CUSTOMERS = 50;

type PlanCustomer = {
  register: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Clicks `button` in the page and resolves with the ms until `done` counts `expected` on a painted frame. Sent as
 * text: tsx would name the inner functions with a helper the page does not have.
 */
const timeTo = (page: Page, button: string, done: string, expected: number): Promise<number> =>
  page.evaluate(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll('button')].find((node) => node.textContent.trim() === ${JSON.stringify(button)});
    if (!target) return reject(new Error('sem botão ${button}'));
    const start = performance.now();
    const check = () => {
      const count = ${done};
      if (count >= ${expected}) resolve(performance.now() - start);
      else if (performance.now() - start > 60000) reject(new Error('${button}: ' + count + ' de ${expected}'));
      else requestAnimationFrame(check);
    };
    target.click();
    requestAnimationFrame(check);
  })`);

const onMap = `document.querySelectorAll('.pin-map-pin').length + [...document.querySelectorAll('.pin-map-cluster')].reduce((sum, node) => sum + Number(node.textContent), 0)`;
const cards = `document.querySelectorAll('.vp-card').length`;

const main = async () => {
  const own = process.env.PORTAL_URL ? null : await startPortalServer();
  const baseUrl = process.env.PORTAL_URL ?? own!.baseUrl;
  const login: Login = own
    ? own.logins.get('REP1')!
    : { username: process.env.PORTAL_USER ?? 'REP1', password: process.env.PORTAL_PASSWORD ?? '' };
  const token = (await (
    await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(login),
    })
  ).json()) as string;
  const get = async <T>(path: string) =>
    (await (await fetch(`${baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
  const rows = await get<{ route: number }[]>('/api/v1/routes?representativeId=1');
  let route = 0;
  let largest = 0;
  for (const candidate of new Set(rows.map((row) => row.route).filter((value) => value !== 0))) {
    const plan = await get<{ customers: PlanCustomer[] }>(
      `/api/v1/visit-plan?representativeId=1&route=${candidate}`,
    );
    const placed = plan.customers.filter((customer) => customer.location !== null).length;
    if (placed > largest) [route, largest] = [candidate, placed];
  }

  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, baseUrl, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.route(/tile\.openstreetmap\.org/, (request) => request.abort('blockedbyclient'));
    await page.route('**/api/v1/visit-plan?**', async (request) => {
      const response = await request.fetch();
      const answer = (await response.json()) as { customers: PlanCustomer[] };
      const placed = answer.customers.filter((customer) => customer.location !== null);
      const customers = Array.from({ length: CUSTOMERS }, (_, index) => {
        const base = placed[index % placed.length]!;
        return {
          ...base,
          register: String(90_000_000_000_000 + index),
          name: `${base.name} ${index + 1}`,
          latitude: base.latitude! + ((index * 7) % 11) * 0.004,
          longitude: base.longitude! + ((index * 5) % 13) * 0.004,
          location: 'customer',
          lastVisit: null,
        };
      });
      await request.fulfill({ response, json: { ...answer, customers } });
    });
    await page.goto('/signIn');
    await signIn(page, login);
    const open = async () => {
      await page.goto(`/visitPlan?representativeId=1&route=${route}`);
      const ask = page.getByRole('button', { name: 'Consultar' });
      await ask.click();
      await page
        .locator('.vp-card')
        .nth(CUSTOMERS - 1)
        .waitFor({ timeout: 120_000 });
    };
    // The visit before: the app and the map's chunk in the browser's cache.
    await open();
    await timeTo(page, 'Mapa', onMap, CUSTOMERS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const map: number[] = [];
    const list: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await open();
      map.push(await timeTo(page, 'Mapa', onMap, CUSTOMERS));
      list.push(await timeTo(page, 'Lista', cards, CUSTOMERS));
    }
    const [one] = loadavg();
    console.log(
      `Plano de Visitas, ${CUSTOMERS} clientes, telefone (CPU 4×, 150 ms, 1,6 Mbit/s), app em cache, ${RUNS} vezes (ms)`,
    );
    console.log(`${'caso'.padEnd(36)} ${'mediana'.padStart(8)} ${'máx'.padStart(8)}`);
    console.log(
      `${'lista: 50 cartões (referência)'.padEnd(36)} ${median(list).toFixed(0).padStart(8)} ${Math.max(
        ...list,
      )
        .toFixed(0)
        .padStart(8)}`,
    );
    console.log(
      `${'mapa: 50 pinos na tela'.padEnd(36)} ${median(map).toFixed(0).padStart(8)} ${Math.max(...map)
        .toFixed(0)
        .padStart(8)}`,
    );
    console.log(
      `mapa / lista: ${(median(map) / median(list)).toFixed(2)}× · carga média (1 min): ${one?.toFixed(2)}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await own?.stop();
  }
};

await main();
