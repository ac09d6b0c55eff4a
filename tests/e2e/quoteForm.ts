/**
 * The quote form as the tests fill it in: the required fields, and the shape
 * of the reference a sent enquiry gets (written out here, not imported from
 * the server, so a change to it shows as a failing test).
 */
import {test, type Page} from './fixtures';

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
