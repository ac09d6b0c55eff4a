/**
 * The quote form as the tests fill it in: the required fields, and the shape
 * of the reference a sent enquiry gets (written out here, not imported from
 * the server, so a change to it shows as a failing test).
 */
import {expect, gotoHydrated, test, type Page} from './fixtures';

export const referencePattern = /^HCF-\d{4}-[23456789ABCDEFGHJKMNPQRSTWXYZ]{6}$/;

/**
 * A visitor's name for this attempt of the running test. A retry types a name of its own: the first attempt's
 * enquiry stays in the shared e2e database, so a test that looks up what was stored by name would find it too.
 */
export function attemptName(name: string): string {
  const {retry} = test.info();
  return retry ? `${name} ${retry}` : name;
}

export async function fillRequired(page: Page): Promise<void> {
  await page.getByLabel('Your name').fill('Alex Citizen');
  await page.getByRole('textbox', {name: /^E-mail/}).fill('alex@example.com.au');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
}

/**
 * The calculator scenario a "Get a quote" left in the tab for the quote form (src/enquiry/visitHandOff.ts):
 * its figures travel there, never in the address.
 */
export async function scenarioInTab(page: Page): Promise<URLSearchParams> {
  const kept = await page.evaluate(() => sessionStorage.getItem('hcf-quote-hand-offs'));
  return new URLSearchParams((JSON.parse(kept ?? '{}') as {calculator?: string}).calculator ?? '');
}

/**
 * A joiner's trial, as two specs replay it: his bridge (owing $300,000 on the example's sale and purchase, so a new
 * loan of $1,705,537 in NSW), then the working capital calculator with figures of his own, each kept in the tab.
 */
export async function bridgeThenWorkingCapital(page: Page): Promise<void> {
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await page.getByLabel('Loan owing on it').fill('300000');
  await page.getByLabel('Loan owing on it').blur();
  await expect(page).toHaveURL(/debt=300000/);
  await gotoHydrated(page, '/tools/working-capital-calculator');
  await page.getByLabel('Cash at bank').fill('25000');
  await page.getByLabel('Cash at bank').blur();
  await expect(page).toHaveURL(/cash=25000/);
}
