import {
  MAX_BADGE_COUNT,
  MAX_NOTIFICATIONS,
  NOTIFICATION_DAYS,
  type NotificationKind,
} from '@portal/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import { repIn } from '../../db/sql-kit/filters.ts';
import { effectiveDue, isOverdue } from '../../db/sql-kit/receivable-terms.ts';

// Notificações (docs/domain.md §5.5; docs/decisions/075): the dated events of the last 30 days (today and the 29
// before), derived from the imported rows, one branch per kind. Who owns what follows domain.md §3: an invoice and an
// order are the order's rep's, a title its customer's rep's.

export type NotificationRow = {
  kind: NotificationKind;
  day: string;
  representative_id: number;
  customer_register: string;
  customer_name: string;
  order_number: number | null;
  order_issue_date: string | null;
  invoice: string | null;
  receivable: string | null;
  value: string;
  reason: string | null;
  unread: boolean;
  unread_total: number;
};

type EventsFilter = {
  reps: number[] | null;
  today: string;
  /**
   * A supervisor or an administrator (docs/domain.md §8.3): reads the approvals its reps' orders wait for; a rep reads
   * its own orders' approvals and rejections instead.
   */
  approver?: boolean;
};

/** The approval events of the window for one audience, in the events' columns. */
const approvalEvents = (kinds: string[], where: RawBuilder<unknown>) => sql`
    select ae.kind, ae.day, ae.representative_id, ae.customer_register,
      -- The ERP's number of an accepted order (docs/domain.md §8.5), for the text; the listing reads it as an int.
      case when ae.kind = 'in-erp'
           then (select d.erp_order_number from order_drafts d
                  where d.id = ae.draft_id and d.erp_order_number <= 2147483647) end::bigint as order_number,
      null::date as order_issue_date, null::text as invoice, null::text as receivable, ae.net_value as value,
      ae.reason
    from order_approval_events ae
    where ae.kind = any(${kinds}::text[]) and ${where}`;

const approvalKinds = (approver: boolean | undefined) =>
  approver ? ['approval-requested'] : ['approved', 'rejected', 'in-erp', 'erp-rejected'];

/**
 * The events of the window, unsorted; columns as NotificationRow's without the customer and the unread flags. An
 * order's net value is left null here and read for the listed events only (a team's window holds thousands).
 */
const eventsCte = ({ reps, today, approver }: EventsFilter) => {
  const since = sql`(${today}::date - ${NOTIFICATION_DAYS - 1}::int)`;
  const inWindow = (column: string) => sql`${sql.ref(column)} between ${since} and ${today}::date`;
  // Everyone's window is read by date; some reps' through their orders and customers, one index lookup each (the
  // planner otherwise reads a whole month of the company's invoices, or every receivable, for a team).
  const invoicesOfWindow =
    reps === null
      ? sql`invoices i join orders o on o.number = i.order_number where ${inWindow('i.issue_date')}`
      : sql`orders o cross join lateral (
          select i.number, i.issue_date, i.value from invoices i
          where i.order_number = o.number and ${inWindow('i.issue_date')} offset 0
        ) i
        where ${repIn('o.representative_id', reps)}`;
  const paidOfWindow =
    reps === null
      ? sql`receivables r join customers c on c.register = r.customer_register
          where r.status = 'paid' and ${inWindow('r.paid_on')}`
      : sql`customers c cross join lateral (
          select r.number, r.customer_register, r.paid_on, r.value from receivables r
          where r.customer_register = c.register and r.status = 'paid' and ${inWindow('r.paid_on')} offset 0
        ) r
        where ${repIn('c.representative_id', reps)}`;
  return sql`
    select 'invoiced' as kind, i.issue_date as day, o.representative_id, o.customer_register, o.number as order_number,
      o.issue_date as order_issue_date, i.number as invoice, null::text as receivable, i.value, null::text as reason
    from ${invoicesOfWindow}
    union all
    select 'blocked', o.blocked_on, o.representative_id, o.customer_register, o.number, o.issue_date, null, null,
      null, null
    from orders o
    where ${inWindow('o.blocked_on')} and ${repIn('o.representative_id', reps)}
    union all
    select 'canceled', o.canceled_on, o.representative_id, o.customer_register, o.number, o.issue_date, null, null,
      null, o.cancel_reason
    from orders o
    where o.status = 'canceled' and ${inWindow('o.canceled_on')} and ${repIn('o.representative_id', reps)}
    union all
    select 'paid', r.paid_on, c.representative_id, r.customer_register, null, null, null, r.number, r.value, null
    from ${paidOfWindow}
    union all
    select 'overdue', ${effectiveDue('r')} + 1, c.representative_id, r.customer_register, null, null, null, r.number,
      r.balance, null
    from receivables r
    join customers c on c.register = r.customer_register
    where ${isOverdue('r', today)} and ${effectiveDue('r')} + 1 between ${since} and ${today}::date
      and ${repIn('c.representative_id', reps)}
    union all
    ${approvalEvents(approvalKinds(approver), sql`${inWindow('ae.day')} and ${repIn('ae.representative_id', reps)}`)}`;
};

