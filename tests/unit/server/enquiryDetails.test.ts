/**
 * The quote form's two steps and where each enquiry came from, against a real
 * SQLite file, a real SMTP server and a real webhook receiver:
 * - step one answers with a secret (only its hash is stored);
 * - step two adds the details once however often it is sent, works after the
 *   server restarts, and refuses a forged or missing secret, changing nothing;
 * - bad input in step two comes back with messages and everything typed;
 * - the attribution the browser kept is checked, stored, and shown in the
 *   e-mail, the webhook, the CSV export and `npm run enquiries -- list`.
 */
import {run} from '../../../server/cli/enquiries';
import {combinedEnquiry} from '../../../server/enquiries/stepTwo';
import type {Enquiry} from '../../../src/enquiry/schema';
import {createServer, type Server} from '../../../server/server';
import {
  mailEnv,
  mailText,
  removeDir,
  startSmtp,
  startWebhook,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFixtureBuild,
  readRows,
} from './helpers';
import {manualScheduler, type ManualScheduler} from './manualScheduler';

let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let hook: Awaited<ReturnType<typeof startWebhook>>;
let server: Server;
/** The outbox's clock: retries and polls happen when a test moves it (new notifications are sent at once). */
let clock: ManualScheduler;

async function start() {
  clock = manualScheduler();
  server = createServer(testConfig(dir, {...mailEnv(smtp.port), WEBHOOK_URL: hook.url, ENQUIRY_RATE_LIMIT: '100'}), {
    scheduler: clock,
  });
  await server.start();
  return server;
}

const json = (url: string, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: {'content-type': 'application/json'},
    payload: JSON.stringify(payload),
  });

const form = (url: string, fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    payload: new URLSearchParams(fields).toString(),
  });

const rows = (sql: string, ...params: unknown[]) => readRows(server.databasePath, sql, ...params);

/** Step one as the form sends it: only what a broker needs to call back. */
const stepOne = (overrides: Record<string, unknown> = {}) => ({
  service: 'bridging-finance',
  amount: '1.2m',
  name: 'Alex Citizen',
  phone: '0412 345 678',
  contactMethod: 'phone',
  contactTime: 'morning',
  consent: true,
  startedAt: String(Date.now() - 60_000),
  ...overrides,
});

const details = {
  purpose: 'purchase',
  security: 'commercial-property',
  securityValue: '1,800,000',
  timeframe: 'month',
  businessName: 'Example Holdings Pty Ltd',
  abn: '51 824 753 556',
  entityType: 'company',
  yearsTrading: 'over-5',
  state: 'NSW',
  message: 'Settlement on the new warehouse is in five weeks.',
};

const attribution = {
  landingPage: '/guides/bridging-finance?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026',
  referrerHost: 'news.example.org',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring-2026',
  tool: 'bridging-loan-calculator',
};

