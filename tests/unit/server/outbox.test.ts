/**
 * Notification through the outbox: retried with backoff until delivered,
 * delivered once across restarts, and posted to a webhook. Real SQLite file,
 * real SMTP server, real HTTP server for the webhook; the outbox's clock is
 * the test's (manualScheduler), so a retry is due when the test says, and
 * `worker.kick()` waits for the delivery it starts or joins.
 */
import crypto from 'crypto';
import path from 'path';
import Database from 'better-sqlite3';
import {run} from '../../../server/cli/enquiries';
import {retryDelayMs} from '../../../server/notify/outboxWorker';
import {openDatabase} from '../../../server/storage/database';
import {createEnquiryStore} from '../../../server/storage/enquiryStore';
import {createOutboxStore} from '../../../server/storage/outboxStore';
import {validateEnquiry, type Enquiry, type EnquiryDetails} from '../../../src/enquiry/schema';
import type {Scheduler} from '../../../server/scheduler';
import {createServer, type Server} from '../../../server/server';
import type {Config} from '../../../server/config';
import {
  freePort,
  mailEnv,
  removeDir,
  startSmtp,
  startWebhook,
  tempDir,
  testConfig,
  validEnquiry,
  readRows,
  writeFixtureBuild,
} from './helpers';
import {manualScheduler} from './manualScheduler';

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

async function startServer(
  env: Record<string, string>,
  scheduler: Scheduler,
  tune?: (config: Config) => void,
): Promise<Server> {
  const server = createServer(testConfig(dir, env, tune), {scheduler});
  await server.start();
  const closeOnce = server.close;
  let closed = false;
  const close = async () => {
    if (!closed) await closeOnce();
    closed = true;
  };
  toClose.push(close);
  return Object.assign(server, {close});
}

async function postEnquiry(server: Server): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: {'content-type': 'application/json'},
    payload: JSON.stringify(validEnquiry()),
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as {reference: string}).reference;
}

function outboxRows(server: Server) {
  return readRows(server.databasePath, 'SELECT channel, status, attempts, last_error FROM outbox ORDER BY id') as {
    channel: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }[];
}

/** The stores on a fresh database file, one enquiry saved and its e-mail sent: where step two starts. */
function enquirySent() {
  const db = openDatabase(path.join(dir, 'enquiries.db'));
  toClose.push(async () => void db.close());
  const store = createEnquiryStore(db);
  const outbox = createOutboxStore(db);
  const checked = validateEnquiry(validEnquiry({}));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const stepOne = checked.enquiry as Enquiry;
  const saved = store.save({enquiry: stepOne, source: 'json'}, ['email']);
  if ('conflict' in saved) throw new Error('conflict');
  outbox.markSent(outbox.claimDue(Date.now(), 1, ['email'])[0]!.id);
  const stepTwo = (details: EnquiryDetails) =>
    store.addDetails(saved.reference, saved.detailsToken!, details, ['email']);
  const nextDue = () => outbox.claimDue(Date.now(), 1, ['email'])[0];
  return {outbox, stepOne, stepTwo, nextDue};
}

it('a correction made while the details are being sent goes out again with it, not marked sent with the old ones', () => {
  const {outbox, stepTwo, nextDue} = enquirySent();
  expect(stepTwo({state: 'VIC'}).kind).toBe('added');
  const sending = nextDue();
  expect(sending!.enquiry.enquiry.state).toBe('VIC');
  // The visitor sends step two again, changed, while the e-mail with VIC is on its way.
  expect(stepTwo({state: 'TAS'}).kind).toBe('corrected');
  outbox.markSent(sending!.id);
  const again = nextDue();
  expect(again).toMatchObject({kind: 'details'});
  expect(again!.enquiry.enquiry.state).toBe('TAS');
});

