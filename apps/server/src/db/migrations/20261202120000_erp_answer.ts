import { sql, type Kysely } from 'kysely';

// The ERP's answer to a portal order (docs/domain.md §8.5; docs/decisions/209 and 210): `erp-rejected` beside
// `in-erp`, the refusal's reason and time, the order a draft was copied from (a repeated copy finds it), the optional
// import file the answers may come in, and the two events the rep is notified of.
// Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_drafts drop constraint order_drafts_status_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_status_check
              check (status in ('draft', 'awaiting-approval', 'sent', 'exported', 'in-erp', 'erp-rejected'))`.execute(
    db,
  );
  await sql`alter table order_drafts
              add column erp_rejection_reason text,
              add column erp_rejected_at timestamptz,
              add column copied_from uuid`.execute(db);

  // The last portal_order_returns.csv rows read, by the portal's id as the ERP wrote it; the order keeps the answer.
  await sql`create table portal_order_returns (
    portal_order_id text primary key,
    status text not null check (status in ('accepted', 'rejected')),
    erp_order_number bigint,
    reason text
  )`.execute(db);

  await sql`alter table order_approval_events drop constraint order_approval_events_kind_check`.execute(db);
  await sql`alter table order_approval_events add constraint order_approval_events_kind_check
              check (kind in ('approval-requested', 'approved', 'rejected', 'in-erp', 'erp-rejected'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from order_approval_events where kind in ('in-erp', 'erp-rejected')`.execute(db);
  await sql`alter table order_approval_events drop constraint order_approval_events_kind_check`.execute(db);
  await sql`alter table order_approval_events add constraint order_approval_events_kind_check
              check (kind in ('approval-requested', 'approved', 'rejected'))`.execute(db);
  await db.schema.dropTable('portal_order_returns').ifExists().execute();
  await sql`update order_drafts set status = 'exported' where status = 'erp-rejected'`.execute(db);
  await sql`alter table order_drafts drop column erp_rejection_reason, drop column erp_rejected_at,
              drop column copied_from`.execute(db);
  await sql`alter table order_drafts drop constraint order_drafts_status_check`.execute(db);
  await sql`alter table order_drafts add constraint order_drafts_status_check
              check (status in ('draft', 'awaiting-approval', 'sent', 'exported', 'in-erp'))`.execute(db);
}
