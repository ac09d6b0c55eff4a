/**
 * POST /api/enquiries against a real SQLite file in a temporary folder and a
 * real SMTP server started by the test.
 */
import {createServer, type Server} from '../../../server/server';
import {referencePattern} from '../../../server/enquiries/reference';
import {
  mailEnv,
  mailText,
  removeDir,
  startSmtp,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFixtureBuild,
  readRows,
} from './helpers';
import {manualScheduler, type ManualScheduler} from './manualScheduler';
import {webhookPayload} from '../../../server/notify/enquiryMessage';
import type {Enquiry} from '../../../src/enquiry/schema';

let dir: string;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: Server;
/** The outbox's clock: retries and polls happen when a test moves it (a new enquiry is sent at once). */
let clock: ManualScheduler;

async function start(env: Record<string, string> = {}) {
  clock = manualScheduler();
  server = createServer(testConfig(dir, {...mailEnv(smtp.port), ...env}), {scheduler: clock});
  await server.start();
  return server;
}

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: {'content-type': 'application/json', ...headers},
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const form = (fields: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: '/api/enquiries',
    headers: {'content-type': 'application/x-www-form-urlencoded'},
    payload: new URLSearchParams(fields).toString(),
  });

const rows = (sql: string, ...params: unknown[]) => readRows(server.databasePath, sql, ...params);

beforeEach(async () => {
  dir = tempDir();
  writeFixtureBuild(dir);
  smtp = await startSmtp();
});

afterEach(async () => {
  await server?.close();
  await smtp.close();
  removeDir(dir);
});

