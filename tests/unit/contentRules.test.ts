/**
 * The writers' check rules added for the compliance review: claims
 * a broker must not make, house spelling, the case-study label and typed
 * market figures, in every content type, each with the file and line, plus
 * the scaffold's title limit. Each rule has a sample that fails and one that passes.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {readContentFile, readContentFiles, type ContentFile} from '../../src/content/check/contentFiles';
import {checkBrokenLinks} from '../../src/content/check/rules/brokenLinks';
import {formatProblem} from '../../src/content/check/problem';
import {nearestName} from '../../src/content/nearestName';
import {checkClaims} from '../../src/content/check/rules/claims';
import {checkHouseSpelling} from '../../src/content/check/rules/houseSpelling';
import {checkIllustrativeLabel} from '../../src/content/check/rules/illustrative';
import {checkFactHeadings, checkRegisterFigures} from '../../src/content/check/rules/registerFigures';
import {scaffold} from '../../scripts/new-article';

let siteDir: string;
beforeEach(() => (siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-rules-'))));
afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

function write(relativePath: string, body: string, frontMatter = 'title: T\n'): ContentFile {
  const file = path.join(siteDir, relativePath);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `---\n${frontMatter}---\n\n${body}\n`);
  return readContentFile(siteDir, file);
}

const contentTypes = [
  'docs/guides/g.mdx',
  'docs/services/s.mdx',
  'blog/insights/i.mdx',
  'blog/case-studies/c.mdx',
  'docs/faqs/index.mdx',
  'src/pages/terms.mdx',
];

describe('claims a broker must not make', () => {
  const refused = [
    'We offer guaranteed approval.',
    'Get the best rates with us.',
    'Lowest rates on business loans.',
    'Instant approval, no paperwork.',
    'Access over 40 lenders.',
    'We compare 40+ lenders for you.',
    'Rated 5 stars by our clients.',
    'An award-winning finance broker.',
    'No credit checks are run at this stage.',
    'Finance with no credit check needed.',
    'Apply without a credit check.',
    'A credit-check-free loan.',
    'We offer 100% approval.',
    'Enjoy a 100 per cent approval rate.',
    'Our approval rate of 100% speaks for itself.',
    'Everyone is approved.',
    // A writer's trial: the same claims in other words.
    'We guarantee your loan will be approved.',
    'Every application we send is approved.',
    'Our rates are unbeatable.',
    "We'll guarantee your loan gets approved.",
    'Every single application we have lodged has been approved.',
    // A writer's trial (2026-12-06) and its re-check got these past the check.
    'Every application like this gets approved.',
    'We got your loan approved, guaranteed.',
    'Applications like this are always approved.',
    'Every deal like yours gets approved.',
    'Every one of our clients is approved.',
    'Each application like this is approved.',
    'You will definitely be approved.',
    'We have never had an application declined.',
    'You are sure to be approved.',
    'With us, approval is certain.',
    'We get 100% of our clients approved.',
    // A writer's trial (7 December 2026).
    'Your loan will be approved.',
    'With us, your application is going to be approved.',
    "You'll get approved quickly.",
    // Its re-check's.
    'Your loan will be approved if you apply through us.',
    'Whether or not your credit is clean, your loan will be approved.',
    "You'll be approved, not declined.",
    'We are sure your loan will be approved.',
    'Your loan will definitely get approved.',
    'Your business loan will be approved.',
    // And its second re-check's.
    'Your loan will be approved when you apply through us.',
    'Your loan will be approved once you sign with us.',
    'Your commercial property loan will be approved.',
    // And its third's.
    'We promise your loan will be approved.',
    'You can assume your loan will be approved.',
    // A writer's trial and its review: a product recommended to the reader.
    'You should take a chattel mortgage.',
    'We recommend you choose a finance lease for your tools.',
    'We recommend a chattel mortgage.',
    "We'd recommend hire purchase for a tradie.",
    'Your best option is a line of credit.',
    'You should go for a low doc loan.',
  ];

  it.each(contentTypes)('stops each one in %s, with its line', (relativePath) => {
    const file = write(relativePath, refused.join('\n'));
    expect(checkClaims(file).map((p) => p.line)).toEqual(refused.map((_, i) => 5 + i));
  });

  it.each(contentTypes)('names "no credit check" and "100% approval" in %s with what to write', (relativePath) => {
    const file = write(relativePath, 'No credit checks.\n100% approval.');
    expect(checkClaims(file).map(formatProblem)).toEqual([
      `${relativePath}:5: "no credit check" is not true of a loan: every lender checks the applicant's credit before it approves one: say when credit is checked, e.g. "the lender checks your credit file when you apply; talking to us first does not affect your credit file"`,
      `${relativePath}:6: a 100% approval claim cannot be true: every loan is subject to the lender's assessment: say what lenders look at and that approval is subject to the lender's criteria`,
    ]);
  });

  it('lets the facts about credit checks and approval rates through', () => {
    const file = write(
      'docs/guides/g.mdx',
      [
        'The lender runs a credit check when you apply.',
        'A 100% offset account.',
        'Lenders approve about 60% of applications.',
        // A re-check's sentences that the reworded-claim patterns must let through.
        "Which lender's rates are the lowest depends on the deal.",
        "No lender's rates are the best for every borrower.",
        'We can guarantee that a broker will read your answers, but we cannot say whether your loan will be approved.',
        'Every applicant is asked whether the loan is approved by the board.',
        'You will not be approved on a payslip alone, and your loan will be approved only if the lender agrees.',
        'We cannot promise your loan will be approved.',
        'No one can promise you will be approved.',
        "Don't assume you'll be approved.",
        'A personal guarantee is often a condition of approval.',
        // A re-check (2026-12-06): honest lines the approval rules refused.
        'Not every application is approved.',
        'Not every application like this gets approved.',
        'The loan was approved, guaranteed by both directors.',
        "No lender's approval is guaranteed.",
        'Neither lender guaranteed approval.',
        'No lender could guarantee approval.',
      ].join('\n'),
    );
    expect(checkClaims(file)).toEqual([]);
  });

  it('lets a time with its conditions, and when an option tends to suit, through', () => {
    const file = write(
      'docs/guides/g.mdx',
      [
        'Indicative terms often come within two business days of a complete application.',
        'Approval in 10 business days is common once the valuation and documents are in.',
        'A chattel mortgage often suits a business that wants to own the asset from the start.',
        'You should take the lease schedule to your accountant.',
        'You should get a purchase order from your customer first.',
        'You can use our loan repayment calculator.',
        'You should sign the finance application only once you have read it.',
        'Choose a lender that understands seasonal income.',
        'You should get the loan pre-approved before the auction.',
      ].join('\n'),
    );
    expect(checkClaims(file)).toEqual([]);
  });

  it('stops a time to approval or funding promised without what it depends on, outside case studies', () => {
    const promises = [
      'We offer approval in 24 hours.',
      'Same-day funding for equipment.',
      'Get approved within 2 business days.',
      'Funds in your account within 48 hours.',
      'Approval in 1-2 business days.',
      'Decisions in 24 to 48 hours.',
      'Approved in under 24 hours.',
      '24hr approval on equipment.',
      'Same-day settlement available.',
      'We offer approval in 24 hours. Once your application is in, we call you.',
      // A second writer's trial: a condition alone still promises the lender's decision.
      'Approval in 48 hours once we have your documents.',
      'Same-day approval once you apply.',
      'Funding in 24 hours after you apply.',
    ];
    const file = write('docs/guides/g.mdx', promises.join('\n'));
    expect(checkClaims(file).map((p) => p.line)).toEqual(promises.map((_, i) => 5 + i));
  });

  it("leaves a case study its own deal's days", () => {
    const file = write(
      'blog/case-studies/c.mdx',
      'The facility was approved in three days and funded within a week.',
      'title: T\ndescription: D\n',
    );
    expect(checkClaims(file)).toEqual([]);
  });

  it('also reads FAQ answers and descriptions in front matter', () => {
    const file = write(
      'docs/services/s.mdx',
      'Body.',
      'title: T\nfaq:\n  - question: Q?\n    answer: Approval is guaranteed.\n',
    );
    expect(checkClaims(file).map(formatProblem)).toEqual([
      expect.stringMatching(/^docs\/services\/s\.mdx:5: an approval cannot be guaranteed/),
    ]);
  });

  it('lets comparisons between loan types through', () => {
    const file = write(
      'docs/glossary/index.mdx',
      'A first mortgage usually has the lowest rate.\nFull-doc loans open their best rates.\nAs at November 2026, lenders allow balloons.',
    );
    expect(checkClaims(file)).toEqual([]);
  });
});

describe('house spelling the dictionary cannot see', () => {
  it.each(contentTypes)('refuses "license" as a noun in %s with "licence" as the fix', (relativePath) => {
    const file = write(relativePath, 'Quote your license number.\nOur credit license is current.');
    expect(checkHouseSpelling(file).map((p) => `${p.line}: ${p.what}: ${p.fix}`)).toEqual([
      '5: "your license": the noun is spelt "licence" in Australian English: write "your licence" ("license" is only the verb)',
      '6: "credit license": the noun is spelt "licence" in Australian English: write "credit licence" ("license" is only the verb)',
    ]);
  });

  it('refuses a date not written as the house writes it, "23 November 2026" (a writer’s trial)', () => {
    const file = write(
      'docs/guides/g.mdx',
      'If it expires on 31/01/2027, order by December 15, 2026 or the 1st July, 2026.\n\n' +
        'From 1 July 2026, in May 2026, 24/7, 1/2, 2025/26 and terms of 12/24/36 months pass; 1/7/26 does not.',
    );
    expect(checkHouseSpelling(file).map((p) => `${p.line}: ${p.what}`)).toEqual([
      '5: "31/01/2027" is not how the site writes a date',
      '5: "December 15, 2026" is not how the site writes a date',
      '5: "1st July, 2026" is not how the site writes a date',
      '7: "1/7/26" is not how the site writes a date',
    ]);
  });

  it('accepts "licence" as a noun, "license" as a verb, and links', () => {
    const file = write(
      'docs/guides/g.mdx',
      'Our licence is current. ASIC may license a broker. [Link](/your-license-number).',
    );
    expect(checkHouseSpelling(file)).toEqual([]);
  });

  it('refuses a licence a tradie holds spelt "license" (a writer’s trial)', () => {
    // Not the verb after a plural: "Our builders license subcontractors" (a re-check).
    const file = write(
      'docs/guides/g.mdx',
      "Bring your driver's license. A builder license is needed. Our builders license subcontractors.",
    );
    expect(checkHouseSpelling(file).map((p) => p.fix)).toEqual([
      `write "driver's licence" ("license" is only the verb)`,
      'write "builder licence" ("license" is only the verb)',
    ]);
  });
});

describe('case studies', () => {
  it('stop without their visible "Illustrative example only" label', () => {
    const file = write('blog/case-studies/c.mdx', 'A business bought a building.', 'title: T\nillustrative: true\n');
    expect(checkIllustrativeLabel(file).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^blog\/case-studies\/c\.mdx:5: a case study without its visible "Illustrative example only" label/,
      ),
    ]);
  });

  it('pass with it, and a label hidden in a comment does not count', () => {
    expect(
      checkIllustrativeLabel(write('blog/case-studies/c.mdx', '*Illustrative example only: a composite.*\n\nText.')),
    ).toEqual([]);
    expect(
      checkIllustrativeLabel(write('blog/case-studies/d.mdx', '{/* Illustrative example only */}\n\nText.')),
    ).toHaveLength(1);
  });
});

