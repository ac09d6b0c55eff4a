/**
 * What a compliance officer checks on the built site: the business-purpose
 * rule from its one module on the footer, form and legal pages; a credit guide
 * with nothing unfinished; the RG 271 complaints wording on all three pages
 * that state it; and the example-details notice on every kind of page while
 * src/business.ts still holds examples.
 */
import {expect, test, type Page} from './fixtures';
import {business, hasLaunchValue, valuesToSetBeforeLaunch} from '../../src/business';
import {AFCA_TIME_LIMITS, COMPLAINT_STEPS} from '../../src/compliance/complaints';
import {CREDIT_SCOPE_STATEMENT, CONSUMER_CREDIT_STATEMENT} from '../../src/compliance/creditScope';
import {overseasDisclosureStatement} from '../../src/compliance/privacy';
import {enquiryRetention, websiteRetentionStatement} from '../../src/compliance/retention';
import {exampleDetailsNotice} from '../../src/components/ExampleDetailsNotice/text';
import {articlePaths} from './routes';

const main = (page: Page) => page.locator('main');

test('the scope statement from creditScope.ts shows in the footer, the quote form and the legal pages', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('footer')).toContainText(CREDIT_SCOPE_STATEMENT);
  // Beside step one of the quote form, in what happens next (the purpose field, on step two, carries it as its hint).
  await expect(main(page)).toContainText(CREDIT_SCOPE_STATEMENT);
  for (const path of ['/credit-guide', '/terms']) {
    await page.goto(path);
    await expect(main(page), path).toContainText(`${CREDIT_SCOPE_STATEMENT} ${CONSUMER_CREDIT_STATEMENT}`);
  }
  await page.goto('/services');
  await expect(main(page)).toContainText(CREDIT_SCOPE_STATEMENT);
  await expect(main(page)).not.toContainText('business or investment purposes');
});

test('the credit guide is complete: licensee, duties, assessment copy, pay and complaints, nothing unfinished', async ({
  page,
}) => {
  await page.goto('/credit-guide');
  const guide = main(page);
  await expect(guide).not.toContainText(/to be completed|to complete|REPLACE|\bTBC\b|\bTBA\b|before launch/i);
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

for (const path of ['/credit-guide', '/complaints', '/privacy']) {
  test(`${path} gives the RG 271 complaints process and AFCA's time limits, never "aim to resolve"`, async ({page}) => {
    await page.goto(path);
    for (const step of COMPLAINT_STEPS) await expect(main(page)).toContainText(step);
    await expect(main(page)).toContainText(AFCA_TIME_LIMITS);
    await expect(main(page)).toContainText('1800 931 678');
    await expect(main(page)).not.toContainText(/aim to resolve/i);
  });
}

test('the privacy policy covers guarantors, overseas disclosure, credit information and automated decisions', async ({
  page,
}) => {
  await page.goto('/privacy');
  const policy = main(page);
  await expect(policy).toContainText('Directors, guarantors and other people in an application');
  await expect(policy).toContainText(overseasDisclosureStatement());
  await expect(policy).toContainText('We do not obtain credit reports from credit reporting bodies');
  await expect(page.getByRole('heading', {name: 'Decisions made by computer programs'})).toBeVisible();
  await expect(policy).toContainText('automatically flags it as likely spam');
});

test('the privacy policy states how long quote requests are kept: the periods the server applies by default', async ({
  page,
}) => {
  await page.goto('/privacy');
  const policy = main(page);
  await expect(policy).toContainText(websiteRetentionStatement());
  await expect(policy).toContainText(`for ${enquiryRetention.months} months from the day it arrives`);
  await expect(policy).toContainText(`likely spam for ${enquiryRetention.spamDays} days`);
});

const exampleNotice = exampleDetailsNotice();

test.describe('the example-details notice', () => {
  test.skip(exampleNotice === null, 'every business value is real: no notice to show');

  test('shows on every kind of page while the business module holds examples', async ({page, request}) => {
    const [guide] = await articlePaths(request, '/resources/guides');
    const [caseStudy] = await articlePaths(request, '/resources/case-studies');
    const paths = [
      '/',
      '/about',
      '/services',
      '/services/bridging-finance',
      guide!,
      caseStudy!,
      '/resources/glossary',
      '/tools/second-mortgage-calculator',
      '/contact',
      '/credit-guide',
      '/search',
      '/no-such-page',
    ];
    // One page load per path: on a busy two-core machine each can take a few seconds.
    test.setTimeout(paths.length * 10_000);
    for (const path of paths) {
      await page.goto(path);
      const notice = page.getByRole('region', {name: exampleNotice!.heading});
      await expect(notice, path).toBeVisible();
      await expect(notice, path).toContainText(exampleNotice!.text);
    }
  });
});

test('About names an industry association only once the memberships are real', async ({page}) => {
  await page.goto('/about');
  const association = business.memberships.association;
  if (hasLaunchValue('memberships') && association) {
    await expect(main(page)).toContainText(`We are a member of the ${association}.`);
  } else {
    expect(valuesToSetBeforeLaunch).toContain('memberships');
    await expect(page.getByTestId('industry-association')).toHaveCount(0);
    await expect(main(page)).not.toContainText(/FBAA|Finance Brokers Association/);
  }
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
});
