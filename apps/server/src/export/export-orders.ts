import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { spreadsheetSafeText, type ExportedOrder } from '@portal/contracts';
import { strToU8, zipSync } from 'fflate';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { recordOrderExport } from '../domain/orders/order-export-history.queries.ts';
import { markExported, ordersToExport } from '../domain/orders/order-export.queries.ts';
import { csvLine } from '../generate/csv-writer.ts';
import type { ExportOrdersResult } from './export-outcome.ts';

// `portal export-orders <pasta>` (docs/domain.md §6; docs/import.md) and Pedidos ao ERP's "Exportar"
// (docs/decisions/217): every sent order not yet exported, in the import's CSV dialect, all or nothing: the files are
// made while the orders are locked, and the orders marked exported and the export recorded in the history in the same
// transaction; a failure writing either file leaves no file, nothing marked and nothing recorded.

export const PORTAL_ORDERS_FILE = 'portal_orders.csv';
export const PORTAL_ORDER_ITEMS_FILE = 'portal_order_items.csv';

const ORDER_HEADER = [
  'portal_order_id',
  'customer_register',
  'representative_id',
  'issue_date',
  'delivery_date',
  'price_table',
  'payment_days',
  'discount_percent',
  'note',
  // The order's terms and approval (docs/domain.md §8.3), after §6's columns.
  'payment_condition',
  'freight_type',
  'carrier_code',
  'approved_by',
];
const ITEM_HEADER = [
  'portal_order_id',
  'reference',
  'color_code',
  'size',
  'parts',
  'unit_price',
  'value',
  'net_value',
  'list_price',
  // A line from a pack names it here (docs/domain.md §8.3); empty for the lines ordered by the piece.
  'pack_code',
  'packs',
];

/** Money as the import writes it: 2 decimals with a dot. */
const decimal = (value: number): string => value.toFixed(2);

export const ordersCsv = (orders: ExportedOrder[]): { orders: string; items: string } => {
  let ordersText = csvLine(ORDER_HEADER);
  let itemsText = csvLine(ITEM_HEADER);
  for (const order of orders) {
    ordersText += csvLine([
      order.portalOrderId,
      order.customerRegister,
      order.representativeId,
      order.issueDate,
      order.deliveryDate,
      order.priceTable,
      order.paymentDays,
      decimal(order.discountPercent),
      // Typed by the rep, and opened in a spreadsheet by whoever checks the hand-over: never run as a formula
      // (docs/decisions/083). The codes are the ERP's own and go back exactly as it wrote them.
      spreadsheetSafeText(order.note),
      order.paymentCondition,
      order.freightType,
      order.carrierCode,
      order.approvedBy,
    ]);
    for (const item of order.items)
      itemsText += csvLine([
        order.portalOrderId,
        item.reference,
        item.colorCode,
        item.size,
        item.parts,
        decimal(item.unitPrice),
        decimal(item.value),
        decimal(item.netValue),
        decimal(item.listPrice),
        item.packCode,
        item.packs,
      ]);
  }
  return { orders: ordersText, items: itemsText };
};

export type { ExportOrdersResult };

/** Who ran an export, as the history and the audit name it. */
export type ExportedBy = { startedBy: string; userId: number | null };

/** The command line's name in the history: the command and the system user that ran it. */
export const commandLineExporter = (): ExportedBy => {
  let user = 'usuário desconhecido';
  try {
    user = userInfo().username;
  } catch {
    // A container's user without a passwd entry: the command is still named.
  }
  return { startedBy: `portal export-orders (${user})`, userId: null };
};

/** The two files, as named and written for the ERP. */
export const exportFiles = (orders: ExportedOrder[]): { name: string; text: string }[] => {
  const text = ordersCsv(orders);
  return [
    { name: PORTAL_ORDERS_FILE, text: text.orders },
    { name: PORTAL_ORDER_ITEMS_FILE, text: text.items },
  ];
};

/** The files in one zip, as the browser downloads them and the history keeps them. */
export const exportArchive = (files: { name: string; text: string }[]): Uint8Array =>
  zipSync(Object.fromEntries(files.map((file) => [file.name, strToU8(file.text)])), { level: 6 });

