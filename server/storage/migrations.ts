/**
 * The database's migrations, applied in order at start-up. Each runs once,
 * inside a transaction with the bump of schema_version, so a crash part-way
 * leaves the database at the previous version. Add a migration at the end;
 * never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  // 1: enquiries, and the outbox of notifications to send for them.
  `
  CREATE TABLE enquiries (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    service TEXT NOT NULL,
    data TEXT NOT NULL,
    spam INTEGER NOT NULL DEFAULT 0,
    spam_reason TEXT,
    source TEXT NOT NULL
  );
  CREATE INDEX enquiries_created_at ON enquiries (created_at);

  CREATE TABLE outbox (
    id INTEGER PRIMARY KEY,
    enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_at INTEGER,
    sent_at TEXT,
    last_error TEXT,
    UNIQUE (enquiry_id, channel)
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  `,
  // 2: a count of deliveries whose outcome is unknown (the mail server went quiet after
  // receiving the message), which bounds repeats; and a one-row table /healthz writes to.
  `
  ALTER TABLE outbox ADD COLUMN unconfirmed INTEGER NOT NULL DEFAULT 0;
  CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);
  `,
  // 3: one enquiry per submission. The key the form made when it was shown (Idempotency-Key),
  // kept for every request that carried it; and, for a form posted without JavaScript (no key),
  // a fingerprint of its content, so a double click within a short window stores it once.
  `
  CREATE TABLE submission_keys (
    key TEXT PRIMARY KEY,
    enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
    created_at TEXT NOT NULL
  );
  ALTER TABLE enquiries ADD COLUMN fingerprint TEXT;
  CREATE INDEX enquiries_fingerprint ON enquiries (fingerprint, created_at);
  `,
  // 4: the second step of the quote form. A hash of the secret issued with each enquiry
  // (only its holder may add details: see enquiries/details.ts) and when details were added;
  // and an outbox that can hold a notification of each kind ('enquiry', 'details') per
  // enquiry and channel. SQLite cannot change a UNIQUE constraint, so the outbox is copied
  // into a new table with every row and id kept.
  `
  ALTER TABLE enquiries ADD COLUMN details_token_hash TEXT;
  ALTER TABLE enquiries ADD COLUMN details_added_at TEXT;

  CREATE TABLE outbox_v4 (
    id INTEGER PRIMARY KEY,
    enquiry_id INTEGER NOT NULL REFERENCES enquiries (id),
    channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    kind TEXT NOT NULL DEFAULT 'enquiry' CHECK (kind IN ('enquiry', 'details')),
    status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_at INTEGER,
    sent_at TEXT,
    last_error TEXT,
    unconfirmed INTEGER NOT NULL DEFAULT 0,
    UNIQUE (enquiry_id, channel, kind)
  );
  INSERT INTO outbox_v4 (id, enquiry_id, channel, status, attempts, next_attempt_at, claimed_at, sent_at, last_error, unconfirmed)
    SELECT id, enquiry_id, channel, status, attempts, next_attempt_at, claimed_at, sent_at, last_error, unconfirmed FROM outbox;
  DROP TABLE outbox;
  ALTER TABLE outbox_v4 RENAME TO outbox;
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  `,
  // 5: a submission key and a step-two secret that cannot cross people. Keys are kept only as
  // SHA-256 hashes (a copy of the database cannot be used to ask after an enquiry) with a hash
  // of the checked enquiry they first carried: the same key with other content is a conflict,
  // never a repeat. Existing keys are hashed in place (sha256_hex is registered by migrate());
  // their content hash is that of the stored enquiry where step two has not changed it.
  // Step-two secrets get an expiry (those already issued expire a day after their enquiry);
  // step two is kept apart from step one (details) so it only adds, and every later change
  // to it is logged (changes, JSON) for the broker to see.
  `
  ALTER TABLE submission_keys RENAME COLUMN key TO key_hash;
  ALTER TABLE submission_keys ADD COLUMN body_hash TEXT;
  UPDATE submission_keys SET key_hash = sha256_hex(key_hash);
  UPDATE submission_keys SET body_hash = (
    SELECT sha256_base64url(e.data) FROM enquiries e WHERE e.id = enquiry_id AND e.details_added_at IS NULL
  );
  ALTER TABLE enquiries ADD COLUMN details_token_expires_at TEXT;
  UPDATE enquiries SET details_token_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+1 day')
    WHERE details_token_hash IS NOT NULL;
  ALTER TABLE enquiries ADD COLUMN details TEXT;
  ALTER TABLE enquiries ADD COLUMN changes TEXT;
  `,
];
