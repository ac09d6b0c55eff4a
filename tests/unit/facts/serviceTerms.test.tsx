/**
 * The service pages' indicative terms come from the facts register: every
 * service has a table with the five rows a borrower compares, each page shows
 * it through <ServiceTerms>, and a range shared by two products is the same
 * on every page that states it.
 */
import fs from 'fs';
import path from 'path';
import {datedNote, rowsBeyondGlance, serviceTermsNodes} from '../../../src/facts/serviceTermsMarkdown';
import {facts} from '../../../src/facts/register';
import {getServiceTerms, servicesWithTerms} from '../../../src/facts/serviceTerms';
import {serviceSlugs} from '../../../src/site-map';

const root = path.resolve(__dirname, '../../..');

describe('getServiceTerms', () => {
  it('has a table for each of the 14 services', () => {
    expect([...servicesWithTerms].sort()).toEqual([...serviceSlugs].sort());
  });

  it.each([...serviceSlugs])('%s states size, term, cost and time to funds, dated', (slug) => {
    const terms = getServiceTerms(slug);
    const labels = terms.rows.map((row) => row.label).join(' | ');
    expect(labels).toMatch(/Loan size|Amount|Facility size|Facility limit|size/);
    expect(labels).toMatch(/Term|term/);
    expect(labels).toMatch(/Interest|cost|margin/);
    expect(labels).toMatch(/Time to funds/);
    expect(terms.asAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.reviewBy > terms.asAt).toBe(true);
    for (const row of terms.rows) expect(row.value).toMatch(/^[A-Z0-9$]/);
  });

  it('property-secured services state their LVR', () => {
    const lvrServices = [
      'bridging-finance',
      'caveat-loans',
      'debt-consolidation',
      'first-second-mortgages',
      'private-lending',
      'refinancing-solutions',
      'smsf-lending',
    ] as const;
    for (const slug of lvrServices) expect(getServiceTerms(slug).rows.some((r) => /LVR/.test(r.label))).toBe(true);
  });

  it('quotes the second-mortgage combined LVR the same on every page that states it', () => {
    const combined = facts['second-mortgage-combined-lvr'].text;
    const value = (slug: 'first-second-mortgages' | 'private-lending') =>
      getServiceTerms(slug).rows.find((r) => /combined LVR/.test(r.label))?.value;
    expect(value('first-second-mortgages')).toBe(combined);
    expect(value('private-lending')).toBe(combined);
  });

  it('builds the development table from the same loan-to-GRV, loan-to-cost and mezzanine figures the feasibility guide quotes', () => {
    const rows = getServiceTerms('commercial-property-development').rows;
    const senior = rows.find((r) => r.label === 'Senior debt')?.value;
    const mezzanine = rows.find((r) => r.label === 'Mezzanine')?.value;
    expect(senior).toBe(
      `${facts['development-senior-loan-to-grv'].text} of GRV, or ${facts['development-senior-loan-to-cost'].text} of total cost, whichever is lower`,
    );
    expect(mezzanine).toContain(`to a combined ${facts['development-combined-loan-to-cost'].text} of cost`);
    const guide = fs.readFileSync(path.join(root, 'docs/guides/development-finance-feasibility.mdx'), 'utf8');
    for (const id of [
      'development-senior-loan-to-grv',
      'development-senior-loan-to-cost',
      'development-combined-loan-to-cost',
    ])
      expect(guide).toContain(`<Fact id="${id}" />`);
  });
});

describe('<ServiceTerms> on a service page', () => {
  /** The nodes' text, a table row a line. */
  const textOf = (node: {value?: string; children?: unknown[]; type: string}): string =>
    (node.value ?? '') +
    (node.children ?? []).map((c) => textOf(c as typeof node)).join(node.type === 'table' ? '\n' : ' | ');

  it('leaves out the rows "At a glance" shows, and everything where that is all of them; the dated note is said once, under "At a glance", in plain text', () => {
    // Every bridging range is under "At a glance": nothing to show (and the content check keeps the tag off its page).
    expect(serviceTermsNodes('bridging-finance')).toEqual([]);
    expect(datedNote('bridging-finance')).toMatch(
      /^Indicative only, as at November 2026: market ranges from our own survey .*not an offer, due for review by February 2027\. Rates are before fees: establishment and other fees are extra\. /,
    );
    // The pointer leads, so one range under the heading is not read as the service's only terms (two trials).
    const [pointer, table] = serviceTermsNodes('asset-backed-lending')!;
    expect(textOf(table!)).toContain('Advance on plant, equipment and vehicles');
    expect(textOf(table!)).not.toMatch(/Facility size|Interest rate|Time to funds/);
    expect(textOf(pointer!)).toBe(
      'The headline ranges, and the date and source of all of them, are under “At a glance” at the top of the page. Beyond them:',
    );
    expect(JSON.stringify(pointer)).not.toContain('emphasis');
    // One range is a sentence, not a table of one row.
    const [, mezzanine] = serviceTermsNodes('commercial-property-development')!;
    expect(mezzanine!.type).toBe('paragraph');
    expect(textOf(mezzanine!)).toMatch(/^Mezzanine: \| {2}about 15% to 22% a year/);
  });
});

describe('service pages', () => {
  it.each([...serviceSlugs])(
    '%s shows the ranges "At a glance" leaves out through <ServiceTerms>, not a hand-written table',
    (slug) => {
      const text = fs.readFileSync(path.join(root, 'docs/services', `${slug}.mdx`), 'utf8');
      if (rowsBeyondGlance(slug).length === 0) expect(text).not.toContain('<ServiceTerms');
      else expect(text).toContain(`<ServiceTerms service="${slug}" />`);
      expect(text).not.toMatch(/^\|/m);
    },
  );
});
