import { type ServedQuery, servedCall } from '@portal/contracts';
import { useAnswerQuery } from '../../../lib/answer-query.ts';
import { callQueryOptions } from '../../../lib/call-query.ts';

/** GET /api/v1/customer/served (Clientes Atendidos overview). */
export const servedQueryOptions = (query: ServedQuery, enabled = true) =>
  callQueryOptions('served', servedCall, query, enabled);

export const useServed = (query: ServedQuery, enabled = true) =>
  useAnswerQuery(servedQueryOptions(query, enabled));