describe('market figures not from the register', () => {
  it.each(contentTypes.filter((p) => !p.startsWith('blog/case-studies/')))(
    'stop in %s with the line',
    (relativePath) => {
      const file = write(relativePath, 'Intro.\n\nLenders offer rates from 6.5% a year.');
      expect(checkRegisterFigures(file).map(formatProblem)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${relativePath.replace(/[./]/g, '\\$&')}:7: "6.5%" is a market or legal figure typed into the page`,
          ),
        ),
      ]);
    },
  );

  it('pass when read from the register', () => {
    expect(
      checkRegisterFigures(
        write('docs/guides/g.mdx', 'Lenders price from the cash rate, <Fact id="rba-cash-rate" />.'),
      ),
    ).toEqual([]);
  });
});

describe('npm run new', () => {
  it('refuses a title over 60 characters, as the check would', () => {
    const long = 'Everything a business owner needs to know about bridging finance now';
    expect(long.length).toBeGreaterThan(60);
    expect(() => scaffold('guide', long, {siteDir})).toThrow(/has 68 characters; keep it to 60 or fewer/);
    expect(() => scaffold('guide', 'How bridging finance works', {siteDir})).not.toThrow();
  });
});

describe('links to pages and anchors that do not exist', () => {
  it('stop with the file and line, before the build', () => {
    write('docs/glossary/index.mdx', '### LVR {/* #lvr */}\n\nText.');
    const guide = write(
      'docs/guides/a.mdx',
      '## Our heading\n\nSee [a](/services/no-such), [b](/resources/glossary#nope), [c](#our-heading), [d](#missing), [e](/resources/glossary#lvr), [f](#our-headng), [g](/resources/guide/a), [h](/resources/glossary#lvr-limit).',
    );
    const problems = checkBrokenLinks(
      [readContentFile(siteDir, path.join(siteDir, 'docs/glossary/index.mdx')), guide],
      siteDir,
    );
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.what}`)).toEqual([
      'docs/guides/a.mdx:7: links to /services/no-such, a page that does not exist',
      'docs/guides/a.mdx:7: links to /resources/glossary#nope, an anchor that page does not have',
      'docs/guides/a.mdx:7: links to /resources/guides/a#missing, an anchor that page does not have',
      'docs/guides/a.mdx:7: links to /resources/guides/a#our-headng, an anchor that page does not have',
      'docs/guides/a.mdx:7: links to /resources/guide/a, a page that does not exist',
      'docs/guides/a.mdx:7: links to /resources/glossary#lvr-limit, an anchor that page does not have',
    ]);
    // A word added to the anchor gets the entry it was made from (a writer's trial typed #ppsr-search for #ppsr).
    expect(problems[5]!.fix).toMatch(/^did you mean \/resources\/glossary#lvr\? Otherwise link/);
    // A page's address a letter or a word off gets the page; one nothing like any page gets no guess.
    expect(problems[4]!.fix).toMatch(/^did you mean \/resources\/guides\/a\? Otherwise check/);
    expect(problems[0]!.fix).toMatch(/^check the address/);
    // A typo gets the heading it was probably meant for; a name nothing like any heading gets no guess.
    expect(problems[3]!.fix).toMatch(/^did you mean \/resources\/guides\/a#our-heading\? Otherwise link/);
    expect(problems[1]!.fix).toMatch(/^link to a heading that exists on \/resources\/glossary/);
  });

  it('know the anchors of a calculator page, which has no file to read headings from (a writer’s trial)', () => {
    const guide = write(
      'docs/guides/a.mdx',
      'See [a](/tools/bridging-loan-calculator#calculator-assumptions), [b](/tools/loan-comparison-tool#results), [c](/tools/bridging-loan-calculator#repayment-schedule), [d](/tools/bridging-loan-calculator#result).',
    );
    expect(checkBrokenLinks([guide], siteDir).map((p) => `${p.file}:${p.line}: ${p.what}: ${p.fix}`)).toEqual([
      'docs/guides/a.mdx:5: links to /tools/bridging-loan-calculator#repayment-schedule, an anchor that page does not have: a calculator page has #results (its figures) and #calculator-assumptions',
      'docs/guides/a.mdx:5: links to /tools/bridging-loan-calculator#result, an anchor that page does not have: did you mean /tools/bridging-loan-calculator#results? Otherwise a calculator page has #results (its figures) and #calculator-assumptions',
    ]);
  });

  it('name a link written without its leading / where it leads nowhere, and leave files, queries and other sites alone', () => {
    write('docs/guides/preparing.mdx', 'Text.');
    const guide = write(
      'docs/guides/a.mdx',
      'See [a](resources/guides/preparing), [b](preparing), <a href="services/nope">c</a>, [d](www.asic.gov.au/x), [e](./chart.png), [f](https://asic.gov.au/x), [g](mailto:a@b.au), <a href="?x=1">h</a>, <span data-to="x">i</span>, `[j](k)`.',
    );
    const files = [readContentFile(siteDir, path.join(siteDir, 'docs/guides/preparing.mdx')), guide];
    expect(checkBrokenLinks(files, siteDir).map((p) => `${p.file}:${p.line}: ${p.what}: ${p.fix}`)).toEqual([
      'docs/guides/a.mdx:5: links to resources/guides/preparing without a leading /, which from this page leads to /resources/guides/resources/guides/preparing, a page that does not exist: write /resources/guides/preparing (the address as it shows in the browser)',
      expect.stringContaining(
        'links to services/nope without a leading /, which from this page leads to /resources/guides/services/nope',
      ),
      'docs/guides/a.mdx:5: links to www.asic.gov.au/x, another site written without https://, which the browser looks for on this site: write https://www.asic.gov.au/x',
    ]);
  });

  it('give a heading with a <Fact /> an id of its own, so its address does not change with the figure', () => {
    const guide = write(
      'docs/guides/a.mdx',
      [
        '## Why lenders cap the LVR at <Fact id="commercial-lvr" />',
        '',
        '## Caps of <Fact id="commercial-lvr" /> {/* #caps */}',
        '',
        'Lenders lend <Fact id="commercial-lvr" />.',
      ].join('\n'),
    );
    expect(checkFactHeadings(guide).map(formatProblem)).toEqual([
      'docs/guides/a.mdx:5: a heading with a <Fact />, whose address would change with the figure: give the heading an id of its own at its end, in words: ## Why lenders cap the LVR {/* #why-lenders-cap-the-lvr */}',
    ]);
  });

  it('suggest the page a redirect leads to, with the anchor, never the redirect (a writer’s trial)', () => {
    write('docs/glossary/index.mdx', '### Credit report {/* #credit-report */}\n\nText.');
    const guide = write(
      'docs/guides/a.mdx',
      'Your [credit file](../glosary#credit-report), [report](/resources/glosary#credit-report), [rates](/glosary), [file](../glossary#credit-reportt) and [term](../glossary#credit-report).',
    );
    const files = [readContentFile(siteDir, path.join(siteDir, 'docs/glossary/index.mdx')), guide];
    expect(checkBrokenLinks(files, siteDir).map((p) => p.fix)).toEqual([
      'write /resources/glossary#credit-report (the address as it shows in the browser)',
      // A relative link to a page that exists is read for its anchor as any other link is (a reviewer's find).
      expect.stringMatching(/^did you mean \/resources\/glossary#credit-report\? Otherwise link to a heading/),
      expect.stringMatching(/^did you mean \/resources\/glossary#credit-report\? Otherwise check/),
      expect.stringMatching(/^did you mean \/resources\/glossary\? Otherwise check/),
    ]);
  });

  it('name a linked document that is not beside the article, and accept one that is', () => {
    write('docs/guides/checklist.pdf', '%PDF-1.4');
    const guide = write(
      'docs/guides/a.mdx',
      'Get the [checklist](./checklist.pdf) and the [rates](./rates-2026.xlsx).',
    );
    expect(checkBrokenLinks([guide], siteDir).map(formatProblem)).toEqual([
      'docs/guides/a.mdx:5: links to ./rates-2026.xlsx, a file that is not beside the article: check the file name and put the file in docs/guides/',
    ]);
  });

  it('take a typo for the name it misspells before a shorter name inside it', () => {
    expect(nearestName('lvr-limt', ['lvr', 'lvr-limit'], 3)).toBe('lvr-limit');
    expect(nearestName('lvr-limit-search', ['lvr', 'lvr-limit'], 3)).toBe('lvr-limit');
    expect(nearestName('balloon', ['balloon-payment', 'deposit'], 3)).toBe('balloon-payment');
    // A writer's trial: "commercial-lvr-metropolitan" was offered "commercial-lvr", another range.
    expect(nearestName('commercial-lvr-metropolitan', ['commercial-lvr', 'commercial-lvr-metro'])).toBe(
      'commercial-lvr-metro',
    );
    // Not the glossary's letter heading for a term it does not have (a writer's trial was offered "#c").
    expect(nearestName('capitalisation-rate', ['c', 'cap-rate', 'caveat'], 3)).toBeUndefined();
  });

  it('include links in FAQ answers, which the page renders as links', () => {
    const file = write(
      'docs/faqs/index.mdx',
      'Body.',
      'title: T\nfaq_groups:\n  - topic: Costs\n    questions:\n      - question: Q?\n        answer: See [our guide](/resources/guides/no-such-guide).\n',
    );
    expect(checkBrokenLinks([file], siteDir).map(formatProblem)).toEqual([
      expect.stringMatching(
        /^docs\/faqs\/index\.mdx:7: links to \/resources\/guides\/no-such-guide, a page that does not exist/,
      ),
    ]);
  });

  it('find a blog post whose file name starts with its date at its address without the date', () => {
    const post = write('blog/insights/2026-05-01-rates.mdx', '## Rates\n\nText.');
    const guide = write('docs/guides/a.mdx', 'See [rates](/resources/insights/rates#rates).');
    expect(checkBrokenLinks([post, guide], siteDir)).toEqual([]);
  });

  it('accept every link on the site as it is', () => {
    const root = path.resolve(__dirname, '../..');
    expect(checkBrokenLinks(readContentFiles(root), root)).toEqual([]);
  });
});
