import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pedidos' fixtures (test-fixtures/orders/README.md). */
export const ORDERS_FIXTURES = fileURLToPath(new URL('../../test-fixtures/orders/', import.meta.url));
export const ORDERS_BASE = join(ORDERS_FIXTURES, 'base');
export const ORDERS_ERP_ECHO = join(ORDERS_FIXTURES, 'erp-echo');
/** The business date of every Pedidos test. */
export const ORDERS_TODAY = '2025-09-30';

export const ESTRELA = '11222333000181';
export const CHARME = '60574631000146';
export const LOJA_NOVA = '11444777000161';
/** The draft the ERP echo (erp-echo/orders.csv 100004) names. */
export const ECHOED_ORDER_ID = '0a000000-0000-4000-8000-000000000001';

/** A temp folder with base/ plus the given files (name → CSV text), removed by the returned function. */
export const ordersFolder = (files: Record<string, string> = {}): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-orders-'));
  cpSync(ORDERS_BASE, dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};
