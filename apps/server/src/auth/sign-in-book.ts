import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../db/connect.ts';
import { watchDataChanges } from '../db/data-changes.ts';
import {
  deviceThrottleOf,
  KNOWN_SOURCE_DAYS,
  throttleOf,
  WINDOW_MINUTES,
  type LoginThrottle,
} from './login-throttle.queries.ts';
import { loadSignInFacts, type AttemptFact } from './sign-in-book.queries.ts';
import { recordLoginAttempt, type AuthUser } from './users.queries.ts';

export type Attempt = AttemptFact & { success: boolean };

/**
 * What sign-in reads, kept in the HTTP thread of an embedded database (docs/decisions/170), so a sign-in does not wait
 * behind a long statement: every user by username and the attempts the throttle counts. It stays exact because this
 * process makes every write to that folder: a write to users moves the data version, whose notice PGlite posts before
 * the commit answers, and the book reads everything again; the attempts are the ones it loaded plus those it was
 * told of since. An attempt answered from the book is written after the answer, in order, until it lands.
 */
export type SignInBook = {
  /** Whether to answer from the book: the engine is held (or an attempt waits to be written) and the book is current. */
  answersNow: () => boolean;
  /** False while a change is being read again; the caller then reads the database. */
  current: () => boolean;
  throttle: (key: { username: string; ip: string; device?: string | undefined }) => LoginThrottle;
  user: (username: string) => AuthUser | undefined;
  /** An attempt made, counted from now on; written in turn, the promise settling once its row is in. */
  note: (attempt: Attempt) => Promise<void>;
  /** Waits for the attempts still to be written, then stops listening. */
  close: () => Promise<void>;
};

type Mine = Attempt & { writtenAt?: number; landed: boolean; written?: () => void };

const MINUTE = 60_000;
const RETRY_MS = 500;

