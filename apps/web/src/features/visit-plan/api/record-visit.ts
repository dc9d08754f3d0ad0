import {
  visitRecordCall,
  type VisitOutcome,
  type VisitPlanAnswer,
  type VisitPlanCustomer,
  type VisitRecord,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { apiClient } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/auth/session-store.ts';
import { toIsoDate } from '../../../lib/dates.ts';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage.ts';
import { createVisitQueue, type QueuedVisit } from '../utils/visit-queue.ts';
import { visitPlanKeyRoot } from './get-visit-plan.ts';

/** POST api/v1/visits (docs/domain.md §5.2): the server answers the record it saved, dated as it dates it. */
export const postVisit = (visit: QueuedVisit): Promise<VisitRecord> =>
  apiClient.call(visitRecordCall, { body: visit.body });

export const visitQueue = createVisitQueue({
  read: () => readStorage(storageKeys.visitQueue),
  write: (value) => writeStorage(storageKeys.visitQueue, value),
});

const withLastVisit = (answer: VisitPlanAnswer | undefined, record: VisitRecord) =>
  answer && {
    ...answer,
    customers: answer.customers.map((customer) =>
      customer.register === record.customerRegister ? { ...customer, lastVisit: record } : customer,
    ),
  };

export type VisitQueueState = {
  /** This user's visits not yet taken by the server, oldest first. */
  pending: QueuedVisit[];
  /** This user's visits the server refused, until the rep dismisses them. */
  refused: QueuedVisit[];
  record: (
    customer: Pick<VisitPlanCustomer, 'register' | 'name'>,
    outcome: VisitOutcome,
    note: string,
  ) => void;
  dismiss: (id: string) => void;
};

/**
 * Records visits through the queue and sends what waits: now, on start and whenever the phone comes back
 * online. A visit taken by the server becomes the card's last visit in every cached plan.
 */
export const useVisitQueue = (): VisitQueueState => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const username = user?.username ?? '';
  const items = useSyncExternalStore(visitQueue.subscribe, visitQueue.all, visitQueue.all);

  const flush = useCallback(() => {
    if (!username) return;
    void visitQueue.flush(username, postVisit, (_visit, record) =>
      queryClient.setQueriesData<VisitPlanAnswer>({ queryKey: visitPlanKeyRoot }, (answer) =>
        withLastVisit(answer, record),
      ),
    );
  }, [queryClient, username]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const record = useCallback<VisitQueueState['record']>(
    (customer, outcome, note) => {
      visitQueue.enqueue({
        username,
        customerName: customer.name,
        body: { customerRegister: customer.register, outcome, note: note.trim() },
        visitedOn: toIsoDate(new Date()),
      });
      flush();
    },
    [flush, username],
  );

  return useMemo(() => {
    const mine = items.filter((item) => item.username === username);
    return {
      pending: mine.filter((item) => item.status === 'pending'),
      refused: mine.filter((item) => item.status === 'refused'),
      record,
      dismiss: visitQueue.dismiss,
    };
  }, [items, username, record]);
};
