import path from 'path';
import {throwOnYamlSyntax, validateFrontMatter} from '../../src/content/validateFrontMatter';

const siteDir = '/site';
const file = (relative: string) => path.join(siteDir, relative);

const guide = {
  title: 'How bridging finance works',
  description: 'What bridging loans cost, how lenders size the peak and end debt, and how the loan is repaid.',
  topic: 'private-lending',
  first_published: '2026-10-01',
  last_update: {date: '2026-11-01'},
  services: ['bridging-finance'],
  calculators: ['bridging-loan-calculator'],
};

const caseStudy = {
  title: 'Bridging a purchase',
  description: 'An illustrative example of a bridging loan that let an owner buy before selling.',
  date: '2026-05-01',
  tags: ['bridging-finance'],
  illustrative: true,
  scenario: {
    loan_type: 'Bridging loan',
    purpose: 'Buy before selling',
    loan: 650000,
    security: 'First mortgages over both properties',
    lender_type: 'Non-bank lender',
    value: 1000000,
    value_basis: 'valuation',
    rate_range: '9% to 11% p.a.',
    priced: '2026-03',
    term: '12 months',
    outcome: 'Repaid from the sale',
  },
};

function errorFor(relative: string, frontMatter: Record<string, unknown>): string {
  try {
    validateFrontMatter(file(relative), frontMatter, siteDir);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a validation error');
}

describe('front matter validation at build time', () => {
  it('accepts a complete guide and returns its front matter unchanged', () => {
    expect(validateFrontMatter(file('docs/guides/bridging.mdx'), guide, siteDir)).toBe(guide);
  });

  it.each(['title', 'description', 'topic', 'first_published', 'last_update'])(
    'names the file and the field when a guide has no %s',
    (field) => {
      const {[field as keyof typeof guide]: _omitted, ...rest} = guide;
      const message = errorFor('docs/guides/bridging.mdx', rest);
      expect(message).toContain('docs/guides/bridging.mdx');
      expect(message).toContain(`"${field}"`);
    },
  );

  it('names the file when a title or description will not fit a search result', () => {
    const long = errorFor('docs/guides/bridging.mdx', {...guide, title: 'A'.repeat(61), description: 'B'.repeat(161)});
    expect(long).toContain('docs/guides/bridging.mdx');
    expect(long).toMatch(/"title" is too long: 61 characters, at most 60/);
    expect(long).toMatch(/"description" is too long/);
    expect(errorFor('docs/guides/bridging.mdx', {...guide, description: 'Too short.'})).toMatch(
      /"description" is too short/,
    );
    expect(() =>
      validateFrontMatter(
        file('docs/guides/bridging.mdx'),
        {...guide, title: 'A'.repeat(60), description: 'B'.repeat(70)},
        siteDir,
      ),
    ).not.toThrow();
  });

  it('names the line of a date that does not exist, as the content check does', () => {
    const text = '---\ntitle: Bridging\nlast_update:\n  date: 2026-12-32\n---\n\nText.\n';
    expect(() => validateFrontMatter(file('docs/guides/bridging.mdx'), guide, siteDir, text)).toThrow(
      /\n {2}- line 4: date 2026-12-32 does not exist/,
    );
  });

  it('rejects an unknown service or calculator slug, naming the allowed ones', () => {
    const message = errorFor('docs/guides/bridging.mdx', {...guide, services: ['bridging']});
    expect(message).toContain('"services.0"');
    expect(message).toContain('bridging-finance');
  });

  it('requires a date on case studies and insights', () => {
    const {date: _date, ...rest} = caseStudy;
    expect(errorFor('blog/case-studies/bridging.mdx', rest)).toMatch(/blog\/case-studies\/bridging\.mdx[\s\S]*"date"/);
    expect(
      errorFor('blog/insights/rates.mdx', {
        title: 'Rates',
        description: 'How to read rates.',
        tags: ['interest-rates'],
      }),
    ).toContain('"date"');
  });

  it('requires case studies to be marked illustrative', () => {
    expect(errorFor('blog/case-studies/bridging.mdx', {...caseStudy, illustrative: false})).toContain('"illustrative"');
  });

  it('refuses a feed author other than the lending team, written in authors.yml or inline', () => {
    for (const authors of [['sam-writer'], [{name: 'Sam Writer'}], ['team', 'sam-writer']])
      expect(errorFor('blog/insights/rates.mdx', {...caseStudy, authors})).toContain('"authors" must be [team]');
    expect(
      validateFrontMatter(file('blog/case-studies/a.mdx'), {...caseStudy, authors: ['team']}, siteDir),
    ).toBeTruthy();
  });

  it('accepts a complete case study', () => {
    expect(validateFrontMatter(file('blog/case-studies/bridging.mdx'), caseStudy, siteDir)).toBe(caseStudy);
  });

  it('refuses a hand-written LVR on a case study: it is worked out, and a bare percentage was misread', () => {
    const message = errorFor('blog/case-studies/bridging.mdx', {
      ...caseStudy,
      scenario: {...caseStudy.scenario, lvr: 65},
    });
    expect(message).toContain('"scenario.lvr"');
    expect(message).toContain('remove it');
  });

  it('requires a case study to say what its value is and every row of the deal at a glance', () => {
    const {value_basis: _basis, outcome: _outcome, ...rest} = caseStudy.scenario;
    const message = errorFor('blog/case-studies/bridging.mdx', {...caseStudy, scenario: {...rest}});
    expect(message).toContain('"scenario.value_basis"');
    expect(message).toContain('"scenario.outcome"');
    expect(
      errorFor('blog/case-studies/bridging.mdx', {...caseStudy, scenario: {...caseStudy.scenario, value_basis: 'lvr'}}),
    ).toContain('valuation, price, projected-sales');
  });

  it('requires the month lenders indicated a case study’s terms, which dates its deal at a glance', () => {
    const {priced: _priced, ...rest} = caseStudy.scenario;
    expect(errorFor('blog/case-studies/bridging.mdx', {...caseStudy, scenario: rest})).toContain('"scenario.priced"');
    for (const priced of ['March 2026', '2026-3', '2026-13-01'])
      expect(
        errorFor('blog/case-studies/bridging.mdx', {...caseStudy, scenario: {...caseStudy.scenario, priced}}),
      ).toContain('as YYYY-MM, e.g. 2026-02');
  });

  it('requires a service page to be named after a service slug and to carry three to five Q&As', () => {
    const service = {
      title: 'Bridging finance',
      description: 'Short-term finance to buy before you sell.',
      summary: 'Buy the next property before the last one sells.',
      faq: [{question: 'Q?', answer: 'A.'}],
    };
    const message = errorFor('docs/services/bridging.mdx', service);
    expect(message).toContain('docs/services/bridging.mdx');
    expect(message).toContain('"faq"');
    expect(message).toContain('not a service slug');
  });

  it('leaves files outside the content folders alone', () => {
    expect(validateFrontMatter(file('src/pages/anything.mdx'), {}, siteDir)).toEqual({});
  });

  it('takes who made a guide’s last update as a team id, and stops the build naming the file when it is not on the team', () => {
    // The real team (src/trust.ts) is empty as shipped, so any name is refused, with where to add people.
    const message = errorFor('docs/guides/bridging.mdx', {
      ...guide,
      last_update: {date: '2026-11-01', author: 'Harbourline lending team'},
    });
    expect(message).toContain('docs/guides/bridging.mdx');
    expect(message).toContain('"last_update.author" names "Harbourline lending team"');
    expect(message).toContain('src/trust.ts');
    expect(errorFor('docs/guides/index.mdx', {...guide, last_update: {date: '2026-11-01', author: 'jane'}})).toContain(
      '"last_update.author" names "jane"',
    );
    // Without an author the date alone is enough.
    expect(() =>
      validateFrontMatter(
        file('docs/guides/index.mdx'),
        {title: guide.title, description: guide.description, last_update: {date: '2026-11-01'}},
        siteDir,
      ),
    ).not.toThrow();
  });

  it('names broken YAML at its line, not the fields it left unread', () => {
    const text = '---\ntitle: Instant asset write-off: now permanent\ndescription: x\n---\nBody\n';
    let message = '';
    try {
      throwOnYamlSyntax(file('blog/insights/2026-12-04-write-off.mdx'), text, siteDir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('line 2: front matter is not valid YAML');
    // Not also the YAML library's "at line 1", counted inside the block: two lines for one mistake.
    expect(message).toMatch(/not valid YAML \(Nested mappings are not allowed in compact mappings\)/);
    expect(message).toContain('put "quotes" around a value that contains a colon');
    expect(message).not.toContain('is missing');
  });

  it('stops the build on a date that does not exist, which YAML would silently roll over', () => {
    // YAML reads 2026-02-30 as 2 March: the parsed value looks valid, so the check reads the file's text.
    const rolledOver = {...guide, last_update: {date: new Date('2026-03-02')}};
    const text = '---\ntitle: x\nlast_update:\n  date: 2026-02-30\n---\nBody\n';
    expect(() => validateFrontMatter(file('docs/guides/bridging.mdx'), rolledOver, siteDir, text)).toThrow(
      /docs\/guides\/bridging\.mdx[\s\S]*date 2026-02-30 does not exist/,
    );
    expect(errorFor('docs/guides/bridging.mdx', {...guide, last_update: {date: '2026-23-11'}})).toContain(
      'not a real calendar date',
    );
  });
});
