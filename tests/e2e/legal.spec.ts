/**
 * What a compliance officer checks on the built site: the business-purpose
 * rule from its one module on the footer, form and legal pages; a credit guide
 * with nothing unfinished; the RG 271 complaints wording on all three pages
 * that state it; and the example-details notice on every kind of page while
 * src/business.ts still holds examples.
 *
 * One page load per page: each test opens one page and checks everything this
 * spec asks of it, one `test.step` per check (a load costs a few seconds on a
 * busy two-core machine; the same page used to be opened by up to four tests).
 */
import {expect, test, type APIRequestContext, type Page} from './fixtures';
import {business, isExampleValue, valuesToSetBeforeLaunch} from '../../src/business';
import {AFCA_TIME_LIMITS, COMPLAINT_STEPS} from '../../src/compliance/complaints';
import {CREDIT_SCOPE_STATEMENT, CONSUMER_CREDIT_STATEMENT} from '../../src/compliance/creditScope';
import {overseasDisclosureStatement} from '../../src/compliance/privacy';
import {enquiryRetention, websiteRetentionStatement} from '../../src/compliance/retention';
import {exampleDetailsNotice} from '../../src/components/ExampleDetailsNotice/text';
import {articlePaths} from './routes';

const main = (page: Page) => page.locator('main');

const exampleNotice = exampleDetailsNotice();

/** While the business module holds examples, every kind of page says so (nothing to check once every value is real). */
async function expectExampleNotice(page: Page) {
  if (exampleNotice === null) return;
  await test.step('shows the example-details notice while the business module holds examples', async () => {
    const notice = page.getByRole('region', {name: exampleNotice.heading});
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(exampleNotice.text);
  });
}

/** The scope statement from creditScope.ts, with the consumer-credit statement after it, as the legal pages give it. */
const expectFullScopeStatement = (page: Page) =>
  test.step('gives the scope statement from creditScope.ts and the consumer-credit statement', () =>
    expect(main(page)).toContainText(`${CREDIT_SCOPE_STATEMENT} ${CONSUMER_CREDIT_STATEMENT}`));

const expectComplaintsProcess = (page: Page) =>
  test.step('gives the RG 271 complaints process and AFCA\'s time limits, never "aim to resolve"', async () => {
    for (const step of COMPLAINT_STEPS) await expect(main(page)).toContainText(step);
    await expect(main(page)).toContainText(AFCA_TIME_LIMITS);
    await expect(main(page)).toContainText('1800 931 678');
    await expect(main(page)).not.toContainText(/aim to resolve/i);
  });

test('/contact: the scope statement in the footer and beside the quote form', async ({page}) => {
  await page.goto('/contact');
  await test.step('the footer gives the scope statement from creditScope.ts', () =>
    expect(page.locator('footer')).toContainText(CREDIT_SCOPE_STATEMENT));
  // Beside step one of the quote form, in what happens next (the purpose field, on step two, carries it as its hint).
  await test.step('the quote form gives it beside step one', () =>
    expect(main(page)).toContainText(CREDIT_SCOPE_STATEMENT));
  await expectExampleNotice(page);
});

test('/credit-guide: complete (licensee, duties, assessment copy, pay and complaints, nothing unfinished), with the scope statement', async ({
  page,
}) => {
  // Every check of the credit guide in one test, from one load: more than a single check's 30 s on a busy machine.
  test.setTimeout(60_000);
  await page.goto('/credit-guide');
  const guide = main(page);
  await test.step('nothing unfinished', () =>
    expect(guide).not.toContainText(/to be completed|to complete|REPLACE|\bTBC\b|\bTBA\b|before launch/i));
  await test.step('the licensee, the duties, the assessment copy and pay', async () => {
    await expect(guide).toContainText(`Credit Representative Number ${business.creditRepresentativeNumber}`);
    await expect(guide).toContainText(
      `${business.licensee.name}, Australian Credit Licence ${business.licensee.australianCreditLicence}`,
    );
    await expect(guide).toContainText(business.licensee.contactDetails);
    await expect(guide).toContainText('must act in your best interests');
    await expect(guide).toContainText('section 158LA');
    await expect(guide).toContainText('give priority to your interests');
    await expect(guide).toContainText('within 7 business days');
    await expect(guide).toContainText('within 21 business days');
    for (const heading of ['The lenders we deal with most', 'Fees you pay us', 'Commissions lenders pay']) {
      await expect(page.getByRole('heading', {name: heading})).toBeVisible();
    }
    await expect(guide).toContainText(/lenders we arranged the most credit with/);
  });
  await expectFullScopeStatement(page);
  await expectComplaintsProcess(page);
  await expectExampleNotice(page);
});

test('/terms: the scope statement', async ({page}) => {
  await page.goto('/terms');
  await expectFullScopeStatement(page);
});

