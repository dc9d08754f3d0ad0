import type { OutboxStorage } from '../../../lib/outbox/outbox.ts';
import type { LocalOrder } from './order-draft.ts';

/**
 * The orders typed on this device, per login (docs/domain.md §6): written on every change, so a reload or a killed
 * app loses nothing. The server's copy follows through the outbox.
 */
type Stored = Record<string, Record<string, LocalOrder>>;

export const createDraftStore = (storage: OutboxStorage) => {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastValue: Stored = {};
  // Storage that will not keep a write (private mode, full) leaves the drafts in the page.
  let unsaved: string | null = null;

  const read = (): Stored => {
    const raw = unsaved ?? storage.read();
    if (raw === lastRaw) return lastValue;
    lastRaw = raw;
    try {
      const parsed: unknown = JSON.parse(raw ?? '{}');
      lastValue = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
    } catch {
      lastValue = {};
    }
    return lastValue;
  };

  const write = (value: Stored): void => {
    const raw = JSON.stringify(value);
    storage.write(raw);
    unsaved = storage.read() === raw ? null : raw;
    // What was just written is what the next read would parse: kept as it is, so a tap is not followed by parsing
    // every draft again, and the parts of an order a change left alone stay the same objects.
    lastRaw = raw;
    lastValue = value;
    for (const listener of listeners) listener();
  };

  return {
    get: (username: string, id: string): LocalOrder | undefined => read()[username]?.[id],
    /** The user's orders on this device, newest change first. */
    list: (username: string): LocalOrder[] =>
      Object.values(read()[username] ?? {}).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
    put: (username: string, order: LocalOrder): void => {
      const all = read();
      write({ ...all, [username]: { ...all[username], [order.id]: order } });
    },
    /** Changes a kept order (no-op when it is gone: deleted meanwhile). */
    patch: (username: string, id: string, change: (order: LocalOrder) => LocalOrder): void => {
      const all = read();
      const order = all[username]?.[id];
      if (order) write({ ...all, [username]: { ...all[username], [id]: change(order) } });
    },
    remove: (username: string, id: string): void => {
      const all = read();
      const mine = { ...all[username] };
      delete mine[id];
      write({ ...all, [username]: mine });
    },
    /** A stable snapshot for useSyncExternalStore. */
    snapshot: (): Stored => read(),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
export type DraftStore = ReturnType<typeof createDraftStore>;