export const openSignInBook = async (
  handle: DatabaseHandle,
  log: FastifyBaseLogger,
): Promise<SignInBook | undefined> => {
  const engine = handle.embedded;
  if (!engine) return undefined;
  let users = new Map<string, AuthUser>();
  let failures: AttemptFact[] = [];
  /** Last success per username, per username and device, per username and source. */
  let lastSuccess = new Map<string, number>();
  let lastOnDevice = new Map<string, number>();
  let lastFromSource = new Map<string, number>();
  /** Attempts the last completed load may not have seen. */
  let mine: Mine[] = [];
  /** Orders the book's statements: the engine runs them in the order they were sent. */
  let step = 0;
  let loadingSince: number | undefined;
  let changes = 0;
  let loaded = false;
  const queue: Mine[] = [];
  let writing: Promise<void> | undefined;
  let closing = false;

  const pairKey = (a: string, b: string | null) => `${a}\u0000${b ?? ''}`;
  const later = (map: Map<string, number>, key: string, at: number) => {
    if ((map.get(key) ?? -Infinity) < at) map.set(key, at);
  };
  const apply = (attempt: AttemptFact & { success: boolean }) => {
    const at = attempt.at.getTime();
    if (!attempt.success) {
      failures.push(attempt);
      return;
    }
    later(lastSuccess, attempt.username, at);
    if (attempt.device !== null) later(lastOnDevice, pairKey(attempt.username, attempt.device), at);
    later(lastFromSource, pairKey(attempt.username, attempt.ip), at);
  };

  let running = false;
  // The start waits for the first read, not for a read that succeeds: a database that cannot answer yet must not
  // stop the server from starting (sign-in then reads the database, as without the book).
  let firstTried = () => {};
  const tried = new Promise<void>((resolve) => (firstTried = resolve));
  const load = async (): Promise<void> => {
    running = true;
    while (!closing) {
      const seen = changes;
      const started = ++step;
      loadingSince = started;
      try {
        const facts = await loadSignInFacts(handle.db);
        users = new Map(facts.users.map((user) => [user.username, user]));
        failures = [];
        lastSuccess = new Map();
        lastOnDevice = new Map();
        lastFromSource = new Map();
        for (const fact of facts.failures) apply({ ...fact, success: false });
        for (const fact of facts.successes) apply({ ...fact, success: true });
        // A row written before the load began is in what it read; the others are not yet.
        const inLoad = (attempt: Mine) => attempt.landed && (attempt.writtenAt ?? Infinity) < started;
        mine = mine.filter((attempt) => !inLoad(attempt));
        for (const attempt of mine) apply(attempt);
        mine = mine.filter((attempt) => !attempt.landed);
        loaded = seen === changes;
        if (loaded) break;
      } catch (error) {
        log.warn({ err: error }, 'entrada: não foi possível ler usuários e tentativas; a entrada lê o banco');
        await sleep(RETRY_MS);
      } finally {
        loadingSince = undefined;
        firstTried();
      }
    }
    running = false;
  };
  let loading: Promise<void> = load();
  const changed = () => {
    changes += 1;
    loaded = false;
    if (!running) loading = load();
  };

  const watch = await watchDataChanges(handle, {
    changed,
    watching: (on) => {
      if (on) changed();
      else loaded = false;
    },
  });

  const landed = (attempt: Mine) => {
    attempt.landed = true;
    // A load under way that began after this write will have read it; one that began before will not.
    if (loadingSince === undefined || (attempt.writtenAt ?? Infinity) < loadingSince)
      mine = mine.filter((one) => one !== attempt);
  };

  const drain = async (): Promise<void> => {
    while (queue.length > 0) {
      const attempt = queue[0]!;
      attempt.writtenAt = ++step;
      try {
        const { username, ip, success, device, at } = attempt;
        await recordLoginAttempt(handle.db, { username, ip, success, device: device ?? undefined, at });
        queue.shift();
        landed(attempt);
        attempt.written?.();
      } catch (error) {
        if (engine.closed) {
          log.error(
            { err: error, attempt },
            'tentativa de entrada não gravada: o banco embutido foi fechado',
          );
          queue.shift();
          attempt.written?.();
        } else {
          log.warn({ err: error }, 'tentativa de entrada ainda não gravada; nova tentativa');
          await sleep(RETRY_MS);
        }
      }
    }
    writing = undefined;
  };

  await tried;

  return {
    // An attempt still to be written would be missed by the database's count: the book has it.
    answersNow: () => loaded && (engine.busy || queue.length > 0),
    current: () => loaded,
    throttle: (key) => {
      const now = Date.now();
      const since = now - WINDOW_MINUTES * MINUTE;
      failures = failures.filter((failure) => failure.at.getTime() > since);
      if (key.device !== undefined) {
        const last = lastOnDevice.get(pairKey(key.username, key.device)) ?? -Infinity;
        return deviceThrottleOf(
          failures.filter(
            (failure) =>
              failure.username === key.username &&
              failure.device === key.device &&
              failure.at.getTime() > last,
          ).length,
        );
      }
      const last = lastSuccess.get(key.username);
      const recent = failures.filter(
        (failure) =>
          failure.device === null &&
          (failure.username !== key.username || last === undefined || failure.at.getTime() > last) &&
          (failure.username === key.username || failure.ip === key.ip),
      );
      const known = lastFromSource.get(pairKey(key.username, key.ip)) ?? -Infinity;
      return throttleOf({
        pair: recent.filter((failure) => failure.username === key.username && failure.ip === key.ip).length,
        source: recent.filter((failure) => failure.ip === key.ip).length,
        username: recent.filter((failure) => failure.username === key.username).length,
        known: known > now - KNOWN_SOURCE_DAYS * 24 * 60 * MINUTE,
      });
    },
    user: (username) => users.get(username),
    note: (attempt) => {
      const entry: Mine = { ...attempt, landed: false };
      apply(entry);
      mine.push(entry);
      const written = new Promise<void>((resolve) => (entry.written = resolve));
      queue.push(entry);
      writing ??= drain();
      return written;
    },
    close: async () => {
      await writing;
      closing = true;
      await loading.catch(() => undefined);
      await watch.stop();
    },
  };
};
