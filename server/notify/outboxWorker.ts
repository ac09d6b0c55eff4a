/**
 * Delivers the outbox: claims a due notification, sends it, marks it sent,
 * or puts it back with a longer wait (exponential backoff, capped) until it
 * goes through. Nothing is lost: a notification leaves the outbox only when
 * its sender has succeeded (or, see below, has probably succeeded).
 *
 * Each channel (e-mail, webhook) has its own loop, so a receiver that hangs
 * or fails holds up only its own channel. A failure of any kind, however odd
 * the error, is recorded against the row it happened to and never stops a
 * loop: a claimed row always ends 'sent' or back at 'pending'. One exception:
 * a step-two correction made while its details are being sent puts the row
 * back to 'pending' at once (server/storage/enquiryStore.ts), so that try's
 * outcome is only logged and the corrected details go out next.
 *
 * Delivery is at least once. A notification is marked 'sending' before it is
 * sent and 'sent' after, in the same database, so a restart never repeats a
 * delivery that was recorded. Two gaps, both bounded:
 * - If the process dies after the receiver accepted a notification but before
 *   'sent' was written (a few milliseconds), the row is still 'sending'; on
 *   the next start it goes back to 'pending' and is sent again.
 * - If the receiver goes quiet after the whole message was sent (an SMTP
 *   server that takes longer than its reply timeout to confirm), it may
 *   still deliver it. Such an attempt is retried, since it may also have been
 *   lost; after UNCONFIRMED_LIMIT of them the notification is not sent again
 *   but shown as 'unconfirmed' (`npm run enquiries -- list`) and logged, so
 *   a slow server receives at most that many copies instead of one per retry.
 * Repeats keep the e-mail's Message-ID and the webhook's Idempotency-Key, so
 * a receiver can spot them.
 *
 * One server process per database: releasing claims at start assumes no other
 * process is sending from the same file.
 */
import {getSystemErrorName} from 'util';
import type {FastifyBaseLogger} from 'fastify';
import {realScheduler, type Scheduler} from '../scheduler';
import type {Channel, NotificationKind, StoredEnquiry} from '../storage/enquiryStore';
import type {Remote} from '../storage/databaseWorker';
import type {OutboxItem, OutboxStore} from '../storage/outboxStore';

export interface Sender {
  /** Sends one notification: a new enquiry, or ('details') the details added to it at step two. */
  send(stored: StoredEnquiry, kind: NotificationKind): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** The outbox on the database worker (storage/databaseWorker.ts). */
  outbox: Remote<OutboxStore>;
  senders: Partial<Record<Channel, Sender>>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Time and timers; the real ones unless a test moves the clock itself. */
  scheduler?: Scheduler;
}

/** Attempts with an unknown outcome after which a notification is not sent again. */
export const UNCONFIRMED_LIMIT = 2;

/**
 * A notification still unsent after this many failed tries makes /healthz/notifications fail: at the default delays
 * (30 s, then doubling) about a minute and a half of failing, so one refused connection or a mail server's restart
 * does not.
 */
export const FAILING_AFTER_ATTEMPTS = 3;

/**
 * A notification due this long ago and not yet tried, or tried this long ago and still unanswered, makes
 * /healthz/notifications fail too: a delivery loop that has stopped records no failed try, so the count above never
 * sees it. Longer than the 10 minutes a mail server may take to confirm a message (mail.ts), plus the poll.
 */
export const OVERDUE_AFTER_MS = 15 * 60_000;