async function sendStepOne(overrides: Record<string, unknown> = {}) {
  const response = await json('/api/enquiries', stepOne(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as {reference: string; detailsToken: string};
}

/** The enquiry as the broker sees it (step one with step two over it), read from the file. */
function storedData(reference: string): Record<string, unknown> {
  const [row] = rows('SELECT data, details FROM enquiries WHERE reference = ?', reference);
  const stepTwo = row!.details ? JSON.parse(row!.details as string) : undefined;
  return combinedEnquiry(JSON.parse(row!.data as string), stepTwo) as unknown as Record<string, unknown>;
}

beforeEach(async () => {
  dir = tempDir();
  writeFixtureBuild(dir);
  smtp = await startSmtp();
  hook = await startWebhook(200);
});

afterEach(async () => {
  await server?.close();
  await smtp.close();
  await hook.close();
  removeDir(dir);
});

describe('step one', () => {
  it('is a complete enquiry: stored, notified, and answered with a secret for step two whose hash only is kept', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne();
    expect(detailsToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = rows('SELECT data, details_token_hash, details_added_at FROM enquiries');
    expect(row!.details_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(detailsToken);
    expect(row!.details_added_at).toBeNull();
    expect(storedData(reference)).toEqual({
      service: 'bridging-finance',
      amount: 1_200_000,
      name: 'Alex Citizen',
      phone: '0412 345 678',
      contactMethod: 'phone',
      contactTime: 'morning',
      consent: true,
      marketing: false,
    });
    await waitFor(() => smtp.messages.length === 1 && hook.received.length === 1, 5000, 'both notifications');
    expect(smtp.messages[0]!.raw).toContain(`Subject: New enquiry ${reference}`);
    // The broker's e-mail names the fields in the broker's words, not the form's words to the visitor.
    expect(mailText(smtp.messages[0]!.raw)).toMatch(/^Name: +Alex Citizen$/m);
    expect(mailText(smtp.messages[0]!.raw)).toMatch(/^Preferred contact: +Phone$/m);
    expect(mailText(smtp.messages[0]!.raw)).not.toMatch(/Your name|Contact me by/);
    expect(mailText(smtp.messages[0]!.raw)).toContain('gave no e-mail address: call them back');
    expect(smtp.messages[0]!.raw).not.toContain('Reply-To:');
  });

  it('refuses a request with neither phone nor e-mail, saying so next to the field', async () => {
    await start();
    const response = await json('/api/enquiries', stepOne({phone: ''}));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {phone: 'Enter a phone number or an e-mail address (at least one), so a broker can reply.'},
    });
    const byEmail = await json('/api/enquiries', stepOne({phone: '', email: 'alex@example.com.au'}));
    expect(byEmail.json()).toEqual({
      errors: {phone: 'Enter a phone number to be contacted by phone, or choose e-mail.'},
    });
    const page = await form('/api/enquiries', {name: 'Alex Citizen', consent: 'true'});
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('Enter a phone number or an e-mail address (at least one), so a broker can reply.');
    expect(page.body).toContain('value="Alex Citizen"');
    expect(rows('SELECT id FROM enquiries')).toEqual([]);
  });

  it('sent again with the same key is stored once, and the new answer carries a fresh secret that works', async () => {
    await start();
    const send = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: {'content-type': 'application/json', 'idempotency-key': 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff'},
        payload: JSON.stringify(stepOne()),
      });
    const first = (await send()).json() as {reference: string; detailsToken: string};
    const second = (await send()).json() as {reference: string; detailsToken: string};
    expect(second.reference).toBe(first.reference);
    expect(rows('SELECT id FROM enquiries')).toHaveLength(1);
    const added = await json('/api/enquiries/details', {
      ...details,
      reference: second.reference,
      detailsToken: second.detailsToken,
    });
    expect(added.statusCode).toBe(200);
  });
});

