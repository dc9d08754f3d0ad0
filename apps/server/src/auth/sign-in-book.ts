import type { FastifyBaseLogger } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../db/connect.ts';
import { watchDataChanges } from '../db/data-changes.ts';
import {
  judge,
  KNOWN_SOURCE_DAYS,
  WINDOW_MINUTES,
  type LoginThrottle,
  type Tally,
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
  /**
   * Judges an attempt and, unless refused, counts it as a failure from now until `settle` tells its outcome, in one
   * synchronous step, so parallel attempts are judged one after the other (docs/decisions/185): from `fromDatabase`
   * (the database's tally, read just before) plus what the database does not have yet, or from the book alone when
   * it answers (`answersNow`). `settle` notes the outcome (see `note`).
   */
  reserve: (
    key: { username: string; ip: string; device?: string | undefined },
    at: Date,
    fromDatabase?: Tally,
  ) => { throttle: LoginThrottle; settle: (success: boolean) => Promise<void> };
  user: (username: string) => AuthUser | undefined;
  /** An attempt made, counted from now on; written in turn, the promise settling once its row is in. */
  note: (attempt: Attempt) => Promise<void>;
  /** Waits for the attempts still to be written, then stops listening. */
  close: () => Promise<void>;
};

type Mine = Attempt & { writtenAt?: number; landed: boolean; written?: () => void };

/** The database's tally and the attempts it does not have yet, together. */
const plus = (database: Tally, unwritten: Tally): Tally =>
  'device' in database && 'device' in unwritten
    ? { device: database.device + unwritten.device }
    : 'counts' in database && 'counts' in unwritten
      ? {
          counts: {
            pair: database.counts.pair + unwritten.counts.pair,
            source: database.counts.source + unwritten.counts.source,
            username: database.counts.username + unwritten.counts.username,
            known: database.counts.known,
          },
        }
      : database;

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
  /** Attempts let through whose password is being checked: failures until settled, and never in the database. */
  let pending: AttemptFact[] = [];
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
    // Strangers' failures count from a stranger's success only (auth/login-throttle.queries.ts).
    if (attempt.device === null) later(lastSuccess, attempt.username, at);
    else later(lastOnDevice, pairKey(attempt.username, attempt.device), at);
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

  const note = (attempt: Attempt): Promise<void> => {
    const entry: Mine = { ...attempt, landed: false };
    apply(entry);
    mine.push(entry);
    const written = new Promise<void>((resolve) => (entry.written = resolve));
    queue.push(entry);
    writing ??= drain();
    return written;
  };

  const unwrittenFailure = (attempt: Mine) => !attempt.success && !attempt.landed;

  /**
   * The failures judging `key` among `facts`. `sinceSuccess`: the book's own, counted from the last success it knows
   * of; otherwise attempts the database has not seen, all later than what it has.
   */
  const tallyIn = (
    key: { username: string; ip: string; device?: string | undefined },
    facts: AttemptFact[],
    sinceSuccess: boolean,
  ): Tally => {
    const now = Date.now();
    const since = now - WINDOW_MINUTES * MINUTE;
    failures = failures.filter((failure) => failure.at.getTime() > since);
    const inWindow = facts.filter((fact) => fact.at.getTime() > since);
    if (key.device !== undefined) {
      const last = sinceSuccess
        ? (lastOnDevice.get(pairKey(key.username, key.device)) ?? -Infinity)
        : -Infinity;
      return {
        device: inWindow.filter(
          (fact) => fact.username === key.username && fact.device === key.device && fact.at.getTime() > last,
        ).length,
      };
    }
    const last = sinceSuccess ? lastSuccess.get(key.username) : undefined;
    const recent = inWindow.filter(
      (fact) =>
        fact.device === null &&
        (fact.username !== key.username || last === undefined || fact.at.getTime() > last) &&
        (fact.username === key.username || fact.ip === key.ip),
    );
    const known = lastFromSource.get(pairKey(key.username, key.ip)) ?? -Infinity;
    return {
      counts: {
        pair: recent.filter((fact) => fact.username === key.username && fact.ip === key.ip).length,
        source: recent.filter((fact) => fact.ip === key.ip).length,
        username: recent.filter((fact) => fact.username === key.username).length,
        known: known > now - KNOWN_SOURCE_DAYS * 24 * 60 * MINUTE,
      },
    };
  };

  await tried;

  return {
    // An attempt still to be written would be missed by the database's count: the book has it.
    answersNow: () => loaded && (engine.busy || queue.length > 0),
    current: () => loaded,
    reserve: (key, at, fromDatabase) => {
      const tally = fromDatabase
        ? plus(fromDatabase, tallyIn(key, [...pending, ...queue.filter(unwrittenFailure)], false))
        : tallyIn(key, [...failures, ...pending], true);
      const throttle = judge(tally);
      if (throttle.kind === 'refuse') return { throttle, settle: async () => undefined };
      const attempt: AttemptFact = { username: key.username, ip: key.ip, device: key.device ?? null, at };
      pending.push(attempt);
      return {
        throttle,
        settle: (success) => {
          pending = pending.filter((one) => one !== attempt);
          return note({ ...attempt, success });
        },
      };
    },
    user: (username) => users.get(username),
    note,
    close: async () => {
      await writing;
      closing = true;
      await loading.catch(() => undefined);
      await watch.stop();
    },
  };
};
