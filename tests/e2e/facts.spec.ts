/**
 * Figures read from the facts register, as a reader meets them: the register's
 * text in the sentence (never a raw <Fact> tag), in the FAQ answers and their
 * structured data too, and a range a guide quotes equal to the range the
 * service page's table states. Dates and rates in law are written out here by
 * hand from the legislation and the ATO, not taken from the register.
 */
import {expect, test, type Page} from './fixtures';
import {getFact} from '../../src/facts/register';

// The register's text is written into the pages while the MDX compiles (the remark-facts plugin), so the HTML the
// server sends holds every figure checked here: the pages load without running their scripts, a fraction of the
// cost of a hydrated load.
test.use({javaScriptEnabled: false});

const pages: {path: string; says: string[]}[] = [
  {
    path: '/resources/glossary',
    says: [
      'National Consumer Credit Protection Act 2009, in force since 1 January 2021',
      'the top marginal rate instead of the usual 15%',
      'Part 7.8A of the Corporations Act 2001, in force since 5 October 2021',
    ],
  },
  {
    path: '/resources/guides/buying-commercial-property-due-diligence',
    says: [
      'Workplaces built before 31 December 2003 generally need an asbestos register',
      'fund the extra 10% at settlement',
      'Since 1 January 2025, the foreign resident capital gains withholding rules',
      'withhold 15% of the price',
    ],
  },
  {
    path: '/resources/guides/chattel-mortgage-vs-finance-lease',
    says: ['For agreements entered into since 1 July 2012, a GST-registered business'],
  },
  {
    path: '/resources/guides/preparing-a-commercial-loan-application',
    says: ['when at least $100,000 is more than 90 days overdue'],
  },
  {
    path: '/services/smsf-lending',
    says: [
      'net of the 15% contributions tax on concessional contributions',
      'counted net of the 15% contributions tax',
    ],
  },
];

for (const {path, says} of pages) {
  test(`${path} states its registered figures in the sentence`, async ({page}) => {
    await page.goto(path);
    const main = page.locator('main');
    for (const text of says) await expect(main, text).toContainText(text);
    await expect(main).not.toContainText('<Fact');
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(structured).not.toContain('<Fact');
  });
}

/** A service page's "At a glance" figure whose label matches: the terms table leaves out what the strip shows. */
const glanceFact = (page: Page, label: RegExp) =>
  page.locator('section[aria-labelledby="key-facts"] dl > div').filter({has: page.locator('dt', {hasText: label})});

test('the feasibility guide and the development service page quote the same senior debt and gearing ranges', async ({
  page,
}) => {
  const toGrv = getFact('development-senior-loan-to-grv').text;
  const toCost = getFact('development-senior-loan-to-cost').text;
  const combined = getFact('development-combined-loan-to-cost').text;

  await page.goto('/resources/guides/development-finance-feasibility');
  const guide = page.locator('main');
  await expect(guide).toContainText(`commonly about ${toGrv} for senior debt`);
  await expect(guide).toContainText(`commonly about ${toCost} for senior debt`);
  await expect(guide).toContainText(`total gearing to perhaps ${combined} of cost`);

  await page.goto('/services/commercial-property-development');
  await expect(glanceFact(page, /^Senior debt/)).toContainText(`${toGrv} of GRV, or ${toCost} of total cost`);
  await expect(page.locator('main p', {hasText: /^Mezzanine:/})).toContainText(`to a combined ${combined} of cost`);
});

test('the serviceability guide quotes the commercial property LVR range the refinancing page states', async ({
  page,
}) => {
  const lvr = getFact('commercial-lvr').text;
  await page.goto('/resources/guides/serviceability-lvr-icr-dscr');
  await expect(page.locator('main')).toContainText(`Standard commercial and industrial property often sits at ${lvr};`);
  await page.goto('/services/refinancing-solutions');
  await expect(glanceFact(page, /^Maximum LVR on commercial property/)).toContainText(lvr);
});
