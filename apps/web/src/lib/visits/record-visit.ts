import {
  visitRecordCall,
  type VisitOutcome,
  type VisitPlanAnswer,
  type VisitPlanCustomer,
  type VisitRecord,
} from '@portal/contracts';
import { useCallback, useEffect, useMemo } from 'react';
import { useNotify } from '../../components/notify/notify-context.ts';
import type { TakenPosition } from '../geo/current-position.ts';
import { apiClient } from '../api-client.ts';
import { useSession } from '../auth/session-store.ts';
import { toIsoDate } from '../dates.ts';
import { formatTime } from '../format.ts';
import { outbox, useOutboxItems } from '../outbox/app-outbox.ts';
import { queryClient } from '../query-client.ts';
import { visitData, visitsOf, type QueuedVisit, type VisitData } from './visit-queue.ts';
import { visitTexts as t } from './visit-texts.ts';

/** POST api/v1/visits (docs/domain.md §5.2): the server answers the record it saved, dated as it dates it. */
export const postVisit = (visit: VisitData): Promise<VisitRecord> =>
  apiClient.call(visitRecordCall, { body: visit.body });

/**
 * The root of Plano de Visitas' cached answers: a visit the server took becomes its card's last visit there, whichever
 * screen recorded it.
 */
export const visitPlanKeyRoot = ['visit-plan'] as const;

const withLastVisit = (answer: VisitPlanAnswer | undefined, record: VisitRecord) =>
  answer && {
    ...answer,
    customers: answer.customers.map((customer) =>
      customer.register === record.customerRegister ? { ...customer, lastVisit: record } : customer,
    ),
  };

/**
 * How the outbox sends a visit; registered when this module loads and by the app at start, so visits recorded
 * earlier leave on any screen. A visit taken by the server becomes the card's last visit in every cached plan.
 */
export const registerVisitSender = (): void =>
  outbox.register('visit', {
    send: (item) => postVisit(visitData.parse(item.data)),
    onSent: (_item, record) =>
      queryClient.setQueriesData<VisitPlanAnswer>({ queryKey: visitPlanKeyRoot }, (answer) =>
        withLastVisit(answer, record as VisitRecord),
      ),
  });

registerVisitSender();

export type VisitQueueState = {
  /** This user's visits not yet taken by the server, oldest first. */
  pending: QueuedVisit[];
  /** This user's visits the server refused, until the rep dismisses them. */
  refused: QueuedVisit[];
  record: (
    customer: Pick<VisitPlanCustomer, 'register' | 'name'> & { lastVisit?: VisitRecord | null },
    outcome: VisitOutcome,
    note: string,
    position: Promise<TakenPosition>,
  ) => Promise<void>;
  dismiss: (id: string) => void;
};

/**
 * Records visits through the queue (Plano de Visitas' cards, Clientes' map card) and sends what waits: now, on start and whenever the phone comes back
 * online. A visit taken by the server becomes the card's last visit in every cached plan.
 */
export const useVisitQueue = (): VisitQueueState => {
  const { user } = useSession();
  const username = user?.username ?? '';
  const items = useOutboxItems();
  const notify = useNotify();

  const flush = useCallback(() => {
    if (username) void outbox.flush(username);
  }, [username]);

  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [flush]);

  const record = useCallback<VisitQueueState['record']>(
    async (customer, outcome, note, position) => {
      const visitedOn = toIsoDate(new Date());
      const taken = await position;
      const place =
        taken.kind === 'taken'
          ? { latitude: taken.latitude, longitude: taken.longitude, accuracy: taken.accuracy }
          : {};
      const data: VisitData = {
        customerName: customer.name,
        body: { customerRegister: customer.register, outcome, note: note.trim(), ...place },
        visitedOn,
      };
      outbox.enqueue({ username, kind: 'visit', data });
      // The server keeps the day's earlier position when this record brings none: say so rather than "sem
      // localização" beside a card that still shows how far that one was.
      const earlier = customer.lastVisit;
      const kept =
        earlier && earlier.visitedOn === visitedOn && earlier.distanceMeters !== null ? earlier : null;
      if (taken.kind === 'taken') notify.success(t.recordedWithPlace);
      else if (kept)
        notify.warn(t.recordedKeepingPlace(kept.positionAt ? formatTime(new Date(kept.positionAt)) : null));
      else notify.warn(t.recordedWithoutPlace[taken.kind]);
      flush();
    },
    [flush, notify, username],
  );

  return useMemo(() => {
    const mine = visitsOf(items);
    return {
      pending: mine.filter((item) => item.status === 'pending'),
      refused: mine.filter((item) => item.status === 'refused'),
      record,
      dismiss: outbox.dismiss,
    };
  }, [items, record]);
};
