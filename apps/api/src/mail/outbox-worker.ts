import { type Database } from '../db/client';
import { MAIL_RETRY, retryDelayMs, shouldGiveUp } from './backoff';
import { claimDueMail, markFailed, markRetry, markSent } from './outbox';
import { type Mailer } from './types';

export interface WorkerLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  log: WorkerLogger;
  /** How often due messages (retries, ones another instance enqueued) are looked for. */
  intervalMs: number;
  /** How long a claimed message stays invisible to other workers; longer than one send. */
  leaseMs?: number;
  batchSize?: number;
  retry?: typeof MAIL_RETRY;
}

export interface MailWorker {
  start(): void;
  /** Ask for a run soon (right after a transaction that enqueued mail committed). */
  kick(): void;
  /** Runs until nothing is due; tests await it instead of sleeping. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** Bounded: ~15 s of retries covers a database restart; longer outages fall back to the lease. */
const MARK_SENT_ATTEMPTS = 30;
/** Deliveries in flight at once per worker. */
const SEND_CONCURRENCY = 4;

type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];
const MARK_SENT_RETRY_MS = 500;

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, mailer, now, log, intervalMs } = options;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const retry = options.retry ?? MAIL_RETRY;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let rerun = false;
  let stopped = false;

  async function sendBatch(): Promise<number> {
    const claimed = await claimDueMail(db, now(), leaseMs, batchSize);
    // A few deliveries at a time: one by one, a backlog after an outage drains at the speed of a
    // single SMTP round trip.
    for (let i = 0; i < claimed.length; i += SEND_CONCURRENCY) {
      await Promise.all(claimed.slice(i, i + SEND_CONCURRENCY).map(deliver));
    }
    return claimed.length;
  }

  async function deliver(row: ClaimedMail): Promise<void> {
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text, html: row.html });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (shouldGiveUp(row.attempts, retry)) {
        await markFailed(db, row.id, reason);
        log.error({ mailId: row.id, attempts: row.attempts, reason }, 'mail delivery failed for good');
      } else {
        const next = new Date(now().getTime() + retryDelayMs(row.attempts, retry));
        await markRetry(db, row.id, next, reason);
        log.warn(
          { mailId: row.id, attempts: row.attempts, reason, next },
          'mail delivery failed; will retry',
        );
      }
      return;
    }
    // Sent: record it even through a database restart, or the lease would expire and the
    // message go out a second time.
    await recordSent(row.id);
  }

  async function recordSent(id: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await markSent(db, id, now());
        return;
      } catch (error) {
        if (attempt >= MARK_SENT_ATTEMPTS || stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, MARK_SENT_RETRY_MS));
      }
    }
  }

  /** One run at a time per instance; a kick during a run schedules one more. */
  function run(): Promise<number> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        let claimed: number;
        do {
          rerun = false;
          claimed = await sendBatch();
          total += claimed;
          // A full batch means a backlog (e.g. after a database outage): drain it now rather
          // than one batch per poll interval.
        } while ((rerun || claimed === batchSize) && !stopped);
      } catch (error) {
        log.error({ err: error }, 'mail worker run failed');
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  return {
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void run(), intervalMs);
      timer.unref();
      void run();
    },
    kick() {
      if (stopped) return;
      setImmediate(() => void run());
    },
    async flush() {
      if (running) await running;
      // Keep going while batches come back full or new mail arrived meanwhile.
      while ((await run()) > 0 && !stopped) {
        /* next batch */
      }
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      if (running) await running;
      await mailer.close();
    },
  };
}
