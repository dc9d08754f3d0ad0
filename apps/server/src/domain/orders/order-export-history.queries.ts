import type { OrderExportEntry, OrderExportHistoryAnswer, OrderExportOrigin } from '@portal/contracts';
import { ORDER_EXPORTS_PAGE_SIZE } from '@portal/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import { jsonList } from '../../db/sql-kit/json-value.ts';
import { recordAudit } from '../audit/audit-log.queries.ts';

// Pedidos ao ERP's history (docs/decisions/216): every export, whichever road took the orders, written with its audit
// row in the export's own transaction, so an export never lands unrecorded and a refused one leaves nothing.

type Db = Kysely<Database> | Transaction<Database>;

export type OrderExportRecord = {
  origin: OrderExportOrigin;
  /** The user, or the command and the system user that ran it, or "webhook". */
  startedBy: string;
  userId: number | null;
  orderIds: string[];
  items: number;
  files: string[];
  folder: string | null;
  archive: Uint8Array | null;
};

/** Writes the history row and its audit row; returns the row's id. */
export const recordOrderExport = async (
  trx: Transaction<Database>,
  entry: OrderExportRecord,
): Promise<number> => {
  const row = await trx
    .insertInto('order_exports')
    .values({
      origin: entry.origin,
      started_by: entry.startedBy,
      user_id: entry.userId,
      orders: entry.orderIds.length,
      items: entry.items,
      files: JSON.stringify(entry.files),
      folder: entry.folder,
      archive: entry.archive,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await recordAudit(trx, {
    userId: entry.userId,
    username: entry.startedBy,
    action: 'export',
    entity: 'order_export',
    entityKey: String(id),
    oldValue: null,
    newValue: {
      origin: entry.origin,
      orders: entry.orderIds,
      items: entry.items,
      files: entry.files,
      ...(entry.folder === null ? {} : { folder: entry.folder }),
    },
  });
  return id;
};

/** One page of the history, newest first. */
export const orderExportHistory = async (db: Db, page: number): Promise<OrderExportHistoryAnswer> => {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('order_exports')
      .select([
        'id',
        'at',
        'origin',
        'started_by',
        'orders',
        'items',
        'files',
        'folder',
        sql<boolean>`archive is not null`.as('downloadable'),
      ])
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(ORDER_EXPORTS_PAGE_SIZE)
      .offset((page - 1) * ORDER_EXPORTS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('order_exports')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row): OrderExportEntry => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      origin: row.origin,
      startedBy: row.started_by,
      orders: row.orders,
      items: row.items,
      files: jsonList<string>(row.files as string[] | string | null),
      folder: row.folder,
      downloadable: row.downloadable,
    })),
    total: Number(total.n),
    page,
    pageSize: ORDER_EXPORTS_PAGE_SIZE,
  };
};

/** The zip an export kept, with the time it was made; null when there is none. */
export const orderExportArchive = async (
  db: Db,
  id: number,
): Promise<{ archive: Uint8Array; at: Date } | null> => {
  const row = await db
    .selectFrom('order_exports')
    .select(['archive', 'at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.archive ? { archive: row.archive, at: new Date(row.at) } : null;
};

/**
 * An order handed over as JSON — delivered by the webhook, or marked by the integration after its pull — recorded as
 * an export of no files.
 */
export const recordOrderHandedOver = async (
  trx: Transaction<Database>,
  entry: { origin: 'webhook' | 'pull'; startedBy: string; userId: number | null; orderId: string },
): Promise<number> => {
  const lines = await trx
    .selectFrom('order_draft_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('draft_id', '=', entry.orderId)
    .executeTakeFirstOrThrow();
  return recordOrderExport(trx, {
    origin: entry.origin,
    startedBy: entry.startedBy,
    userId: entry.userId,
    orderIds: [entry.orderId],
    items: Number(lines.n),
    files: [],
    folder: null,
    archive: null,
  });
};