/** Same day: in the order domain.md lists the kinds, then by the order, invoice or title. */
const kindRank = sql`array_position(array['invoiced', 'blocked', 'canceled', 'paid', 'overdue',
  'approval-requested', 'approved', 'rejected', 'in-erp', 'erp-rejected'], e.kind)`;

/** Events dated after `lastOpenedOn` are unread; all of them before the first opening. */
const isUnread = (lastOpenedOn: string | null) =>
  lastOpenedOn === null ? sql<boolean>`true` : sql<boolean>`e.day > ${lastOpenedOn}::date`;

/** The listing's order: newest day first, then kindRank's order and the event's keys. */
const listingOrder = sql`e.day desc, kind_rank, e.order_number, e.invoice, e.receivable, e.representative_id`;

/**
 * The listed events joined to their customer and, for an order without a value, its net value: `ctes` names the
 * events `listed` (with kind_rank and unread) and their unread count `total` (n). An event without a rep (a title,
 * on everyone's path) takes its customer's. The customer is looked up per listed event: joined by hash, the planner
 * reads every customer for a few hundred events.
 */
const listedWithCustomers = (ctes: RawBuilder<unknown>) => sql<NotificationRow>`
    with ${ctes}
    select l.kind, to_char(l.day, 'YYYY-MM-DD') as day, coalesce(l.representative_id, c.representative_id)::int
        as representative_id, l.customer_register::text,
      c.name as customer_name, l.order_number::int, to_char(l.order_issue_date, 'YYYY-MM-DD') as order_issue_date,
      l.invoice, l.receivable, round(coalesce(l.value, ot.net_value, 0), 2)::text as value, l.reason, l.unread,
      total.n as unread_total
    from listed l
    cross join total
    cross join lateral (
      select c.name, c.representative_id from customers c where c.register = l.customer_register offset 0
    ) c
    left join lateral (
      select t.net_value from order_totals t where l.value is null and t.order_number = l.order_number offset 0
    ) ot on true
    order by l.day desc, l.kind_rank, l.order_number, l.invoice, l.receivable, l.representative_id`;

/**
 * Everyone's window (an administrator): hundreds of thousands of events a month, too many to gather. Each kind
 * lists its own newest MAX_NOTIFICATIONS in an index of its date (newest first) and its key, which is the listing's
 * order within a kind (the newest of all are among them; one day alone holds tens of thousands of events, so the
 * key must be in the index too), and the unread count adds up each kind's count of its dates. The counts need no join: an invoice's order
 * and a title's customer always exist (foreign keys), as the joins of the rep's path assume. A title's rep (its
 * customer's) is read for the listed events only, with their customer's name: a title's number is unique, so the
 * rep never decides its place in the listing.
 */
const companyNotificationsSql = ({
  today,
  lastOpenedOn,
  approver,
}: EventsFilter & { lastOpenedOn: string | null }) => {
  const since = sql`(${today}::date - ${NOTIFICATION_DAYS - 1}::int)`;
  const inWindow = (column: RawBuilder<unknown>) => sql`${column} between ${since} and ${today}::date`;
  // Unread: dated after the last opening (every event of the window before the first one).
  const unreadFrom = lastOpenedOn === null ? since : sql`greatest(${since}, ${lastOpenedOn}::date + 1)`;
  const unreadIn = (column: RawBuilder<unknown>) => sql`${column} between ${unreadFrom} and ${today}::date`;
  // The overdue event falls the day after the effective due date: compared on the date itself, for its index.
  const due = effectiveDue('r');
  const overdueTitle = sql`r.status = 'open' and r.balance > 0`;
  const dueInWindow = (from: RawBuilder<unknown>) => sql`${due} between ${from} - 1 and ${today}::date - 1`;
  const newest = MAX_NOTIFICATIONS;
  const kinds = sql`
    (select 'invoiced' as kind, i.issue_date as day, o.representative_id, o.customer_register,
       o.number as order_number, o.issue_date as order_issue_date, i.number as invoice, null::text as receivable,
       i.value, null::text as reason
     from invoices i join orders o on o.number = i.order_number
     where ${inWindow(sql`i.issue_date`)}
     order by i.issue_date desc, i.order_number, i.number limit ${newest})
    union all
    (select 'blocked', o.blocked_on, o.representative_id, o.customer_register, o.number, o.issue_date, null, null,
       null, null
     from orders o where ${inWindow(sql`o.blocked_on`)}
     order by o.blocked_on desc, o.number limit ${newest})
    union all
    (select 'canceled', o.canceled_on, o.representative_id, o.customer_register, o.number, o.issue_date, null, null,
       null, o.cancel_reason
     from orders o where o.status = 'canceled' and ${inWindow(sql`o.canceled_on`)}
     order by o.canceled_on desc, o.number limit ${newest})
    union all
    (select 'paid', r.paid_on, null, r.customer_register, null, null, null, r.number, r.value, null
     from receivables r
     where r.status = 'paid' and ${inWindow(sql`r.paid_on`)}
     order by r.paid_on desc, r.number limit ${newest})
    union all
    (select 'overdue', ${due} + 1, null, r.customer_register, null, null, null, r.number, r.balance, null
     from receivables r
     where ${overdueTitle} and ${dueInWindow(since)}
     order by ${due} desc, r.number limit ${newest})
    union all
    (${approvalEvents(approvalKinds(approver), inWindow(sql`ae.day`))}
     order by ae.day desc limit ${newest})`;
  return listedWithCustomers(sql`
    listed as (
      select e.*, ${kindRank} as kind_rank, e.day >= ${unreadFrom} as unread
      from (${kinds}) e
      order by ${listingOrder}
      limit ${newest}
    ),
    total as (
      select ((select count(*) from invoices i where ${unreadIn(sql`i.issue_date`)})
        + (select count(*) from orders o where ${unreadIn(sql`o.blocked_on`)})
        + (select count(*) from orders o where o.status = 'canceled' and ${unreadIn(sql`o.canceled_on`)})
        + (select count(*) from receivables r where r.status = 'paid' and ${unreadIn(sql`r.paid_on`)})
        + (select count(*) from receivables r where ${overdueTitle} and ${dueInWindow(unreadFrom)})
        + (select count(*) from order_approval_events ae
            where ae.kind = any(${approvalKinds(approver)}::text[]) and ${unreadIn(sql`ae.day`)}))::int as n
    )`);
};

