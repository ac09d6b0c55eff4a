/**
 * A submission key belongs to one visitor's enquiry, against the real server
 * on 127.0.0.1 with a real SQLite file and a real SMTP server:
 * - another site cannot fix the key of the server's own form page;
 * - a key is bound to the content it first carried: other content under it
 *   is a 409 conflict, never answered with the first reference;
 * - malformed keys are refused with a message, not ignored;
 * - keys are kept as hashes; a key read from a copy of the database, or a
 *   key without its content, opens nothing; the look-up is rate-limited;
 * - keys and step-two secrets expire (the clock is the store's `now`).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import Database from 'better-sqlite3';
import {openDatabase} from '../../../server/storage/database';
import {createEnquiryStore, type SaveResult} from '../../../server/storage/enquiryStore';
import {migrations} from '../../../server/storage/migrations';
import {createServer, type Server} from '../../../server/server';
import {validateEnquiry} from '../../../src/enquiry/schema';
import {
  mailEnv,
  readRows,
  removeDir,
  sleep,
  startSmtp,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFixtureBuild,
} from './helpers';

jest.setTimeout(20_000);

let dir: string;
const toClose: (() => Promise<void>)[] = [];

beforeEach(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
});

afterEach(async () => {
  while (toClose.length > 0) await toClose.pop()!();
  removeDir(dir);
});

const databaseFile = () => path.join(dir, 'data', 'enquiries.db');

async function start(env: Record<string, string> = {}) {
  const smtp = await startSmtp();
  toClose.push(() => smtp.close());
  const server: Server = createServer(testConfig(dir, {ENQUIRY_RATE_LIMIT: '100', ...mailEnv(smtp.port), ...env}));
  const base = await server.start();
  toClose.push(() => server.close());
  return {server, base, smtp};
}

const rows = (sql: string, ...params: unknown[]) => readRows(databaseFile(), sql, ...params);

const postJson = (base: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });

/** A form post as a browser sends it (no JavaScript), from whatever page; `origin` as the browser would send it. */
const postForm = (base: string, fields: Record<string, string>, origin?: string) =>
  fetch(`${base}/api/enquiries`, {
    method: 'POST',
    headers: {'content-type': 'application/x-www-form-urlencoded', ...(origin ? {origin} : {})},
    body: new URLSearchParams(fields).toString(),
  });

const lookUp = (base: string, key: string, body?: unknown) =>
  fetch(`${base}/api/enquiries/by-key/${encodeURIComponent(key)}`, {
    method: 'POST',
    ...(body === undefined ? {} : {headers: {'content-type': 'application/json'}, body: JSON.stringify(body)}),
  });

const referenceIn = (html: string) => html.match(/HCF-\d{4}-[A-Z0-9]{6}/)?.[0];
/** Every hidden and visible field of the first form on a page the server rendered, as the browser would send it. */
function formFields(html: string): Record<string, string> {
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const [, name, value] of form.matchAll(/<input[^>]*name="([^"]+)" value="([^"]*)"/g)) fields[name!] = value!;
  return fields;
}

const attackerKey = 'attacker-chosen-key-0001';

describe("another site cannot choose the key of the server's form page", () => {
  it("the visitor's enquiry sent from a lured 'Check your quote request' page is stored and e-mailed as their own", async () => {
    const {base, smtp} = await start();
    const attacker = await postJson(base, validEnquiry({name: 'Attacker', email: 'attacker@example.com'}), {
      'idempotency-key': attackerKey,
    });
    const attackerReference = ((await attacker.json()) as {reference: string}).reference;

    // Another site's page posts the lure: the attacker's key, consent unticked, so the server answers with its form page.
    const lure = await postForm(
      base,
      {idempotencyKey: attackerKey, service: 'bridging-finance'},
      'https://evil.example',
    );
    expect(lure.status).toBe(400);
    const page = await lure.text();
    expect(page).toContain('Check your quote request');
    expect(page).not.toContain(attackerKey);
    const fields = formFields(page);
    expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The visitor completes the page and sends it.
    const sent = await postForm(base, {
      ...fields,
      name: 'Victoria Visitor',
      phone: '0412 000 999',
      consent: 'true',
      startedAt: String(Date.now() - 60_000),
    });
    expect(sent.status).toBe(201);
    const reference = referenceIn(await sent.text());
    expect(reference).toBeDefined();
    expect(reference).not.toBe(attackerReference);
    expect(rows("SELECT reference FROM enquiries WHERE json_extract(data, '$.name') = 'Victoria Visitor'")).toEqual([
      {reference},
    ]);
    await waitFor(() => smtp.messages.some((m) => m.raw.includes('Victoria Visitor')), 5000, "the visitor's e-mail");
  });
});

