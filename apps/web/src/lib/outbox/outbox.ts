import { z } from 'zod';
import { isApiError } from '../api-error.ts';

/**
 * The app's one outbox (docs/product.md §1, docs/domain.md §5.2 and §6): every write that must survive a dead zone
 * (a visit recorded, an order's draft saved, sent or deleted) goes through here, online or not, oldest first. An item
 * leaves only when the server took it or, when the server refused it, once its kind has dealt with the refusal (a
 * visit waits for the rep to read why; an order goes back to its draft with the reasons).
 */
export const outboxKinds = ['visit', 'order-save', 'order-send', 'order-delete'] as const;
export type OutboxKind = (typeof outboxKinds)[number];

const outboxItem = z.preprocess(
  // Visits queued before the outbox held other writes have no kind and carry their fields at the top.
  (raw) => {
    if (!raw || typeof raw !== 'object' || 'kind' in raw) return raw;
    const { id, username, status, message, ...data } = raw as Record<string, unknown>;
    return { id, username, status, message, kind: 'visit', data, revision: 0 };
  },
  z.object({
    id: z.string(),
    /** The login that made it: another user of the same phone neither sees nor sends it. */
    username: z.string(),
    kind: z.enum(outboxKinds),
    /** Writes with the same kind and key replace each other while waiting (the latest save of a draft wins). */
    key: z.string().optional(),
    /** The kind's own payload, read by its sender. */
    data: z.unknown(),
    /** Bumped when a newer write replaces the data, so a send already under way does not drop it. */
    revision: z.number().int(),
    status: z.enum(['pending', 'refused']),
    message: z.string().optional(),
  }),
);
export type OutboxItem = z.infer<typeof outboxItem>;
export type NewOutboxItem = Pick<OutboxItem, 'username' | 'kind' | 'key' | 'data'>;

export type OutboxStorage = { read: () => string | null; write: (value: string) => void };

export type OutboxSender = {
  send: (item: OutboxItem) => Promise<unknown>;
  onSent?: (item: OutboxItem, answer: unknown) => void;
  /**
   * The server said no to this item. 'drop' when the kind has handed the refusal on (e.g. to the order's draft);
   * otherwise it stays, marked refused with the server's message, until dismissed.
   */
  onRefused?: (item: OutboxItem, error: unknown) => 'keep' | 'drop';
};

/**
 * A refusal is the server saying no to this write (validation, scope, a 422's problems): sending it again changes
 * nothing. A 401 (the session ended), a timeout or too many requests are not about the write, so it stays pending.
 */
export const isRefusal = (error: unknown): boolean =>
  isApiError(error) &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401 &&
  error.status !== 408 &&
  error.status !== 429;

const newId = (): string => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const createOutbox = (storage: OutboxStorage) => {
  const listeners = new Set<() => void>();
  const senders = new Map<OutboxKind, OutboxSender>();
  let lastRaw: string | null | undefined;
  let lastItems: OutboxItem[] = [];
  // Set when storage would not keep a write (private mode, full): the page then holds the outbox itself.
  let unsaved: string | null = null;

  // The same array while storage holds the same text, so React's useSyncExternalStore sees a stable snapshot.
  const all = (): OutboxItem[] => {
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
          const read = outboxItem.safeParse(item);
          return read.success ? [read.data] : [];
        })
      : [];
    return lastItems;
  };

  const save = (items: OutboxItem[]): void => {
    const raw = JSON.stringify(items);
    storage.write(raw);
    unsaved = storage.read() === raw ? null : raw;
    // The items just written are what the next read would parse and check again.
    lastRaw = raw;
    lastItems = items;
    for (const listener of listeners) listener();
  };

  const update = (id: string, patch: Partial<OutboxItem> | null): void =>
    save(
      all().flatMap((item) => {
        if (item.id !== id) return [item];
        return patch === null ? [] : [{ ...item, ...patch }];
      }),
    );

  let running: Promise<void> | null = null;
  let rerun: string | null = null;

  /** Adds a write; one waiting with the same kind and key takes the new data in its place in the line. */
  const enqueue = (write: NewOutboxItem): OutboxItem => {
    const items = all();
    const waiting =
      write.key === undefined
        ? undefined
        : items.find(
            (item) =>
              item.status === 'pending' &&
              item.username === write.username &&
              item.kind === write.kind &&
              item.key === write.key,
          );
    if (waiting) {
      const replaced = { ...waiting, data: write.data, revision: waiting.revision + 1 };
      save(items.map((item) => (item.id === waiting.id ? replaced : item)));
      // A send of the older data may be under way: the round that follows carries the new one.
      if (running) rerun = write.username;
      return replaced;
    }
    const queued: OutboxItem = { ...write, id: newId(), revision: 0, status: 'pending' };
    save([...items, queued]);
    return queued;
  };

  /** Sends the user's pending writes oldest first; stops at the first one the network could not carry. */
  const drain = async (username: string): Promise<void> => {
    const pending = all().filter((item) => item.username === username && item.status === 'pending');
    for (const item of pending) {
      const sender = senders.get(item.kind);
      // A kind whose screen has not registered yet waits, and so does what came after it: order is kept.
      if (!sender) return;
      try {
        const answer = await sender.send(item);
        const now = all().find((current) => current.id === item.id);
        if (now && now.revision === item.revision) update(item.id, null);
        sender.onSent?.(item, answer);
      } catch (error) {
        if (!isRefusal(error)) return;
        const keep = (sender.onRefused?.(item, error) ?? 'keep') === 'keep';
        update(
          item.id,
          keep
            ? { status: 'refused', message: error instanceof Error ? error.message : String(error) }
            : null,
        );
      }
    }
  };

  /** One send at a time: a flush asked for during another runs once more after it. */
  const flush = (username: string): Promise<void> => {
    if (running) {
      rerun = username;
      return running;
    }
    running = (async () => {
      let next: string | null = username;
      while (next) {
        rerun = null;
        await drain(next);
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
    /** How a kind is sent; registered by its screen's module, and by the app at start so nothing waits. */
    register: (kind: OutboxKind, sender: OutboxSender): void => void senders.set(kind, sender),
    /** The rep has read why the server refused it: only now may it go. */
    dismiss: (id: string): void => update(id, null),
    /** Takes a waiting write back (e.g. a draft deleted before its save left the phone). */
    withdraw: (username: string, kind: OutboxKind, key: string): void =>
      save(all().filter((item) => !(item.username === username && item.kind === kind && item.key === key))),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type Outbox = ReturnType<typeof createOutbox>;
