import type { NotificationEvent, NotificationTarget } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { toMoney } from '../../db/sql-kit/money.ts';
import { lastOpenedOn, notificationsOf, type NotificationRow } from './notifications.queries.ts';

// Each event's Portuguese text and the screen that shows it (docs/decisions/075): the order in Clientes (its customer
// and issue day), the title in Dup. Aberto (its customer); the web turns the target into a link.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
/** R$ 1.234,56 with a plain space, as every other text of the portal. */
export const formatBrl = (value: number): string => brl.format(value).replace(/\s/g, ' ');

const textOf = (row: NotificationRow, value: number): string => {
  const money = formatBrl(value);
  switch (row.kind) {
    case 'invoiced':
      return `Pedido ${row.order_number} faturado: NF ${row.invoice}, ${money}`;
    case 'blocked':
      return `Pedido ${row.order_number} bloqueado: ${money}`;
    case 'canceled':
      return row.reason
        ? `Pedido ${row.order_number} cancelado: ${money} (${row.reason})`
        : `Pedido ${row.order_number} cancelado: ${money}`;
    case 'paid':
      return `Título ${row.receivable} pago: ${money}`;
    case 'overdue':
      return `Título ${row.receivable} vencido: ${money} em aberto`;
    case 'approval-requested':
      return `Pedido de ${row.customer_name} aguarda aprovação: ${money}`;
    case 'approved':
      return `Pedido de ${row.customer_name} aprovado: ${money}`;
    case 'rejected':
      return `Pedido de ${row.customer_name} recusado: ${money} (${row.reason ?? ''})`;
    case 'in-erp':
      return row.order_number === null
        ? `Pedido de ${row.customer_name} aceito pelo ERP: ${money}`
        : `Pedido de ${row.customer_name} aceito pelo ERP com o número ${row.order_number}: ${money}`;
    case 'erp-rejected':
      return `Pedido de ${row.customer_name} recusado pelo ERP: ${money} (${row.reason ?? ''})`;
  }
};

/** A portal order's events: shown in Pedidos, filtered on its customer. */
const approvalKinds: NotificationRow['kind'][] = [
  'approval-requested',
  'approved',
  'rejected',
  'in-erp',
  'erp-rejected',
];

const targetOf = (row: NotificationRow): NotificationTarget =>
  row.kind === 'approval-requested'
    ? { screen: 'approvals', filters: { representativeId: row.representative_id } }
    : approvalKinds.includes(row.kind)
      ? {
          screen: 'orders',
          filters: { representativeId: row.representative_id, customers: [row.customer_register] },
        }
      : row.order_number !== null && row.order_issue_date !== null
        ? {
            screen: 'customers',
            filters: {
              representativeId: row.representative_id,
              initialIssueDate: row.order_issue_date,
              finalIssueDate: row.order_issue_date,
              customers: [row.customer_register],
            },
          }
        : {
            screen: 'duplicates',
            filters: { representativeId: row.representative_id, customers: [row.customer_register] },
          };

export const toNotificationEvent = (row: NotificationRow): NotificationEvent => {
  const value = toMoney(row.value);
  return {
    kind: row.kind,
    date: row.day,
    representativeId: row.representative_id,
    customerRegister: row.customer_register,
    customerName: row.customer_name,
    order: row.order_number,
    invoice: row.invoice,
    receivable: row.receivable,
    value,
    reason: row.reason,
    text: textOf(row, value),
    target: targetOf(row),
    unread: row.unread,
  };
};

/** GET api/v1/notifications for one user and the reps it reads. */
export const notificationsFor = async (
  db: { read: Kysely<Database>; write: Kysely<Database> },
  request: { userId: number; reps: number[] | null; today: string; approver?: boolean },
) => {
  // The user's own state is read where it is written: a replica could lag behind a "seen" just made.
  const opened = await lastOpenedOn(db.write, request.userId);
  const rows = await notificationsOf(db.read, {
    reps: request.reps,
    today: request.today,
    lastOpenedOn: opened,
    approver: request.approver ?? false,
  });
  return {
    today: request.today,
    lastOpenedOn: opened,
    unread: rows[0]?.unread_total ?? 0,
    events: rows.map(toNotificationEvent),
  };
};
