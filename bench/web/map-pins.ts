/**
 * Plano de Visitas: how long opening the map of a 50-customer route and of a 1,000-customer one takes until every
 * pin (or the cluster holding it) is on screen, and how smooth a scripted pan and zoom of each map is (the gaps
 * between animation frames meanwhile), on a phone throttled as Lighthouse's mobile profile (CPU 4×, 150 ms RTT, 1.6 Mbit/s down via
 * CDP), with the app already cached (one visit before). The references, measured in the same run and the same page,
 * are the 50-customer map and switching back to the list until its cards are drawn. Tiles are blocked: the figure is the app's, not a
 * tile server's.
 *
 * Starts its own portal on demo data (the built server and web, `npm run build`), or uses PORTAL_URL with
 * PORTAL_USER / PORTAL_PASSWORD. The demo's routes are shorter than 50: the rep's largest route answer is
 * repeated with distinct registers and points spread around its customers until it has the case's count.
 *
 *   npx tsx bench/web/map-pins.ts
 */
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { apiGet } from '../../e2e/helpers/api.ts';
import { launchBrowser, newContext } from '../../e2e/helpers/browser.ts';
import { signIn } from '../../e2e/helpers/portal-page.ts';
import { throttleAsPhone } from './phone-profile.ts';
import { portalUnderTest } from './portal-under-test.ts';

const RUNS = 5;
const SIZES = [50, 1000] as const;

type PlanCustomer = {
  register: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
};

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? NaN;
const median = (values: number[]) => percentile(values, 0.5);

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

/** Points for `count` customers: a grid of about 40 × 40 km around the route's own, so the big case spreads. */
const spread = (placed: PlanCustomer[], count: number) =>
  Array.from({ length: count }, (_, index) => {
    const base = placed[index % placed.length]!;
    return {
      ...base,
      register: String(90_000_000_000_000 + index),
      name: `${base.name} ${index + 1}`,
      latitude: base.latitude! + ((index * 37) % 101) * 0.004 - 0.2,
      longitude: base.longitude! + ((index * 53) % 97) * 0.004 - 0.2,
      location: 'customer',
      lastVisit: null,
    };
  });

/**
 * The gaps between animation frames (ms) while the map is dragged across and back twice and zoomed in and out
 * with the wheel, as a thumb does.
 */
const panFrames = async (page: Page): Promise<number[]> => {
  const box = (await page.locator('.pin-map-canvas').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__recording = true;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__recording) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  for (let pass = 0; pass < 2; pass += 1) {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 150, y - 100, { steps: 20 });
    await page.mouse.move(x + 150, y + 100, { steps: 30 });
    await page.mouse.up();
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(600);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(600);
  }
  return (await page.evaluate(`(window.__recording = false, window.__frames.slice(1))`)) as number[];
};

type Case = { size: number; map: number[]; list: number[]; frames: number[] };

const main = async () => {
  const { own, baseUrl, login, token } = await portalUnderTest();
  const get = <T>(path: string) => apiGet<T>(baseUrl, token, path);
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
    let size: number = SIZES[0];
    await page.route(/tile\.openstreetmap\.org/, (request) => request.abort('blockedbyclient'));
    await page.route('**/api/v1/visit-plan?**', async (request) => {
      const response = await request.fetch();
      const answer = (await response.json()) as { customers: PlanCustomer[] };
      const placed = answer.customers.filter((customer) => customer.location !== null);
      await request.fulfill({ response, json: { ...answer, customers: spread(placed, size) } });
    });
    await page.goto('/signIn');
    await signIn(page, login);
    const open = async () => {
      await page.goto(`/visitPlan?representativeId=1&route=${route}`);
      const ask = page.getByRole('button', { name: 'Consultar' });
      await ask.click();
      await page
        .locator('.vp-card')
        .nth(size - 1)
        .waitFor({ timeout: 180_000 });
    };
    // The visit before: the app and the map's chunk in the browser's cache.
    await open();
    await timeTo(page, 'Mapa', onMap, size);

    await throttleAsPhone(context, page);
    const cases: Case[] = [];
    for (const count of SIZES) {
      size = count;
      const result: Case = { size, map: [], list: [], frames: [] };
      for (let run = 0; run < RUNS; run += 1) {
        await open();
        result.map.push(await timeTo(page, 'Mapa', onMap, size));
        if (run === RUNS - 1) result.frames = await panFrames(page);
        result.list.push(await timeTo(page, 'Lista', cards, size));
      }
      cases.push(result);
    }
    const [one] = loadavg();
    const cell = (value: number, width = 8) => value.toFixed(0).padStart(width);
    console.log(
      `Plano de Visitas, telefone 390×844 (CPU 4×, 150 ms, 1,6 Mbit/s), app em cache, ${RUNS} vezes (ms)`,
    );
    console.log(
      `${'clientes'.padEnd(9)} ${'lista med'.padStart(9)} ${'mapa med'.padStart(9)} ${'mapa máx'.padStart(9)} ${'quadro p50'.padStart(10)} ${'quadro p95'.padStart(10)} ${'quadro máx'.padStart(10)} ${'quadros'.padStart(8)}`,
    );
    for (const { size: count, map, list, frames } of cases) {
      console.log(
        `${String(count).padEnd(9)} ${cell(median(list), 9)} ${cell(median(map), 9)} ${cell(Math.max(...map), 9)} ${cell(percentile(frames, 0.5), 10)} ${cell(percentile(frames, 0.95), 10)} ${cell(Math.max(...frames), 10)} ${cell(frames.length)}`,
      );
    }
    const [small, big] = cases;
    console.log(
      `mapa ${big!.size} / ${small!.size}: ${(median(big!.map) / median(small!.map)).toFixed(2)}× · quadro p95 ${big!.size} / ${small!.size}: ${(percentile(big!.frames, 0.95) / percentile(small!.frames, 0.95)).toFixed(2)}× · carga média (1 min): ${one?.toFixed(2)}`,
    );
    await context.close();
  } finally {
    await browser.close();
    await own?.stop();
  }
};

await main();