describe('a valid enquiry', () => {
  it('is answered 201 with a reference, stored, and e-mailed to the broker exactly once', async () => {
    await start();
    const response = await post(validEnquiry());
    expect(response.statusCode).toBe(201);
    const {reference} = response.json() as {reference: string};
    expect(reference).toMatch(referencePattern);

    const stored = rows('SELECT * FROM enquiries');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({reference, service: 'bridging-finance', spam: 0, source: 'json'});
    expect(JSON.parse(stored[0]!.data as string)).toMatchObject({
      name: 'Alex Citizen',
      amount: 1_200_000,
      abn: '51824753556',
      phone: '0412 345 678',
      consent: true,
    });

    await server.worker.kick();
    clock.advance(3_600_000); // an hour of the worker's polls and retries: nothing else may arrive
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(['broker@harbourline.example']);
    expect(mail.raw).toContain(`Subject: New enquiry ${reference}: Bridging finance, $1,200,000`);
    expect(mail.raw).toContain('Reply-To: Alex Citizen <alex@example.com.au>');
    expect(mail.raw).toContain('51 824 753 556');
    expect(rows("SELECT status FROM outbox WHERE channel = 'email'")).toEqual([{status: 'sent'}]);
  });

  it('is e-mailed to each of several addresses the broker set', async () => {
    await start({MAIL_TO: 'broker@harbourline.example, Sam <sam@harbourline.example>'});
    expect((await post(validEnquiry())).statusCode).toBe(201);
    await server.worker.kick();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.to).toEqual(['broker@harbourline.example', 'sam@harbourline.example']);
  });

  it('is accepted as a form post and answered with a confirmation page carrying the reference', async () => {
    await start();
    const {consent: _consent, marketing: _marketing, ...fields} = validEnquiry();
    const response = await form({...(fields as Record<string, string>), consent: 'true'});
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const reference = response.body.match(/HCF-\d{4}-[A-Z0-9]{6}/)?.[0];
    expect(reference).toMatch(referencePattern);
    expect(response.body).toContain('What happens next');
    expect(response.body).not.toContain('<script');
    expect(rows('SELECT reference, source FROM enquiries')).toEqual([{reference, source: 'form'}]);
  });

  it('keeps the best time to call with the enquiry and puts it in the broker’s e-mail', async () => {
    await start();
    const response = await post(validEnquiry({contactTime: 'midday'}));
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(rows('SELECT data FROM enquiries')[0]!.data as string)).toMatchObject({contactTime: 'midday'});
    await waitFor(() => smtp.messages.length === 1);
    expect(smtp.messages[0]!.raw).toMatch(/^Best time to call: +Midday\s*$/m);
  });

  it('keeps "Tell us about the deal", line breaks and all, and puts it in the broker’s e-mail on lines of its own', async () => {
    await start();
    const deal = 'Buying the cafe freehold.\r\nSecurity: the shop.\rSettlement in 6 weeks.';
    const response = await post(validEnquiry({deal}));
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(rows('SELECT data FROM enquiries')[0]!.data as string)).toMatchObject({
      deal: 'Buying the cafe freehold.\nSecurity: the shop.\nSettlement in 6 weeks.',
    });
    await waitFor(() => smtp.messages.length === 1);
    const raw = smtp.messages[0]!.raw.replace(/\r\n/g, '\n');
    expect(raw).toContain(
      '\nAbout the deal:\nBuying the cafe freehold.\nSecurity: the shop.\nSettlement in 6 weeks.\n',
    );
  });

  it('takes the deal from a form post too, and shows it again with the form when another field needs fixing', async () => {
    await start();
    const response = await form({name: 'Alex Citizen', email: 'bad', deal: 'A <b>bold</b> plan', startedAt: '1'});
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(
      /<textarea id="quote-deal" name="deal" rows="4" maxlength="1000"[^>]*>A &lt;b&gt;bold&lt;\/b&gt; plan<\/textarea>/,
    );
  });

  it('keeps the calculator scenario with the enquiry and in the e-mail', async () => {
    await start();
    const scenario = 'calculator=commercial-property-loan-calculator&amount=1200000&rate=7.25&years=25&lvr=66.67';
    const response = await post(validEnquiry({scenario}));
    expect(response.statusCode).toBe(201);
    await waitFor(() => smtp.messages.length === 1);
    expect(smtp.messages[0]!.raw).toContain('Calculator scenario (Commercial property loan calculator)');
    expect(smtp.messages[0]!.raw).toContain('Interest rate: 7.25% p.a.');
    expect(mailText(smtp.messages[0]!.raw)).not.toContain('Lines marked');
  });

  it('keeps the other calculators she used, after the latest, with the enquiry, in the e-mail and the webhook', async () => {
    // A broker's trial: the asset calculator's prime mover was lost once she compared it in the loan comparison.
    await start();
    const comparison = new URLSearchParams([
      ['calculator', 'loan-comparison-tool'],
      ['line', 'Loan 1 loan amount: $180,000'],
    ]);
    const primeMover = new URLSearchParams([
      ['calculator', 'asset-finance-roi-calculator'],
      ['line', 'Asset price: $180,000'],
      ['line', 'Balloon: 30% (left as the calculator set it)'],
    ]);
    // A second scenario of the same calculator, and a part that is not a scenario, are dropped, never the enquiry.
    const scenario = [comparison, primeMover, primeMover, 'nonsense'].join('|');
    expect((await post(validEnquiry({scenario}))).statusCode).toBe(201);
    await waitFor(() => smtp.messages.length === 1);
    expect(mailText(smtp.messages[0]!.raw).replace(/\r\n/g, '\n')).toContain(
      'Calculator scenario (Loan comparison tool):\n  Loan 1 loan amount: $180,000\n\n' +
        'Also in the visit (Asset finance ROI calculator):\n  Asset price: $180,000\n' +
        '  Balloon: 30% (left as the calculator set it)\n',
    );
    const stored = JSON.parse(rows('SELECT data FROM enquiries')[0]!.data as string) as Enquiry;
    expect(stored.scenario?.calculator).toBe('loan-comparison-tool');
    expect(stored.earlierScenarios?.map((each) => each.calculator)).toEqual(['asset-finance-roi-calculator']);
    const hook = webhookPayload({
      id: 1,
      reference: 'HCF-2026-ABC234',
      createdAt: '',
      spam: false,
      source: 'json',
      enquiry: stored,
    });
    expect(hook.readable.earlierScenarios).toEqual([
      {
        calculator: 'Asset finance ROI calculator',
        lines: [
          {label: 'Asset price', value: '$180,000'},
          {label: 'Balloon', value: '30% (left as the calculator set it)'},
        ],
      },
    ]);
  });

  it('says in the e-mail when the scenario rests partly on the calculator’s example figures', async () => {
    await start();
    const scenario = new URLSearchParams([
      ['calculator', 'asset-finance-roi-calculator'],
      ['line', 'Asset price: $62,000'],
      ['line', 'Monthly benefit: $2,600 (as in the example)'],
      ['line', 'Simple ROI: 134.1%'],
    ]).toString();
    expect((await post(validEnquiry({scenario}))).statusCode).toBe(201);
    await waitFor(() => smtp.messages.length === 1);
    expect(mailText(smtp.messages[0]!.raw).replace(/\r\n/g, '\n')).toContain(
      "(Asset finance ROI calculator):\n  (Lines marked (as in the example) are the calculator's example, not the borrower's figures; the results rest on them too.)\n  Asset price: $62,000\n",
    );
  });
});

