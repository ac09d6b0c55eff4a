/**
 * Retention: enquiries and spam past the privacy policy's periods are deleted with everything keyed to them, newer
 * ones and everything else left as it was, no copy left in the file; the
 * server does it once a day and logs counts only; `npm run enquiries --
 * purge` does it on demand. Real SQLite files.
 */
import fs from 'fs';
import path from 'path';
import {run} from '../../../server/cli/enquiries';
import {loadConfig, retentionPeriods} from '../../../server/config';
import {createRetentionJob} from '../../../server/retention/job';
import {monthsBefore, purgeExpired, referencesTo} from '../../../server/retention/purge';
import {createServer} from '../../../server/server';
import {openDatabase, type Db} from '../../../server/storage/database';
import {createEnquiryStore, type SaveResult} from '../../../server/storage/enquiryStore';
import {migrations} from '../../../server/storage/migrations';
import {enquiryRetention, websiteRetentionStatement} from '../../../src/compliance/retention';
import {validateEnquiry, type Enquiry} from '../../../src/enquiry/schema';
import {removeDir, tempDir, testConfig, validEnquiry, waitFor, writeFixtureBuild} from './helpers';

const NOW = new Date('2026-11-25T01:00:00Z');
const settings = {enquiryMonths: 24, spamDays: 30};
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

function enquiry(overrides: Record<string, unknown> = {}): Enquiry {
  const result = validateEnquiry(validEnquiry(overrides));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.enquiry;
}

let dir: string;
let file: string;
let db: Db;

beforeEach(() => {
  dir = tempDir();
  file = path.join(dir, 'enquiries.db');
  db = openDatabase(file);
});

afterEach(() => {
  if (db.open) db.close();
  removeDir(dir);
});

/** Stores an enquiry `days` ago with a sent notification and a submission key; answers its id. */
function seed(days: number, name: string, {spam = false, outbox = 'sent'} = {}): number {
  const store = createEnquiryStore(db);
  const saved = store.save(
    {enquiry: enquiry({name}), key: `key-${name}`, spamReason: spam ? 'honeypot' : undefined, source: 'json'},
    ['email'],
    daysAgo(days),
  ) as SaveResult;
  db.prepare('UPDATE outbox SET status = ? WHERE enquiry_id = ?').run(outbox, saved.id);
  return saved.id;
}

const names = () =>
  db.prepare("SELECT json_extract(data, '$.name') FROM enquiries ORDER BY id").pluck().all() as string[];
const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;

describe('the retention periods', () => {
  it('count calendar months back, keeping the day where it exists', () => {
    expect(monthsBefore(new Date('2026-11-25T01:00:00Z'), 24).toISOString()).toBe('2024-11-25T01:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T05:00:00Z'), 1).toISOString()).toBe('2026-02-28T05:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T05:00:00Z'), 25).toISOString()).toBe('2024-02-29T05:00:00.000Z');
  });

  it('are the periods the privacy policy states, whatever the environment says', () => {
    expect(enquiryRetention).toEqual({months: 24, spamDays: 30});
    expect(loadConfig({}).retention).toEqual({enquiryMonths: 24, spamDays: 30});
    expect(loadConfig({ENQUIRY_RETENTION_MONTHS: '36', SPAM_RETENTION_DAYS: '7'}).retention).toEqual(retentionPeriods);
  });

  it('are what the privacy policy states, in words', () => {
    expect(websiteRetentionStatement()).toContain('for 24 months from the day it arrives');
    expect(websiteRetentionStatement()).toContain('likely spam for 30 days');
    const other = websiteRetentionStatement({months: 1, spamDays: 1});
    expect(other).toContain('for 1 month from');
    expect(other).toContain('spam for 1 day;');
  });
});

