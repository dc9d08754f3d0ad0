import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiGet, tokenOf } from './helpers/api.ts';
import { artifactsDir, phone, seriousViolations } from './helpers/browser.ts';
import { toastText } from './helpers/portal-page.ts';
import { portalSuite } from './helpers/suite.ts';
import { chooseRoute, REP } from './helpers/visit-plan.ts';

// The map of Plano de Visitas and the visit's position (docs/domain.md §7) against the real server and the demo
// data, whose customers carry points (their own or their city's).

type Located = {
  register: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  location: 'customer' | 'city' | null;
  lastVisit: { outcome: string; distanceMeters: number | null; offSite: boolean | null } | null;
};
type LocatedPlan = { customers: Located[] };

const wide = { width: 1440, height: 900 } as const;

/** What the screen shows, not the whole page: the map is sized to the screen. */
const shot = async (page: Page, name: string) => {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) });
};
const planOf = (baseUrl: string, token: string, route: number) =>
  apiGet<LocatedPlan>(baseUrl, token, `/api/v1/visit-plan?representativeId=${REP}&route=${route}`);

/** The rep's route with the most customers at their own point (at least three). */
const mappedRoute = async (baseUrl: string, token: string) => {
  const rows = await apiGet<{ route: number }[]>(baseUrl, token, `/api/v1/routes?representativeId=${REP}`);
  const routes = [...new Set(rows.map((row) => row.route).filter((route) => route !== 0))];
  let best: { route: number; plan: LocatedPlan; own: Located[] } | null = null;
  for (const route of routes) {
    const plan = await planOf(baseUrl, token, route);
    const own = plan.customers.filter((customer) => customer.location === 'customer');
    if (!best || own.length > best.own.length) best = { route, plan, own };
  }
  assert.ok(best && best.own.length >= 3, 'nenhuma rota com três clientes no mapa');
  return best;
};

/** Tiles never load in these tests: the map must read on its plain background. */
const blockTiles = (page: Page) =>
  page.route(/tile\.openstreetmap\.org/, (route) => route.abort('blockedbyclient'));

const openMap = async (page: Page) => {
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  await page.locator('.pin-map-pin').first().waitFor({ timeout: 30_000 });
};

/** Pins drawn plus the customers inside the clusters' counts. */
const customersOnMap = (page: Page) =>
  page.evaluate(() => {
    const pins = document.querySelectorAll('.pin-map-pin').length;
    const clustered = Array.from(document.querySelectorAll('.pin-map-cluster')).reduce(
      (sum, node) => sum + Number(node.textContent),
      0,
    );
    return pins + clustered;
  });