describe('errors', () => {
  it('answers 400 with a message for each field to fix', async () => {
    await start();
    const response = await post({name: '', email: 'not-an-address', phone: '12345', abn: '12 345 678 901'});
    expect(response.statusCode).toBe(400);
    const {errors} = response.json() as {errors: Record<string, string>};
    expect(Object.keys(errors).sort()).toEqual(['abn', 'consent', 'email', 'name', 'phone']);
    expect(errors.phone).toMatch(
      /^Enter a phone number such as 0412 345 678 .*from overseas, \+ and the country code first\.$/,
    );
    expect(rows('SELECT * FROM enquiries')).toHaveLength(0);
  });

  it('shows every calculator scenario again with the form a post must fix, and keeps them to send', async () => {
    await start();
    const scenario =
      'calculator=loan-comparison-tool&line=Loan+1+loan+amount%3A+%24180%2C000|calculator=asset-finance-roi-calculator&line=Asset+price%3A+%24180%2C000';
    const response = await form({name: 'Alex Citizen', email: 'bad', scenario, startedAt: '1'});
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<h2 id="quote-scenario-title">Your calculator scenarios</h2>');
    expect(response.body).toContain('<p>From the loan comparison tool:</p><dl><dt>Loan 1 loan amount</dt>');
    expect(response.body).toContain('<p>From the asset finance ROI calculator:</p><dl><dt>Asset price</dt>');
    expect(response.body).toContain(`name="scenario" value="${scenario.replaceAll('&', '&amp;')}"`);
  });

  it('answers a form post with errors by showing the form again with what was typed', async () => {
    await start();
    const response = await form({name: 'Alex <b>Citizen</b>', email: 'bad', phone: '0412 345 678', startedAt: '1'});
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('value="Alex &lt;b&gt;Citizen&lt;/b&gt;"');
    expect(response.body).toContain('Enter an e-mail address in the format name@example.com.au.');
    expect(response.body).toMatch(/id="quote-email"[^>]*aria-invalid="true"/);
    // A field without a message is not read out as invalid, though the browser finds it so (required, empty).
    expect(response.body).toMatch(/id="quote-name"[^>]*aria-invalid="false"/);
    expect(response.body).toContain('href="#quote-email"');
    expect(response.body).toContain('<form method="post" action="/api/enquiries">');
  });

  it('refuses a deal over 1,000 characters, or one holding a control character, and stores nothing', async () => {
    await start();
    const long = await post(validEnquiry({deal: 'x'.repeat(1001)}));
    expect(long.statusCode).toBe(400);
    expect((long.json() as {errors: Record<string, string>}).errors).toEqual({
      deal: 'Keep this to 1,000 characters or fewer (it has 1,001).',
    });
    const escape = await post(validEnquiry({deal: 'Call after 3\u001b[2J'}));
    expect((escape.json() as {errors: Record<string, string>}).errors.deal).toMatch(
      /^Tell us about the deal contains a control character/,
    );
    expect(rows('SELECT * FROM enquiries')).toHaveLength(0);
    // Exactly 1,000 is fine.
    expect((await post(validEnquiry({deal: 'x'.repeat(1000)}))).statusCode).toBe(201);
  });

  it('answers malformed JSON with 400', async () => {
    await start();
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 for a body over 32 KB', async () => {
    await start();
    const response = await post(validEnquiry({message: 'x'.repeat(33 * 1024)}));
    expect(response.statusCode).toBe(413);
    expect(rows('SELECT * FROM enquiries')).toHaveLength(0);
  });

  it.each(['text/plain', 'multipart/form-data; boundary=x', 'application/xml'])('answers 415 for %s', async (type) => {
    await start();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: {'content-type': type},
      payload: 'name=Alex',
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 429 with Retry-After when one address sends more than the limit', async () => {
    await start({ENQUIRY_RATE_LIMIT: '3'});
    for (let i = 0; i < 3; i += 1) expect((await post(validEnquiry())).statusCode).toBe(201);
    const limited = await post(validEnquiry());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    // Another address is not affected.
    const other = await server.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      remoteAddress: '192.0.2.7',
      headers: {'content-type': 'application/json'},
      payload: JSON.stringify(validEnquiry()),
    });
    expect(other.statusCode).toBe(201);
    expect(rows('SELECT * FROM enquiries')).toHaveLength(4);
  });
});

