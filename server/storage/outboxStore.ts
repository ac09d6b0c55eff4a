/**
 * The outbox: one row per notification (an e-mail or a webhook post) to send
 * about an enquiry. A row is claimed before sending ('sending') and marked
 * 'sent' after, in this same database, so a restart never sends a delivered
 * notification again. See server/notify/outboxWorker.ts for the crash case.
 */
import type {Db} from './database';
import {fromRow, type Channel, type NotificationKind, type StoredEnquiry} from './enquiryStore';

export interface OutboxItem {
  id: number;
  channel: Channel;
  /** A new enquiry, or the details added to it at step two. */
  kind: NotificationKind;
  /** Attempts so far, including the one this claim starts. */
  attempts: number;
  /** Earlier attempts whose outcome is unknown (the receiver went quiet after taking the message). */
  unconfirmed: number;
  enquiry: StoredEnquiry;
}

export interface NotificationState {
  channel: Channel;
  kind: NotificationKind;
  status: string;
  attempts: number;
  /** When it is (or was) due to be tried next, epoch ms. */
  dueAt: number;
  /** The last failed try's code (ESOCKET, ETLS (SMTP 500), EHTTP 503 ...), kept for the broker's export and `show`. */
  lastError?: string;
}

export function createOutboxStore(db: Db) {
  const due = db.prepare(
    `SELECT o.id AS outbox_id, o.channel, o.kind AS outbox_kind, o.attempts, o.unconfirmed, e.*
       FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id
      WHERE o.status = 'pending' AND o.next_attempt_at <= ? AND instr(?, ',' || o.channel || ',') > 0
      ORDER BY o.next_attempt_at, o.id
      LIMIT ?`,
  );
  const claim = db.prepare(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1, claimed_at = ?
      WHERE id = ? AND status = 'pending'`,
  );
  const sent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = NULL WHERE id = ? AND status = 'sending'`,
  );
  const failed = db.prepare(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, last_error = ?, unconfirmed = unconfirmed + ?
      WHERE id = ? AND status = 'sending'`,
  );
  const unconfirmedSent = db.prepare(
    `UPDATE outbox SET status = 'sent', sent_at = ?, last_error = ?, unconfirmed = unconfirmed + 1
      WHERE id = ? AND status = 'sending'`,
  );
  const release = db.prepare(`UPDATE outbox SET status = 'pending' WHERE status = 'sending'`);
  const releaseOne = db.prepare(`UPDATE outbox SET status = 'pending' WHERE id = ? AND status = 'sending'`);
  const nextDue = db.prepare(
    `SELECT MIN(next_attempt_at) AS at FROM outbox WHERE status = 'pending' AND instr(?, ',' || channel || ',') > 0`,
  );
  /** The channels as one parameter, ",email,webhook,", matched with instr(). */
  const channelList = (channels: readonly Channel[]) => `,${channels.join(',')},`;
  // Only rows a failed try left waiting for a later one: a row never tried is already due, and one already due (an
  // overdue row, which /healthz/notifications reports) must keep its time, or the alarm would go quiet.
  const bringForward = db.prepare(
    `UPDATE outbox SET next_attempt_at = ? WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > ?`,
  );
  // Enquiries the broker has not been sent (no new-enquiry notification sent) and none waits for on these channels:
  // stored while notifications were off (the server queues one per channel it has, possible spam included), or queued
  // only on a channel the server does not have.
  const notYetSent = `NOT EXISTS (
       SELECT 1 FROM outbox o WHERE o.enquiry_id = e.id AND o.kind = 'enquiry'
          AND (o.status = 'sent' OR instr(?, ',' || o.channel || ',') > 0))`;
  const unnotified = db.prepare(`SELECT id FROM enquiries e WHERE ${notYetSent} ORDER BY id`);
  const unnotifiedCount = db.prepare(`SELECT COUNT(*) AS n FROM enquiries e WHERE ${notYetSent}`);
  const insertNotification = db.prepare(
    `INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (?, ?, 'enquiry', ?)`,
  );
  const counts = db.prepare(`SELECT status, COUNT(*) AS n FROM outbox GROUP BY status`);
  // 'pending' only: a row is 'sending' while a try runs, its attempts already counted.
  const failingChannels = db.prepare(
    `SELECT DISTINCT channel FROM outbox
      WHERE status = 'pending' AND attempts >= ? AND instr(?, ',' || channel || ',') > 0
      ORDER BY channel`,
  );
  const overdueChannels = db.prepare(
    `SELECT DISTINCT channel FROM outbox
      WHERE ((status = 'pending' AND next_attempt_at < ?) OR (status = 'sending' AND claimed_at < ?))
        AND instr(?, ',' || channel || ',') > 0
      ORDER BY channel`,
  );
  const allRows = db.prepare(
    `SELECT enquiry_id, channel, kind, status, attempts, unconfirmed, last_error, next_attempt_at FROM outbox ORDER BY id`,
  );

  const claimDue = db.transaction((now: number, limit: number, channels: readonly Channel[]): OutboxItem[] => {
    const rows = due.all(now, channelList(channels), limit) as ({
      outbox_id: number;
      channel: Channel;
      outbox_kind: NotificationKind;
      attempts: number;
      unconfirmed: number;
    } & Parameters<typeof fromRow>[0])[];
    return rows
      .filter((row) => claim.run(now, row.outbox_id).changes === 1)
      .map((row) => ({
        id: row.outbox_id,
        channel: row.channel,
        kind: row.outbox_kind,
        attempts: row.attempts + 1,
        unconfirmed: row.unconfirmed,
        enquiry: fromRow(row),
      }));
  });

  const queueNeverNotified = db.transaction((channels: readonly Channel[], now: number): number => {
    const queued = new Set<number>();
    for (const channel of channels)
      for (const {id} of unnotified.all(channelList([channel])) as {id: number}[]) {
        insertNotification.run(id, channel, now);
        queued.add(id);
      }
    return queued.size;
  });

  return {
    /** Claims up to `limit` due notifications on the given channels, marking them 'sending'. */
    claimDue(now: number, limit: number, channels: readonly Channel[]): OutboxItem[] {
      return claimDue.immediate(now, limit, channels);
    },
    /** False when the row was no longer 'sending' (a correction put it back to be sent again). */
    markSent(id: number, now = new Date()): boolean {
      return sent.run(now.toISOString(), id).changes === 1;
    },
    /**
     * Puts a notification back to be tried again at `retryAt` (epoch ms);
     * `error` must hold nothing personal. `unconfirmed`: the receiver may have
     * taken it (counted, to bound repeats).
     */
    markFailed(id: number, retryAt: number, error: string, unconfirmed = false): boolean {
      return failed.run(retryAt, String(error).slice(0, 200), unconfirmed ? 1 : 0, id).changes === 1;
    },
    /** Stops retrying a notification the receiver has probably taken, keeping why (see outboxWorker.ts). */
    markUnconfirmed(id: number, error: string, now = new Date()): void {
      unconfirmedSent.run(now.toISOString(), String(error).slice(0, 200), id);
    },
    /** Returns one claimed notification to 'pending' (after a failure that could not be recorded otherwise). */
    release(id: number): void {
      releaseOne.run(id);
    },
    /**
     * Returns notifications left 'sending' by a process that stopped mid-send
     * to 'pending'. Only safe while no other process sends from this database.
     */
    releaseClaims(): number {
      return release.run().changes;
    },
    /**
     * Makes every notification waiting for another try after a failed one due at `now` (epoch ms), and says how
     * many: for after a channel is fixed, when the next try could be up to an hour away. The running server's poll
     * picks them up on the channels it has.
     */
    retryNow(now: number): number {
      return bringForward.run(now, now).changes;
    },
    /**
     * Queues a new-enquiry notification on each of `channels`, due at `now` (epoch ms), for every enquiry the broker
     * has not been sent and that none waits for on that channel, and says for how many enquiries: for after a channel
     * is set, so the broker gets those stored while notifications were off. It carries any details added since.
     */
    queueNeverNotified(channels: readonly Channel[], now: number): number {
      return queueNeverNotified.immediate(channels, now);
    },
    /** How many enquiries the broker has not been sent and none waits for on any of `channels`. */
    countNeverNotified(channels: readonly Channel[]): number {
      return (unnotifiedCount.get(channelList(channels)) as {n: number}).n;
    },
    /** When the next pending notification is due (epoch ms), if any. */
    nextDueAt(channels: readonly Channel[]): number | undefined {
      return (nextDue.get(channelList(channels)) as {at: number | null}).at ?? undefined;
    },
    /**
     * Each enquiry's notifications, e.g. 12 -> [{channel: 'email', status: 'sent', attempts: 1}].
     * Status 'unconfirmed': given up after the receiver went quiet having taken it (see outboxWorker.ts).
     */
    byEnquiry(): Map<number, NotificationState[]> {
      const map = new Map<number, NotificationState[]>();
      for (const row of allRows.all() as (NotificationState & {
        enquiry_id: number;
        unconfirmed: number;
        last_error: string | null;
        next_attempt_at: number;
      })[]) {
        const list = map.get(row.enquiry_id) ?? [];
        const status = row.status === 'sent' && row.last_error ? 'unconfirmed' : row.status;
        list.push({
          channel: row.channel,
          kind: row.kind,
          status,
          attempts: row.attempts,
          dueAt: row.next_attempt_at,
          ...(row.last_error ? {lastError: row.last_error} : {}),
        });
        map.set(row.enquiry_id, list);
      }
      return map;
    },
    /** The channels with a notification waiting for another try after `attempts` failed tries or more. */
    failing(channels: readonly Channel[], attempts: number): Channel[] {
      return (failingChannels.all(attempts, channelList(channels)) as {channel: Channel}[]).map((row) => row.channel);
    },
    /** The channels with a notification due before `before` and not yet tried, or tried before it and unanswered. */
    overdue(channels: readonly Channel[], before: number): Channel[] {
      return (overdueChannels.all(before, before, channelList(channels)) as {channel: Channel}[]).map(
        (row) => row.channel,
      );
    },
    counts(): Record<'pending' | 'sending' | 'sent', number> {
      const result = {pending: 0, sending: 0, sent: 0};
      for (const {status, n} of counts.all() as {status: keyof typeof result; n: number}[]) result[status] = n;
      return result;
    },
  };
}

export type OutboxStore = ReturnType<typeof createOutboxStore>;
