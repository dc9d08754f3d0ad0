import { z } from 'zod';
import { count, defineCall } from '../common.ts';

/**
 * The two top-bar badges in one call (docs/decisions/075), so focus and the periodic refresh cost one request. An
 * answer is cached per user until the data version moves (an import, a message, a read, a list opened).
 */
/** The badges count up to this (they show "99+" past 99). */
export const MAX_BADGE_COUNT = 100;

export const inboxCountsAnswer = z.object({
  /** Unread notifications, at most MAX_BADGE_COUNT. */
  notifications: count,
  /** Unread messages, at most MAX_BADGE_COUNT. */
  messages: count,
});
export type InboxCountsAnswer = z.infer<typeof inboxCountsAnswer>;

export const inboxCountsCall = defineCall({
  method: 'GET',
  url: '/api/v1/inbox/counts',
  answer: inboxCountsAnswer,
});