/**
 * The newest events (at most MAX_NOTIFICATIONS) with the unread count of the whole window. The window is gathered once;
 * only the listed events are joined to their customer and order totals.
 */
export const notificationsSql = (filter: EventsFilter & { lastOpenedOn: string | null }) =>
  filter.reps === null ? companyNotificationsSql(filter) : teamNotificationsSql(filter);

/** A team's or a rep's window: gathered once, few enough events to sort and count. */
const teamNotificationsSql = (filter: EventsFilter & { lastOpenedOn: string | null }) =>
  listedWithCustomers(sql`
    e as materialized (${eventsCte(filter)}),
    listed as (
      select e.*, ${kindRank} as kind_rank, ${isUnread(filter.lastOpenedOn)} as unread
      from e
      order by ${listingOrder}
      limit ${MAX_NOTIFICATIONS}
    ),
    total as (select count(*)::int as n from e where ${isUnread(filter.lastOpenedOn)})`);

export const notificationsOf = async (
  db: Kysely<Database>,
  filter: EventsFilter & { lastOpenedOn: string | null },
): Promise<NotificationRow[]> => (await notificationsSql(filter).execute(db)).rows;

/**
 * How many events of the window are unread, for the top bar's badge, counted up to MAX_BADGE_COUNT: the badge shows
 * "99+" past 99, and stopping there keeps a whole company's count (hundreds of thousands of events a month) as cheap
 * as a rep's (docs/decisions/075).
 */
export const unreadNotificationCount = async (
  db: Kysely<Database>,
  filter: EventsFilter & { lastOpenedOn: string | null },
): Promise<number> => {
  // Opened today: nothing of the window can be later.
  if (filter.lastOpenedOn !== null && filter.lastOpenedOn >= filter.today) return 0;
  const { rows } = await sql<{ n: number }>`
    with e as (${eventsCte(filter)})
    select count(*)::int as n from (select 1 from e where ${isUnread(filter.lastOpenedOn)} limit ${MAX_BADGE_COUNT}) u`.execute(
    db,
  );
  return rows[0]?.n ?? 0;
};

/** The business day the user last opened Notificações; null before the first time. */
export const lastOpenedOn = async (db: Kysely<Database>, userId: number): Promise<string | null> => {
  const { rows } = await sql<{ day: string }>`
    select to_char(last_opened_on, 'YYYY-MM-DD') as day from notification_views where user_id = ${userId}`.execute(
    db,
  );
  return rows[0]?.day ?? null;
};

/** Records that the user opened the list on `today`: that day's events and older ones are read. */
export const markNotificationsSeen = async (
  db: Kysely<Database>,
  userId: number,
  today: string,
): Promise<string> => {
  const { rows } = await sql<{ day: string }>`
    insert into notification_views (user_id, last_opened_on) values (${userId}, ${today}::date)
    on conflict (user_id) do update
      set last_opened_on = excluded.last_opened_on, opened_at = now()
    returning to_char(last_opened_on, 'YYYY-MM-DD') as day`.execute(db);
  return rows[0]?.day ?? today;
};
