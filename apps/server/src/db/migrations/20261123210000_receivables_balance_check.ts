import { sql, type Kysely } from 'kysely';

// A receivable's balance never exceeds its value (the import refuses such a line: import/row-checks.ts). The schema says
// it too, so the first load may copy canonical receivable lines without checking each row in Node: the database
// refuses a wrong one and the import redoes the work through staging to explain it (import/canonical-line.ts).
// Frozen once landed (docs/guiding-principles.md, 8).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table receivables add constraint receivables_balance_within_value check (balance <= value)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table receivables drop constraint if exists receivables_balance_within_value`.execute(db);
}