/** The wait before attempt n + 1 after n failed attempts: base, 2 x base, 4 x base ... up to the cap. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** An error a sender marks as "the receiver may have taken it" (see mail.ts). */
export class OutcomeUnknownError extends Error {
  readonly outcomeUnknown = true;
  constructor(readonly code: string) {
    super(`${code}: no reply after the message was sent`);
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The system's name for an errno ("ECONNREFUSED"), or '' for one it does not know: never throws. */
function systemErrorName(errno: number): string {
  try {
    return getSystemErrorName(errno);
  } catch {
    return '';
  }
}

/**
 * A short, non-personal description of a failure, for the outbox row and the
 * log: always a string, whatever was thrown. Error messages are left out
 * (they can quote the enquiry); codes name the cause, including the one
 * inside fetch's "fetch failed" (e.g. a certificate the webhook's server
 * cannot prove).
 */
export function failureCode(error: unknown): string {
  if (error === null || typeof error !== 'object') return 'error';
  const e = error as {
    code?: unknown;
    errno?: unknown;
    responseCode?: unknown;
    status?: unknown;
    name?: unknown;
    cause?: unknown;
  };
  if (typeof e.status === 'number')
    return typeof e.code === 'string' ? `${e.code} (HTTP ${e.status})` : `HTTP ${e.status}`;
  if (typeof e.responseCode === 'number')
    return typeof e.code === 'string' ? `${e.code} (SMTP ${e.responseCode})` : `SMTP ${e.responseCode}`;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return 'timeout';
  const cause = e.cause as {code?: unknown; name?: unknown} | undefined;
  const causeCode = cause && typeof cause === 'object' ? (text(cause.code) ?? text(cause.name)) : undefined;
  const own = typeof e.code === 'string' ? e.code : undefined;
  if (causeCode && (!own || e.name === 'TypeError')) return own ? `${own} ${causeCode}` : causeCode;
  // The mailer's socket errors carry the system's own (ESOCKET with errno -111): "connection refused" then reads
  // apart from a reset or a name that does not resolve.
  const system = Number.isSafeInteger(e.errno) && (e.errno as number) < 0 ? systemErrorName(e.errno as number) : '';
  if (own && /^E[A-Z]+$/.test(system) && system !== own) return `${own} ${system}`;
  return own ?? text(e.name) ?? 'error';
}

/**
 * What to change, for the failure a setting explains: a mail server without STARTTLS fails every e-mail, and an
 * operator's rehearsal read only "ETLS (SMTP 500)" until the health check turned.
 */
export function hintFor(code: string): {hint?: string} {
  return code.startsWith('ETLS')
    ? {
        hint: 'the mail server offers no STARTTLS: SMTP_SECURE=true for port 465, or SMTP_ALLOW_PLAINTEXT=on for a relay on this machine',
      }
    : {};
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const {outbox, senders, log, pollMs, retryBaseMs, retryMaxMs, scheduler = realScheduler} = options;
  const clock = () => scheduler.now();
  const channels = Object.keys(senders) as Channel[];
  let stopped = true;

  async function record(item: OutboxItem, error: unknown): Promise<void> {
    const context = {reference: item.enquiry.reference, channel: item.channel, kind: item.kind, attempt: item.attempts};
    const code = failureCode(error);
    const unknown = (error as {outcomeUnknown?: unknown} | null)?.outcomeUnknown === true;
    if (unknown && item.unconfirmed + 1 >= UNCONFIRMED_LIMIT) {
      await outbox.markUnconfirmed(item.id, `unconfirmed: ${code}`, new Date(clock()));
      log.error(
        {...context, error: code},
        'notification unconfirmed: the receiver went quiet after taking it each time; not sending it again, check it arrived',
      );
      return;
    }
    const waitMs = retryDelayMs(item.attempts, retryBaseMs, retryMaxMs);
    if (await outbox.markFailed(item.id, clock() + waitMs, code, unknown))
      log.warn(
        {...context, error: code, retryInSeconds: Math.round(waitMs / 1000), ...hintFor(code)},
        'notification failed',
      );
    else log.warn({...context, error: code}, 'notification failed; corrected meanwhile, so it is sent again now');
  }

  async function deliver(item: OutboxItem): Promise<void> {
    let failure: {error: unknown} | undefined;
    try {
      await senders[item.channel]!.send(item.enquiry, item.kind);
    } catch (error) {
      failure = {error};
    }
    try {
      if (failure) await record(item, failure.error);
      else {
        const recorded = await outbox.markSent(item.id, new Date(clock()));
        log.info(
          {reference: item.enquiry.reference, channel: item.channel, kind: item.kind, attempt: item.attempts},
          recorded ? 'notification sent' : 'notification sent; corrected meanwhile, so it is sent again',
        );
      }
    } catch (error) {
      // Recording failed (the database is in trouble): hand the row back rather than strand it as 'sending'.
      log.error({channel: item.channel, error: failureCode(error)}, 'could not record a delivery');
      try {
        await outbox.release(item.id);
      } catch {
        // Still 'sending': the next start releases it.
      }
    }
  }

  /** One channel's loop: drains what is due, then waits for the next due row, a poll or a kick. */
  function channelLoop(channel: Channel) {
    let cancelTimer = () => {};
    let draining: Promise<void> | undefined;
    let again = false;

    async function drain(): Promise<void> {
      do {
        again = false;
        // One at a time, so a row is 'sending' only while it is really being sent.
        for (;;) {
          if (stopped) return;
          const [item] = await outbox.claimDue(clock(), 1, [channel]);
          if (!item) break;
          await deliver(item);
        }
      } while (again && !stopped);
    }

    async function schedule(): Promise<void> {
      cancelTimer();
      if (stopped) return;
      let delay = pollMs;
      try {
        const next = await outbox.nextDueAt([channel]);
        if (next !== undefined) delay = Math.min(pollMs, Math.max(0, next - clock()));
      } catch {
        // The database is in trouble: try again after a poll.
      }
      // Stopped, or kicked again, while the database answered.
      if (stopped || draining) return;
      cancelTimer();
      cancelTimer = scheduler.after(delay, () => void kick());
    }

    function kick(): Promise<void> {
      if (stopped) return Promise.resolve();
      if (draining) {
        again = true;
        return draining;
      }
      draining = drain()
        .catch((error: unknown) => log.error({channel, error: failureCode(error)}, 'outbox worker failed'))
        .finally(() => {
          draining = undefined;
          // Awaited, so a kick resolves once the next wake-up is set.
          return schedule();
        });
      return draining;
    }

    return {
      kick,
      async stop(): Promise<void> {
        cancelTimer();
        await draining;
      },
    };
  }

  const loops = channels.map(channelLoop);

  return {
    async start(): Promise<void> {
      if (channels.length === 0) return;
      stopped = false;
      const released = await outbox.releaseClaims();
      if (released > 0) log.warn({count: released}, 'retrying notifications left unfinished by the last run');
      for (const loop of loops) void loop.kick();
    },
    /** Sends whatever is due now on every channel (called after each new enquiry and on timers). */
    async kick(): Promise<void> {
      await Promise.all(loops.map((loop) => loop.kick()));
    },
    /** Stops the timers and waits for deliveries in progress, so their results are recorded before the database closes. */
    async stop(): Promise<void> {
      stopped = true;
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