describe('a key is bound to the content it first carried', () => {
  it('answers the same key with a corrected phone number 409, stores and e-mails nothing for it, and keeps the first', async () => {
    const {base, smtp} = await start();
    const key = '6f1c2f0e-8d7a-4a8e-9f55-1d2b3c4d5e6f';
    const first = await postJson(base, validEnquiry({phone: '0412 111 111'}), {'idempotency-key': key});
    expect(first.status).toBe(201);
    const corrected = await postJson(base, validEnquiry({phone: '0498 765 432'}), {'idempotency-key': key});
    expect(corrected.status).toBe(409);
    const answer = (await corrected.json()) as Record<string, unknown>;
    expect(answer.reference).toBeUndefined();
    expect(String(answer.error)).toMatch(/already sent with other details/);
    expect(rows("SELECT json_extract(data, '$.phone') AS phone FROM enquiries")).toEqual([{phone: '0412 111 111'}]);
    // The same content again is still the same submission.
    const again = await postJson(base, validEnquiry({phone: '0412 111 111'}), {'idempotency-key': key});
    expect(again.status).toBe(201);
    await waitFor(() => smtp.messages.length >= 1, 5000, 'the e-mail');
    await sleep(300);
    expect(smtp.messages).toHaveLength(1);
  });

  it('without JavaScript: the 409 page offers to send this version as an enquiry of its own, under a new key', async () => {
    const {base} = await start();
    const key = 'hidden-field-key-0123456789';
    const fields: Record<string, string> = {
      ...(validEnquiry() as unknown as Record<string, string>),
      consent: 'true',
      idempotencyKey: key,
    };
    expect((await postForm(base, fields)).status).toBe(201);
    const conflict = await postForm(base, {...fields, phone: '0498 765 432'});
    expect(conflict.status).toBe(409);
    const page = await conflict.text();
    expect(page).toContain('already sent with other details');
    expect(referenceIn(page)).toBeUndefined();
    const again = formFields(page);
    expect(again.idempotencyKey).not.toBe(key);
    expect((await postForm(base, {...again, consent: 'true'})).status).toBe(201);
    expect(rows("SELECT json_extract(data, '$.phone') AS phone FROM enquiries ORDER BY id")).toEqual([
      {phone: '0412 345 678'},
      {phone: '0498 765 432'},
    ]);
  });

  it('a key reused after its lifetime (7 days) with a new enquiry stores the new one, never answering the old reference', async () => {
    const db = openDatabase(databaseFile());
    const old = createEnquiryStore(db).save(
      {enquiry: parsed(validEnquiry({name: 'First Person'})), key: attackerKey, source: 'json'},
      [],
      new Date(Date.now() - 8 * 24 * 3600_000),
    ) as SaveResult;
    db.close();
    const {base} = await start();
    const response = await postJson(base, validEnquiry({name: 'Second Person'}), {'idempotency-key': attackerKey});
    expect(response.status).toBe(201);
    expect(((await response.json()) as {reference: string}).reference).not.toBe(old.reference);
    expect(rows("SELECT json_extract(data, '$.name') AS name FROM enquiries ORDER BY id")).toEqual([
      {name: 'First Person'},
      {name: 'Second Person'},
    ]);
  });
});

/** An enquiry as the server checks it (what the store keeps). */
function parsed(body: unknown) {
  const result = validateEnquiry(body);
  if (!result.ok) throw new Error('invalid fixture');
  return result.enquiry;
}

