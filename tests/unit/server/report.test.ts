/**
 * `npm run enquiries -- report`: how an enquiry is classified (pure
 * functions), and the counts the command prints from a seeded database,
 * as text and as CSV read back the way a spreadsheet would.
 */
import {spawnSync} from 'child_process';
import path from 'path';
import {run} from '../../../server/cli/enquiries';
import {parseReportArgs} from '../../../server/cli/reportCommand';
import {campaignOf, isSearchEngine, landingPathOf, sourceOf, toolOf} from '../../../server/report/classify';
import {toolName} from '../../../src/enquiry/attribution';
import {buildReport, type ReportEnquiry} from '../../../server/report/count';
import {monthsBetween, sydneyDate, sydneyDateTime, sydneyMidnightUtc} from '../../../server/report/dates';
import {openDatabase} from '../../../server/storage/database';
import {createEnquiryStore} from '../../../server/storage/enquiryStore';
import {cleanAttribution, type Attribution} from '../../../src/enquiry/attribution';
import {CONSUMER_RESULT_LINE} from '../../../src/readiness/brokerHandOff';
import {validateEnquiry, type Enquiry} from '../../../src/enquiry/schema';
import {removeDir, tempDir, validEnquiry} from './helpers';

describe('classifying an enquiry', () => {
  it.each([
    ['www.google.com', true],
    ['google.com.au', true],
    ['www.google.co.uk', true],
    ['www.bing.com', true],
    ['duckduckgo.com', true],
    ['au.search.yahoo.com', true],
    ['www.ecosia.org', true],
    ['search.brave.com', true],
    ['mail.google.com', false],
    ['news.yahoo.com', false],
    ['google.example.com', false],
    ['notgoogle.com', false],
    ['www.linkedin.com', false],
    ['accountant.example.com.au', false],
  ])('%s is a search engine: %s', (host, expected) => {
    expect(isSearchEngine(host)).toBe(expected);
  });

  it('files each source class by the first rule that fits', () => {
    expect(sourceOf(undefined)).toBe('unknown');
    expect(sourceOf({landingPage: '/'})).toBe('direct');
    // The page she asked from is the form's, not the visit's: alone, where the visit came from is not known.
    expect(sourceOf({askedFrom: 'Bridging finance: buying before you sell'})).toBe('unknown');
    expect(sourceOf({landingPage: '/', askedFrom: 'Guide'})).toBe('direct');
    expect(sourceOf({landingPage: '/', referrerHost: 'www.google.com.au'})).toBe('search engine');
    expect(sourceOf({landingPage: '/', referrerHost: 'www.accountants.example'})).toBe('referral');
    // Any campaign tag wins over the referrer: a paid Google ad is a campaign, not search.
    expect(sourceOf({referrerHost: 'www.google.com', utmMedium: 'cpc'})).toBe('campaign');
    expect(sourceOf({landingPage: '/guides/x?utm_campaign=spring'})).toBe('campaign');
  });

  it('groups landing pages by path, campaigns by their tags, tools by name', () => {
    expect(landingPathOf({landingPage: '/guides/x?utm_source=news'})).toBe('/guides/x');
    expect(landingPathOf(undefined)).toBe('(not recorded)');
    expect(campaignOf({utmSource: 'newsletter', utmCampaign: 'spring'})).toBe('newsletter / (not set) / spring');
    expect(campaignOf({landingPage: '/?utm_source=linkedin&utm_medium=social'})).toBe('linkedin / social / (not set)');
    expect(campaignOf({landingPage: '/'})).toBeUndefined();
    expect(toolName(toolOf({tool: 'loan-readiness-check'}, undefined))).toBe('Loan readiness check');
    expect(toolName(toolOf(undefined, 'bridging-loan-calculator'))).toBe('Bridging loan calculator');
    expect(toolName(toolOf(undefined, undefined))).toBe('(none)');
  });

  it('reads stored attribution without trusting its shape', () => {
    expect(cleanAttribution('{"referrerHost":"www.bing.com","utmSource":42,"tool":""}')).toEqual({
      referrerHost: 'www.bing.com',
    });
    expect(cleanAttribution('not json')).toBeUndefined();
    expect(cleanAttribution(null)).toBeUndefined();
    expect(cleanAttribution('[1]')).toBeUndefined();
  });
});

