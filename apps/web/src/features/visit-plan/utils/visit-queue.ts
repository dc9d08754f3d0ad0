import { visitOutcome, type VisitRecord } from '@portal/contracts';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * Visits waiting to reach the server (docs/domain.md §5.2). Every visit goes through here, online or not, so a
 * visit recorded in a dead zone is kept on the phone and sent when the signal returns; it leaves the queue only
 * when the server took it, or, when the server refused it, after the rep has seen why.
 */
const queuedVisit = z.object({
  id: z.string(),
  /** The login that recorded it: another user of the same phone neither sees nor sends it. */
  username: z.string(),
  customerName: z.string(),
  body: z.object({ customerRegister: z.string(), outcome: visitOutcome, note: z.string() }),
  /** The rep's day when it was recorded, shown on the card until the server's record replaces it. */
  visitedOn: z.string(),
  status: z.enum(['pending', 'refused']),
  message: z.string().optional(),
});
export type QueuedVisit = z.infer<typeof queuedVisit>;
export type NewVisit = Omit<QueuedVisit, 'id' | 'status' | 'message'>;

export type QueueStorage = { read: () => string | null; write: (value: string) => void };
export type SendVisit = (visit: QueuedVisit) => Promise<VisitRecord>;
export type OnSent = (visit: QueuedVisit, record: VisitRecord) => void;

/**
 * A refusal is the server saying no to this visit (validation, scope): sending it again changes nothing. A 401
 * (the session ended), a timeout or too many requests are not about the visit, so it stays pending.
 */
const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

const newId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const createVisitQueue = (storage: QueueStorage) => {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastItems: QueuedVisit[] = [];
  // Set when storage would not keep a write (private mode, full): the page then holds the queue itself.
  let unsaved: string | null = null;

  // The same array while storage holds the same text, so React's useSyncExternalStore sees a stable snapshot.
  const all = (): QueuedVisit[] => {
    const raw = unsaved ?? storage.read();
    if (raw === lastRaw) return lastItems;
    lastRaw = raw;
    let parsed: unknown = [];
    try {
      parsed = JSON.parse(raw ?? '[]');
    } catch {
      parsed = [];
    }
    lastItems = Array.isArray(parsed)
      ? parsed.flatMap((item) => {
          const visit = queuedVisit.safeParse(item);
          return visit.success ? [visit.data] : [];
        })
      : [];
    return lastItems;
  };

  const save = (items: QueuedVisit[]): void => {
    const raw = JSON.stringify(items);
    storage.write(raw);
    unsaved = storage.read() === raw ? null : raw;
    for (const listener of listeners) listener();
  };

  const enqueue = (visit: NewVisit): QueuedVisit => {
    const queued: QueuedVisit = { ...visit, id: newId(), status: 'pending' };
    save([...all(), queued]);
    return queued;
  };

  const update = (id: string, patch: Partial<QueuedVisit> | null): void =>
    save(
      all().flatMap((item) => {
        if (item.id !== id) return [item];
        return patch === null ? [] : [{ ...item, ...patch }];
      }),
    );

  /** Sends the user's pending visits oldest first; stops at the first one the network could not carry. */
  const drain = async (username: string, send: SendVisit, onSent?: OnSent): Promise<void> => {
    const pending = all().filter((item) => item.username === username && item.status === 'pending');
    for (const visit of pending) {
      try {
        const record = await send(visit);
        update(visit.id, null);
        onSent?.(visit, record);
      } catch (error) {
        if (!isRefusal(error)) return;
        update(visit.id, {
          status: 'refused',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };

  let running: Promise<void> | null = null;
  let rerun: Parameters<typeof drain> | null = null;

  /** One send at a time: a flush asked for during another runs once more after it, with the latest arguments. */
  const flush = (...args: Parameters<typeof drain>): Promise<void> => {
    if (running) {
      rerun = args;
      return running;
    }
    running = (async () => {
      let next: Parameters<typeof drain> | null = args;
      while (next) {
        rerun = null;
        await drain(...next);
        next = rerun;
      }
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    all,
    enqueue,
    flush,
    /** The rep has read why the server refused it: only now may it go. */
    dismiss: (id: string): void => update(id, null),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type VisitQueue = ReturnType<typeof createVisitQueue>;
