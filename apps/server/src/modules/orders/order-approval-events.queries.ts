import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';

// The approval's events (docs/domain.md §8.3): written with the send, the approval and the rejection, in their
// transaction; the notifications read them (modules/inbox).

type Db = Kysely<Database> | Transaction<Database>;

export type ApprovalEvent = {
  draftId: string;
  kind: 'approval-requested' | 'approved' | 'rejected';
  /** The business day it happened. */
  day: string;
  representativeId: number;
  customerRegister: string;
  netValue: number;
  by: string;
  reason: string | null;
};

export const recordApprovalEvent = async (db: Db, event: ApprovalEvent): Promise<void> => {
  await sql`
    insert into order_approval_events
      (draft_id, kind, day, representative_id, customer_register, net_value, by_username, reason)
    values (${event.draftId}::uuid, ${event.kind}, ${event.day}::date, ${event.representativeId},
            ${event.customerRegister}, ${String(event.netValue)}::numeric, ${event.by}, ${event.reason})`.execute(
    db,
  );
};
