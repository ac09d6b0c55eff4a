/** The database: pragmas for durability, migrations applied once, reference numbers. */
import path from 'path';
import Database from 'better-sqlite3';
import {newReference, referencePattern} from '../../../server/enquiries/reference';
import {migrate, openDatabase} from '../../../server/storage/database';
import {createEnquiryStore} from '../../../server/storage/enquiryStore';
import {migrations} from '../../../server/storage/migrations';
import {validateEnquiry, type Enquiry} from '../../../src/enquiry/schema';
import {removeDir, tempDir, validEnquiry} from './helpers';

// References the next saves draw, in order, before random ones again (for the collision test).
const mockNextReferences: string[] = [];
jest.mock('../../../server/enquiries/reference', () => {
  const actual = jest.requireActual('../../../server/enquiries/reference');
  return {...actual, newReference: (now?: Date) => mockNextReferences.shift() ?? actual.newReference(now)};
});

let dir: string;
beforeEach(() => (dir = tempDir()));
afterEach(() => removeDir(dir));

it('opens in WAL mode with synchronous=FULL, creating the folder', () => {
  const db = openDatabase(path.join(dir, 'nested', 'enquiries.db'));
  expect(db.pragma('journal_mode', {simple: true})).toBe('wal');
  expect(db.pragma('synchronous', {simple: true})).toBe(2); // FULL
  db.close();
});

it('applies each migration once and records the version', () => {
  const file = path.join(dir, 'enquiries.db');
  const db = openDatabase(file);
  expect(db.prepare('SELECT version FROM schema_version').all()).toEqual([{version: migrations.length}]);
  expect(migrate(db)).toBe(migrations.length);
  db.close();
  const again = openDatabase(file);
  expect(again.prepare('SELECT version FROM schema_version').all()).toEqual([{version: migrations.length}]);
  again.close();
});

it('refuses a database made by a newer version of the code', () => {
  const file = path.join(dir, 'enquiries.db');
  const db = openDatabase(file);
  db.prepare('UPDATE schema_version SET version = ?').run(migrations.length + 1);
  db.close();
  expect(() => openDatabase(file)).toThrow(/newer than this code/);
});

it('makes references like HCF-2026-7KQ4MX from unambiguous characters, in the Sydney year', () => {
  const references = new Set(Array.from({length: 2000}, () => newReference(new Date('2026-11-22T03:00:00Z'))));
  // Drawn at random from about 590 million: two alike in 2,000 happens about once in 300 runs (the
  // store then draws again, below), so this asserts they vary, not that they never repeat.
  expect(references.size).toBeGreaterThan(1990);
  for (const reference of references) {
    expect(reference).toMatch(referencePattern);
    expect(reference.slice(9)).not.toMatch(/[01ILOUV]/);
  }
  // 31 December 2026 at 14:00 UTC is already 1 January 2027 in Sydney.
  expect(newReference(new Date('2026-12-31T14:00:00Z'))).toMatch(/^HCF-2027-/);
});

it('draws another reference when the one drawn is already taken, and stores the enquiry', () => {
  const db = openDatabase(path.join(dir, 'enquiries.db'));
  const store = createEnquiryStore(db);
  const result = validateEnquiry(validEnquiry());
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  mockNextReferences.push('HCF-2026-AAAAAA', 'HCF-2026-AAAAAA', 'HCF-2026-BBBBBB');
  const first = store.save({enquiry: result.enquiry as Enquiry, source: 'json'}, []);
  const second = store.save({enquiry: {...(result.enquiry as Enquiry), name: 'Another borrower'}, source: 'json'}, []);
  expect([first, second].map((outcome) => 'reference' in outcome && outcome.reference)).toEqual([
    'HCF-2026-AAAAAA',
    'HCF-2026-BBBBBB',
  ]);
  expect(db.prepare('SELECT count(*) AS n FROM enquiries').get()).toEqual({n: 2});
  db.close();
});

it('migration 4 keeps every outbox row and id, and allows one notification of each kind per enquiry and channel', () => {
  const file = path.join(dir, 'enquiries.db');
  // A database as the code before the two-step form left it: version 3, an enquiry and its notifications.
  const old = new Database(file);
  old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (3);');
  for (const migration of migrations.slice(0, 3)) old.exec(migration);
  old
    .prepare(
      "INSERT INTO enquiries (id, reference, created_at, service, data, source) VALUES (7, 'HCF-2026-ABCDEF', '2026-11-01T00:00:00.000Z', 'not-sure', '{}', 'json')",
    )
    .run();
  old.exec(`INSERT INTO outbox (id, enquiry_id, channel, status, attempts, next_attempt_at, sent_at)
            VALUES (11, 7, 'email', 'sent', 1, 0, '2026-11-01T00:00:01.000Z'), (12, 7, 'webhook', 'pending', 3, 99, NULL)`);
  old.close();

  const db = openDatabase(file);
  expect(
    db.prepare('SELECT id, enquiry_id, channel, kind, status, attempts, next_attempt_at FROM outbox ORDER BY id').all(),
  ).toEqual([
    {id: 11, enquiry_id: 7, channel: 'email', kind: 'enquiry', status: 'sent', attempts: 1, next_attempt_at: 0},
    {id: 12, enquiry_id: 7, channel: 'webhook', kind: 'enquiry', status: 'pending', attempts: 3, next_attempt_at: 99},
  ]);
  const insert = db.prepare(
    "INSERT INTO outbox (enquiry_id, channel, kind, next_attempt_at) VALUES (7, 'email', ?, 0)",
  );
  expect(() => insert.run('details')).not.toThrow();
  expect(() => insert.run('details')).toThrow(/UNIQUE/);
  expect(() => insert.run('other')).toThrow(/CHECK/);
  expect(db.prepare('SELECT details_token_hash, details_added_at FROM enquiries').all()).toEqual([
    {details_token_hash: null, details_added_at: null},
  ]);
  db.close();
});
