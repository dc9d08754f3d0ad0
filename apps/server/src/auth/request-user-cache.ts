import type { RequestUser } from './users.queries.ts';

/**
 * The users (row, team, data version) this process read for earlier requests, kept until the data changes
 * (docs/decisions/033-request-user-kept-between-changes.md). Every write that could change them moves the data version,
 * whose notice empties this; while notices may be missed (not listening yet, connection lost), nothing is kept.
 *
 * A read that began before a change must not store what it read after the change emptied this: each read takes the
 * generation when it starts and keeps its user only if no change came in between.
 */
export type RequestUserCache = {
  get: (id: number) => RequestUser | undefined;
  /** The generation to hand to `keep` for a read starting now. */
  generation: () => number;
  keep: (user: RequestUser, readAtGeneration: number) => void;
  /** A change: forget everything kept. */
  forget: () => void;
  /** Whether change notices are arriving; nothing is kept while they are not. */
  setWatching: (on: boolean) => void;
};

/** At most this many users kept: a company has a few hundred; the bound only stops a flood of distinct tokens. */
export const MAX_KEPT = 10_000;

export const makeRequestUserCache = (): RequestUserCache => {
  const kept = new Map<number, RequestUser>();
  let generation = 0;
  let watching = false;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  return {
    get: (id) => (watching ? kept.get(id) : undefined),
    generation: () => generation,
    keep: (user, readAtGeneration) => {
      if (!watching || readAtGeneration !== generation) return;
      if (kept.size >= MAX_KEPT) kept.clear();
      kept.set(user.id, user);
    },
    forget,
    setWatching: (on) => {
      forget();
      watching = on;
    },
  };
};
