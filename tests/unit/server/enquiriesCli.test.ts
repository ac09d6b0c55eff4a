/** `npm run enquiries -- list | export`: the CSV is quoted properly and safe to open in a spreadsheet. */
import Database from 'better-sqlite3';
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import {run} from '../../../server/cli/enquiries';
import {csvCell, toCsv} from '../../../server/export/csv';
import {openDatabase} from '../../../server/storage/database';
import {createEnquiryStore} from '../../../server/storage/enquiryStore';
import {createOutboxStore} from '../../../server/storage/outboxStore';
import {validateEnquiry, type Enquiry} from '../../../src/enquiry/schema';
import {CONSUMER_RESULT_LINE} from '../../../src/readiness/brokerHandOff';
import {removeDir, tempDir, validEnquiry} from './helpers';

describe('CSV cells', () => {
  it.each([
    ['plain', '"plain"'],
    ['say "hello"', '"say ""hello"""'],
    ['a, b', '"a, b"'],
    ['line one\nline two', '"line one\nline two"'],
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+61 412 345 678', `"'+61 412 345 678"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
  ])('writes %j as %s', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers as they are and leaves empty cells empty', () => {
    expect(csvCell(1200000)).toBe('"1200000"');
    expect(csvCell(undefined)).toBe('""');
  });

  it('starts the file with a byte-order mark and ends rows with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('\uFEFF"A","B"\r\n"1","2"\r\n');
  });
});