describe('spam', () => {
  it('stores an enquiry with the honeypot filled in, answers as usual and e-mails it marked possible spam', async () => {
    await start();
    const response = await post(validEnquiry({referrer_code: 'http://spam.example'}));
    expect(response.statusCode).toBe(201);
    expect(rows('SELECT spam, spam_reason FROM enquiries')).toEqual([{spam: 1, spam_reason: 'honeypot'}]);
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    const {raw} = smtp.messages[0]!;
    expect(raw).toMatch(/^Subject: Possible spam \(honeypot\): New enquiry HCF-/m);
    expect(raw).toMatch(/^X-Enquiry-Possible-Spam: honeypot/m);
    expect(raw).toContain('POSSIBLE SPAM: a hidden field that people never see was filled in');
  });

  it('flags an enquiry sent sooner than the minimum fill time, and still notifies it as possible spam', async () => {
    await start({ENQUIRY_MIN_FILL_SECONDS: '3'});
    const response = await post(validEnquiry({startedAt: '', fillMs: '500'}));
    expect(response.statusCode).toBe(201);
    expect(rows('SELECT spam, spam_reason FROM enquiries')).toEqual([{spam: 1, spam_reason: 'too-fast'}]);
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    expect(smtp.messages[0]!.raw).toMatch(/^Subject: Possible spam \(too-fast\): New enquiry HCF-/m);
  });

  it('counts the fill time from when the page opened (fillMs), whatever the clock in the browser says', async () => {
    await start({ENQUIRY_MIN_FILL_SECONDS: '3'});
    // A page open 20 s, whose scripts woke up (and whose clock says it started) a moment ago.
    expect((await post(validEnquiry({fillMs: '20000', startedAt: String(Date.now() - 50)}))).statusCode).toBe(201);
    expect(rows('SELECT spam FROM enquiries')).toEqual([{spam: 0}]);
  });

  it.each([
    ['no time at all (a native post from the static page)', {startedAt: ''}],
    ['a zero fill time (autofill and send at once)', {startedAt: '', fillMs: '0'}],
    ['a zero start time', {startedAt: '0'}],
    ['a start time ahead of the server (a fast clock)', {startedAt: String(Date.now() + 60_000)}],
    ['garbage', {startedAt: 'soon', fillMs: 'quick'}],
  ])('does not flag a request whose only evidence is %s', async (_what, fields) => {
    await start({ENQUIRY_MIN_FILL_SECONDS: '3'});
    expect((await post(validEnquiry(fields))).statusCode).toBe(201);
    expect(rows('SELECT spam FROM enquiries')).toEqual([{spam: 0}]);
    await waitFor(() => smtp.messages.length === 1, 5000, 'the e-mail');
    expect(smtp.messages[0]!.raw).toMatch(/^Subject: New enquiry HCF-/m);
  });

  it('does not flag a form posted slowly enough', async () => {
    await start({ENQUIRY_MIN_FILL_SECONDS: '3'});
    expect((await post(validEnquiry({startedAt: String(Date.now() - 10_000)}))).statusCode).toBe(201);
    expect(rows('SELECT spam FROM enquiries')).toEqual([{spam: 0}]);
  });
});

describe('with notification off (the default)', () => {
  it('stores enquiries and queues nothing', async () => {
    server = createServer(testConfig(dir));
    await server.start();
    expect((await post(validEnquiry())).statusCode).toBe(201);
    expect(rows('SELECT * FROM enquiries')).toHaveLength(1);
    expect(rows('SELECT * FROM outbox')).toHaveLength(0);
  });
});
