/**
 * Enquiries and their outbox rows. An enquiry and the notifications to send
 * about it are written in one transaction, so an enquiry is never stored
 * without its notifications, nor a notification queued for an enquiry that
 * was not stored.
 *
 * One enquiry per submission: a request carrying a submission key already
 * seen, or (without a key) the same content as an enquiry stored within
 * the fingerprint window, gets that enquiry back (`repeat: true`) and
 * stores and queues nothing. The look-up and the insert are one immediate
 * transaction, so two copies arriving together cannot both be stored.
 */
import type {Enquiry} from '../../src/enquiry/schema';
import {newReference} from '../enquiries/reference';
import type {Db} from './database';

export type Channel = 'email' | 'webhook';

export interface StoredEnquiry {
  id: number;
  reference: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  enquiry: Enquiry;
  spam: boolean;
  spamReason?: string;
  source: 'json' | 'form';
}

export interface NewEnquiry {
  enquiry: Enquiry;
  /** The submission's key (Idempotency-Key), when the client made one. */
  key?: string;
  /** A hash of the content, matched within `fingerprintWindowMs` (for posts that carry no key). */
  fingerprint?: string;
  /** Why the enquiry looks like spam; it is still notified, marked "possible spam". */
  spamReason?: string;
  source: 'json' | 'form';
}

/** The stored enquiry; `repeat` when the submission had already been stored (nothing new was queued). */
export type SaveResult = StoredEnquiry & {repeat: boolean};

interface Row {
  id: number;
  reference: string;
  created_at: string;
  data: string;
  spam: number;
  spam_reason: string | null;
  source: 'json' | 'form';
}

export function fromRow(row: Row): StoredEnquiry {
  return {
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    enquiry: JSON.parse(row.data) as Enquiry,
    spam: row.spam === 1,
    spamReason: row.spam_reason ?? undefined,
    source: row.source,
  };
}

/** How long a content fingerprint stands for the same submission: a double click, a resend after a lost answer. */
export const FINGERPRINT_WINDOW_MS = 10 * 60_000;

export function createEnquiryStore(db: Db, fingerprintWindowMs = FINGERPRINT_WINDOW_MS) {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (reference, created_at, service, data, spam, spam_reason, source, fingerprint)
     VALUES (@reference, @createdAt, @service, @data, @spam, @spamReason, @source, @fingerprint)`,
  );
  const insertKey = db.prepare('INSERT OR IGNORE INTO submission_keys (key, enquiry_id, created_at) VALUES (?, ?, ?)');
  const selectByKey = db.prepare(
    'SELECT e.* FROM submission_keys k JOIN enquiries e ON e.id = k.enquiry_id WHERE k.key = ?',
  );
  const selectByFingerprint = db.prepare(
    'SELECT * FROM enquiries WHERE fingerprint = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (enquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)');
  const selectByReference = db.prepare('SELECT * FROM enquiries WHERE reference = ?');
  const selectAll = db.prepare('SELECT * FROM enquiries ORDER BY created_at, id');

  /** The enquiry this submission already made, if any. */
  function earlier(item: NewEnquiry, now: Date): Row | undefined {
    if (item.key) {
      const row = selectByKey.get(item.key) as Row | undefined;
      if (row) return row;
    }
    if (item.fingerprint) {
      const since = new Date(now.getTime() - fingerprintWindowMs).toISOString();
      return selectByFingerprint.get(item.fingerprint, since) as Row | undefined;
    }
    return undefined;
  }

  const save = db.transaction((item: NewEnquiry, channels: readonly Channel[], now: Date): SaveResult => {
    const previous = earlier(item, now);
    if (previous) {
      if (item.key) insertKey.run(item.key, previous.id, now.toISOString());
      return {...fromRow(previous), repeat: true};
    }
    for (let attempt = 1; ; attempt += 1) {
      const reference = newReference(now);
      try {
        const {lastInsertRowid} = insertEnquiry.run({
          reference,
          createdAt: now.toISOString(),
          service: item.enquiry.service,
          data: JSON.stringify(item.enquiry),
          spam: item.spamReason ? 1 : 0,
          spamReason: item.spamReason ?? null,
          source: item.source,
          fingerprint: item.fingerprint ?? null,
        });
        const id = Number(lastInsertRowid);
        if (item.key) insertKey.run(item.key, id, now.toISOString());
        // Possible spam is notified too, marked as such (see notify/enquiryMessage.ts): never dropped silently.
        for (const channel of channels) insertOutbox.run(id, channel, now.getTime());
        const {key: _key, fingerprint: _fingerprint, ...rest} = item;
        return {id, reference, createdAt: now.toISOString(), spam: Boolean(item.spamReason), ...rest, repeat: false};
      } catch (error) {
        // A reference already taken (a chance in hundreds of millions): draw another.
        const taken = (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE';
        if (!taken || attempt >= 5) throw error;
      }
    }
  });

  return {
    /**
     * Stores an enquiry and queues a notification on each channel (possible
     * spam included, flagged). Returns once the transaction has committed (synchronous=FULL:
     * on disk), so the caller may acknowledge it.
     */
    save(item: NewEnquiry, channels: readonly Channel[], now = new Date()): SaveResult {
      return save.immediate(item, channels, now);
    },
    /** The enquiry a submission key made, if it has been stored. */
    byKey(key: string): StoredEnquiry | undefined {
      const row = selectByKey.get(key) as Row | undefined;
      return row && fromRow(row);
    },
    byReference(reference: string): StoredEnquiry | undefined {
      const row = selectByReference.get(reference) as Row | undefined;
      return row && fromRow(row);
    },
    *all(): Generator<StoredEnquiry> {
      for (const row of selectAll.iterate() as Iterable<Row>) yield fromRow(row);
    },
  };
}

export type EnquiryStore = ReturnType<typeof createEnquiryStore>;
