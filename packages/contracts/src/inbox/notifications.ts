import { z } from 'zod';
import { count, defineCall, isoDate, money, representativeIdParam } from '../common.ts';

// Notificações (docs/domain.md §5.5; docs/decisions/075): the rep's dated business events of the last 30 days,
// derived from the imported data, and the business day each user last opened the list.

export const notificationKinds = [
  'invoiced',
  'blocked',
  'canceled',
  'paid',
  'overdue',
  // A portal order's approval (docs/domain.md §8.3): requested (to its approvers), approved and rejected (to the rep).
  'approval-requested',
  'approved',
  'rejected',
  // The ERP's answer to a portal order (docs/domain.md §8.5), to the rep: accepted with its number, or refused.
  'in-erp',
  'erp-rejected',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How many days back the list reaches, today included. */
export const NOTIFICATION_DAYS = 30;
/** The most events one answer lists, newest first. */
export const MAX_NOTIFICATIONS = 200;

/**
 * The screen that shows an event and the filters it opens with (the screen's own filter names, plain values): the
 * order in Clientes (its customer and issue day), the title in Dup. Aberto (its customer). The web builds the link
 * from its route table, so the server never writes a screen's path or URL parameters.
 */
export const notificationTarget = z.discriminatedUnion('screen', [
  z.object({
    screen: z.literal('customers'),
    filters: z.object({
      representativeId: count,
      initialIssueDate: isoDate,
      finalIssueDate: isoDate,
      customers: z.array(z.string()),
    }),
  }),
  z.object({
    screen: z.literal('duplicates'),
    filters: z.object({ representativeId: count, customers: z.array(z.string()) }),
  }),
  z.object({
    screen: z.literal('orders'),
    filters: z.object({ representativeId: count, customers: z.array(z.string()) }),
  }),
  /** An approver's "approval requested": the Aprovações list, where the order waits. */
  z.object({ screen: z.literal('approvals'), filters: z.object({ representativeId: count }) }),
]);
export type NotificationTarget = z.infer<typeof notificationTarget>;
export type NotificationScreen = NotificationTarget['screen'];

export const notificationEvent = z.object({
  kind: z.enum(notificationKinds),
  /** The business day it happened: issue, blocked, canceled, paid on; for overdue the day after the effective due. */
  date: isoDate,
  representativeId: count,
  customerRegister: z.string(),
  customerName: z.string(),
  /** The order (invoiced, blocked, canceled). */
  order: count.nullable(),
  /** The invoice (invoiced). */
  invoice: z.string().nullable(),
  /** The title (paid, overdue). */
  receivable: z.string().nullable(),
  /** Invoice value, order net value (a portal order's too), title value (paid) or balance (overdue). */
  value: money,
  /**
   * The cancel reason (canceled), the rejection's reason (rejected), the approver's note (approved) or the ERP's
   * refusal (erp-rejected).
   */
  reason: z.string().nullable(),
  /** What happened, in Portuguese, as the panel shows it. */
  text: z.string(),
  /** The screen that shows it, with its filters. */
  target: notificationTarget,
  /** Dated after the business day the user last opened the list. */
  unread: z.boolean(),
});
export type NotificationEvent = z.infer<typeof notificationEvent>;

export const notificationsQuery = z.object({ representativeId: representativeIdParam });
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

export const notificationsAnswer = z.object({
  /** The business day the list reads up to. */
  today: isoDate,
  /** The business day this user last opened the list; null before the first time. */
  lastOpenedOn: isoDate.nullable(),
  /** Unread events over the whole window, even past the listed 200. */
  unread: count,
  events: z.array(notificationEvent),
});
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;

export const notificationsSeenAnswer = z.object({ lastOpenedOn: isoDate });
export type NotificationsSeenAnswer = z.infer<typeof notificationsSeenAnswer>;

export const notificationsCall = defineCall({
  method: 'GET',
  url: '/api/v1/notifications',
  query: notificationsQuery,
  answer: notificationsAnswer,
});
export const notificationsSeenCall = defineCall({
  method: 'POST',
  url: '/api/v1/notifications/seen',
  answer: notificationsSeenAnswer,
});