it('step two that only repeats step one is kept but tells the broker nothing: no second e-mail', () => {
  const {stepOne, stepTwo, nextDue} = enquirySent();
  // As the readiness check's hand-over fills step two in: the same state, purpose and message as step one.
  const repeated = {state: stepOne.state, purpose: stepOne.purpose, message: stepOne.message};
  expect(stepTwo(repeated).kind).toBe('added');
  expect(nextDue()).toBeUndefined();
  // Nor a correction that only clears a field step one also gave: the broker still sees step one's value.
  expect(stepTwo({purpose: repeated.purpose, message: repeated.message}).kind).toBe('corrected');
  expect(nextDue()).toBeUndefined();
  // Changed afterwards, it is news: the broker hears of it.
  expect(stepTwo({...repeated, state: 'QLD'}).kind).toBe('corrected');
  const news = nextDue();
  expect(news).toMatchObject({kind: 'details'});
  expect(news!.enquiry.enquiry.state).toBe('QLD');
});

it('step two of an enquiry stored while notifications were off sends the whole enquiry, not its details alone', () => {
  const db = openDatabase(path.join(dir, 'enquiries.db'));
  toClose.push(async () => void db.close());
  const checked = validateEnquiry(validEnquiry({}));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const saved = createEnquiryStore(db).save({enquiry: checked.enquiry as Enquiry, source: 'json'}, []);
  if ('conflict' in saved) throw new Error('conflict');
  createEnquiryStore(db).addDetails(saved.reference, saved.detailsToken!, {abn: '51 824 753 556'}, ['email']);
  const claimed = createOutboxStore(db).claimDue(Date.now(), 5, ['email']);
  expect(claimed.map((item) => item.kind)).toEqual(['enquiry']);
  expect(claimed[0]!.enquiry.enquiry.abn).toBe('51 824 753 556');
});

it('waits longer after each failure, up to the cap', () => {
  expect([1, 2, 3, 4, 5, 10].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000,
  ]);
});

it('retries while the mail server is down, waiting longer after each failure, and delivers once it is back', async () => {
  const port = await freePort();
  const clock = manualScheduler();
  const server = await startServer(mailEnv(port), clock, (config) => (config.outbox.retryMaxMs = 60_000));
  const reference = await postEnquiry(server);
  const attempts = () => outboxRows(server)[0]!.attempts;

  // Waits for the attempt the new enquiry started (kick joins a delivery in progress).
  await server.worker.kick();
  expect(outboxRows(server)[0]).toMatchObject({status: 'pending', attempts: 1});
  expect(outboxRows(server)[0]!.last_error).toMatch(/^E[A-Z]+( E[A-Z]+)?$/); // ESOCKET ECONNREFUSED or the like: nothing personal

  // 1 s after the first failure, 2 s after the second, 4 s after the third: not a moment sooner.
  for (const [waitMs, attempt] of [
    [1000, 2],
    [2000, 3],
    [4000, 4],
  ] as const) {
    clock.advance(waitMs - 1);
    await server.worker.kick();
    expect(attempts()).toBe(attempt - 1);
    clock.advance(1);
    await server.worker.kick();
    expect(attempts()).toBe(attempt);
  }

  const smtp = await startSmtp(port);
  toClose.push(smtp.close);
  clock.advance(8000);
  await server.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(outboxRows(server)[0]!.status).toBe('sent');
  // An hour on, nothing more has been sent.
  clock.advance(3_600_000);
  await server.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.raw).toContain(reference);
});

it('delivers a notification left pending by a stopped server once, when a server starts again', async () => {
  const port = await freePort();
  const clock = manualScheduler();
  const first = await startServer(mailEnv(port), clock);
  const reference = await postEnquiry(first);
  await first.worker.kick();
  expect(outboxRows(first)[0]).toMatchObject({status: 'pending', attempts: 1});
  await first.close();

  const smtp = await startSmtp(port);
  toClose.push(smtp.close);
  clock.advance(1000);
  const second = await startServer(mailEnv(port), clock);
  await second.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(outboxRows(second)[0]!.status).toBe('sent');
  await second.close();

  // A third start, an hour on, finds nothing to send.
  const third = await startServer(mailEnv(port), clock);
  clock.advance(3_600_000);
  await third.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.raw).toContain(reference);
  expect(outboxRows(third)).toEqual([
    {channel: 'email', status: 'sent', attempts: expect.any(Number), last_error: null},
  ]);
});