describe('step two', () => {
  it('is not refused because step one reached its limit: a visitor without scripts may need several tries', async () => {
    server = createServer(testConfig(dir, {...mailEnv(smtp.port), WEBHOOK_URL: hook.url, ENQUIRY_RATE_LIMIT: '3'}), {
      scheduler: manualScheduler(),
    });
    await server.start();
    // Two tries refused for missing fields, then the one that is stored: step one's three.
    for (const attempt of [{name: ''}, {phone: ''}])
      expect((await json('/api/enquiries', stepOne(attempt))).statusCode).toBe(400);
    const sent = (await json('/api/enquiries', stepOne())).json() as {reference: string; detailsToken: string};
    expect((await json('/api/enquiries', stepOne())).statusCode).toBe(429);
    const added = await json('/api/enquiries/details', {...details, ...sent});
    expect(added.statusCode).toBe(200);
  });

  it('adds the details to the same reference and tells the broker once, however often it is sent', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne();
    await waitFor(() => smtp.messages.length === 1 && hook.received.length === 1, 5000, 'the first notifications');

    const first = await json('/api/enquiries/details', {...details, reference, detailsToken});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({reference, repeat: false});
    const again = await json('/api/enquiries/details', {...details, reference, detailsToken});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({reference, repeat: true});

    expect(storedData(reference)).toMatchObject({
      name: 'Alex Citizen',
      purpose: 'purchase',
      securityValue: 1_800_000,
      abn: '51824753556',
      message: 'Settlement on the new warehouse is in five weeks.',
    });
    expect(rows('SELECT details_added_at FROM enquiries')[0]!.details_added_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    await server.worker.kick();
    clock.advance(3_600_000); // an hour of the worker's polls and retries: nothing else may arrive
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(2);
    expect(hook.received).toHaveLength(2);
    const mail = mailText(smtp.messages[1]!.raw);
    expect(mail).toContain(`Subject: Details added to ${reference}`);
    expect(mail).toContain(`In-Reply-To: <${reference}@`);
    // What step one asked for, so the details read on their own.
    expect(mail).toMatch(/Type of finance: +Bridging finance\r?\n/);
    expect(mail).toMatch(/Amount to borrow, roughly: +\$1,200,000\r?\n/);
    expect(mail).toContain('51 824 753 556');
    expect(mail).toContain('Settlement on the new warehouse is in five weeks.');
    const posted = hook.received[1]!;
    expect(posted.headers['idempotency-key']).toBe(`${reference}-details`);
    const payload = JSON.parse(posted.body) as Record<string, unknown>;
    expect(payload).toMatchObject({
      event: 'enquiry.details_added',
      reference,
      details: {purpose: 'purchase', abn: '51824753556', state: 'NSW'},
      enquiry: {name: 'Alex Citizen', purpose: 'purchase'},
    });
    expect(rows('SELECT channel, kind, status FROM outbox ORDER BY id')).toEqual([
      {channel: 'email', kind: 'enquiry', status: 'sent'},
      {channel: 'webhook', kind: 'enquiry', status: 'sent'},
      {channel: 'email', kind: 'details', status: 'sent'},
      {channel: 'webhook', kind: 'details', status: 'sent'},
    ]);
  });

  it('works when it comes late, after the server has restarted (a new instance on the same database file)', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne();
    await server.close();
    await start();
    const response = await json('/api/enquiries/details', {...details, reference, detailsToken});
    expect(response.statusCode).toBe(200);
    expect(storedData(reference)).toMatchObject({businessName: 'Example Holdings Pty Ltd'});
    await waitFor(() => smtp.messages.some((m) => m.raw.includes(`Details added to ${reference}`)), 5000, 'the e-mail');
  });

  it('refuses a forged or missing secret, an unknown reference and a reference alone, changing nothing', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne();
    const other = await sendStepOne({name: 'Other Person', phone: '0498 765 432'});
    const before = rows('SELECT data, details_added_at FROM enquiries ORDER BY id');
    const outboxBefore = rows('SELECT id FROM outbox ORDER BY id');

    const attempts = [
      {reference},
      {reference, detailsToken: 'A'.repeat(43)},
      {reference, detailsToken: detailsToken.slice(0, 42)},
      {reference, detailsToken: other.detailsToken},
      {reference: 'HCF-2026-ZZZZZZ', detailsToken},
      {detailsToken},
    ];
    for (const attempt of attempts) {
      const response = await json('/api/enquiries/details', {...details, ...attempt});
      expect(response.statusCode).toBe(403);
      expect((response.json() as {error: string}).error).toMatch(/not valid for that enquiry.*nothing was added/);
    }
    const page = await form('/api/enquiries/details', {...details, reference, detailsToken: 'A'.repeat(43)});
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('We could not add these details');
    expect(page.body).toContain('Your enquiry itself is not affected');

    expect(rows('SELECT data, details_added_at FROM enquiries ORDER BY id')).toEqual(before);
    expect(rows('SELECT id FROM outbox ORDER BY id')).toEqual(outboxBefore);
  });

  it('answers bad input with a message for each field, as JSON or as the form again with everything typed', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne();
    const bad = {...details, abn: '51 824 753 557', securityValue: 'lots'};

    const response = await json('/api/enquiries/details', {...bad, reference, detailsToken});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        abn: 'This is not a valid ABN. Check each digit, or leave this blank.',
        securityValue: 'Enter the value in dollars, for example 1,500,000.',
      },
    });

    const page = await form('/api/enquiries/details', {...bad, reference, detailsToken});
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain(`Check the details for ${reference}`);
    expect(page.body).toContain('This is not a valid ABN');
    expect(page.body).toMatch(/<input[^>]*id="quote-abn"[^>]*value="51 824 753 557"[^>]*aria-invalid="true"/);
    expect(page.body).toContain('value="Example Holdings Pty Ltd"');
    expect(page.body).toContain('Settlement on the new warehouse is in five weeks.</textarea>');
    expect(page.body).toContain(`name="detailsToken" value="${detailsToken}"`);
    expect(page.body).toContain(`name="reference" value="${reference}"`);
    expect(rows('SELECT details_added_at FROM enquiries')[0]!.details_added_at).toBeNull();
  });

  it('without JavaScript: the confirmation page carries the step-two form, whose post adds the details', async () => {
    await start();
    const confirmation = await form('/api/enquiries', {
      name: 'Nora Noscript',
      email: 'nora@example.com.au',
      contactMethod: 'email',
      consent: 'true',
    });
    expect(confirmation.statusCode).toBe(201);
    expect(confirmation.headers['cache-control']).toBe('no-store');
    expect(confirmation.body).toContain('<form method="post" action="/api/enquiries/details"');
    const reference = /name="reference" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const token = /name="detailsToken" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const added = await form('/api/enquiries/details', {...details, reference, detailsToken: token});
    expect(added.statusCode).toBe(200);
    expect(added.body).toContain('Thank you: your details are with us');
    expect(added.body).toContain(reference);
    expect(storedData(reference)).toMatchObject({email: 'nora@example.com.au', timeframe: 'month'});
  });
});