const itemCount = (orders: ExportedOrder[]) => orders.reduce((sum, order) => sum + order.items.length, 0);

type Exported = {
  /** The history's row. */
  id: number;
  orders: ExportedOrder[];
  files: { name: string; text: string }[];
  archive: Uint8Array;
};

/**
 * The export's one transaction: the pending orders locked, their files and zip made, `write` given them (a throw
 * undoes everything), the orders marked exported and the history and audit written. Null with nothing pending.
 */
const exportPending = async (
  trx: Transaction<Database>,
  by: ExportedBy & { origin: 'screen' | 'cli'; folder: string | null },
  write: (exported: Exported) => void,
): Promise<Exported | null> => {
  const orders = await ordersToExport(trx, true);
  if (orders.length === 0) return null;
  const files = exportFiles(orders);
  const archive = exportArchive(files);
  const ids = orders.map((order) => order.portalOrderId);
  await markExported(trx, ids);
  const id = await recordOrderExport(trx, {
    origin: by.origin,
    startedBy: by.startedBy,
    userId: by.userId,
    orderIds: ids,
    items: itemCount(orders),
    files: files.map((file) => file.name),
    folder: by.folder,
    archive,
  });
  const exported = { id, orders, files, archive };
  write(exported);
  return exported;
};

export const exportOrders = async (
  handle: DatabaseHandle,
  folder: string,
  by: ExportedBy = commandLineExporter(),
): Promise<ExportOrdersResult> => {
  const dir = resolve(folder);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    return { ok: false, problem: `não é uma pasta: ${dir}` };
  const targets = [join(dir, PORTAL_ORDERS_FILE), join(dir, PORTAL_ORDER_ITEMS_FILE)];
  const partials = targets.map((target) => `${target}.parcial`);
  try {
    return await handle.db.transaction().execute(async (trx): Promise<ExportOrdersResult> => {
      const exported = await exportPending(trx, { ...by, origin: 'cli', folder: dir }, ({ files }) => {
        mkdirSync(dir, { recursive: true });
        // Files the ERP has not taken yet are never overwritten: their orders are already marked exported.
        const left = targets.filter((target) => existsSync(target));
        if (left.length > 0) throw new FilesLeft(left.map((target) => target.slice(dir.length + 1)));
        files.forEach((file, index) => writeFileSync(partials[index] as string, file.text));
        targets.forEach((target, index) => renameSync(partials[index] as string, target));
      });
      return exported
        ? { ok: true, orders: exported.orders.length, items: itemCount(exported.orders), folder: dir }
        : { ok: true, orders: 0, items: 0, folder: dir };
    });
  } catch (error) {
    for (const partial of partials) rmSync(partial, { force: true });
    if (error instanceof FilesLeft)
      return {
        ok: false,
        problem: `a pasta ainda tem ${error.names.join(' e ')} da exportação anterior: o ERP precisa lê-los (e retirá-los) antes da próxima`,
      };
    throw error;
  }
};

/** Thrown out of the export's transaction so that it rolls back, and answered as the refusal it is. */
class FilesLeft extends Error {
  constructor(readonly names: string[]) {
    super('arquivos da exportação anterior na pasta');
  }
}

/**
 * Pedidos ao ERP's "Exportar" (docs/decisions/217): the same export as the command's, handed back as a zip for the
 * browser instead of written to a folder. Null when no order is pending: nothing marked, nothing recorded.
 */
export const exportOrdersAsZip = async (
  handle: DatabaseHandle,
  by: ExportedBy,
): Promise<{ id: number; orders: number; items: number; archive: Uint8Array } | null> => {
  const exported = await handle.db
    .transaction()
    .execute((trx) => exportPending(trx, { ...by, origin: 'screen', folder: null }, () => undefined));
  return exported
    ? {
        id: exported.id,
        orders: exported.orders.length,
        items: itemCount(exported.orders),
        archive: exported.archive,
      }
    : null;
};
