import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminSettings } from '../app.ts';
import type { DatabaseKind } from '../db/connect.ts';
import type { OrderWebhookOptions } from '../export/order-webhook.ts';
import { importFolder } from '../import/import-folder.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

/** Pedidos' fixtures (test-fixtures/orders/README.md). */
export const ORDERS_FIXTURES = fileURLToPath(new URL('../../test-fixtures/orders/', import.meta.url));
export const ORDERS_BASE = join(ORDERS_FIXTURES, 'base');
export const ORDERS_ERP_ECHO = join(ORDERS_FIXTURES, 'erp-echo');
/** The order's terms and approval on top of base/ (docs/domain.md §8; test-fixtures/orders/README.md). */
export const ORDERS_TERMS = join(ORDERS_FIXTURES, 'terms');
/** The business date of every Pedidos test. */
export const ORDERS_TODAY = '2025-09-30';

export const ESTRELA = '11222333000181';
export const CHARME = '60574631000146';
export const LOJA_NOVA = '11444777000161';
/** The draft the ERP echo (erp-echo/orders.csv 100004) names. */
export const ECHOED_ORDER_ID = '0a000000-0000-4000-8000-000000000001';

/** A temp folder with base/ plus the given files (name → CSV text), removed by the returned function. */
export const ordersFolder = (
  files: Record<string, string> = {},
  options: { terms?: boolean } = {},
): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-orders-'));
  cpSync(ORDERS_BASE, dir, { recursive: true });
  if (options.terms) cpSync(ORDERS_TERMS, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export const ORDER_USERS = {
  ADMIN: 'ADMIN123',
  REP1: 'REP123',
  REP2: 'REP234',
  SUPER: 'SUPER123',
  SUPER2: 'SUPER234',
} as const;
export type OrderUser = keyof typeof ORDER_USERS;

export type OrdersApp = TestApp & {
  call: <T = unknown>(
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    user: OrderUser,
    payload?: unknown,
  ) => Promise<{ status: number; body: T }>;
  /** A GET with extra request headers, answered as it came (status, headers, the body's text). */
  getWith: (
    url: string,
    user: OrderUser,
    headers: Record<string, string>,
  ) => Promise<{ status: number; headers: Record<string, unknown>; text: string }>;
};

/**
 * The real app over base/ loaded through the real import, today pinned to ORDERS_TODAY. `files` are laid over base/
 * (see ordersFolder), e.g. the packs of packs-fixture.ts; with `terms`, terms/ is imported next (payment conditions,
 * carriers, approval on).
 */
export const buildOrdersApp = async (
  kind: DatabaseKind,
  options: {
    terms?: boolean;
    files?: Record<string, string>;
    companyName?: string;
    orderWebhook?: OrderWebhookOptions;
    admin?: AdminSettings;
  } = {},
): Promise<OrdersApp> => {
  const t = await buildTestApp(kind, {
    today: ORDERS_TODAY,
    ...(options.admin ? { admin: options.admin } : {}),
    ...(options.orderWebhook ? { orderWebhook: options.orderWebhook } : {}),
    ...(options.companyName ? { companyName: options.companyName } : {}),
    seed: async (handle) => {
      const files = options.files ?? {};
      const folder = Object.keys(files).length > 0 ? ordersFolder(files) : undefined;
      try {
        for (const dir of options.terms
          ? [folder?.dir ?? ORDERS_BASE, ORDERS_TERMS]
          : [folder?.dir ?? ORDERS_BASE]) {
          const result = await importFolder(handle, dir);
          if (!result.ok) throw new Error(result.problems.join('\n'));
        }
      } finally {
        folder?.remove();
      }
    },
  });
  const tokens = new Map<OrderUser, string>();
  const tokenOf = async (user: OrderUser): Promise<string> => {
    const known = tokens.get(user);
    if (known) return known;
    const token = await t.login(user, ORDER_USERS[user]);
    tokens.set(user, token);
    return token;
  };
  return {
    ...t,
    call: async (method, url, user, payload) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${await tokenOf(user)}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    getWith: async (url, user, headers) => {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, authorization: `Bearer ${await tokenOf(user)}` },
      });
      return { status: response.statusCode, headers: response.headers, text: response.body };
    },
  };
};
