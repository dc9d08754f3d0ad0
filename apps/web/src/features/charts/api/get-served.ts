import { type ServedQuery, servedCall } from '@portal/contracts';
import { useCallQuery } from '../../../lib/call-query.ts';

/** GET /api/v1/customer/served (Clientes Atendidos overview). */
export const useServed = (query: ServedQuery, enabled = true) =>
  useCallQuery('served', servedCall, query, enabled);
