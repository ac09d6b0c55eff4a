/**
 * Enquiries and their outbox rows. An enquiry and the notifications to send
 * about it are written in one transaction, so an enquiry is never stored
 * without its notifications, nor a notification queued for an enquiry that
 * was not stored.
 *
 * One enquiry per submission: a request carrying a submission key seen
 * within KEY_LIFETIME_MS with the same content, or (without a key) the same
 * content as an enquiry stored within the fingerprint window, gets that
 * enquiry back (`repeat: true`) and stores and queues nothing. The same key
 * with other content is a conflict: nothing is stored or answered for it,
 * so a key can never make one visitor's enquiry stand for another's. The
 * look-up and the insert are one immediate transaction, so two copies
 * arriving together cannot both be stored.
 *
 * Keys and step-two secrets are kept as hashes only. Step two's details are
 * kept apart from step one (column details) and shown over it (stepTwo.ts):
 * they add, never erase; a second step two with other details is a
 * correction, logged in `changes` and notified again.
 */
import type {Enquiry, EnquiryDetails} from '../../src/enquiry/schema';
import {hashDetailsToken, newDetailsToken, tokenMatches} from '../enquiries/detailsToken';
import {contentFingerprint, hashSubmissionKey} from '../enquiries/idempotency';
import {combinedEnquiry, detailsChanges, sameDetails, type Change} from '../enquiries/stepTwo';
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
  /** What step two (or a later correction of it) changed of what the visitor had sent before, oldest first. */
  changes?: Change[];
}

