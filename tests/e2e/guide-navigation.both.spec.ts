/**
 * A guide's two navigation aids: the guides list (every guide under its topic,
 * the current one marked) and the table of contents. On wide screens the
 * contents sit beside the article, in the frame case studies and insights
 * share (no guides rail: the guides are a breadcrumb away); on a phone the
 * contents are an "On this page" disclosure above it and the guides list is
 * in the menu under "In this section". CSS, not a measurement after
 * hydration, picks the form.
 */
import {expect, test, gotoHydrated, isPhone} from './fixtures';
import {changesWhileHydrating} from './hydrationWatch';
import {guideTopics} from '../../src/content/frontMatter';

const guide = '/resources/guides/bridging-finance-explained';
const title = 'Bridging finance: buying before you sell';

test('the phone menu’s guides list names every topic and marks the guide being read', async ({page}) => {
  test.skip(!isPhone(page), 'a desktop has no guides rail: the breadcrumb leads to the guides list (below)');
  await gotoHydrated(page, guide);
  await page.getByRole('button', {name: 'Menu'}).click();
  const list = page.locator('#mobile-menu').getByRole('region', {name: 'In this section'});
  await expect(list).toBeVisible();
  await expect(list.getByRole('link', {name: 'All guides'})).toHaveAttribute('href', '/resources/guides');
  for (const topic of guideTopics) {
    const group = list.getByRole('list', {name: topic.label, exact: true});
    // A topic with no guide yet is left out of the list.
    if ((await group.count()) === 0) continue;
    await expect(group.getByRole('link').first()).toBeVisible();
  }
  const current = list.getByRole('link', {name: title});
  await expect(current).toHaveAttribute('aria-current', 'page');
  await expect(list.locator('[aria-current="page"]')).toHaveCount(1);
});

test('the table of contents links to the guide’s sections', async ({page}) => {
  await gotoHydrated(page, guide);
  const firstSection = page.locator('main article h2').first();
  const sectionName = (await firstSection.innerText()).trim();
  const id = await firstSection.getAttribute('id');
  const summary = page.locator('summary', {hasText: 'On this page'});
  if (isPhone(page)) {
    await expect(page.locator('.theme-doc-toc-desktop')).toBeHidden();
    await expect(summary).toBeVisible();
    await summary.click();
  } else {
    await expect(summary).toBeHidden();
  }
  const contents = page.getByRole('navigation', {name: 'On this page'}).filter({visible: true});
  await expect(contents).toHaveCount(1);
  const link = contents.getByRole('link', {name: sectionName, exact: true});
  await expect(link).toHaveAttribute('href', `#${id}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(firstSection).toBeInViewport();
});

test('hydrating a guide adds, removes or swaps no element on the page', async ({page}) => {
  expect(await changesWhileHydrating(page, guide, {root: '.site-docs', watch: 'elements'})).toEqual([]);
});

test('scrolling back up a long guide offers a way back to the top, with its arrow drawn', async ({page}) => {
  await gotoHydrated(page, guide);
  const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(backToTop).toBeHidden();
  // Jumps, not wheel turns, so no scroll is still running when the next starts.
  await page.evaluate(() => window.scrollTo({top: 2500, behavior: 'instant'}));
  await page.waitForFunction(() => window.scrollY > 1000);
  await expect(backToTop).toBeHidden();
  // The theme shows the button when the reader scrolls up again.
  await page.evaluate(() => window.scrollBy({top: -300, behavior: 'instant'}));
  await expect(backToTop).toBeVisible();
  // The arrow is drawn in CSS (src/css/layout.css), not an image: a visible stroke.
  const arrow = await backToTop.evaluate((button) => {
    const style = getComputedStyle(button, '::after');
    return {stroke: style.borderTopWidth, colour: style.borderTopColor, width: style.width};
  });
  expect(arrow.stroke).toBe('2px');
  expect(arrow.colour).not.toBe('rgba(0, 0, 0, 0)');
  expect(parseFloat(arrow.width)).toBeGreaterThan(8);
  await backToTop.click();
  await page.waitForFunction(() => window.scrollY === 0);
});

test('on a desktop the article and "On this page" get the row, with no guides rail: the contents keep each entry short, the guides a breadcrumb away', async ({
  page,
}) => {
  test.skip(isPhone(page), 'phones fold the contents into "On this page" and the list into the menu');
  // Review 29d #7: at 1024 the list (272 px), the article (502 px) and the contents (146 px) shared the row, and
  // "How a bridging loan is structured" wrapped to three lines. The lists review (finding 10) took the rail away at
  // every width, so a guide's text starts where a case study's does.
  await page.setViewportSize({width: 1024, height: 800});
  await gotoHydrated(page, guide);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({width, height: 800});
    await expect(page.getByRole('navigation', {name: 'Guides'})).toHaveCount(0);
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Guides'})).toBeVisible();
    const toc = page.locator('.theme-doc-toc-desktop');
    expect((await toc.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    expect((await page.locator('main article').boundingBox())!.width).toBeGreaterThanOrEqual(600);
    const entry = toc.getByRole('link', {name: 'How a bridging loan is structured'});
    const lines = await entry.evaluate((a) =>
      Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight)),
    );
    expect(lines, `${width} px`).toBeLessThanOrEqual(2);
  }
});