describe('the enquiries command', () => {
  let dir: string;
  let database: string;
  const output: string[] = [];
  const out = (text: string) => void output.push(text);

  beforeEach(() => {
    dir = tempDir();
    database = path.join(dir, 'enquiries.db');
    output.length = 0;
    const db = openDatabase(database);
    const store = createEnquiryStore(db);
    const enquiry = (overrides: Record<string, unknown>) => {
      const result = validateEnquiry(validEnquiry(overrides));
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.enquiry as Enquiry;
    };
    store.save({enquiry: enquiry({message: '=1+1 and "quotes", commas\nand a new line'}), source: 'json'}, ['email']);
    store.save({enquiry: enquiry({name: 'Robot', amount: ''}), spamReason: 'honeypot', source: 'form'}, []);
    db.close();
  });

  /** One more enquiry, stored after the fixture's two. */
  const add = (overrides: Record<string, unknown>) => {
    const db = openDatabase(database);
    const result = validateEnquiry(validEnquiry(overrides));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    createEnquiryStore(db).save({enquiry: result.enquiry as Enquiry, source: 'json'}, []);
    db.close();
  };

  afterEach(() => removeDir(dir));

  it('exports every enquiry, spam flagged, as CSV a spreadsheet opens safely', () => {
    const file = path.join(dir, 'out.csv');
    expect(run(['export', '--out', file], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toBe(`Wrote 2 enquiries to ${file}\n`);
    const csv = fs.readFileSync(file, 'utf8');
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^"Reference","Received \(Sydney\)","Spam",/);
    // Columns named in the broker's words, as the e-mail names them.
    expect(lines[0]).toContain('"About the deal","Name","Phone","E-mail","Preferred contact"');
    expect(lines[0]).toContain('"Agreed to the collection notice"');
    expect(lines).toHaveLength(4); // header, two rows, the empty string after the last CRLF
    expect(csv).toContain(`"'=1+1 and ""quotes"", commas\nand a new line"`);
    // "About the deal" (left blank) follows the amount, as on the form; a preferred way not chosen stays blank.
    expect(csv).toContain('"Bridging finance","1200000","","Alex Citizen","0412 345 678","alex@example.com.au","",');
    expect(csv).toContain('"Buy a property or business","Commercial property","1800000"');
    expect(csv).toContain('"email pending (0 attempts)"');
    expect(lines[2]).toMatch(/"Yes","honeypot","No","No","Form post \(no JavaScript\)"/);
    // Stored with no channel (notifications off), said as `show` says it, not left blank; no earlier scenarios.
    expect(lines[2]).toMatch(/"none \(notifications were off\)","",""$/);
  });

  it('puts the other calculators she used in the last column, after the latest’s own', () => {
    const comparison = 'calculator=loan-comparison-tool&line=Loan+1+loan+amount%3A+%24180%2C000';
    const primeMover =
      'calculator=asset-finance-roi-calculator&line=Asset+price%3A+%24180%2C000&line=Trade-in%3A+%2420%2C000';
    add({
      name: 'Pat Haulage',
      scenario: `${comparison}|${primeMover}`,
      attribution: {landingPage: '/', askedFrom: 'Chattel mortgage or lease'},
    });
    expect(run(['export'], {DATABASE_PATH: database}, out, out)).toBe(0);
    const [header, ...rows] = output.join('').slice(1).split('\r\n');
    // Then the page she asked from, added later still: no column a saved spreadsheet reads moves.
    expect(header).toMatch(/"Notifications","Other calculator scenarios","Asked from the page"$/);
    const row = rows.find((each) => each.includes('Pat Haulage'));
    expect(row).toContain('"Loan comparison tool","Loan 1 loan amount: $180,000"');
    expect(row).toMatch(
      /,"Asset finance ROI calculator: Asset price: \$180,000; Trade-in: \$20,000","Chattel mortgage or lease"$/,
    );
  });

  it('flags in their own columns, as the e-mail subject does, an enquiry the check judged consumer credit and one needed soon', () => {
    add({name: 'Casey Consumer', message: `${CONSUMER_RESULT_LINE}\nBuying a unit to rent out.`, timeframe: 'urgent'});
    expect(run(['export'], {DATABASE_PATH: database}, out, out)).toBe(0);
    const [header, ...rows] = output.join('').slice(1).split('\r\n');
    expect(header).toMatch(
      /^"Reference","Received \(Sydney\)","Spam","Spam reason","Looks like consumer credit","Needed within 2 weeks",/,
    );
    expect(rows.find((row) => row.includes('Casey Consumer'))).toMatch(/^"HCF-[^"]+","[^"]+","No","","Yes","Yes",/);
    expect(rows.filter((row) => /^"HCF-[^"]+","[^"]+","(Yes|No)","[^"]*","No","No",/.test(row))).toHaveLength(2);
  });

  it('says why a notification has not gone yet: the last failed try’s code beside its attempts (the export, and show)', () => {
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    const [item] = outbox.claimDue(Date.now() + 1000, 1, ['email']);
    outbox.markFailed(item!.id, Date.now() + 30_000, 'ESOCKET');
    db.close();
    expect(run(['export'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toContain('"email pending (1 attempt, last ESOCKET)"');
  });

  it('writes the CSV to standard output without --out', () => {
    expect(run(['export'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(/^\uFEFF"Reference"/);
  });

  it('lists the latest genuine enquiries, and spam with --spam', () => {
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).toContain('Alex Citizen');
    expect(text).toContain('$1,200,000');
    // The best time to call (the fixture's "morning"), for whoever rings back.
    expect(text).toMatch(/Call\s+Came from/);
    expect(text).toMatch(/0412 345 678\s+Morning\s/);
    expect(text).not.toContain('Robot');
    // Left out, and said so: a person may have sent it.
    expect(text).toMatch(/\n1 possible spam not shown: add --spam to list it\.\n$/);
    // Its e-mail is about to go (not tried yet): nothing to flag.
    expect(text).not.toContain('not sure');
    output.length = 0;
    run(['list', '--spam'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toContain('[spam: honeypot]');
    expect(output.join('')).not.toContain('not shown');
  });

  it('flags an enquiry stored while notifications were off: the broker has it only in the list', () => {
    add({name: 'Jordan Lee', phone: '0498 765 432'});
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).toMatch(/Jordan Lee.*\n {18}\[never notified: notifications were off\]\n/);
    expect(text).not.toMatch(/Alex Citizen.*\n.*never notified/);
    expect(text).toContain('Never notified: it came while notifications were off');
    expect(text).toContain('send it with retry --never-notified and every channel the server now has, in one run');
  });

  it('sends the enquiries stored while notifications were off once a channel is set, each once', () => {
    add({name: 'Jordan Lee', phone: '0498 765 432'});
    const retry = (channels: string) => {
      output.length = 0;
      expect(run(['retry', '--never-notified', channels], {DATABASE_PATH: database}, out, out)).toBe(0);
      return output.join('');
    };
    const list = () => {
      output.length = 0;
      run(['list'], {DATABASE_PATH: database}, out, out);
      return output.join('');
    };
    // A slip: the webhook, which this server does not have. Jordan Lee and the possible spam the fixture stored with no
    // channel (the server notifies spam too, marked), and Alex Citizen, whose e-mail has not gone yet.
    expect(retry('webhook')).toMatch(/^3 enquiries never sent to the broker now wait on webhook: a running server/);
    expect(list()).not.toContain('never notified');
    // Still unsent a quarter of an hour later: flagged, not lost.
    const raw = new Database(database);
    raw.prepare(`UPDATE outbox SET next_attempt_at = ? WHERE channel = 'webhook'`).run(Date.now() - 20 * 60_000);
    raw.close();
    expect(list()).toMatch(/Jordan Lee.*\n {18}\[not sure the broker has it: webhook pending \(0 attempts\)\]\n/);
    // The right channel still reaches them, and not Alex Citizen twice.
    expect(retry('email')).toMatch(/^2 enquiries never sent to the broker now wait on email/);
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    const claimed = outbox.claimDue(Date.now(), 10, ['email']);
    expect(claimed.map((item) => `${item.enquiry.enquiry.name} ${item.kind}`).sort()).toEqual([
      'Alex Citizen enquiry',
      'Jordan Lee enquiry',
      'Robot enquiry',
    ]);
    for (const item of claimed) outbox.markSent(item.id);
    db.close();
    // Sent: nothing is queued again, on either channel.
    expect(retry('email,webhook')).toMatch(/^No enquiry needs it: each has been sent to the broker/);
    output.length = 0;
    expect(run(['retry', '--never-notified', 'sms'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(/^retry takes no option, or --never-notified and the channels the server now has/);
  });

  it('says an enquiry sent on one channel is with the broker while another still tries', () => {
    // An operator's trial: the e-mail had gone, the webhook's receiver was down, and the list said "not sure the
    // broker has it".
    const db = openDatabase(database);
    const result = validateEnquiry(validEnquiry({name: 'Sam Ng'}));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    createEnquiryStore(db).save({enquiry: result.enquiry as Enquiry, source: 'json'}, ['email', 'webhook']);
    const outbox = createOutboxStore(db);
    const later = Date.now() + 1000;
    for (const item of outbox.claimDue(later, 10, ['email'])) {
      if (item.enquiry.enquiry.name === 'Sam Ng') outbox.markSent(item.id);
    }
    for (const item of outbox.claimDue(later, 10, ['webhook'])) outbox.markFailed(item.id, later, 'ECONNREFUSED');
    db.close();
    run(['list'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toMatch(
      /Sam Ng.*\n {18}\[sent by email; not yet: webhook pending \(1 attempt, last ECONNREFUSED\)\]\n/,
    );
  });

  it('flags an enquiry whose notification a failed try left waiting, and retry makes it due now', () => {
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    const [item] = outbox.claimDue(Date.now() + 1000, 1, ['email']);
    // Failed, next try in an hour: the broker has not had it and will not for a while.
    outbox.markFailed(item!.id, Date.now() + 3_600_000, 'ESOCKET');
    db.close();
    run(['list'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toMatch(
      /Alex Citizen.*\n {18}\[not sure the broker has it: email pending \(1 attempt, last ESOCKET\)\]\n/,
    );
    expect(output.join('')).toMatch(/\nNot sure the broker has it: .*retry tries it at once\.\n$/);

    output.length = 0;
    expect(run(['retry'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(/^1 notification was waiting for another try: the running server tries again/);
    const after = openDatabase(database);
    // Due now: the server's next poll claims it, where before it waited the hour.
    expect(createOutboxStore(after).claimDue(Date.now(), 5, ['email'])).toHaveLength(1);
    after.close();

    output.length = 0;
    expect(run(['retry', '--all'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(
      /^retry takes no option, or --never-notified and the channels .*given: --all\)\n\nUsage:/,
    );
  });

  it('retry leaves alone a notification never tried, and one already overdue that the health check reports', () => {
    // The fixture's e-mail has not been tried: it is due already, not waiting for another try.
    expect(run(['retry'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toBe('No notification is waiting for another try.\n');
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    const [item] = outbox.claimDue(Date.now() + 1000, 1, ['email']);
    // Failed, and its next try 20 minutes past: a stopped delivery loop, which /healthz/notifications calls overdue.
    outbox.markFailed(item!.id, Date.now() - 20 * 60_000, 'ESOCKET');
    expect(outbox.overdue(['email'], Date.now() - 15 * 60_000)).toEqual(['email']);
    output.length = 0;
    expect(run(['retry'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toBe('No notification is waiting for another try.\n');
    expect(outbox.overdue(['email'], Date.now() - 15 * 60_000)).toEqual(['email']);
    db.close();
  });

  it('flags an enquiry whose receiver went quiet after taking it (unconfirmed): it may never have arrived', () => {
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    outbox.markUnconfirmed(outbox.claimDue(Date.now() + 1000, 1, ['email'])[0]!.id, 'ETIMEDOUT (after DATA)');
    db.close();
    run(['list'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toMatch(
      /Alex Citizen.*\n {18}\[not sure the broker has it: email unconfirmed \(1 attempt, last ETIMEDOUT/,
    );
  });

  it('lists an enquiry whose notifications went without a flag', () => {
    const db = openDatabase(database);
    const outbox = createOutboxStore(db);
    outbox.markSent(outbox.claimDue(Date.now() + 1000, 1, ['email'])[0]!.id);
    db.close();
    run(['list'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toContain('Alex Citizen');
    expect(output.join('')).not.toContain('not notified');
  });

  it('flags an enquiry the readiness check judged consumer credit, in the list and the e-mail’s subject', () => {
    add({
      name: 'Casey Home',
      service: 'not-sure',
      amount: '',
      message: [
        'From the loan readiness check on 5 December 2026:',
        '- What is the loan for? A home to live in',
        'Result: this looks like consumer credit, which we do not arrange.',
      ].join('\n'),
    });
    // Without the line (her answers not sent, or a JSON client's enquiry), nothing is flagged.
    add({
      name: 'Sam Edited',
      message: 'From the loan readiness check on 5 December 2026:\n- What is the loan for? A home',
    });
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).toMatch(/Casey Home.*\n {18}\[readiness check: consumer credit\] /);
    expect(text.match(/consumer credit/g)).toHaveLength(1);
    output.length = 0;
    const db = openDatabase(database);
    const casey = [...createEnquiryStore(db).all()].find((s) => s.enquiry.name === 'Casey Home')!;
    db.close();
    run(['show', casey.reference], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toMatch(
      new RegExp(`^Looks like consumer credit: New enquiry ${casey.reference}: Not sure yet\n`),
    );
  });

  it('flags an enquiry whose funds are needed within two weeks in the list and the subject', () => {
    // An urgent borrower's trial: his garnishee and "Within 2 weeks" sat halfway down the enquiry.
    add({name: 'Dean Urgent', service: 'debt-consolidation', amount: '195000', timeframe: 'urgent'});
    add({name: 'Ada Later', timeframe: 'quarter'});
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).toMatch(/Dean Urgent.*\n {18}\[needed within 2 weeks\] /);
    expect(text).not.toMatch(/Ada Later.*\n.*needed/);
    output.length = 0;
    const db = openDatabase(database);
    const dean = [...createEnquiryStore(db).all()].find((s) => s.enquiry.name === 'Dean Urgent')!;
    db.close();
    run(['show', dean.reference], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toMatch(
      new RegExp(`^Needed within 2 weeks: New enquiry ${dean.reference}: Business debt consolidation, \\$195,000\n`),
    );
  });

  it('deletes one enquiry on request, leaving no copy in the file, only once told --yes', () => {
    add({name: 'Pat Private', phone: '0400 111 222'});
    const db = openDatabase(database);
    const pat = [...createEnquiryStore(db).all()].find((s) => s.enquiry.name === 'Pat Private')!;
    db.close();
    const inFile = () =>
      Buffer.concat(
        [database, `${database}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)),
      ).includes('Pat Private');
    // As copied from an e-mail, in lower case: it names the enquiry and deletes nothing.
    expect(run(['delete', pat.reference.toLowerCase()], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(
      new RegExp(
        `^The broker was never sent it \\(notifications were off\\)\\. Read it with show first\\.\\nWould delete ${pat.reference}, from Pat Private, received .+ Sydney time\\. Nothing was deleted: run again with --yes --include-unsent to delete it\\.\\n$`,
      ),
    );
    expect(inFile()).toBe(true);
    output.length = 0;
    // An enquiry the broker may not have: --yes alone deletes nothing (an operator's trial deleted an unsent lead).
    expect(run(['delete', pat.reference, '--yes'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(/Nothing was deleted: run again with --yes --include-unsent to delete it\.\n$/);
    expect(inFile()).toBe(true);
    output.length = 0;
    expect(run(['delete', pat.reference, '--yes', '--include-unsent'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(
      /^The broker was never sent it \(notifications were off\)\.\nDeleted HCF-.+, and with it these rows keyed to it: none\.\n$/,
    );
    expect(inFile()).toBe(false);
    output.length = 0;
    run(['list'], {DATABASE_PATH: database}, out, out);
    expect(output.join('')).toContain('Alex Citizen');
    expect(output.join('')).not.toContain('Pat Private');
    output.length = 0;
    // The first enquiry has its e-mail queued: the queued notification goes with it.
    const again = openDatabase(database);
    const alex = [...createEnquiryStore(again).all()][0]!;
    again.close();
    expect(run(['delete', alex.reference, '--yes', '--include-unsent'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(/^Not sure the broker has it: email pending \(0 attempts\)\.\n/);
    expect(output.join('')).toContain('these rows keyed to it: 1 outbox');
    output.length = 0;
    expect(run(['delete', pat.reference, '--yes'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toBe(`No enquiry has the reference ${pat.reference}.\n`);
    output.length = 0;
    expect(run(['delete', '--yes'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(/^delete takes one reference, such as HCF-2026-ABC234\.\n/);
  });

  it('shows the address of someone who asked to be e-mailed, not the phone number she also gave', () => {
    add({name: 'Emma Mail', contactMethod: 'email', email: 'emma@example.com.au'});
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).toMatch(/Received \(Sydney\)\s+Service.*Contact by/);
    expect(text).toMatch(/Emma Mail\s+emma@example\.com\.au\s/);
    expect(text).toMatch(/Alex Citizen\s+0412 345 678\s/);
  });

  it('shows one enquiry in full, as its e-mail reads, and where its notifications stand', () => {
    const db = openDatabase(database);
    const [first] = [...createEnquiryStore(db).all()];
    db.prepare("UPDATE enquiries SET data = json_set(data, '$.name', ?) WHERE id = ?").run('Alex\u001b[2J', first!.id);
    db.close();
    // As copied from an e-mail: a space before it, and typed in lower case.
    expect(run(['show', ` ${first!.reference.toLowerCase()}`], {DATABASE_PATH: database}, out, out)).toBe(0);
    const text = output.join('');
    expect(text).toMatch(
      new RegExp(`^New enquiry ${first!.reference}: Bridging finance, \\$1,200,000\n\nA quote request came`),
    );
    // The whole message, its new lines kept, where the list shows a column's worth.
    expect(text).toContain('=1+1 and "quotes", commas\nand a new line');
    expect(text).toContain('Alex\\u{1b}[2J');
    expect(text).toMatch(/\nNotifications: email pending \(0 attempts\)\n$/);
    output.length = 0;
    expect(run(['show', 'HCF-2026-ABCDEF'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toBe('No enquiry has the reference HCF-2026-ABCDEF.\n');
    output.length = 0;
    expect(run(['show'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(/^show takes one reference, such as HCF-2026-ABC234\.\n\nUsage:/);
  });

  it('names a command it does not have, and help is not an error', () => {
    expect(run(['open', 'HCF-2026-ABCDEF'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toMatch(/^There is no "open" command\.\n\nUsage:/);
    output.length = 0;
    expect(run(['help'], {DATABASE_PATH: database}, out, out)).toBe(0);
    expect(output.join('')).toMatch(/^Usage:/);
  });

  it('shows control and direction characters in a stored value as codes, never sending them to the terminal', () => {
    // Stored before control characters were refused, or written to the database by something else.
    const db = openDatabase(database);
    db.prepare("UPDATE enquiries SET data = json_set(data, '$.name', ?) WHERE spam = 0").run(
      'Alex\u001b]0;owned\u0007\r\nForged line \u202eesrever',
    );
    db.close();
    run(['list'], {DATABASE_PATH: database}, out, out);
    const text = output.join('');
    expect(text).not.toMatch(/(?!\n)[\p{Cc}\u202a-\u202e]/u);
    expect(text).toContain('Alex\\u{1b}]0;owned\\u{…'); // cut to the column's width
    // The header, one enquiry, the note of the fixture's spam left out, the empty string after the last new line.
    expect(text.split('\n')).toHaveLength(4);
  });

  it('refuses an option it does not know, or a --limit that is not a count, instead of listing something else', () => {
    for (const [args, message] of [
      [['list', '--spma'], 'Unknown option for list: --spma'],
      [['list', '--limit', 'abc'], '--limit takes how many enquiries to list, 1 or more (not "abc").'],
      [['list', '--limit', '0'], '--limit takes how many enquiries to list, 1 or more (not "0").'],
      [['list', '--limit'], '--limit takes how many enquiries to list, 1 or more.'],
      [['export', '--ot', 'x.csv'], 'export takes only --out and a file name (it was given: --ot x.csv)'],
    ] as const) {
      output.length = 0;
      const problems: string[] = [];
      expect(run([...args], {DATABASE_PATH: database}, out, (t) => void problems.push(t))).toBe(1);
      // On standard error: standard output is the data.
      expect(output.join('')).toBe('');
      expect(problems.join('')).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\nUsage:`));
    }
    output.length = 0;
    run(['list', '--limit', '1', '--spam'], {DATABASE_PATH: database}, out, out);
    // The header, the latest enquiry (the fixture's spam, stored with notifications off), its flags, the note on it,
    // then ''.
    expect(output.join('').split('\n')).toHaveLength(5);
    expect(output.join('')).toContain('Robot');
  });

  it('says what went wrong when the export cannot be written, without a stack trace', () => {
    const problems: string[] = [];
    const problem = (text: string) => void problems.push(text);
    expect(run(['export', '--out', path.join(dir, 'missing', 'x.csv')], {DATABASE_PATH: database}, out, problem)).toBe(
      1,
    );
    expect(output.join('')).toBe('');
    expect(problems.join('')).toMatch(/^Could not write .*missing\/x\.csv: ENOENT: no such file or directory/);
  });

  it('names the database it read when it holds no enquiries (a command run from another folder reads another file)', () => {
    const empty = path.join(dir, 'empty.db');
    openDatabase(empty).close();
    expect(run(['list'], {DATABASE_PATH: empty}, out, out)).toBe(0);
    expect(output.join('')).toBe(`No enquiries yet in ${empty}.\n`);
  });

  it('reads an older schema only after the server has brought it up to date, never changing it under a running server', () => {
    const version = () => {
      const db = new Database(database);
      const {version} = db.prepare('SELECT version FROM schema_version').get() as {version: number};
      db.close();
      return version;
    };
    const older = version() - 1;
    const db = new Database(database);
    db.prepare('UPDATE schema_version SET version = ?').run(older);
    db.close();
    expect(run(['list'], {DATABASE_PATH: database}, out, out)).toBe(1);
    expect(output.join('')).toBe(
      `The database at ${database} is at schema version ${older}, older than this code (${older + 1}): restart the server first; it brings the database up to date.\n`,
    );
    expect(version()).toBe(older);
  });

  it('stops quietly when what it writes to is closed early (piped into head or a pager)', () => {
    // `true` exits without reading, so every write the command makes meets a closed pipe.
    const piped = spawnSync(
      'bash',
      ['-o', 'pipefail', '-c', 'node --import tsx server/cli/enquiries.ts export | true'],
      {
        env: {...process.env, DATABASE_PATH: database},
        encoding: 'utf8',
      },
    );
    expect(piped.stderr).toBe('');
    expect(piped.status).toBe(0);
  });

  it('says so when there is no database yet, and fails a command asked to act on it', () => {
    expect(run(['list'], {DATABASE_PATH: path.join(dir, 'none.db')}, out, out)).toBe(0);
    expect(output.join('')).toContain('No enquiries yet');
    // Run without the server's DATABASE_PATH in an outage, a retry must not read as "nothing to retry".
    for (const command of [['retry'], ['purge'], ['export'], ['show', 'HCF-2026-ABC234']]) {
      output.length = 0;
      const problems: string[] = [];
      const problem = (text: string) => void problems.push(text);
      expect([command[0], run(command, {DATABASE_PATH: path.join(dir, 'none.db')}, out, problem)]).toEqual([
        command[0],
        1,
      ]);
      // On standard error: `export > enquiries.csv` wrote the message into the file (a broker's trial).
      expect(output.join('')).toBe('');
      expect(problems.join('')).toContain("Run the command with the server's DATABASE_PATH");
    }
  });

  it('refuses an empty DATABASE_PATH, as the server does, instead of opening the working folder', () => {
    const problems: string[] = [];
    expect(run(['list'], {DATABASE_PATH: ''}, out, (text) => void problems.push(text))).toBe(1);
    expect(problems.join('')).toBe(
      "DATABASE_PATH must not be empty: give the server's database file, or leave it unset for data/enquiries.db.\n",
    );
  });
});
