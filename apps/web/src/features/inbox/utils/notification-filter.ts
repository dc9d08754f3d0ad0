import type { NotificationEvent, NotificationKind } from '@portal/contracts';
import { matchesQuery } from '../../../lib/text-search.ts';

/** What Notificações is narrowed to: all kinds when `kind` is null, every customer when `customer` is blank. */
export type NotificationFilter = { kind: NotificationKind | null; customer: string; unreadOnly: boolean };

export const noNotificationFilter: NotificationFilter = { kind: null, customer: '', unreadOnly: false };

export const isFiltering = (filter: NotificationFilter): boolean =>
  filter.kind !== null || filter.customer.trim() !== '' || filter.unreadOnly;

/** The customer is matched by name or CNPJ, ignoring case and accents. */
export const filterNotifications = (
  events: readonly NotificationEvent[],
  filter: NotificationFilter,
): NotificationEvent[] =>
  events.filter(
    (event) =>
      (filter.kind === null || event.kind === filter.kind) &&
      (!filter.unreadOnly || event.unread) &&
      matchesQuery(filter.customer, event.customerName, event.customerRegister),
  );

/** The kinds present in the list, in the order they first appear, each with how many events it has. */
export const kindsIn = (
  events: readonly NotificationEvent[],
): { kind: NotificationKind; count: number }[] => {
  const counts = new Map<NotificationKind, number>();
  for (const event of events) counts.set(event.kind, (counts.get(event.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => ({ kind, count }));
};