describe('step two only adds', () => {
  it("without JavaScript: step two's message is added below step one's, in the database, the e-mails and the export", async () => {
    await start();
    const stepOneMessage = 'STEP-ONE: settlement on the 14th, the valuer is booked';
    const confirmation = await form('/api/enquiries', {
      service: 'bridging-finance',
      name: 'Nora Noscript',
      email: 'nora@example.com.au',
      message: stepOneMessage,
      consent: 'true',
    });
    expect(confirmation.statusCode).toBe(201);
    // The step-two form starts with an empty message box: what is typed there must not replace step one's.
    expect(confirmation.body).toMatch(/<textarea id="quote-message"[^>]*><\/textarea>/);
    const reference = /name="reference" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const token = /name="detailsToken" value="([^"]+)"/.exec(confirmation.body)![1]!;
    const added = await form('/api/enquiries/details', {
      reference,
      detailsToken: token,
      entityType: 'company',
      message: 'STEP-TWO: we trade as a company',
    });
    expect(added.statusCode).toBe(200);
    expect(storedData(reference).message).toBe(`${stepOneMessage}\n\nSTEP-TWO: we trade as a company`);

    await waitFor(() => smtp.messages.length === 2, 5000, 'both e-mails');
    const detailsMail = mailText(smtp.messages.find((m) => m.raw.includes('Details added'))!.raw);
    expect(detailsMail).toContain(stepOneMessage);
    expect(detailsMail).toContain('STEP-TWO: we trade as a company');

    const database = server.databasePath;
    await server.close();
    const output: string[] = [];
    expect(run(['export'], {DATABASE_PATH: database}, (t) => void output.push(t))).toBe(0);
    expect(output.join('')).toContain(stepOneMessage);
  });

  it('a second step two with other details is stored as a correction the broker sees, not dropped as a repeat', async () => {
    await start();
    const {reference, detailsToken} = await sendStepOne({message: 'Call after 3pm'});
    await waitFor(() => smtp.messages.length === 1, 5000, 'the first e-mail');
    const first = await json('/api/enquiries/details', {...details, reference, detailsToken});
    expect(first.json()).toEqual({reference, repeat: false});
    await waitFor(() => smtp.messages.length === 2 && hook.received.length === 2, 5000, 'the details e-mail and post');

    const corrected = await json('/api/enquiries/details', {
      ...details,
      businessName: 'Corrected Holdings Pty Ltd',
      securityValue: '2,300,000',
      timeframe: 'urgent',
      reference,
      detailsToken,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toEqual({reference, repeat: false, corrected: true});
    expect(storedData(reference)).toMatchObject({
      businessName: 'Corrected Holdings Pty Ltd',
      message: 'Call after 3pm\n\nSettlement on the new warehouse is in five weeks.',
    });

    await waitFor(() => smtp.messages.length === 3, 5000, 'the e-mail about the correction');
    const mail = mailText(smtp.messages[2]!.raw);
    // The correction says the funds are needed within two weeks: the subject says so first.
    expect(mail).toContain(`Subject: Needed within 2 weeks: Details changed for ${reference}`);
    // Its own Message-ID and Idempotency-Key: a mail system or receiver that drops a repeated id keeps it.
    expect(smtp.messages.map((m) => /^Message-ID: <([^@]*)@/im.exec(m.raw)?.[1])).toEqual([
      reference,
      `${reference}.details`,
      `${reference}.details-2`,
    ]);
    await waitFor(() => hook.received.length === 3, 5000, 'the post about the correction');
    expect(hook.received.map((post) => post.headers['idempotency-key'])).toEqual([
      reference,
      `${reference}-details`,
      `${reference}-details-2`,
    ]);
    // As the form labels and shows them, not as the code names and stores them.
    expect(mail).toContain('Business name: Example Holdings Pty Ltd -> Corrected Holdings Pty Ltd');
    expect(mail).toContain('Estimated value of the security: $1,800,000 -> $2,300,000');
    expect(mail).toContain('When you need the funds: Within a month -> Within 2 weeks');
    expect(mail).toMatch(/Details changed: +\w+day, /);

    const database = server.databasePath;
    await server.close();
    const output: string[] = [];
    expect(run(['export'], {DATABASE_PATH: database}, (t) => void output.push(t))).toBe(0);
    expect(output.join('')).toContain('Business name: Example Holdings Pty Ltd -> Corrected Holdings Pty Ltd');
    output.length = 0;
    expect(run(['list'], {DATABASE_PATH: database}, (t) => void output.push(t))).toBe(0);
    expect(output.join('')).toContain(
      '[changed: Estimated value of the security: $1,800,000 -> $2,300,000; When you need the funds: Within a month -> Within 2 weeks; Business name: Example Holdings Pty Ltd -> Corrected Holdings Pty Ltd]',
    );
  });
});

