import { z } from 'zod';
import { count, defineCall } from '../common.ts';

/**
 * The two top-bar badges in one call (docs/decisions/075), so focus and the periodic refresh cost one request. An
 * answer is cached per user until the data version moves (an import, a message, a read, a list opened).
 */
export const inboxCountsAnswer = z.object({
  notifications: count,
  messages: count,
});
export type InboxCountsAnswer = z.infer<typeof inboxCountsAnswer>;

export const inboxCountsCall = defineCall('GET', '/api/v1/inbox/counts');