export interface NewEnquiry {
  enquiry: Enquiry;
  /** The submission's key (Idempotency-Key), when the client made one. */
  key?: string;
  /** Whether to match the content alone within `fingerprintWindowMs` (posts that carry no key). */
  byContent?: boolean;
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

/** The key was first sent with other content: nothing stored, nothing answered about the first. */
export type SaveOutcome = SaveResult | {conflict: true};

/**
 * Step two's outcome: added (and queued); corrected (other details than
 * before: logged in `changes` and queued again); the same again (nothing
 * changed); or refused (no such reference, wrong or expired secret).
 */
export type DetailsOutcome = {kind: 'added' | 'corrected' | 'repeat'; stored: StoredEnquiry} | {kind: 'refused'};

/** How long a submission key stands for its submission (resends after a lost answer, from a draft kept by the browser). */
export const KEY_LIFETIME_MS = 7 * 24 * 3600_000;
/** How long a step-two secret works after it was issued. */
export const DETAILS_TOKEN_LIFETIME_MS = 24 * 3600_000;

interface Row {
  id: number;
  reference: string;
  created_at: string;
  data: string;
  spam: number;
  spam_reason: string | null;
  source: 'json' | 'form';
  details_token_hash?: string | null;
  details_token_expires_at?: string | null;
  details_added_at?: string | null;
  details?: string | null;
  changes?: string | null;
}

export function fromRow(row: Row): StoredEnquiry {
  return {
    ...(row.details_added_at ? {detailsAddedAt: row.details_added_at} : {}),
    id: row.id,
    reference: row.reference,
    createdAt: row.created_at,
    enquiry: combinedEnquiry(JSON.parse(row.data) as Enquiry, row.details ? JSON.parse(row.details) : undefined),
    ...(row.changes ? {changes: JSON.parse(row.changes) as Change[]} : {}),
    spam: row.spam === 1,
    spamReason: row.spam_reason ?? undefined,
    source: row.source,
  };
}

/** How long a content fingerprint stands for the same submission: a double click, a resend after a lost answer. */
export const FINGERPRINT_WINDOW_MS = 10 * 60_000;

export function createEnquiryStore(db: Db, fingerprintWindowMs = FINGERPRINT_WINDOW_MS) {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (reference, created_at, service, data, spam, spam_reason, source, fingerprint, details_token_hash, details_token_expires_at)
     VALUES (@reference, @createdAt, @service, @data, @spam, @spamReason, @source, @fingerprint, @detailsTokenHash, @tokenExpiresAt)`,
  );
  const setTokenHash = db.prepare(
    'UPDATE enquiries SET details_token_hash = ?, details_token_expires_at = ? WHERE id = ? AND details_added_at IS NULL',
  );
  const setDetails = db.prepare(
    'UPDATE enquiries SET details = ?, changes = ?, details_added_at = coalesce(details_added_at, ?) WHERE id = ?',
  );
  // A key seen before but expired is taken over by its new submission.
  const insertKey = db.prepare(
    'INSERT OR REPLACE INTO submission_keys (key_hash, enquiry_id, created_at, body_hash) VALUES (?, ?, ?, ?)',
  );
  const selectByKey = db.prepare(
    `SELECT e.*, k.body_hash AS key_body_hash FROM submission_keys k JOIN enquiries e ON e.id = k.enquiry_id
     WHERE k.key_hash = ? AND k.created_at >= ?`,
  );
  // A correction is notified again once the details have gone out or while they are going: a row being sent
  // carries the details it was claimed with, and the sender's 'sent' (WHERE status = 'sending') then changes
  // nothing, so the row stays due. A row still waiting will carry the correction anyway.
  const requeueDetails = db.prepare(
    `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, sent_at = NULL, last_error = NULL, unconfirmed = 0
     WHERE enquiry_id = ? AND kind = 'details' AND status IN ('sent', 'sending')`,
  );
  const selectByFingerprint = db.prepare(
    'SELECT * FROM enquiries WHERE fingerprint = ? AND created_at >= ? ORDER BY id DESC LIMIT 1',
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (?, ?, ?, ?)',
  );
  // A row already waiting will carry the latest details; none yet (the first step two only repeated step one): queued.
  const queueDetails = db.prepare(
    `INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (?, ?, 'details', ?)
     ON CONFLICT (enquiry_id, channel, kind) DO NOTHING`,
  );
  // An enquiry stored while notifications were off has no new-enquiry notification on the channel: step two sends that
  // (it carries the details), not details of an enquiry the broker never had.
  const queueFirstNotice = db.prepare(
    `INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (?, ?, 'enquiry', ?)
     ON CONFLICT (enquiry_id, channel, kind) DO NOTHING`,
  );
  const selectByReference = db.prepare('SELECT * FROM enquiries WHERE reference = ?');
  const selectAll = db.prepare('SELECT * FROM enquiries ORDER BY created_at, id');

  const ago = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

  /** The enquiry a live key made, with the hash of the content it first carried. */
  function keyed(key: string, now: Date) {
    return selectByKey.get(hashSubmissionKey(key), ago(now, KEY_LIFETIME_MS)) as
      (Row & {key_body_hash: string | null}) | undefined;
  }

  /** The enquiry this submission already made, if any; 'conflict' when its key first came with other content. */
  function earlier(item: NewEnquiry, bodyHash: string, now: Date): Row | 'conflict' | undefined {
    if (item.key) {
      const row = keyed(item.key, now);
      if (!row) return undefined;
      return row.key_body_hash === bodyHash ? row : 'conflict';
    }
    if (item.byContent) return selectByFingerprint.get(bodyHash, ago(now, fingerprintWindowMs)) as Row | undefined;
    return undefined;
  }

  const save = db.transaction((item: NewEnquiry, channels: readonly Channel[], now: Date): SaveOutcome => {
    // The key is bound to a hash of the checked content it first carried.
    const bodyHash = contentFingerprint(item.enquiry);
    const previous = earlier(item, bodyHash, now);
    if (previous === 'conflict') return {conflict: true};
    if (previous) return {...fromRow(previous), repeat: true, detailsToken: issueToken(previous.id, now)};
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
          fingerprint: item.byContent ? bodyHash : null,
          detailsTokenHash: hashDetailsToken(detailsToken),
          tokenExpiresAt: new Date(now.getTime() + DETAILS_TOKEN_LIFETIME_MS).toISOString(),
        });
        const id = Number(lastInsertRowid);
        if (item.key) insertKey.run(hashSubmissionKey(item.key), id, now.toISOString(), bodyHash);
        // Possible spam is notified too, marked as such (see notify/enquiryMessage.ts): never dropped silently.
        for (const channel of channels) insertOutbox.run(id, channel, 'enquiry', now.getTime());
        const {key: _key, byContent: _byContent, ...rest} = item;
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
  function issueToken(id: number, now: Date): string | undefined {
    const token = newDetailsToken();
    const expires = new Date(now.getTime() + DETAILS_TOKEN_LIFETIME_MS).toISOString();
    return setTokenHash.run(hashDetailsToken(token), expires, id).changes === 1 ? token : undefined;
  }

  /** Whether the token opens this row's step two now. */
  const tokenOpens = (row: Row | undefined, token: string, now: Date): row is Row =>
    Boolean(row) &&
    tokenMatches(token, row!.details_token_hash) &&
    (row!.details_token_expires_at ?? '') > now.toISOString();

  const addDetails = db.transaction(
    (
      reference: string,
      token: string,
      details: EnquiryDetails,
      channels: readonly Channel[],
      now: Date,
    ): DetailsOutcome => {
      const row = selectByReference.get(reference) as Row | undefined;
      if (!tokenOpens(row, token, now)) return {kind: 'refused'};
      const stepOne = JSON.parse(row.data) as Enquiry;
      const before = row.details ? (JSON.parse(row.details) as EnquiryDetails) : undefined;
      // Details added before step two was kept apart (already merged into data): nothing to compare with.
      if (row.details_added_at && !before) return {kind: 'repeat', stored: fromRow(row)};
      if (before && sameDetails(before, details)) return {kind: 'repeat', stored: fromRow(row)};
      const changes = [
        ...(row.changes ? (JSON.parse(row.changes) as Change[]) : []),
        ...detailsChanges(stepOne, before, details, now.toISOString()),
      ];
      const updated = {
        ...row,
        details: JSON.stringify(details),
        changes: changes.length > 0 ? JSON.stringify(changes) : null,
        details_added_at: row.details_added_at ?? now.toISOString(),
      };
      setDetails.run(updated.details, updated.changes, now.toISOString(), row.id);
      // Notified only when what the broker sees changes: a step two that repeats step one (the readiness check's
      // hand-over fills it in), or a correction that only clears a field step one also gave, tells him nothing new.
      if (JSON.stringify(combinedEnquiry(stepOne, details)) !== JSON.stringify(combinedEnquiry(stepOne, before))) {
        if (before) requeueDetails.run(now.getTime(), row.id);
        for (const channel of channels)
          if (queueFirstNotice.run(row.id, channel, now.getTime()).changes === 0)
            queueDetails.run(row.id, channel, now.getTime());
      }
      return {kind: before ? 'corrected' : 'added', stored: fromRow(updated)};
    },
  );

  return {
    /**
     * Stores an enquiry and queues a notification on each channel (possible
     * spam included, flagged). Returns once the transaction has committed (synchronous=FULL:
     * on disk), so the caller may acknowledge it.
     */
    save(item: NewEnquiry, channels: readonly Channel[], now = new Date()): SaveOutcome {
      return save.immediate(item, channels, now);
    },
    /**
     * Step two: adds the details to the enquiry with this reference, if the
     * token is its unexpired secret, and queues a 'details' notification on
     * each channel, in one transaction. The same details sent again change
     * nothing; other details are a correction (logged, notified again).
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
    detailsAccess(reference: string, token: string, now = new Date()): 'open' | 'added' | 'refused' {
      const row = selectByReference.get(reference) as Row | undefined;
      if (!tokenOpens(row, token, now)) return 'refused';
      return row.details_added_at ? 'added' : 'open';
    },
    /** A fresh step-two secret for a stored enquiry (its first answer was lost); undefined once details were added. */
    issueDetailsToken(id: number, now = new Date()): string | undefined {
      return issueToken(id, now);
    },
    /**
     * The enquiry a live submission key made, if it was stored with this
     * content: a key alone (read from a backup, or fixed by another site)
     * reveals nothing.
     */
    byKey(key: string, enquiry: Enquiry, now = new Date()): StoredEnquiry | undefined {
      const row = keyed(key, now);
      return row && row.key_body_hash === contentFingerprint(enquiry) ? fromRow(row) : undefined;
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
