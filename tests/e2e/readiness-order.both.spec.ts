/**
 * The readiness check's result meets a borrower with the risks of the loan before the button that asks for a quote:
 * "Risks to know" stands above "Get a quote", on the screen and in the order a screen reader reads, on a 375 px
 * phone and a 1440 px desktop (where the checklist, the risks and the button share the column beside the answer).
 * The first "Get a quote", in the summary at the result's top, says to read the risks first and links them.
 */
import {expect, gotoHydrated, isPhone, test} from './fixtures';
import {bridgingAnswers} from './readinessAnswers';
import {resizeTo} from './resize';

// A result page on a busy two-core machine can take longer than the default 30 s to load and hydrate.
test.describe.configure({timeout: 90_000});

const results: Record<string, Record<string, string>> = {
  'bridging to business premises': bridgingAnswers('company'),
  'unsecured working capital with late repayments': {
    purpose: 'working-capital',
    borrower: 'company',
    amount: '100k-500k',
    security: 'none',
    trading: '1-2',
    turnover: '250k-1m',
    credit: 'late',
    timing: 'quarter',
  },
};

for (const [name, answers] of Object.entries(results)) {
  test(`${name}: "Risks to know" comes before "Get a quote"`, async ({page}) => {
    if (!isPhone(page)) await resizeTo(page, 1440, 900);
    else expect(page.viewportSize()!.width).toBe(375);
    await gotoHydrated(page, `/tools/loan-readiness-check?${new URLSearchParams({...answers, step: 'result'})}`);
    const result = page.getByRole('region', {name: /^Your result/});
    const risks = result.getByRole('heading', {level: 3, name: 'Risks to know'});
    // The actions' Get a quote (the last): a first one, for the reader who is ready, is in the summary at the top.
    const quote = result.getByRole('link', {name: 'Get a quote', exact: true}).last();
    await expect(risks).toBeVisible();
    await expect(quote).toBeVisible();

    const risksBox = (await risks.boundingBox())!;
    const quoteBox = (await quote.boundingBox())!;
    expect(risksBox.y + risksBox.height).toBeLessThanOrEqual(quoteBox.y);
    // And in the order a screen reader reads: the link follows the heading in the page.
    const follows = await risks.evaluate(
      (heading, link) => Boolean(heading.compareDocumentPosition(link!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await quote.elementHandle(),
    );
    expect(follows).toBe(true);

    // Every risk listed under the heading sits above the button too, not only the heading.
    const lastRisk = (await risks.locator('xpath=following-sibling::ul[1]/li[last()]').boundingBox())!;
    expect(lastRisk.y + lastRisk.height).toBeLessThanOrEqual(quoteBox.y);

    // The first Get a quote, in the summary, points to the risks it comes before, and the link lands on them.
    await result.getByRole('link', {name: 'risks to know'}).click();
    await expect(page).toHaveURL(/#readiness-risks$/);
    await expect(risks).toBeInViewport();

    if (isPhone(page)) {
      // The checklist still comes about a screen and a half under the result's top, after the summary card (what may
      // fit, the documents gathered, the first Get a quote) and the finance.
      const top = (await page.locator('#readiness-result').boundingBox())!.y;
      const checklist = (await result.getByRole('heading', {name: 'Your document checklist'}).boundingBox())!.y;
      expect(checklist - top).toBeLessThanOrEqual(1.65 * page.viewportSize()!.height);
    }
  });
}