describe('malformed keys are refused with a message, never ignored', () => {
  it.each([
    ['15 characters', {'idempotency-key': 'a'.repeat(15)}],
    ['129 characters', {'idempotency-key': 'a'.repeat(129)}],
    ['a space', {'idempotency-key': 'abcdefgh ijklmnop'}],
    ['a slash', {'idempotency-key': 'abcdefgh/ijklmnop'}],
    ['a percent sign', {'idempotency-key': 'abcdefgh%20klmnop'}],
    ['two keys in one header', {'idempotency-key': 'abcdefghijklmnop, qrstuvwxyz012345'}],
  ])('%s: 400 with what a key must be, and nothing stored', async (_what, headers) => {
    const {base} = await start();
    for (const attempt of [1, 2]) {
      const response = await postJson(base, validEnquiry(), headers);
      expect([attempt, response.status]).toEqual([attempt, 400]);
      expect(((await response.json()) as {error: string}).error).toMatch(
        /Idempotency-Key must be one key of 16 to 128/,
      );
    }
    expect(rows('SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 0}]);
  });

  it('a header and a hidden field that differ: 400', async () => {
    const {base} = await start();
    const response = await postJson(
      base,
      {...validEnquiry(), idempotencyKey: 'field-key-0123456789'},
      {
        'idempotency-key': 'header-key-0123456789',
      },
    );
    expect(response.status).toBe(400);
  });
});

describe('keys are kept as hashes, and a key alone opens nothing', () => {
  it('a backup holds no key; neither the hash, nor the key without its content, nor a flood of look-ups gets a step-two secret', async () => {
    const {base} = await start({ENQUIRY_RATE_LIMIT: '2'});
    const key = 'visitor-key-0123456789abcdef';
    const body = validEnquiry({name: 'Backed Up'});
    expect((await postJson(base, body, {'idempotency-key': key})).status).toBe(201);

    const backup = path.join(dir, 'backup.db');
    const live = new Database(databaseFile());
    live.exec(`VACUUM INTO '${backup}'`);
    live.close();
    expect(fs.readFileSync(backup).includes(key)).toBe(false);
    const [kept] = readRows(backup, 'SELECT key_hash FROM submission_keys');
    expect(kept!.key_hash).toBe(crypto.createHash('sha256').update(key).digest('hex'));

    expect((await lookUp(base, String(kept!.key_hash), body)).status).toBe(404);
    expect((await lookUp(base, key)).status).toBe(404);
    expect((await lookUp(base, key, validEnquiry({name: 'Someone Else'}))).status).toBe(404);
    const own = await lookUp(base, key, body);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({reference: expect.any(String), detailsToken: expect.any(String)});
    // Look-ups allowed per window: 4 times the enquiry limit (2 x 4 = 8): the 4 above, 4 more, then 429.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await lookUp(base, key, body)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('a database from before keeps its enquiries recognisable: keys hashed in place, bound to their content', async () => {
    const file = databaseFile();
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const old = new Database(file);
    old.exec('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (4);');
    for (const migration of migrations.slice(0, 4)) old.exec(migration);
    const enquiry = parsed(validEnquiry({name: 'Before Migration'}));
    old
      .prepare(
        "INSERT INTO enquiries (id, reference, created_at, service, data, source) VALUES (1, 'HCF-2026-ABCDEF', ?, ?, ?, 'json')",
      )
      .run(new Date().toISOString(), enquiry.service, JSON.stringify(enquiry));
    old
      .prepare('INSERT INTO submission_keys (key, enquiry_id, created_at) VALUES (?, 1, ?)')
      .run(attackerKey, new Date().toISOString());
    old.close();

    const {base} = await start();
    expect(rows('SELECT key_hash FROM submission_keys')).toEqual([
      {key_hash: crypto.createHash('sha256').update(attackerKey).digest('hex')},
    ]);
    const same = await postJson(base, validEnquiry({name: 'Before Migration'}), {'idempotency-key': attackerKey});
    expect(((await same.json()) as {reference: string}).reference).toBe('HCF-2026-ABCDEF');
    const other = await postJson(base, validEnquiry({name: 'Someone Else'}), {'idempotency-key': attackerKey});
    expect(other.status).toBe(409);
  });
});

describe('step-two secrets expire', () => {
  it('refuses a secret issued more than a day ago, changing nothing', async () => {
    const db = openDatabase(databaseFile());
    const saved = createEnquiryStore(db).save(
      {enquiry: parsed(validEnquiry()), source: 'json'},
      [],
      new Date(Date.now() - 25 * 3600_000),
    ) as SaveResult;
    db.close();
    const {base} = await start();
    const response = await fetch(`${base}/api/enquiries/details`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        reference: saved.reference,
        detailsToken: saved.detailsToken,
        businessName: 'Late Pty Ltd',
      }),
    });
    expect(response.status).toBe(403);
    expect(rows('SELECT details, details_added_at FROM enquiries')).toEqual([{details: null, details_added_at: null}]);
  });
});
