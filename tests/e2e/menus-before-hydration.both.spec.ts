/**
 * The Resources menu and the phone menu are popovers the browser opens on its
 * own, so they work from the HTML alone: with JavaScript off, and while
 * main.js has not arrived (a slow phone connection) or never arrives.
 * The desktop project checks the Resources menu, the mobile project the phone menu.
 */
import {expect, test, waitForHydration, type Page, type Route} from './fixtures';
import {business} from '../../src/business';
import {phoneMenuPages} from './phoneMenu';

const resourcesButton = (page: Page) =>
  page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Resources'});
const resourcesMenu = (page: Page) => page.getByRole('menu', {name: 'Resources'});
const phoneToggle = (page: Page) => page.getByRole('button', {name: 'Menu'});
const phonePanel = (page: Page) => page.locator('#mobile-menu');

/** Opens the Resources menu with a press and with the keyboard, and follows an entry. */
async function useResourcesMenu(page: Page) {
  await resourcesButton(page).click();
  await expect(resourcesMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(resourcesMenu(page)).toBeHidden();
  await expect(resourcesButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(resourcesMenu(page)).toBeVisible();
  // Before hydration the entries follow the button in the Tab order.
  await page.keyboard.press('Tab');
  await expect(resourcesMenu(page).getByRole('menuitem', {name: 'Resources Hub'})).toBeFocused();
  await resourcesMenu(page).getByRole('menuitem', {name: 'Glossary'}).click();
  await expect(page).toHaveURL(/\/resources\/glossary$/);
}

/** Opens the phone menu, checks its entries, closes it, opens it again and follows a link. */
async function usePhoneMenu(page: Page) {
  await phoneToggle(page).click();
  await expect(phonePanel(page)).toBeVisible();
  await expect(phonePanel(page).getByRole('link')).toHaveText([
    ...phoneMenuPages,
    new RegExp(`^\\s*${business.phone.display}$`),
    'Get Quote Now',
  ]);
  await phoneToggle(page).click();
  await expect(phonePanel(page)).toBeHidden();
  await phoneToggle(page).click();
  await phonePanel(page).getByRole('link', {name: 'Services', exact: true}).click();
  await expect(page).toHaveURL(/\/services$/);
}

const useMenu = (page: Page, project: string) => (project === 'mobile' ? usePhoneMenu(page) : useResourcesMenu(page));

test.describe('with JavaScript off', () => {
  test.use({javaScriptEnabled: false});

  test('the menu opens and its links go to their pages', async ({page}, testInfo) => {
    await page.goto('/about');
    await useMenu(page, testInfo.project.name);
  });
});

test('the menu works while main.js is still downloading, and React takes it over when it arrives', async ({
  page,
}, testInfo) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdMainJs = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, holdMainJs);
  // The deferred scripts hold DOMContentLoaded back: wait for the page's HTML instead.
  await page.goto('/about', {waitUntil: 'commit'});
  if (testInfo.project.name === 'mobile') {
    await phoneToggle(page).click();
    await expect(phonePanel(page)).toBeVisible();
    await phoneToggle(page).click();
    await expect(phonePanel(page)).toBeHidden();
  } else {
    await resourcesButton(page).click();
    await expect(resourcesMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(resourcesMenu(page)).toBeHidden();
  }
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

  // main.js arrives: React hydrates the page and drives the same menu.
  release();
  await waitForHydration(page);
  await page.unroute(/\/assets\/js\/main\.[^/]+\.js$/, holdMainJs);
  if (testInfo.project.name === 'mobile') {
    await phoneToggle(page).click();
    await expect(phoneToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await phonePanel(page).getByRole('link', {name: 'Contact', exact: true}).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(phonePanel(page)).toBeHidden();
  } else {
    await resourcesButton(page).focus();
    await page.keyboard.press('ArrowDown');
    await expect(resourcesMenu(page).getByRole('menuitem', {name: 'Resources Hub'})).toBeFocused();
    await expect(resourcesButton(page)).toHaveAttribute('aria-expanded', 'true');
    await resourcesMenu(page).getByRole('menuitem', {name: 'Glossary'}).click();
    await expect(page).toHaveURL(/\/resources\/glossary$/);
    await expect(resourcesMenu(page)).toBeHidden();
  }
});

test('the menu works when main.js never arrives', async ({page}, testInfo) => {
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await useMenu(page, testInfo.project.name);
});
