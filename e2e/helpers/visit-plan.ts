import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { apiGet } from './api.ts';

// Plano de Visitas (docs/domain.md §5.1) as the browser tests reach it: the plan the API answers, the route to open
// and how to open it on the screen.

export type Reason = { kind: string; figure?: number };
export type PlanCustomer = {
  register: string;
  name: string;
  reasons: Reason[];
  lastVisit: { visitedOn: string; outcome: string } | null;
};
export type Plan = { month: string; customers: PlanCustomer[] };

/** The demo representative whose routes the tests open. */
export const REP = 1;

export const planOf = (baseUrl: string, token: string, route: number) =>
  apiGet<Plan>(baseUrl, token, `/api/v1/visit-plan?representativeId=${REP}&route=${route}`);

/** A route of the rep with customers, preferring one whose first customer has something to collect. */
export const routeWithCustomers = async (
  baseUrl: string,
  token: string,
): Promise<{ route: number; plan: Plan }> => {
  const rows = await apiGet<{ route: number }[]>(baseUrl, token, `/api/v1/routes?representativeId=${REP}`);
  const routes = [...new Set(rows.map((row) => row.route).filter((route) => route !== 0))].sort(
    (a, b) => a - b,
  );
  let fallback: { route: number; plan: Plan } | null = null;
  for (const route of routes) {
    const plan = await planOf(baseUrl, token, route);
    if (plan.customers.length === 0) continue;
    if (plan.customers[0]!.reasons.some((reason) => reason.kind === 'collect')) return { route, plan };
    fallback ??= { route, plan };
  }
  assert.ok(fallback, `nenhuma rota do representante ${REP} tem clientes`);
  return fallback;
};

/** Rota → `route`, Consultar, and waits for the first card. */
export const chooseRoute = async (page: Page, route: number) => {
  const option = page
    .locator('.p-dropdown-item')
    .filter({ hasText: new RegExp(`^${route}( ·|$)`) })
    .first();
  // A list opened while the routes are still on their way stays without them: close it and open it again.
  for (let attempt = 1; ; attempt += 1) {
    await page.locator('.p-dropdown:has(#filter-visit-route)').click();
    try {
      await option.waitFor({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await option.click();
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.locator('.vp-card').first().waitFor({ timeout: 60_000 });
};

export const firstCard = (page: Page) => page.locator('.vp-card').first();
