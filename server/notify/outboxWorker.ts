/**
 * Delivers the outbox: claims due notifications, sends each, marks it sent,
 * or puts it back with a longer wait (exponential backoff, capped) until it
 * goes through. Nothing is lost: a notification leaves the outbox only when
 * its sender has succeeded.
 *
 * Delivery is at least once. A notification is marked 'sending' before it is
 * sent and 'sent' after, in the same database, so a restart never repeats a
 * delivery that was recorded. The one gap: if the process dies after the mail
 * server or webhook accepted a notification but before 'sent' was written (a
 * few milliseconds), the row is still 'sending'; on the next start it goes
 * back to 'pending' and is sent again. Sending twice in that rare case is
 * better than never sending; the e-mail keeps its Message-ID and the webhook
 * its Idempotency-Key, so a receiver can spot the repeat.
 *
 * One server process per database: releasing claims at start assumes no other
 * process is sending from the same file.
 */
import type {FastifyBaseLogger} from 'fastify';
import type {Channel, StoredEnquiry} from '../storage/enquiryStore';
import type {OutboxItem, OutboxStore} from '../storage/outboxStore';

export interface Sender {
  send(stored: StoredEnquiry): Promise<void>;
}

export interface OutboxWorkerOptions {
  outbox: OutboxStore;
  senders: Partial<Record<Channel, Sender>>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  clock?: () => number;
}

const BATCH = 10;

/** The wait before attempt n + 1 after n failed attempts: base, 2 x base, 4 x base ... up to the cap. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** A short, non-personal description of a failure, for the outbox row and the log. */
function failureCode(error: unknown): string {
  const e = error as {code?: string; responseCode?: number; status?: number; name?: string};
  if (e.status) return `HTTP ${e.status}`;
  if (e.responseCode) return `SMTP ${e.responseCode}`;
  return e.code ?? e.name ?? 'error';
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const {outbox, senders, log, pollMs, retryBaseMs, retryMaxMs, clock = Date.now} = options;
  const channels = Object.keys(senders) as Channel[];
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(item: OutboxItem): Promise<void> {
    const context = {reference: item.enquiry.reference, channel: item.channel, attempt: item.attempts};
    try {
      await senders[item.channel]!.send(item.enquiry);
      outbox.markSent(item.id, new Date(clock()));
      log.info(context, 'notification sent');
    } catch (error) {
      const waitMs = retryDelayMs(item.attempts, retryBaseMs, retryMaxMs);
      const code = failureCode(error);
      outbox.markFailed(item.id, clock() + waitMs, code);
      log.warn({...context, error: code, retryInSeconds: Math.round(waitMs / 1000)}, 'notification failed');
    }
  }

  async function drainLoop(): Promise<void> {
    do {
      again = false;
      const items = outbox.claimDue(clock(), BATCH, channels);
      for (const item of items) await deliver(item);
      if (items.length === BATCH) again = true;
    } while (again && !stopped);
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    const next = outbox.nextDueAt(channels);
    const delay = next === undefined ? pollMs : Math.min(pollMs, Math.max(0, next - clock()));
    timer = setTimeout(kick, delay);
    timer.unref();
  }

  /** Sends whatever is due now (called after each new enquiry and on a timer). */
  function kick(): Promise<void> {
    if (stopped || channels.length === 0) return Promise.resolve();
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainLoop()
      .catch((error: unknown) => log.error({error: failureCode(error)}, 'outbox worker failed'))
      .finally(() => {
        draining = undefined;
        schedule();
      });
    return draining;
  }

  return {
    start(): void {
      if (channels.length === 0) return;
      stopped = false;
      const released = outbox.releaseClaims();
      if (released > 0) log.warn({count: released}, 'retrying notifications left unfinished by the last run');
      void kick();
    },
    kick,
    /** Stops the timer and waits for a delivery in progress, so its result is recorded before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(timer);
      await draining;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