it('sends an enquiry taken while notifications were off once e-mail is set and the broker asks for it', async () => {
  const clock = manualScheduler();
  const off = await startServer({}, clock);
  const reference = await postEnquiry(off);
  await off.close();

  const smtp = await startSmtp();
  toClose.push(smtp.close);
  const server = createServer(testConfig(dir, mailEnv(smtp.port)), {scheduler: clock});
  const warn = jest.spyOn(server.app.log, 'warn');
  await server.start();
  toClose.push(() => server.close());
  // Said at start, with the command: nothing was queued for it, so turning e-mail on alone sends nothing.
  expect(warn).toHaveBeenCalledWith(
    "1 enquiry was never sent to the broker and none waits on this server's channels (taken while notifications were off): `npm run enquiries -- retry --never-notified email` sends it now (list shows it)",
  );
  await server.worker.kick();
  expect(smtp.messages).toHaveLength(0);

  expect(run(['retry', '--never-notified', 'email'], {DATABASE_PATH: server.databasePath}, () => {})).toBe(0);
  await server.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.raw).toContain(reference);
});

it('retries a notification a crashed server had claimed but not finished', async () => {
  const smtp = await startSmtp();
  toClose.push(smtp.close);
  const clock = manualScheduler();
  // Stored while notification was off... then queued and claimed by hand, as a crash mid-send would leave it.
  const before = await startServer({}, clock);
  const reference = await postEnquiry(before);
  await before.close();
  const db = new Database(`${dir}/data/enquiries.db`);
  db.prepare(
    "INSERT INTO outbox (enquiry_id, channel, status, attempts, next_attempt_at, claimed_at) SELECT id, 'email', 'sending', 1, 0, 0 FROM enquiries",
  ).run();
  db.close();

  const after = await startServer(mailEnv(smtp.port), clock);
  await after.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(outboxRows(after)[0]!.status).toBe('sent');
  expect(smtp.messages[0]!.raw).toContain(reference);
});

it('posts each enquiry to the webhook as signed JSON, retrying until the receiver accepts it', async () => {
  const hook = await startWebhook(500);
  toClose.push(hook.close);
  const clock = manualScheduler();
  const server = await startServer({NOTIFICATIONS: 'on', WEBHOOK_URL: hook.url, WEBHOOK_SECRET: 'test-secret'}, clock);
  const reference = await postEnquiry(server);

  await server.worker.kick();
  clock.advance(1000);
  await server.worker.kick();
  expect(hook.received).toHaveLength(2);
  expect(outboxRows(server)[0]).toMatchObject({channel: 'webhook', status: 'pending', last_error: 'HTTP 500'});
  hook.state.status = 200;
  clock.advance(1000);
  await server.worker.kick();
  expect(outboxRows(server)[0]!.status).toBe('sent');
  clock.advance(3_600_000);
  await server.worker.kick();
  expect(hook.received).toHaveLength(3);

  const last = hook.received.at(-1)!;
  expect(last.headers['content-type']).toBe('application/json');
  expect(last.headers['idempotency-key']).toBe(reference);
  const signature = crypto.createHmac('sha256', 'test-secret').update(last.body).digest('hex');
  expect(last.headers['x-signature']).toBe(`sha256=${signature}`);
  const payload = JSON.parse(last.body) as {event: string; reference: string; enquiry: Record<string, unknown>};
  expect(payload).toMatchObject({event: 'enquiry.created', reference});
  expect(payload.enquiry).toMatchObject({service: 'bridging-finance', email: 'alex@example.com.au'});
});

it('sends the e-mail and the webhook independently: one failing does not hold up the other', async () => {
  const smtp = await startSmtp();
  toClose.push(smtp.close);
  const hook = await startWebhook(503);
  toClose.push(hook.close);
  const server = await startServer({...mailEnv(smtp.port), WEBHOOK_URL: hook.url}, manualScheduler());
  await postEnquiry(server);
  await server.worker.kick();
  expect(smtp.messages).toHaveLength(1);
  expect(hook.received).toHaveLength(1);
  const rows = outboxRows(server);
  expect(rows.find((r) => r.channel === 'email')?.status).toBe('sent');
  expect(rows.find((r) => r.channel === 'webhook')?.status).not.toBe('sent');
});
