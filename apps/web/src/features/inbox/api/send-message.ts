import { sendMessageCall, type MessageBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { messagesKey } from './get-messages.ts';

/** POST api/v1/messages (rep-0 users): the sent list is read again, with its read counts. */
export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) => apiClient.call(sendMessageCall, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
};