describe('purging', () => {
  it('deletes enquiries past 24 months and spam past 30 days, with their outbox rows (both kinds) and keys, and nothing else', () => {
    const oldGenuine = seed(24 * 31, 'Old Genuine');
    // Its step-two details were notified too: a second outbox row, of the 'details' kind.
    db.prepare(
      "INSERT INTO outbox (enquiry_id, channel, kind, status, next_attempt_at) VALUES (?, 'email', 'details', 'sent', 0)",
    ).run(oldGenuine);
    seed(700, 'Recent Genuine'); // under 24 months
    const oldSpam = seed(31, 'Old Spam', {spam: true});
    seed(29, 'Recent Spam', {spam: true});
    seed(1, 'New Genuine');
    const healthBefore = db.prepare('SELECT * FROM health').all();
    const keptOutbox = db
      .prepare('SELECT * FROM outbox WHERE enquiry_id NOT IN (?, ?) ORDER BY id')
      .all(oldGenuine, oldSpam);
    const keptKeys = db
      .prepare('SELECT * FROM submission_keys WHERE enquiry_id NOT IN (?, ?) ORDER BY key_hash')
      .all(oldGenuine, oldSpam);

    const result = purgeExpired(db, settings, {now: NOW});

    expect(result).toMatchObject({enquiries: 1, spam: 1, keptUnsent: [], related: {outbox: 3, submission_keys: 2}});
    expect(names()).toEqual(['Recent Genuine', 'Recent Spam', 'New Genuine']);
    expect(db.prepare('SELECT * FROM outbox ORDER BY id').all()).toEqual(keptOutbox);
    expect(db.prepare('SELECT * FROM submission_keys ORDER BY key_hash').all()).toEqual(keptKeys);
    expect(db.prepare('SELECT * FROM health').all()).toEqual(healthBefore);
    expect(db.prepare('SELECT version FROM schema_version').pluck().get()).toBe(migrations.length);
    // A second run finds nothing more.
    expect(purgeExpired(db, settings, {now: NOW})).toMatchObject({enquiries: 0, spam: 0});
  });

  it('counts without deleting in a dry run', () => {
    seed(800, 'Old Genuine');
    seed(40, 'Old Spam', {spam: true});
    const result = purgeExpired(db, settings, {now: NOW, dryRun: true});
    expect(result).toMatchObject({enquiries: 1, spam: 1, related: {outbox: 2, submission_keys: 2}});
    expect(names()).toEqual(['Old Genuine', 'Old Spam']);
    expect([count('outbox'), count('submission_keys')]).toEqual([2, 2]);
  });

  it('keeps an expired enquiry whose notification is still unsent, and names it, until told otherwise', () => {
    const kept = seed(800, 'Never Notified', {outbox: 'pending'});
    seed(800, 'Notified');
    const reference = db.prepare('SELECT reference FROM enquiries WHERE id = ?').pluck().get(kept);
    expect(purgeExpired(db, settings, {now: NOW})).toMatchObject({enquiries: 1, keptUnsent: [reference]});
    expect(names()).toEqual(['Never Notified']);
    expect(purgeExpired(db, settings, {now: NOW, includeUnsent: true})).toMatchObject({enquiries: 1, keptUnsent: []});
    expect(count('enquiries') + count('outbox')).toBe(0);
  });

  it('also clears any table added later that references enquiries, and the tables that reference those', () => {
    db.exec(`
      CREATE TABLE follow_ups (id INTEGER PRIMARY KEY, enquiry_id INTEGER NOT NULL REFERENCES enquiries (id), note TEXT);
      CREATE TABLE follow_up_files (id INTEGER PRIMARY KEY, follow_up INTEGER NOT NULL REFERENCES follow_ups, name TEXT);
      CREATE TABLE by_reference (reference TEXT NOT NULL REFERENCES enquiries (reference), step TEXT);
      CREATE TABLE unrelated (id INTEGER PRIMARY KEY, text TEXT);
    `);
    const old = seed(800, 'Old');
    const kept = seed(10, 'Kept');
    for (const id of [old, kept]) {
      const followUp = db.prepare('INSERT INTO follow_ups (enquiry_id, note) VALUES (?, ?)').run(id, `note ${id}`);
      db.prepare('INSERT INTO follow_up_files (follow_up, name) VALUES (?, ?)').run(followUp.lastInsertRowid, 'f');
      const reference = db.prepare('SELECT reference FROM enquiries WHERE id = ?').pluck().get(id);
      db.prepare('INSERT INTO by_reference (reference, step) VALUES (?, ?)').run(reference, 'second step');
    }
    db.prepare('INSERT INTO unrelated (text) VALUES (?)').run('left alone');
    expect(referencesTo(db, 'enquiries').map((r) => r.table)).toEqual([
      'by_reference',
      'follow_ups',
      'outbox',
      'submission_keys',
    ]);

    const result = purgeExpired(db, settings, {now: NOW});

    expect(result.related).toEqual({by_reference: 1, follow_up_files: 1, follow_ups: 1, outbox: 1, submission_keys: 1});
    for (const table of ['follow_ups', 'follow_up_files', 'by_reference', 'outbox', 'submission_keys', 'unrelated'])
      expect([table, count(table)]).toEqual([table, 1]);
    expect(db.prepare('SELECT enquiry_id FROM follow_ups').pluck().get()).toBe(kept);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('leaves no copy of a deleted enquiry in the database file or its write-ahead log', () => {
    const secret = 'Quokka-Zanzibar-7731';
    const store = createEnquiryStore(db);
    store.save({enquiry: enquiry({message: `Remember ${secret} please`}), source: 'json'}, ['email'], daysAgo(800));
    db.prepare("UPDATE outbox SET status = 'sent'").run();
    store.save({enquiry: enquiry({message: 'A newer one'}), source: 'json'}, [], daysAgo(1));
    db.pragma('wal_checkpoint(TRUNCATE)');
    const bytes = () =>
      Buffer.concat([file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
    expect(bytes().includes(secret)).toBe(true); // the test can see it while it is there

    expect(purgeExpired(db, settings, {now: NOW})).toMatchObject({enquiries: 1, logCleared: true});

    expect(bytes().includes(secret)).toBe(false);
    db.close();
    expect(fs.readFileSync(file).includes(secret)).toBe(false);
    expect(fs.readFileSync(file).includes('A newer one')).toBe(true);
  });

  it('would leave the text behind without secure_delete (what the test above guards against)', () => {
    const secret = 'Quokka-Zanzibar-7732';
    db.pragma('secure_delete = OFF');
    const store = createEnquiryStore(db);
    store.save({enquiry: enquiry({message: `Remember ${secret} please`}), source: 'json'}, [], daysAgo(800));
    purgeExpired(db, settings, {now: NOW});
    expect(count('enquiries')).toBe(0);
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(fs.readFileSync(file).includes(secret)).toBe(true);
  });
});

describe('the daily run', () => {
  const logger = () => {
    const lines: {level: string; fields: unknown; message?: string}[] = [];
    const at =
      (level: string) =>
      (fields: unknown, message?: string): void =>
        void lines.push({level, fields, message});
    return {lines, log: {info: at('info'), warn: at('warn'), error: at('error')}};
  };

  it('runs shortly after start, then on every interval, logs counts only, and stops', async () => {
    seed(800, 'Alex Oldname');
    seed(800, 'Unsent Oldname', {outbox: 'pending'});
    seed(45, 'Spam Oldname', {spam: true});
    const {lines, log} = logger();
    const purge = (now: Date) => purgeExpired(db, settings, {now});
    const job = createRetentionJob({purge, log, firstRunMs: 20, intervalMs: 60, clock: () => NOW});
    job.start();
    await waitFor(() => lines.length >= 2, 2000, 'the first run');
    expect(lines[0]).toEqual({
      level: 'info',
      fields: {
        enquiries: 1,
        spam: 1,
        related: {outbox: 2, submission_keys: 2},
        enquiriesBefore: '2024-11-25T01:00:00.000Z',
        spamBefore: '2026-10-26T01:00:00.000Z',
      },
      message: 'retention: deleted enquiries past their retention period',
    });
    expect(lines[1]).toMatchObject({level: 'warn', fields: {count: 1}});
    await waitFor(() => lines.filter((l) => l.level === 'info').length >= 3, 2000, 'two more daily runs');
    job.stop();
    const logged = JSON.stringify(lines);
    for (const personal of ['Oldname', 'HCF-', 'alex@example.com.au', '0412', 'Settlement', 'key-'])
      expect(logged).not.toContain(personal);
    const after = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lines.length).toBe(after);
  });

  it('logs a failure by its code and carries on', async () => {
    const {lines, log} = logger();
    db.close();
    const job = createRetentionJob({purge: (now) => purgeExpired(db, settings, {now}), log});
    expect(await job.runOnce()).toBeUndefined();
    expect(lines).toEqual([
      {level: 'error', fields: {error: 'TypeError'}, message: expect.stringContaining('purge failed')},
    ]);
  });

  it('is started and stopped by the server', async () => {
    seed(800, 'Old Enough');
    seed(2, 'Recent');
    db.close();
    writeFixtureBuild(dir);
    const config = {...testConfig(dir), databasePath: file};
    const server = createServer(config, {retentionFirstRunMs: 30, retentionIntervalMs: 60_000});
    const stopped = jest.spyOn(server.retention, 'stop');
    try {
      await server.start();
      const check = openDatabase(file);
      try {
        await waitFor(() => check.prepare('SELECT COUNT(*) FROM enquiries').pluck().get() === 1, 3000, 'the purge');
      } finally {
        check.close();
      }
    } finally {
      await server.close();
    }
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});

describe('npm run enquiries -- purge', () => {
  const output: string[] = [];
  const out = (text: string) => void output.push(text);

  beforeEach(() => {
    output.length = 0;
  });

  it('deletes on demand and prints the counts, or only counts with --dry-run', () => {
    seed(800, 'Old Genuine');
    seed(31, 'Old Spam', {spam: true});
    seed(3, 'New');
    db.close();
    const env = {DATABASE_PATH: file};

    expect(run(['purge', '--dry-run'], env, out, out)).toBe(0);
    expect(output.join('')).toMatch(
      /^Would delete 1 enquiry older than 24 months \(received before \d{4}-\d\d-\d\d \d\d:\d\d Sydney time\)\n/,
    );
    expect(output.join('')).toContain('Would delete 1 possible spam enquiry older than 30 days');
    expect(output.join('')).toContain('Dry run: nothing was deleted.');

    output.length = 0;
    expect(run(['purge'], env, out, out)).toBe(0);
    expect(output.join('')).toContain('Deleted 1 enquiry older than 24 months');
    expect(output.join('')).toContain('With them went these rows keyed to them: 2 outbox, 2 submission_keys');

    const check = openDatabase(file);
    expect(check.prepare("SELECT json_extract(data, '$.name') FROM enquiries").pluck().all()).toEqual(['New']);
    check.close();
  });

  it('names the expired enquiry it kept because the broker has not been sent it, and how to read it', () => {
    const kept = seed(800, 'Never Notified', {outbox: 'pending'});
    const reference = db.prepare('SELECT reference FROM enquiries WHERE id = ?').pluck().get(kept) as string;
    db.close();
    expect(run(['purge'], {DATABASE_PATH: file}, out, out)).toBe(0);
    expect(output.join('')).toContain(
      `Kept 1 expired enquiry whose notification has not been sent: ${reference}. \`npm run enquiries -- show ${reference}\` says which channel failed; \`purge --include-unsent\` deletes it.`,
    );
  });

  it('refuses an option it does not know', () => {
    db.close();
    expect(run(['purge', '--everything'], {DATABASE_PATH: file}, out, out)).toBe(1);
    expect(output.join('')).toContain('Unknown option for purge: --everything');
  });
});
