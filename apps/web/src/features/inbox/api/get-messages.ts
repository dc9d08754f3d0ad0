import { messagesCall, type MessagesAnswer } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { inboxKeyRoot } from './get-inbox-counts.ts';

/** GET api/v1/messages: a rep's own messages, or what a rep-0 user sent with how many read it. */
export const getMessages = (signal?: AbortSignal): Promise<MessagesAnswer> =>
  apiClient.call(messagesCall, { signal });

export const messagesKey = [...inboxKeyRoot, 'messages'] as const;

export const useMessages = () =>
  useQuery({ queryKey: messagesKey, queryFn: ({ signal }) => getMessages(signal), staleTime: 0 });
