import { readMessageCall, type InboxCountsAnswer, type MessagesAnswer } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxCountsKey } from './get-inbox-counts.ts';
import { messagesKey } from './get-messages.ts';

/** POST api/v1/messages/{id}/read; the list and the badge change at once, without asking again. */
export const useReadMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.call(readMessageCall, { params: { id } }),
    onSuccess: (_answer, id) => {
      let changed = false;
      queryClient.setQueryData<MessagesAnswer>(messagesKey, (answer) => {
        if (!answer) return answer;
        changed = answer.received.some((message) => message.id === id && !message.read);
        return {
          ...answer,
          unread: changed ? answer.unread - 1 : answer.unread,
          received: answer.received.map((message) =>
            message.id === id ? { ...message, read: true } : message,
          ),
        };
      });
      if (changed)
        queryClient.setQueryData<InboxCountsAnswer>(inboxCountsKey, (counts) =>
          counts ? { ...counts, messages: Math.max(0, counts.messages - 1) } : counts,
        );
    },
  });
};
