/** The database: pragmas for durability, migrations applied once, reference numbers. */
import path from 'path';
import {newReference, referencePattern} from '../../../server/enquiries/reference';
import {migrate, openDatabase} from '../../../server/storage/database';
import {migrations} from '../../../server/storage/migrations';
import {removeDir, tempDir} from './helpers';

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
  expect(references.size).toBe(2000);
  for (const reference of references) {
    expect(reference).toMatch(referencePattern);
    expect(reference.slice(9)).not.toMatch(/[01ILOUV]/);
  }
  // 31 December 2026 at 14:00 UTC is already 1 January 2027 in Sydney.
  expect(newReference(new Date('2026-12-31T14:00:00Z'))).toMatch(/^HCF-2027-/);
});