describe('Sydney dates', () => {
  it('starts a Sydney day at 13:00 or 14:00 UTC the day before, daylight saving or not', () => {
    expect(sydneyMidnightUtc('2026-07-01')).toBe('2026-06-30T14:00:00.000Z'); // AEST, +10
    expect(sydneyMidnightUtc('2026-01-15')).toBe('2026-01-14T13:00:00.000Z'); // AEDT, +11
    // Daylight saving starts 4 October 2026 at 2 am and ends 5 April 2026 at 3 am.
    expect(sydneyMidnightUtc('2026-10-04')).toBe('2026-10-03T14:00:00.000Z');
    expect(sydneyMidnightUtc('2026-10-04', 1)).toBe('2026-10-04T13:00:00.000Z');
    expect(sydneyMidnightUtc('2026-04-05')).toBe('2026-04-04T13:00:00.000Z');
    expect(sydneyMidnightUtc('2026-04-05', 1)).toBe('2026-04-05T14:00:00.000Z');
    expect(sydneyMidnightUtc('2026-12-31', 1)).toBe('2026-12-31T13:00:00.000Z');
  });

  it('dates a UTC time as Sydney does', () => {
    expect(sydneyDate('2026-06-30T13:59:59.999Z')).toBe('2026-06-30');
    expect(sydneyDate('2026-06-30T14:00:00.000Z')).toBe('2026-07-01');
    expect(sydneyDateTime('2026-06-30T14:30:59.000Z')).toBe('2026-07-01 00:30'); // AEST, +10
    expect(sydneyDateTime('2026-11-22T03:05:00.000Z')).toBe('2026-11-22 14:05'); // AEDT, +11
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(parseReportArgs(['--from', '2026-02-28'])).toEqual({from: '2026-02-28', csv: false});
    for (const wrong of ['2026-02-29', '2026-2-1', '1/2/2026'])
      expect(parseReportArgs(['--from', wrong])).toEqual({error: expect.stringContaining('YYYY-MM-DD') as unknown});
  });

  it('lists the months between two, across a year', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('counting', () => {
  const e = (createdAt: string, attribution?: Attribution, spam = false, service = 'asset-finance') =>
    ({createdAt, service, spam, attribution}) satisfies ReportEnquiry;

  it('keeps spam in its own column and lists every source and quiet month', () => {
    const report = buildReport([
      e('2026-01-10T00:00:00Z', {landingPage: '/', referrerHost: 'www.bing.com'}),
      e('2026-03-10T00:00:00Z', {landingPage: '/', referrerHost: 'www.bing.com'}, true),
      e('2026-03-11T00:00:00Z', undefined),
    ]);
    expect([report.genuine, report.spam]).toEqual([2, 1]);
    const section = (id: string) => report.sections.find((s) => s.id === id)!.rows;
    expect(section('month')).toEqual([
      {value: '2026-01', genuine: 1, spam: 0},
      {value: '2026-02', genuine: 0, spam: 0},
      {value: '2026-03', genuine: 1, spam: 1},
    ]);
    expect(section('source')).toEqual([
      {value: 'search engine', genuine: 1, spam: 1},
      {value: 'referral', genuine: 0, spam: 0},
      {value: 'campaign', genuine: 0, spam: 0},
      {value: 'direct', genuine: 0, spam: 0},
      {value: 'unknown', genuine: 1, spam: 0},
    ]);
  });

  it('reports nothing but zeros for an empty period', () => {
    const report = buildReport([], {from: '2026-01-01', to: '2026-02-28'});
    expect(report.genuine + report.spam).toBe(0);
    expect(report.sections.find((s) => s.id === 'month')!.rows.map((r) => r.value)).toEqual(['2026-01', '2026-02']);
  });
});

/** Every cell quoted, quotes doubled, CRLF between rows (server/export/csv.ts). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  for (const line of text.slice(1).split('\r\n').filter(Boolean)) {
    const cells = [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replace(/""/g, '"'));
    rows.push(cells);
  }
  return rows;
}

describe('npm run enquiries -- report', () => {
  let dir: string;
  let database: string;
  const output: string[] = [];
  const out = (text: string) => void output.push(text);
  const env = () => ({DATABASE_PATH: database});

  const enquiry = (overrides: Record<string, unknown> = {}, extra: Partial<Enquiry> & {attribution?: object} = {}) => {
    const result = validateEnquiry(validEnquiry(overrides));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return {...result.enquiry, ...extra} as Enquiry;
  };

  beforeEach(() => {
    dir = tempDir();
    database = path.join(dir, 'enquiries.db');
    output.length = 0;
    const db = openDatabase(database);
    const store = createEnquiryStore(db);
    const save = (at: string, e: Enquiry, spamReason?: string) =>
      store.save({enquiry: e, spamReason, source: 'json'}, [], new Date(at));
    // Before attribution existed: no attribution (unknown), one with a calculator scenario.
    save('2026-08-03T02:00:00Z', enquiry());
    save(
      '2026-08-20T02:00:00Z',
      enquiry({service: 'first-second-mortgages'}, {scenario: {calculator: 'second-mortgage-calculator', values: {}}}),
    );
    // Search engine, in September (Sydney) though still 31 August in UTC.
    save(
      '2026-08-31T15:00:00Z',
      enquiry({}, {attribution: {landingPage: '/services/bridging-finance', referrerHost: 'www.google.com.au'}}),
    );
    // A campaign, with the readiness check, which judged it consumer credit.
    save(
      '2026-09-15T02:00:00Z',
      enquiry(
        {service: 'asset-finance', message: `${CONSUMER_RESULT_LINE}\nA car for the family.`},
        {
          attribution: {
            landingPage: '/guides/equipment?utm_source=newsletter&utm_medium=email&utm_campaign=spring',
            utmSource: 'newsletter',
            utmMedium: 'email',
            utmCampaign: 'spring',
            tool: 'loan-readiness-check',
          },
        },
      ),
    );
    // A referral and a direct visit in October, the direct one from a calculator.
    save(
      '2026-10-02T02:00:00Z',
      enquiry({}, {attribution: {landingPage: '/guides/equipment', referrerHost: 'www.accountants.example'}}),
    );
    save(
      '2026-10-30T12:59:59Z', // 23:59:59 on 30 October in Sydney
      enquiry(
        {service: 'asset-finance'},
        {attribution: {landingPage: '/tools/asset-finance-roi-calculator', tool: 'asset-finance-roi-calculator'}},
      ),
    );
    // Spam from a search engine and from a campaign: counted apart.
    save(
      '2026-09-16T02:00:00Z',
      enquiry(
        {message: CONSUMER_RESULT_LINE},
        {attribution: {landingPage: '/services/bridging-finance', referrerHost: 'www.bing.com'}},
      ),
      'honeypot',
    );
    save(
      '2026-10-05T02:00:00Z',
      enquiry(
        {service: 'asset-finance'},
        {attribution: {landingPage: '/?utm_source=spamlist', utmSource: '=cmd|spamlist'}},
      ),
      'too fast',
    );
    db.close();
  });

  afterEach(() => removeDir(dir));

  function reportRows(args: string[]): Map<string, {genuine: number; spam: number}> {
    output.length = 0;
    expect(run(['report', '--csv', ...args], env(), out, out)).toBe(0);
    const [header, ...rows] = parseCsv(output.join(''));
    expect(header).toEqual(['Section', 'Value', 'Genuine', 'Spam']);
    return new Map(
      rows.map(([section, value, genuine, spam]) => [`${section}|${value}`, {genuine: +genuine!, spam: +spam!}]),
    );
  }

  it('counts every section, spam apart, as CSV a spreadsheet reads back', () => {
    const rows = reportRows([]);
    expect(rows.get('total|All enquiries')).toEqual({genuine: 6, spam: 2});
    // A broker's reading: consumer requests are people, not spam, but not loans he arranges either (spam apart).
    expect(rows.get('consumer-credit|Looks like consumer credit')).toEqual({genuine: 1, spam: 1});
    expect(rows.get('month|2026-08')).toEqual({genuine: 2, spam: 0});
    expect(rows.get('month|2026-09')).toEqual({genuine: 2, spam: 1});
    expect(rows.get('month|2026-10')).toEqual({genuine: 2, spam: 1});
    expect(rows.get('source|unknown')).toEqual({genuine: 2, spam: 0});
    expect(rows.get('source|search engine')).toEqual({genuine: 1, spam: 1});
    expect(rows.get('source|campaign')).toEqual({genuine: 1, spam: 1});
    expect(rows.get('source|referral')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('source|direct')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('landing-page|/guides/equipment')).toEqual({genuine: 2, spam: 0});
    expect(rows.get('landing-page|/services/bridging-finance')).toEqual({genuine: 1, spam: 1});
    expect(rows.get('landing-page|(not recorded)')).toEqual({genuine: 2, spam: 0});
    expect(rows.get('campaign|newsletter / email / spring')).toEqual({genuine: 1, spam: 0});
    // A campaign tag is typed by whoever made the link: shown as text, never run as a formula.
    expect(rows.get("campaign|'=cmd|spamlist / (not set) / (not set)")).toEqual({genuine: 0, spam: 1});
    expect(rows.get('service|Bridging finance')).toEqual({genuine: 3, spam: 1});
    expect(rows.get('service|Asset finance')).toEqual({genuine: 2, spam: 1});
    expect(rows.get('service|First and second mortgages')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('tool|Second mortgage calculator')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('tool|Loan readiness check')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('tool|Asset finance ROI calculator')).toEqual({genuine: 1, spam: 0});
    expect(rows.get('tool|(none)')).toEqual({genuine: 3, spam: 2});
    // Within each section, genuine counts add up to the total and spam never enters them.
    for (const section of ['month', 'source', 'landing-page', 'campaign', 'service', 'tool']) {
      const inSection = [...rows].filter(([key]) => key.startsWith(`${section}|`)).map(([, v]) => v);
      expect(inSection.reduce((sum, v) => sum + v.genuine, 0)).toBe(6);
      expect(inSection.reduce((sum, v) => sum + v.spam, 0)).toBe(2);
    }
  });

  it('takes --from and --to as Sydney dates, both ends included', () => {
    // 1 September to 30 October in Sydney: the enquiry of 31 August 15:00 UTC (1 September, Sydney)
    // and of 30 October 23:59:59 (Sydney) are in; those of August in Sydney are out.
    const rows = reportRows(['--from', '2026-09-01', '--to', '2026-10-30']);
    expect(rows.get('total|All enquiries')).toEqual({genuine: 4, spam: 2});
    expect(rows.has('month|2026-08')).toBe(false);
    expect(rows.get('month|2026-09')).toEqual({genuine: 2, spam: 1});
    expect(rows.get('source|unknown')).toEqual({genuine: 0, spam: 0});

    expect(reportRows(['--to', '2026-10-29']).get('total|All enquiries')).toEqual({genuine: 5, spam: 2});
    expect(reportRows(['--from', '2026-10-01']).get('total|All enquiries')).toEqual({genuine: 2, spam: 1});
  });

  it('prints readable tables in a terminal', () => {
    expect(run(['report', '--from', '2026-09-01'], env(), out, out)).toBe(0);
    const text = output.join('');
    expect(text).toMatch(/^Enquiries from 2026-09-01 \(Sydney date\) on: 4 genuine, 2 possible spam\./);
    expect(text).toContain(
      'Of the genuine, 1 looked like consumer credit to the readiness check (we do not arrange it).',
    );
    // The message the flag is read from is not printed.
    expect(text).not.toContain('A car for the family');
    expect(text).toContain('By source');
    expect(text).toMatch(/\n {2}search engine +1 +1\n/);
    expect(text).toMatch(/\n {2}Loan readiness check +1 +0\n/);
    // Nothing personal: the seeded name, e-mail and message never appear.
    expect(text).not.toContain('Alex');
    expect(text).not.toContain('alex@example.com.au');
    output.length = 0;
    expect(run(['report'], env(), out, out)).toBe(0);
    expect(output.join('')).toMatch(/^Enquiries stored, all dates: \d+ genuine, \d+ possible spam\./);
  });

  it('refuses a date it cannot read, or a period that ends before it starts', () => {
    expect(run(['report', '--from', '2026-02-30'], env(), out, out)).toBe(1);
    expect(output.join('')).toContain('--from needs a date written YYYY-MM-DD');
    output.length = 0;
    expect(run(['report', '--from', '2026-10-01', '--to', '2026-09-01'], env(), out, out)).toBe(1);
    expect(output.join('')).toContain('--from 2026-10-01 is after --to 2026-09-01.');
  });

  it('runs as `npm run enquiries -- report` runs it, in its own process', () => {
    const root = path.resolve(__dirname, '../../..');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli/enquiries.ts', 'report', '--csv', '--from', '2026-10-01'],
      {cwd: root, env: {...process.env, DATABASE_PATH: database}, encoding: 'utf8'},
    );
    expect(child.status).toBe(0);
    expect(child.stdout).toContain('"total","All enquiries","2","1"\r\n');
  });

  it('says so when there is no database yet, on standard error: `report --csv > report.csv` gets no message', () => {
    const problems: string[] = [];
    expect(
      run(['report', '--csv'], {DATABASE_PATH: path.join(dir, 'none.db')}, out, (t) => void problems.push(t)),
    ).toBe(0);
    expect(output.join('')).toBe('');
    expect(problems.join('')).toContain('No enquiries yet');
  });
});
