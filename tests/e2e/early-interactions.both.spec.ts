/**
 * The page's scripts start after its first paint (src/client/pageStart), so
 * a visitor can click or type before React has hydrated the page. Here
 * main.js is held back on purpose: whatever the visitor did while it was
 * missing must happen once it arrives, and a form sent while the scripts
 * failed must still reach the broker.
 */
import {expect, test, type Page} from './fixtures';
import {fillRequired, referencePattern} from './quoteForm';

/** Holds main.js until `release()` (or fails it with `release('fail')`). */
async function holdMainScript(page: Page): Promise<(outcome?: 'fail') => void> {
  let release!: (outcome?: 'fail') => void;
  const decided = new Promise<'fail' | undefined>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    if ((await decided) === 'fail') await route.abort('connectionreset');
    else await route.continue();
  });
  return release;
}

async function openBeforeHydration(page: Page, path: string): Promise<(outcome?: 'fail') => void> {
  const release = await holdMainScript(page);
  // Not 'load': when the page paints before its load event, the held script holds that event back too.
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  return release;
}

test.describe('on a wide screen', () => {
  test.skip(({isMobile}) => isMobile, 'the desktop navigation');

  test('a click on Resources before hydration (twice, as an impatient visitor does) opens the menu once the page is ready', async ({
    page,
  }) => {
    const release = await openBeforeHydration(page, '/about');
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Resources'});
    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Off the button, so it is the held press that opens the menu, not the pointer resting on it.
    await page.mouse.move(640, 700);
    release();
    await expect(page.getByRole('menu', {name: 'Resources'})).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('Enter on Resources before hydration opens the menu once the page is ready', async ({page}) => {
    const release = await openBeforeHydration(page, '/about');
    const button = page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Resources'});
    await button.focus();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('menu', {name: 'Resources'})).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  test('ArrowDown on Resources before hydration opens the menu at its first entry', async ({page}) => {
    const release = await openBeforeHydration(page, '/about');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Resources'}).focus();
    await page.keyboard.press('ArrowDown');
    release();
    await expect(page.getByRole('menu', {name: 'Resources'}).getByRole('menuitem').first()).toBeFocused();
  });

  test('a pointer resting on Resources before hydration opens the menu', async ({page}) => {
    const release = await openBeforeHydration(page, '/about');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('button', {name: 'Resources'}).hover();
    release();
    await expect(page.getByRole('menu', {name: 'Resources'})).toBeVisible();
  });

  test('a search typed into the header before hydration shows its results once the page is ready', async ({page}) => {
    const release = await openBeforeHydration(page, '/about');
    const box = page.locator('header').getByRole('searchbox', {name: 'Search the site'});
    await box.click();
    await page.keyboard.type('bridging finance');
    release();
    await expect(
      page.locator('header [role="search"]').locator('a[href="/services/bridging-finance"]').first(),
    ).toBeVisible();
    await expect(box).toHaveValue('bridging finance');
  });
});

test.describe('on a phone', () => {
  test.skip(({isMobile}) => !isMobile, 'the phone menu');

  test('a tap on Menu before hydration opens the menu once the page is ready', async ({page}) => {
    const release = await openBeforeHydration(page, '/about');
    await page.getByRole('button', {name: 'Menu'}).click();
    // A second tap on a page that did not answer is the same wish, not "close it again".
    await page.getByRole('button', {name: 'Menu'}).click();
    release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
  });
});

test('a figure typed into a calculator before hydration is used in its results', async ({page}) => {
  const release = await openBeforeHydration(page, '/tools/bridging-loan-calculator');
  await page.getByLabel('Sale price the lender assumes (%)').fill('90');
  release();
  // 1,939,632.66 - 0.9 x 1,600,000 x 97.5%, as in the calculator's own test.
  await expect(page.getByTestId('end-debt')).toHaveText('$535,632.66');
  await expect(page.getByLabel('Sale price the lender assumes (%)')).toHaveValue('90');
});

test('a quote request filled in and sent (twice) before hydration is sent once, with everything typed', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, '/contact');
  await page.getByLabel('Type of finance').selectOption('equipment-finance');
  await fillRequired(page);
  const posts: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/enquiries')) posts.push(request.postDataJSON());
  });
  const send = page.getByRole('button', {name: 'Send my quote request'});
  await send.click();
  await send.click();
  release();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  await expect(page).toHaveURL(/\/contact$/);
  // Pressed twice, sent once, with everything typed (the type of finance is optional: it shows the select was kept).
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatchObject({
    service: 'equipment-finance',
    name: 'Alex Citizen',
    email: 'alex@example.com.au',
    phone: '0412 345 678',
  });
});

test('an empty quote request sent before hydration gets the site’s messages, not the browser’s', async ({page}) => {
  const release = await openBeforeHydration(page, '/contact');
  await page.getByLabel('Your name').fill('Alex Citizen');
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  release();
  const summary = page.getByRole('alert').filter({hasText: 'Please check'});
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', {name: 'Enter your e-mail address.'})).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Alex Citizen');
});

test('a quote request sent while the scripts fail to load is posted the way a browser without them would', async ({
  page,
}) => {
  const release = await openBeforeHydration(page, '/contact');
  await fillRequired(page);
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  // Held while the scripts may still come: not posted yet.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/contact$/);
  release('fail');
  await expect(page).toHaveURL(/\/api\/enquiries$/);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you: your enquiry is with us');
  await expect(page.locator('.hcf-reference')).toHaveText(referencePattern);
});

test('a quote request sent on a page whose scripts run but never hydrate it is posted without them', async ({page}) => {
  // The scripts download but main.js fails as it runs: no download error, and no hydration either.
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, (route) =>
    route.fulfill({contentType: 'text/javascript', body: 'throw new Error("broken bundle")'}),
  );
  await page.goto('/contact', {waitUntil: 'domcontentloaded'});
  await fillRequired(page);
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  // The start-up script waits 10 s after the scripts have run before it gives up on hydration.
  await expect(page).toHaveURL(/\/api\/enquiries$/, {timeout: 20_000});
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you: your enquiry is with us');
});
