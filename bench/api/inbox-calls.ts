import {
  notificationsOf,
  unreadNotificationCount,
} from '../../apps/server/src/modules/inbox/notifications.queries.ts';
import { unreadMessageCount } from '../../apps/server/src/modules/inbox/messages.queries.ts';
import type { BenchCall, BenchContext } from './calls.ts';

/**
 * Notificações (docs/domain.md §5.5, decision 075): the list one rep opens, and the counts the top bar asks every
 * few minutes. The bench's users never opened the list, so every event of the window is unread on both sides.
 */
export const inboxCalls = ({ today }: BenchContext): BenchCall[] => [
  {
    name: 'notifications',
    url: (rep) => `/api/v1/notifications?representativeId=${rep}`,
    bare: (db, rep) => notificationsOf(db, { reps: [rep], today, lastOpenedOn: null }),
  },
  {
    name: 'inbox/counts',
    url: () => '/api/v1/inbox/counts',
    bare: (db, rep) =>
      Promise.all([
        unreadNotificationCount(db, { reps: [rep], today, lastOpenedOn: null }),
        unreadMessageCount(db, rep),
      ]),
  },
];
