import { hashKey } from '@tanstack/react-query';
import type { ApiCall, CallAnswer, CallQuery } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { apiClient, type KeptAnswer } from '../../lib/api-client.ts';
import type { LastAnswer, ReportQuery } from './report-query.ts';

type KeptOfQuery<C extends ApiCall> = (
  call: C,
  options: { query: CallQuery<C> },
) => Promise<KeptAnswer<CallAnswer<C>> | null>;

const sameQuery = (a: unknown, b: unknown): boolean => hashKey([a]) === hashKey([b]);

/**
 * A screen opened on a consultation whose answer is not in memory (the app reopened, a link, a reload) shows the
 * answer the device kept for it while the fresh one is asked (docs/decisions/226): `lastAnswer` is that copy until
 * the fresh answer is in, then null for good; a later Consultar waits for its answer as before. `query` is null
 * for an answer that comes in pages, which has no single copy.
 */
export const useLastAnswer = <C extends ApiCall, R extends ReportQuery<CallAnswer<C>>>(
  call: C,
  query: CallQuery<C> | null,
  fresh: R,
): R & { lastAnswer: LastAnswer<CallAnswer<C>> | null } => {
  const [opening] = useState(() => (fresh.data === undefined ? query : null));
  const [kept, setKept] = useState<LastAnswer<CallAnswer<C>> | null>(null);
  const [replaced, setReplaced] = useState(false);

  useEffect(() => {
    if (opening === null) return;
    let current = true;
    void (apiClient.kept as KeptOfQuery<C>)(call, { query: opening }).then((found) => {
      if (current && found) setKept({ data: found.answer, at: found.at });
    });
    return () => {
      current = false;
    };
  }, [call, opening]);

  const onOpening = opening !== null && query !== null && sameQuery(query, opening);
  const freshIn = fresh.data !== undefined && !fresh.isFetching;
  // Once the fresh answer is in, or other filters are asked, the copy is never shown again (state set while
  // rendering: the render that sees the change already leaves the copy out).
  if (!replaced && opening !== null && (freshIn || !onOpening)) setReplaced(true);
  const lastAnswer = !replaced && onOpening && !freshIn ? kept : null;
  return { ...fresh, lastAnswer };
};