test('/services: the scope statement, and no looser wording beside it', async ({page}) => {
  await page.goto('/services');
  await test.step('gives the scope statement from creditScope.ts, never "business or investment purposes"', async () => {
    await expect(main(page)).toContainText(CREDIT_SCOPE_STATEMENT);
    await expect(main(page)).not.toContainText('business or investment purposes');
  });
  await expectExampleNotice(page);
});

test('/complaints: the RG 271 complaints process', async ({page}) => {
  await page.goto('/complaints');
  await expectComplaintsProcess(page);
});

test('/privacy: complaints, guarantors, overseas disclosure, credit information, automated decisions and how long quote requests are kept', async ({
  page,
}) => {
  // Three checks from one load, as for the credit guide.
  test.setTimeout(60_000);
  await page.goto('/privacy');
  const policy = main(page);
  await expectComplaintsProcess(page);
  await test.step('covers guarantors, overseas disclosure, credit information and automated decisions', async () => {
    await expect(policy).toContainText('Directors, guarantors and other people in an application');
    await expect(policy).toContainText(overseasDisclosureStatement());
    await expect(policy).toContainText('We do not obtain credit reports from credit reporting bodies');
    await expect(page.getByRole('heading', {name: 'Decisions made by computer programs'})).toBeVisible();
    await expect(policy).toContainText('automatically flags it as likely spam');
  });
  await test.step('states how long quote requests are kept: the periods the server applies by default', async () => {
    await expect(policy).toContainText(websiteRetentionStatement());
    await expect(policy).toContainText(`for ${enquiryRetention.months} months from the day it arrives`);
    await expect(policy).toContainText(`likely spam for ${enquiryRetention.spamDays} days`);
  });
});

test('/about names an industry association only once the memberships are real', async ({page}) => {
  await page.goto('/about');
  const association = business.memberships.association;
  if (!isExampleValue('memberships') && association) {
    await expect(main(page)).toContainText(`We are a member of the ${association}.`);
  } else {
    expect(valuesToSetBeforeLaunch).toContain('memberships');
    await expect(page.getByTestId('industry-association')).toHaveCount(0);
    await expect(main(page)).not.toContainText(/FBAA|Finance Brokers Association/);
  }
  await expectExampleNotice(page);
});

test('the home page labels case-study cards illustrative and qualifies its speed claim', async ({page}) => {
  await page.goto('/');
  const latest = page.getByRole('region', {name: 'Latest case studies and insights'});
  const caseStudyCards = latest.locator('li').filter({has: page.locator('a[href^="/resources/case-studies/"]')});
  await expect(caseStudyCards.first()).toBeVisible();
  for (const card of await caseStudyCards.all()) await expect(card).toContainText('Case study (illustrative)');
  await expect(main(page)).toContainText(
    /can settle within days when the title, valuation and exit plan are straightforward/,
  );
  await expectExampleNotice(page);
});

/** The other kinds of page, which this spec opens for the notice alone (the ones above check it as they go). */
const otherKinds: [string, (request: APIRequestContext) => Promise<string>][] = [
  ['a service', async () => '/services/bridging-finance'],
  ['a guide', async (request) => (await articlePaths(request, '/resources/guides'))[0]!],
  ['a case study', async (request) => (await articlePaths(request, '/resources/case-studies'))[0]!],
  ['the glossary', async () => '/resources/glossary'],
  ['a calculator', async () => '/tools/second-mortgage-calculator'],
  ['search', async () => '/search'],
  ['the not-found page', async () => '/no-such-page'],
];

// The notice is part of the footer every page shares, shown on the pages above: here, each other kind's HTML holds it.
test('the example-details notice is on every other kind of page while the business module holds examples', async ({
  request,
}) => {
  test.skip(exampleNotice === null, 'every business value is real: no notice to show');
  for (const [kind, pathOf] of otherKinds) {
    const path = await pathOf(request);
    const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '');
    expect(html, `${kind} (${path})`).toContain(exampleNotice!.heading);
    expect(html, `${kind} (${path})`).toContain(exampleNotice!.text);
  }
});

// The screenshot pass of 2026-12-01: beside a policy the contents stood 120 px wide, 200 px short of the header's right
// edge, their entries wrapped to three and four lines.
test('a policy’s contents beside it end on the header’s right edge, each entry on a line or two', async ({page}) => {
  for (const width of [1024, 1440, 1920]) {
    await page.setViewportSize({width, height: 900});
    await page.goto('/privacy');
    const contents = page.locator('main .col--2 ul').first();
    const quote = page.getByRole('banner').getByRole('link', {name: 'Get Quote', exact: true});
    const [list, button] = [(await contents.boundingBox())!, (await quote.boundingBox())!];
    expect(Math.abs(list.x + list.width - (button.x + button.width)), `${width} px`).toBeLessThanOrEqual(40);
    const lines = await contents
      .locator('a')
      .evaluateAll((links) =>
        links.map((a) => Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight))),
      );
    expect(Math.max(...lines), `${width} px`).toBeLessThanOrEqual(2);
  }
});