describe('Mapa', () => {
  const suite = portalSuite();

  it('draws the plan with tiles blocked, orders it by the path and opens a card from a pin', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { route, plan, own } = await mappedRoute(suite.baseUrl, token);
    const placed = plan.customers.filter((customer) => customer.location !== null);
    // At its own point: no other customer stands there, so it is the nearest without a tie.
    const last = own.at(-1)!;
    for (const viewport of [phone, wide]) {
      const { context, page } = await suite.signedInPage(login, { viewport });
      await blockTiles(page);
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: last.latitude!, longitude: last.longitude!, accuracy: 10 });
      await page.goto('/visitPlan');
      await page.getByTestId('vp-ask').waitFor();
      await chooseRoute(page, route);
      await openMap(page);
      assert.equal(
        await page
          .getByRole('region', { name: /^Mapa do plano de visitas: \d+ clientes? numerados/ })
          .count(),
        1,
      );
      assert.equal(await customersOnMap(page), placed.length);
      const unplaced = plan.customers.length - placed.length;
      if (unplaced > 0)
        assert.match(
          (await page.getByTestId('vp-unlocated').locator('summary').textContent()) ?? '',
          new RegExp(`^${unplaced} clientes? sem localização$`),
        );
      const name = viewport === phone ? 'phone' : 'desktop';
      await shot(page, `${name}-visit-plan-map`);
      // A numbered pin opens its customer's card with the card's actions.
      const pin = page.locator('.pin-map-pin').first();
      const number = Number(await pin.textContent());
      assert.ok(number >= 1, 'o pino mostra o número da parada');
      await pin.click();
      const card = page.locator('.vp-map-card .vp-card');
      await card.waitFor();
      assert.equal(
        (await card.locator('.vp-card-name').textContent())?.trim(),
        `${number}º${plan.customers[number - 1]!.name}`,
      );
      assert.equal(await card.locator('.vp-action').count(), 5);
      await shot(page, `${name}-visit-plan-map-card`);
      assert.deepEqual(await seriousViolations(page), []);

      // Standing at that customer, it comes first and the day's kilometres show.
      await page.getByRole('button', { name: 'Ordenar pelo caminho' }).click();
      assert.match(
        (await page.getByTestId('vp-path-length').textContent()) ?? '',
        /^Caminho do dia: [\d.]+(,\d)? (km|m) em linha reta$/,
      );
      await page.getByRole('button', { name: 'Lista', exact: true }).click();
      assert.equal((await page.locator('.vp-card-name').first().textContent())?.trim(), `1º${last.name}`);
      await page.getByRole('button', { name: 'Ordem por valor' }).click();
      assert.equal(
        (await page.locator('.vp-card-name').first().textContent())?.trim(),
        plan.customers[0]!.name,
      );
      await context.close();
    }
  });

  it('records a visit with the position taken at the tap, and without it when refused', async () => {
    const login = suite.login('REP1');
    const token = await tokenOf(suite.baseUrl, login);
    const { route, own } = await mappedRoute(suite.baseUrl, token);
    const [there, refused] = own.slice(-2) as [Located, Located];
    const { context, page } = await suite.signedInPage(login, { viewport: phone });
    await blockTiles(page);
    await context.grantPermissions(['geolocation']);
    // 0.0108° of latitude north of the shop: 1.2 km, off-site past the 300 m radius.
    await context.setGeolocation({
      latitude: there.latitude! + 0.0108,
      longitude: there.longitude!,
      accuracy: 15,
    });
    await page.goto('/visitPlan');
    await page.getByTestId('vp-ask').waitFor();
    await chooseRoute(page, route);

    const record = async (customer: Located, outcome: string) => {
      const card = page.locator(`.vp-card[data-register="${customer.register}"]`);
      // The last visit's toast may cover the card's button on a phone: the rep closes it first.
      for (const close of await page.locator('.p-toast-message .p-toast-icon-close').all())
        await close.click();
      await card.getByRole('button', { name: `Registrar visita: ${customer.name}` }).click();
      await card.getByText('A localização é usada só para registrar onde a visita aconteceu.').waitFor();
      const posted = page.waitForResponse(
        (response) => response.url().includes('/api/v1/visits') && response.request().method() === 'POST',
      );
      await card.getByRole('button', { name: outcome }).click();
      const answer = await posted;
      assert.ok(answer.ok(), `POST visits: ${answer.status()}`);
      return { card, sent: answer.request().postDataJSON() as Record<string, unknown> };
    };

    const first = await record(there, 'Vendeu');
    await toastText(page).getByText('Visita registrada com a localização.').waitFor();
    assert.equal(first.sent.accuracy, 15);
    const visited = (await planOf(suite.baseUrl, token, route)).customers.find(
      (customer) => customer.register === there.register,
    );
    assert.ok(visited?.lastVisit?.distanceMeters, 'a API mostra a distância');
    assert.ok(
      Math.abs(visited.lastVisit.distanceMeters - 1201) <= 3,
      `${visited.lastVisit.distanceMeters} m`,
    );
    assert.equal(visited.lastVisit.offSite, true);
    await first.card.locator('[data-field="visitPlace"]').getByText('a 1,2 km do cliente').waitFor();

    // The rep answers "Bloquear" to the browser's question.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
      origin: suite.baseUrl,
      browserContextId: targetInfo.browserContextId,
    });
    const second = await record(refused, 'Ausente');
    await toastText(page)
      .getByText('Visita registrada sem localização: o acesso à localização foi negado.')
      .waitFor();
    assert.equal(second.sent.latitude, undefined);
    const unplaced = (await planOf(suite.baseUrl, token, route)).customers.find(
      (customer) => customer.register === refused.register,
    );
    assert.equal(unplaced?.lastVisit?.outcome, 'absent');
    assert.equal(unplaced?.lastVisit?.distanceMeters, null);
    await context.close();
  });
});
