/**
 * A guide's two navigation aids: the guides list (every guide under its topic,
 * the current one marked) and the table of contents. On wide screens both sit
 * beside the article; on a phone the contents are an "On this page"
 * disclosure above it and the guides list is in the menu under "In this
 * section". CSS, not a measurement after hydration, picks the form.
 */
import {expect, test, gotoHydrated, isPhone, desktopLayout} from './fixtures';
import {changesWhileHydrating} from './hydrationWatch';
import {guideTopics} from '../../src/content/frontMatter';

const guide = '/resources/guides/bridging-finance-explained';
const title = 'Bridging finance: buying before you sell';

test('the guides list names every topic and marks the guide being read', async ({page}) => {
  await gotoHydrated(page, guide);
  let list = page.getByRole('navigation', {name: 'Guides'});
  if (isPhone(page)) {
    await expect(list).toBeHidden();
    await page.getByRole('button', {name: 'Menu'}).click();
    const section = page.locator('#mobile-menu').getByRole('region', {name: 'In this section'});
    await expect(section).toBeVisible();
    list = section;
  } else {
    await expect(list).toBeVisible();
  }
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
  // On a phone each entry is a tap target at least 32 px tall (WCAG 2.5.8 asks 24).
  if (isPhone(page)) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(32);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(firstSection).toBeInViewport();
  // Beside the guide, the section in view is marked (the phone's list is closed while she reads).
  if (!isPhone(page)) await expect(contents.locator('.table-of-contents__link--active')).toHaveText(sectionName);
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
  // Two frames, so the theme has seen this scroll before the next: a browser sends one scroll event a frame, and two
  // jumps in one frame read as a single move down (it failed so on a loaded machine).
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
  // From the keyboard: the button hides once at the top, so focus goes to the page's top, where Tab finds the skip
  // link, not lost to the page (a keyboard trial).
  await backToTop.focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.scrollY === 0);
  await expect(page.locator('#skip-to-content')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
});

test(
  'on a desktop, the last guide in the list is on the list’s first screen when it is the one being read',
  desktopLayout,
  async ({page}) => {
    await gotoHydrated(page, guide);
    const last = await page.getByRole('navigation', {name: 'Guides'}).getByRole('link').last().getAttribute('href');
    await gotoHydrated(page, last!);
    const current = page.getByRole('navigation', {name: 'Guides'}).locator('[aria-current="page"]');
    const box = (await current.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  },
);

test(
  'on a desktop, the guides list opens at the top, or, scrolled to a later guide, with that guide’s topic heading as its first line',
  desktopLayout,
  async ({page}) => {
    // Five pages: room for a loaded machine.
    test.slow();
    await gotoHydrated(page, guide);
    const links = page.getByRole('navigation', {name: 'Guides'}).getByRole('link');
    const paths = [guide, await links.last().getAttribute('href')];
    for (const viewport of [
      {width: 1440, height: 900},
      {width: 1920, height: 1080},
    ]) {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await gotoHydrated(page, path!);
        const nav = page.getByRole('navigation', {name: 'Guides'});
        const where = await nav.evaluate((box) => {
          const current = box.querySelector('[aria-current="page"]')!;
          const heading = current.closest('ul')!.previousElementSibling!;
          const top = box.getBoundingClientRect().top + parseFloat(getComputedStyle(box).paddingTop);
          return {
            scrolled: box.scrollTop,
            heading: heading.getBoundingClientRect().top - top,
            bottom: current.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom,
          };
        });
        const at = `${path} at ${viewport.width} px`;
        expect(where.bottom, at).toBeLessThanOrEqual(0);
        if (where.scrolled > 0) expect(Math.abs(where.heading), at).toBeLessThanOrEqual(2);
      }
    }
  },
);

test(
  'below 1200 px the article and "On this page" get the row: the guides list steps aside, the contents keep each entry short',
  desktopLayout,
  async ({page}) => {
    // At 1024 the list (272 px), the article (502 px) and the contents (146 px) shared the row, and
    // "How a bridging loan is structured" wrapped to three lines.
    await page.setViewportSize({width: 1024, height: 800});
    await gotoHydrated(page, guide);
    await expect(page.getByRole('navigation', {name: 'Guides'})).toBeHidden();
    // The guides are a breadcrumb away.
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('link', {name: 'Guides'})).toBeVisible();
    const toc = page.locator('.theme-doc-toc-desktop');
    expect((await toc.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    expect((await page.locator('main article').boundingBox())!.width).toBeGreaterThanOrEqual(600);
    const entry = toc.getByRole('link', {name: 'How a bridging loan is structured'});
    const lines = await entry.evaluate((a) =>
      Math.round(a.getBoundingClientRect().height / parseFloat(getComputedStyle(a).lineHeight)),
    );
    expect(lines).toBeLessThanOrEqual(2);
    // From 1200 px the list is back beside the article.
    await page.setViewportSize({width: 1280, height: 800});
    await expect(page.getByRole('navigation', {name: 'Guides'})).toBeVisible();
  },
);
