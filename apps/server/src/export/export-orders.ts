import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spreadsheetSafeText, type ExportedOrder } from '@portal/contracts';
import type { DatabaseHandle } from '../db/connect.ts';
import { markExported, ordersToExport } from '../domain/orders/order-export.queries.ts';
import { csvLine } from '../generate/csv-writer.ts';
import type { ExportOrdersResult } from './export-outcome.ts';

// `portal export-orders <pasta>` (docs/domain.md §6; docs/import.md): every sent order not yet exported, in the
// import's CSV dialect, all or nothing: the files are written while the orders are locked, and marked exported in the
// same transaction; a failure writing either file leaves no file and nothing marked.

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

export const exportOrders = async (handle: DatabaseHandle, folder: string): Promise<ExportOrdersResult> => {
  const dir = resolve(folder);
  if (existsSync(dir) && !statSync(dir).isDirectory())
    return { ok: false, problem: `não é uma pasta: ${dir}` };
  return handle.db.transaction().execute(async (trx): Promise<ExportOrdersResult> => {
    const orders = await ordersToExport(trx, true);
    if (orders.length === 0) return { ok: true, orders: 0, items: 0, folder: dir };
    mkdirSync(dir, { recursive: true });
    const text = ordersCsv(orders);
    const targets = [join(dir, PORTAL_ORDERS_FILE), join(dir, PORTAL_ORDER_ITEMS_FILE)];
    // Files the ERP has not taken yet are never overwritten: their orders are already marked exported.
    const left = targets.filter((target) => existsSync(target));
    if (left.length > 0)
      return {
        ok: false,
        problem: `a pasta ainda tem ${left.map((target) => target.slice(dir.length + 1)).join(' e ')} da exportação anterior: o ERP precisa lê-los (e retirá-los) antes da próxima`,
      };
    const partials = targets.map((target) => `${target}.parcial`);
    try {
      writeFileSync(partials[0] as string, text.orders);
      writeFileSync(partials[1] as string, text.items);
      await markExported(
        trx,
        orders.map((order) => order.portalOrderId),
      );
      targets.forEach((target, index) => renameSync(partials[index] as string, target));
    } catch (error) {
      for (const partial of partials) rmSync(partial, { force: true });
      throw error;
    }
    return {
      ok: true,
      orders: orders.length,
      items: orders.reduce((sum, order) => sum + order.items.length, 0),
      folder: dir,
    };
  });
};
