import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderWebhookSettings } from '../config/order-webhook.ts';
import type { Database } from '../db/database.ts';
import {
  closeDelivered,
  closeSkipped,
  pickDueDeliveries,
  recordAttemptFailed,
  type PickedDelivery,
} from '../domain/orders/order-deliveries.queries.ts';
import { sentOrderToExport } from '../domain/orders/order-export.queries.ts';

// Orders delivered to the ERP as they happen (docs/domain.md §8.6; docs/decisions/211): a loop inside the server
// process takes due rows of the outbox, POSTs each order as the JSON pull gives it, signed, and closes the row on a
// 2xx. Everything it knows is in the table, so a restart, or a second instance on the same PostgreSQL, loses nothing
// and sends nothing twice while the receiver answers.

export const WEBHOOK_EVENT = 'order.sent';

/** When a failed attempt is tried again: 1 s doubling up to 1 h, for 24 h after the order was sent. */
export type RetryPolicy = { firstMs: number; maxMs: number; giveUpAfterMs: number };
export const DEFAULT_RETRY: RetryPolicy = { firstMs: 1_000, maxMs: 3_600_000, giveUpAfterMs: 86_400_000 };

export type OrderWebhookOptions = OrderWebhookSettings & {
  retry?: Partial<RetryPolicy>;
  /** The receiver's time to answer; 10 s. */
  timeoutMs?: number;
  /** How often the loop looks for due rows when nothing woke it; 1 s. */
  pollMs?: number;
  /** Deliveries attempted at once. */
  batch?: number;
  /** The clock of every time the outbox keeps (tests move it a day ahead). */
  now?: () => Date;
};

type Log = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
};

export type OrderWebhook = {
  /** The receiver's origin, for Sistema and the logs (its path and query may carry a token). */
  target: string;
  /** The outbox's clock. */
  now: () => Date;
  /** Starts the loop (server.ts after listening; a test that wants deliveries). */
  start: () => void;
  /** Looks for due rows now rather than at the next poll: called after a commit that queued one. */
  wake: () => void;
  /** Stops taking rows and waits for the attempts under way. */
  stop: () => Promise<void>;
};

/** `sha256=<hex HMAC-SHA256 of the body>`, as X-Portal-Signature carries it. */
export const signatureOf = (body: Buffer | string, secret: string): string =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The wait after attempt n (1, 2, …) failed. */
export const retryDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.maxMs, policy.firstMs * 2 ** Math.min(attempt - 1, 40));

const describe = (error: unknown, timeoutMs: number): string => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `sem resposta em ${Math.round(timeoutMs / 1000)} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  const message = cause instanceof Error ? cause.message : String(cause);
  return `sem conexão: ${typeof code === 'string' ? `${code} ` : ''}${message}`.trim();
};

export const orderWebhook = (db: Kysely<Database>, options: OrderWebhookOptions, log: Log): OrderWebhook => {
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pollMs = options.pollMs ?? 1_000;
  const batch = options.batch ?? 16;
  const now = options.now ?? (() => new Date());
  let running = false;
  let loop: Promise<void> | null = null;
  let woken = false;
  let interrupt: (() => void) | null = null;
  let stopping = new AbortController();

  /** Waits a poll, or less when woken meanwhile. */
  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        interrupt = null;
        woken = false;
        resolve();
      }
      interrupt = done;
    });

  const attempt = async (picked: PickedDelivery): Promise<void> => {
    const order = await sentOrderToExport(db, picked.orderId);
    if (!order) {
      await closeSkipped(db, picked, 'não enviado: o pedido já não estava enviado (exportado ou no ERP)');
      return;
    }
    const body = Buffer.from(JSON.stringify(order));
    let problem: string | null = null;
    try {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-portal-event': WEBHOOK_EVENT,
          'x-portal-delivery': picked.id,
          'x-portal-signature': signatureOf(body, options.secret),
        },
        // A Buffer has a known length: sent with Content-Length, never chunked.
        body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping.signal]),
      });
      const text = await response.text();
      if (response.status < 200 || response.status > 299)
        problem = `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
    } catch (error) {
      problem = stopping.signal.aborted
        ? 'interrompido: o servidor foi encerrado'
        : describe(error, timeoutMs);
    }
    const at = now();
    if (problem === null) {
      await closeDelivered(db, picked, at);
      return;
    }
    // Stopped mid-attempt: due again at once, for the next start (or the other instance).
    const nextAt = stopping.signal.aborted
      ? at
      : at.getTime() - picked.createdAt.getTime() >= policy.giveUpAfterMs
        ? null
        : new Date(at.getTime() + retryDelayMs(policy, picked.attempts));
    await recordAttemptFailed(db, picked, { error: problem, nextAt });
    if (nextAt === null)
      log.warn(
        { delivery: picked.id, order: picked.orderId, attempts: picked.attempts, error: problem },
        'pedido não entregue ao ERP em 24 h: desistindo (Administração → Sistema)',
      );
  };

  /** One round: the due rows taken and attempted together; answers how many. */
  const round = async (): Promise<number> => {
    const at = now();
    const picked = await pickDueDeliveries(db, {
      now: at,
      // Longer than an attempt can last: the row stays this process's until its answer is written.
      leaseUntil: new Date(at.getTime() + timeoutMs + 5_000),
      limit: batch,
    });
    await Promise.all(
      picked.map((one) =>
        attempt(one).catch((error: unknown) =>
          log.warn(
            { delivery: one.id, error: String(error) },
            'entrega ao ERP: falha ao registrar a tentativa',
          ),
        ),
      ),
    );
    return picked.length;
  };

  const run = async () => {
    while (running) {
      let taken = 0;
      try {
        taken = await round();
      } catch (error) {
        if (running) log.warn({ error: String(error) }, 'entrega ao ERP: falha ao ler as entregas pendentes');
      }
      // A full round may have left more due rows: look again at once.
      if (running && taken < batch) await pause();
    }
  };

  return {
    target: new URL(options.url).origin,
    now,
    start: () => {
      if (running) return;
      running = true;
      stopping = new AbortController();
      loop = run();
      log.info({ url: new URL(options.url).origin }, 'entrega de pedidos ao ERP ligada');
    },
    wake: () => {
      woken = true;
      interrupt?.();
    },
    stop: async () => {
      running = false;
      stopping.abort();
      interrupt?.();
      await loop;
      loop = null;
    },
  };
};
