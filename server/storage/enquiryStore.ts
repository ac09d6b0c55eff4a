/**
 * Enquiries and their outbox rows. An enquiry and the notifications to send
 * about it are written in one transaction, so an enquiry is never stored
 * without its notifications, nor a notification queued for an enquiry that
 * was not stored.
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
  /** Why the enquiry looks like spam; a spam enquiry is stored but not notified. */
  spamReason?: string;
  source: 'json' | 'form';
}

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

export function createEnquiryStore(db: Db) {
  const insertEnquiry = db.prepare(
    `INSERT INTO enquiries (reference, created_at, service, data, spam, spam_reason, source)
     VALUES (@reference, @createdAt, @service, @data, @spam, @spamReason, @source)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (enquiry_id, channel, next_attempt_at) VALUES (?, ?, ?)');
  const selectByReference = db.prepare('SELECT * FROM enquiries WHERE reference = ?');
  const selectAll = db.prepare('SELECT * FROM enquiries ORDER BY created_at, id');

  const save = db.transaction((item: NewEnquiry, channels: readonly Channel[], now: Date): StoredEnquiry => {
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
        });
        const id = Number(lastInsertRowid);
        if (!item.spamReason) for (const channel of channels) insertOutbox.run(id, channel, now.getTime());
        return {id, reference, createdAt: now.toISOString(), spam: Boolean(item.spamReason), ...item};
      } catch (error) {
        // A reference already taken (a chance in hundreds of millions): draw another.
        const taken = (error as {code?: string}).code === 'SQLITE_CONSTRAINT_UNIQUE';
        if (!taken || attempt >= 5) throw error;
      }
    }
  });

  return {
    /**
     * Stores an enquiry and queues a notification on each channel (none for
     * spam). Returns once the transaction has committed (synchronous=FULL:
     * on disk), so the caller may acknowledge it.
     */
    save(item: NewEnquiry, channels: readonly Channel[], now = new Date()): StoredEnquiry {
      return save.immediate(item, channels, now);
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
