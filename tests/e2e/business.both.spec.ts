import {expect, test, gotoHydrated} from './fixtures';
import {business} from '../../src/business';

// The number is typed once, in src/business.ts; every place shows that value.
test('the navbar, mobile menu, footer and contact page all show the phone number from the business module', async ({
  page,
}, testInfo) => {
  const {display, href} = business.phone;
  await gotoHydrated(page, '/contact');
  if (testInfo.project.name === 'mobile') {
    await page.getByRole('button', {name: 'Menu'}).click();
    await expect(page.locator('#mobile-menu').getByRole('link', {name: display})).toHaveAttribute('href', href);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.locator('header').getByRole('link', {name: `Call ${display}`})).toContainText(display);
    await expect(page.locator('header').getByRole('link', {name: `Call ${display}`})).toBeVisible();
  }
  await expect(page.locator('header').getByRole('link', {name: `Call ${display}`})).toHaveAttribute('href', href);
  await expect(page.locator('footer').getByRole('link', {name: display})).toHaveAttribute('href', href);
  await expect(page.locator('main').getByRole('link', {name: display}).first()).toHaveAttribute('href', href);
});

test('the footer carries the navigation, contact details, disclaimer and licence line', async ({page}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  // A phone folds the Site and Resources links (lists.both.spec.ts): opened here, as a visitor would.
  for (const summary of await footer.locator('summary').all()) if (await summary.isVisible()) await summary.click();
  await expect(footer.getByRole('link', {name: 'Services'})).toHaveAttribute('href', '/services');
  await expect(footer.getByRole('link', {name: 'Market Insights'})).toHaveAttribute('href', '/resources/insights');
  await expect(footer.getByRole('link', {name: business.email})).toBeAttached();
  await expect(footer).toContainText('general information only');
  await expect(footer).toContainText(`Australian Credit Licence ${business.licensee.australianCreditLicence}`);
  await expect(footer).toContainText(`Credit Representative Number ${business.creditRepresentativeNumber}`);
});
