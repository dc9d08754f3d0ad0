import {
  notificationsCall,
  notificationsSeenCall,
  type InboxCountsAnswer,
  type NotificationsAnswer,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxCountsKey, inboxKeyRoot } from './get-inbox-counts.ts';

/** GET api/v1/notifications: the last 30 days' events of the user's reps, newest first (docs/domain.md §5.5). */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationsAnswer> =>
  apiClient.call(notificationsCall, { signal });

export const notificationsKey = [...inboxKeyRoot, 'notifications'] as const;

/** Read each time the panel opens: the list keeps the unread marks of that answer while it stays open. */
export const useNotifications = () =>
  useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    staleTime: 0,
    gcTime: 0,
  });

/** POST api/v1/notifications/seen: today's and older events stop counting; the badge drops at once. */
export const useMarkNotificationsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(notificationsSeenCall),
    onSuccess: () => {
      queryClient.setQueryData<InboxCountsAnswer>(inboxCountsKey, (counts) =>
        counts ? { ...counts, notifications: 0 } : counts,
      );
    },
  });
};
