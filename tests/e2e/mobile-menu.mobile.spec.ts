import {expect, test, type Page, gotoHydrated} from './fixtures';
import {business} from '../../src/business';
import {phoneMenuPages} from './phoneMenu';

const toggle = (page: Page) => page.getByRole('button', {name: 'Menu'});
const panel = (page: Page) => page.locator('#mobile-menu');

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/about');
});

test('the desktop links are hidden and a labelled toggle controls the menu', async ({page}) => {
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toHaveAttribute('aria-controls', 'mobile-menu');
  await expect(panel(page)).toBeHidden();
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(panel(page)).toBeVisible();
  await toggle(page).click();
  await expect(panel(page)).toBeHidden();
});

test('the menu lists Home, Services, Resources with its pages (Tools among them, as on a desktop), About, Contact, the phone and Get Quote Now', async ({
  page,
}) => {
  await toggle(page).click();
  const links = panel(page).getByRole('link');
  await expect(links).toHaveText([...phoneMenuPages, business.phone.display, 'Get Quote Now']);
  await expect(panel(page).getByRole('link', {name: 'Resources', exact: true})).toHaveAttribute('href', '/resources');
  await expect(panel(page).getByRole('link', {name: 'Tools & Calculators'})).toHaveAttribute(
    'href',
    '/resources/tools',
  );
  // The whole menu, Get Quote Now included, fits an 812 px phone screen without scrolling the panel (the service
  // groups under Services took it past 740; there the header's Quote stays in view).
  await page.setViewportSize({width: 375, height: 812});
  await expect(panel(page).getByRole('link', {name: 'Get Quote Now'})).toBeInViewport({ratio: 1});
  await expect(panel(page).getByRole('link', {name: business.phone.display})).toHaveAttribute(
    'href',
    business.phone.href,
  );
  await expect(panel(page).getByRole('link', {name: 'Get Quote Now'})).toHaveAttribute('href', '/contact');
});

test('opening the menu fetches none of the pages it lists; the one she taps is fetched then', async ({page}) => {
  const prefetched = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel=prefetch]'), (link) => link.href),
    );
  // The page's own links in view are prefetched at the first idle moment; wait for that before counting.
  await page.waitForTimeout(2500);
  const before = await prefetched();
  await toggle(page).click();
  await expect(panel(page)).toBeVisible();
  // Prefetching its 40 or so pages held a slow phone's main thread for about 0.1 s just after the tap.
  await page.waitForTimeout(1000);
  expect(await prefetched()).toEqual(before);
  await panel(page).getByRole('link', {name: 'Contact', exact: true}).tap();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('any link click closes the menu', async ({page}) => {
  await toggle(page).click();
  await panel(page).getByRole('link', {name: 'Services'}).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(panel(page)).toBeHidden();
  // The address changes at the click, the page once its scripts have come; the menu closes again when it does (any
  // page change closes it), so a menu reopened before then closed under the next click (a flaky CI run, 2026-12-01).
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Business finance, matched to the deal');
  await toggle(page).click();
  await panel(page).getByRole('link', {name: 'Get Quote Now'}).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(panel(page)).toBeHidden();
});

test('Escape closes the menu and returns focus to the toggle', async ({page}) => {
  await toggle(page).click();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test('opened from the keyboard, focus starts at the search box above the links; opened by a tap, at Home', async ({
  page,
}) => {
  await toggle(page).tap();
  await expect(panel(page).getByRole('link', {name: 'Home'})).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel(page).getByRole('link', {name: 'Home'})).toBeFocused();
  // A tap after the keyboard is a tap: Home again, not the search box that would bring up the on-screen keyboard.
  await page.keyboard.press('Escape');
  await toggle(page).tap();
  await expect(panel(page).getByRole('link', {name: 'Home'})).toBeFocused();
});

// Flaky in CI (three runs): Escape then Enter close together merged the popover's two 'toggle' events into one, open
// to open, and focus stayed on the toggle. Here both in one task, so it fails every time without the fix.
test('a close and a reopen in one moment still move focus into the menu', async ({page}) => {
  await toggle(page).tap();
  await expect(panel(page).getByRole('link', {name: 'Home'})).toBeFocused();
  // A script's click carries no pointer's count, as a key's does: the keyboard's opening, at the search box.
  await page.evaluate(() => {
    document.getElementById('mobile-menu')!.hidePopover();
    document.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!.click();
  });
  await expect(panel(page).getByRole('searchbox')).toBeFocused();
});

test('Tab past the last link closes the menu, so the focused link on the page is not hidden behind it', async ({
  page,
}) => {
  await toggle(page).click();
  await panel(page).getByRole('link', {name: 'Get Quote Now'}).focus();
  await page.keyboard.press('Tab');
  await expect(panel(page)).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  // Focus went on to the page, where it can be seen.
  expect(await page.evaluate(() => document.getElementById('mobile-menu')!.contains(document.activeElement))).toBe(
    false,
  );
});

test('the page behind does not scroll while the menu is open', async ({page}) => {
  await toggle(page).click();
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.mouse.wheel(0, 1500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
});

test('nothing overflows the 375 px viewport', async ({page}) => {
  for (const path of [
    '/',
    '/about',
    '/services',
    '/resources',
    '/contact',
    '/tools/commercial-property-loan-calculator',
  ]) {
    await gotoHydrated(page, path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
