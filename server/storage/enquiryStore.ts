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
import type {Enquiry, EnquiryDetails} from '../../src/enquiry/schema';
import {hashDetailsToken, newDetailsToken, tokenMatches} from '../enquiries/detailsToken';
import {newReference} from '../enquiries/reference';
import type {Db} from './database';

export type Channel = 'email' | 'webhook';
/** What a notification is about: a new enquiry, or the details added to it at step two. */
export type NotificationKind = 'enquiry' | 'details';

export interface StoredEnquiry {
  id: number;
  reference: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  enquiry: Enquiry;
  spam: boolean;
  spamReason?: string;
  source: 'json' | 'form';
  /** ISO 8601, UTC: when step two's details were added, if they were. */
  detailsAddedAt?: string;
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

/**
 * The stored enquiry; `repeat` when the submission had already been stored
 * (nothing new was queued). `detailsToken`: the secret for step two, issued
 * anew on a repeat (only the hash is kept, so the first one cannot be given
 * back); absent once details have been added.
 */
export type SaveResult = StoredEnquiry & {repeat: boolean; detailsToken?: string};

/** Step two's outcome: added (and queued), already added earlier (nothing changed), or refused (nothing changed). */
export type DetailsOutcome =
  {kind: 'added'; stored: StoredEnquiry} | {kind: 'repeat'; stored: StoredEnquiry} | {kind: 'refused'};

interface Row {
  id: number;
  reference: string;
  created_at: string;
  data: string;
  spam: number;
  spam_reason: string | null;
  source: 'json' | 'form';
  details_token_hash?: string | null;
  details_added_at?: string | null;
}

export function fromRow(row: Row): StoredEnquiry {
  return {
    ...(row.details_added_at ? {detailsAddedAt: row.details_added_at} : {}),
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
    `INSERT INTO enquiries (reference, created_at, service, data, spam, spam_reason, source, fingerprint, details_token_hash)
     VALUES (@reference, @createdAt, @service, @data, @spam, @spamReason, @source, @fingerprint, @detailsTokenHash)`,
  );
  const setTokenHash = db.prepare(
    'UPDATE enquiries SET details_token_hash = ? WHERE id = ? AND details_added_at IS NULL',
  );
  const setDetails = db.prepare('UPDATE enquiries SET data = ?, details_added_at = ? WHERE id = ?');
  const insertKey = db.prepare('INSERT OR IGNORE INTO submission_keys (key, enquiry_id, created_at) VALUES (?, ?, ?)');
  const selectByKey = db.prepare(
    'SELECT e.* FROM submission_keys k JOIN enquiries e ON e.id = k.enquiry_id WHERE k.key = ?',
  );
  const selectByFingerprint = db.prepare(
    'SELECT * FROM enquiries WHERE fingerprint = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
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
      return {...fromRow(previous), repeat: true, detailsToken: issueToken(previous.id)};
    }
    const detailsToken = newDetailsToken();
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
          detailsTokenHash: hashDetailsToken(detailsToken),
        });
        const id = Number(lastInsertRowid);
        if (item.key) insertKey.run(item.key, id, now.toISOString());
        // Possible spam is notified too, marked as such (see notify/enquiryMessage.ts): never dropped silently.
        for (const channel of channels) insertOutbox.run(id, channel, 'enquiry', now.getTime());
        const {key: _key, fingerprint: _fingerprint, ...rest} = item;
        return {
          id,
          reference,
          createdAt: now.toISOString(),
          spam: Boolean(item.spamReason),
          ...rest,
          repeat: false,
          detailsToken,
        };
      } catch (error) {
        // A reference already taken (a chance in hundreds of millions): draw another.
        const taken = (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE';
        if (!taken || attempt >= 5) throw error;
      }
    }
  });

  /** A new step-two secret for the enquiry, replacing the last; undefined once details have been added. */
  function issueToken(id: number): string | undefined {
    const token = newDetailsToken();
    return setTokenHash.run(hashDetailsToken(token), id).changes === 1 ? token : undefined;
  }

  const addDetails = db.transaction(
    (
      reference: string,
      token: string,
      details: EnquiryDetails,
      channels: readonly Channel[],
      now: Date,
    ): DetailsOutcome => {
      const row = selectByReference.get(reference) as Row | undefined;
      if (!row || !tokenMatches(token, row.details_token_hash)) return {kind: 'refused'};
      if (row.details_added_at) return {kind: 'repeat', stored: fromRow(row)};
      // Step two adds to step one: a field left blank does not erase what step one sent (a readiness check's message).
      const data = JSON.stringify({...(JSON.parse(row.data) as Enquiry), ...details});
      setDetails.run(data, now.toISOString(), row.id);
      for (const channel of channels) insertOutbox.run(row.id, channel, 'details', now.getTime());
      return {kind: 'added', stored: fromRow({...row, data, details_added_at: now.toISOString()})};
    },
  );

  return {
    /**
     * Stores an enquiry and queues a notification on each channel (possible
     * spam included, flagged). Returns once the transaction has committed (synchronous=FULL:
     * on disk), so the caller may acknowledge it.
     */
    save(item: NewEnquiry, channels: readonly Channel[], now = new Date()): SaveResult {
      return save.immediate(item, channels, now);
    },
    /**
     * Step two: adds the details to the enquiry with this reference, if the
     * token is its secret, and queues a 'details' notification on each
     * channel, in one transaction. Details already added are not changed
     * again (the same request sent twice is stored and notified once).
     */
    addDetails(
      reference: string,
      token: string,
      details: EnquiryDetails,
      channels: readonly Channel[],
      now = new Date(),
    ): DetailsOutcome {
      return addDetails.immediate(reference, token, details, channels, now);
    },
    /** Whether this token opens step two for this reference: 'open', 'added' (already done) or 'refused'. Reads only. */
    detailsAccess(reference: string, token: string): 'open' | 'added' | 'refused' {
      const row = selectByReference.get(reference) as Row | undefined;
      if (!row || !tokenMatches(token, row.details_token_hash)) return 'refused';
      return row.details_added_at ? 'added' : 'open';
    },
    /** A fresh step-two secret for a stored enquiry (its first answer was lost); undefined once details were added. */
    issueDetailsToken(id: number): string | undefined {
      return issueToken(id);
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
