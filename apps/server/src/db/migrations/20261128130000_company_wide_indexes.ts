import { sql, type Kysely } from 'kysely';

// The administrator's company-wide reads (docs/decisions/165-company-wide-reads.md). Notificações lists each kind's
// newest events and counts each kind's dates of the window: each kind's date, newest first, with its key, over the
// rows that can be such an event only. Carteira and Dup. Aberto are read in pages in the grids' order: the orders still to invoice by
// number, the customers by name. Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index invoices_issue_order_idx on invoices (issue_date desc, order_number, number)`.execute(
    db,
  );
  await sql`create index orders_blocked_on_idx on orders (blocked_on desc, number) where blocked_on is not null`.execute(
    db,
  );
  await sql`create index orders_canceled_on_idx on orders (canceled_on desc, number) where status = 'canceled'`.execute(
    db,
  );
  await sql`create index receivables_paid_on_idx on receivables (paid_on desc, number) where status = 'paid'`.execute(
    db,
  );
  // The effective due date (receivable-terms.ts) of the titles that can fall overdue.
  await sql`create index receivables_open_due_idx on receivables ((coalesce(extension_date, due_date)) desc, number)
            where status = 'open' and balance > 0`.execute(db);
  // The statuses of order-status.ts's toInvoiceStatuses, as isToInvoice writes them.
  await sql`create index orders_to_invoice_idx on orders (number)
            where status in ('open', 'blocked', 'expedition')`.execute(db);
  // A customer's orders still to invoice, counted per title of Dup. Aberto.
  await sql`create index orders_customer_to_invoice_idx on orders (customer_register) include (representative_id)
            where status in ('open', 'blocked', 'expedition')`.execute(db);
  await sql`create index customers_name_idx on customers (name, register)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'customers_name_idx',
    'orders_customer_to_invoice_idx',
    'orders_to_invoice_idx',
    'receivables_open_due_idx',
    'receivables_paid_on_idx',
    'orders_canceled_on_idx',
    'orders_blocked_on_idx',
    'invoices_issue_order_idx',
  ])
    await db.schema.dropIndex(index).ifExists().execute();
}