describe('where the enquiry came from', () => {
  it('is checked, stored, and shown in the e-mail, the webhook, the CSV export and the list', async () => {
    await start();
    const {reference} = await sendStepOne({
      attribution: JSON.stringify({...attribution, referrerHost: 'News.Example.org', extra: 'dropped'}),
    });
    expect(storedData(reference).attribution).toEqual(attribution);

    await waitFor(() => smtp.messages.length === 1 && hook.received.length === 1, 5000, 'both notifications');
    const mail = mailText(smtp.messages[0]!.raw);
    expect(mail).toContain('Where it came from:');
    expect(mail).toContain(
      'First page of the visit: /guides/bridging-finance?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026',
    );
    expect(mail).toContain('Referred by (site): news.example.org');
    expect(mail).toContain('Campaign name (utm_campaign): spring-2026');
    expect(mail).toContain('Tool used: Bridging loan calculator');
    const payload = JSON.parse(hook.received[0]!.body) as Record<string, unknown>;
    expect(payload.attribution).toEqual(attribution);
    expect((payload.enquiry as Record<string, unknown>).attribution).toEqual(attribution);

    const database = server.databasePath;
    await server.close();
    const output: string[] = [];
    expect(run(['export'], {DATABASE_PATH: database}, (t) => void output.push(t))).toBe(0);
    const [header, row] = output
      .join('')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toContain(
      '"First page of the visit","Referred by (site)","Campaign source (utm_source)","Campaign medium (utm_medium)","Campaign name (utm_campaign)","Tool used"',
    );
    expect(row).toContain(
      `"${attribution.landingPage}","news.example.org","newsletter","email","spring-2026","Bridging loan calculator"`,
    );

    output.length = 0;
    expect(run(['list'], {DATABASE_PATH: database}, (t) => void output.push(t))).toBe(0);
    const list = output.join('');
    expect(list).toContain('Came from');
    // The campaign once: the landing page's utm_* query repeated it (an operator's trial).
    expect(list).toContain(
      'newsletter / email / spring-2026, news.example.org, /guides/bridging-finance, via Bridging loan calculator',
    );
  });

  it('drops what fails the checks and never refuses the enquiry for it', async () => {
    await start();
    const {reference} = await sendStepOne({
      attribution: {
        landingPage: 'https://evil.example/',
        referrerHost: 'https://evil.example/path?q=secret',
        utmSource: 'x'.repeat(500),
        utmMedium: 'cpc\u001b]0;owned\u0007',
        utmCampaign: 'ok-campaign',
        tool: 'not-a-tool',
      },
    });
    expect(storedData(reference).attribution).toEqual({utmCampaign: 'ok-campaign'});
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    expect(smtp.messages[0]!.raw).not.toContain('evil.example');
  });

  it('says so in the e-mail when nothing is known', async () => {
    await start();
    await sendStepOne();
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    expect(mailText(smtp.messages[0]!.raw)).toContain('Where it came from: not known');
  });
});

it('still takes a full enquiry in one go (an older client), with every field', async () => {
  await start();
  const response = await json('/api/enquiries', validEnquiry());
  expect(response.statusCode).toBe(201);
  expect(storedData((response.json() as {reference: string}).reference)).toMatchObject({abn: '51824753556'});
});

describe("step two's message beside step one's", () => {
  const answers =
    'From the loan readiness check on 6 December 2026:\n- What is it for? Buy property in a self-managed super fund\n- Roughly how much do you need? $500,000 to $2 million';
  const message = (first: string, second: string) =>
    combinedEnquiry({message: first} as Enquiry, {message: second}).message;

  it('is one message when step two only added to the answers the form pre-filled, wherever she typed', () => {
    // An SMSF trustee's trial: a tap landed mid-text, and the broker got the answers twice.
    const spliced = answers.replace('$500,000', 'The company leases it at $52,000 a year. $500,000');
    expect(message(answers, spliced)).toBe(spliced);
    expect(message(answers, `${answers}\nThe lease is at market rent.`)).toBe(
      `${answers}\nThe lease is at market rent.`,
    );
  });

  it('keeps both when step two took something out, or step one was short', () => {
    const cut = answers.replace('\n- Roughly how much do you need? $500,000 to $2 million', '');
    expect(message(answers, cut)).toBe(`${answers}\n\n${cut}`);
    expect(message('Call me after 3pm', 'Can you call me, after all, at 3pm tomorrow?')).toBe(
      'Call me after 3pm\n\nCan you call me, after all, at 3pm tomorrow?',
    );
  });
});
