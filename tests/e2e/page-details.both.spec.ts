/**
 * Details of pages, panels and forms, as a visitor sees them on a phone (320 and 375 px, the mobile project) and on a desktop
 * (the desktop project).
 */
import {expect, test, gotoHydrated, isPhone, type Page, type Locator} from './fixtures';
import {fillRequired} from './quoteForm';
import {resizeTo} from './resize';
import {business} from '../../src/business';

/** How many lines a piece of text (matched exactly) takes inside an element. */
async function linesOf(element: Locator, text: string) {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at < 0) continue;
      const tops = new Set<number>();
      for (let i = at; i < at + wanted.length; i++) {
        if (node.textContent![i] === ' ') continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.add(Math.round(range.getBoundingClientRect().top));
      }
      return tops.size;
    }
    return 0;
  }, text);
}

/** The top of each character of an element's text, in order (a line break shows as a change). */
async function charTops(element: Locator) {
  return element.evaluate((el) => {
    const tops: {char: string; top: number}[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push({char: node.textContent![i]!, top: Math.round(range.getBoundingClientRect().top)});
      }
    }
    return tops;
  });
}

const widthsFor = (page: Page) => (isPhone(page) ? [320, 375] : [1280, 1920]);

test('the heading after the business-purpose statement on /terms and /credit-guide has space above it', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/terms', 'Calculators'],
    ['/credit-guide', 'The lenders we deal with most'],
  ] as const) {
    await gotoHydrated(page, path);
    const h2 = page.locator('.credit-scope + h2', {hasText: heading});
    const gap = await h2.evaluate((el) => {
      const scope = el.previousElementSibling!;
      return {
        isScope: scope.classList.contains('credit-scope'),
        gap: el.getBoundingClientRect().top - scope.getBoundingClientRect().bottom,
      };
    });
    expect(gap.isScope, path).toBe(true);
    // Not 0 px: at least the theme's paragraph spacing (16 px) between the statement and the next heading.
    expect(gap.gap, path).toBeGreaterThanOrEqual(16);
  }
});

test('the phone number in every closing and mid-article "Call" button stays on one line', async ({page}) => {
  test.slow();
  const number = business.phone.display;
  for (const path of [
    '/',
    '/services/bridging-finance',
    '/resources/guides/bridging-finance-explained',
    '/contact-nope',
  ]) {
    await page.goto(path);
    const buttons = page.locator('section a.button', {hasText: `Call ${number}`});
    // The guide has its mid-article panel and its closing panel.
    expect(await buttons.count(), path).toBeGreaterThanOrEqual(path.includes('/guides/') ? 2 : 1);
    for (const width of widthsFor(page)) {
      await resizeTo(page, width, 800);
      for (const button of await buttons.all()) {
        expect(await linesOf(button, number), `${path} at ${width} px`).toBe(1);
        // The whole label on one line: as tall as the Get a quote beside or above it (at 320 px it took two).
        const quote = button.locator('xpath=..').locator('a.button').first();
        const [call, get] = [(await button.boundingBox())!, (await quote.boundingBox())!];
        expect(Math.abs(call.height - get.height), `${path} at ${width} px`).toBeLessThanOrEqual(2);
        // As rendered: a space between "Call" and the number (a flex button drops one between two items).
        expect((await button.innerText()).trim(), `${path} at ${width} px`).toBe(`Call ${number}`);
      }
    }
  }
});

test('the FAQs page has the Resources breadcrumb, with its BreadcrumbList data', async ({page}) => {
  await gotoHydrated(page, '/resources/faqs');
  const trail = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(trail.getByRole('link', {name: 'Resources'})).toBeVisible();
  await expect(trail.getByRole('link', {name: 'Resources'})).toHaveAttribute('href', '/resources');
  if (isPhone(page)) {
    // "‹ Resources" only, as on the other resource pages.
    await expect(trail.getByRole('link', {name: 'Home'})).toBeHidden();
  } else {
    await expect(trail.getByRole('link', {name: 'Home'})).toBeVisible();
    await expect(trail.locator('[aria-current="page"]')).toHaveText('FAQs');
  }
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent!)));
  const list = data
    .flatMap((d) => (Array.isArray(d['@graph']) ? d['@graph'] : [d]))
    .find((d) => d['@type'] === 'BreadcrumbList');
  expect(list.itemListElement.map((item: {name: string}) => item.name)).toEqual(['Home', 'Resources', 'FAQs']);
});

test('the bridging service page lists its own calculator first', async ({page}) => {
  await page.goto('/services/bridging-finance');
  const related = page.getByRole('navigation', {name: 'Related calculators and guides'});
  const links = related.getByRole('link');
  await expect(links.first()).toContainText('Bridging loan calculator');
  await expect(links.nth(1)).toContainText('Commercial property loan calculator');
});

test("on a phone the quote form's Send and step two's \"Add these details\" run the fields' full width", async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  const send = page.getByRole('button', {name: 'Send my quote request'});
  const field = page.getByLabel('Your name');
  for (const width of widthsFor(page)) {
    await resizeTo(page, width, 800);
    const [b, f] = [(await send.boundingBox())!, (await field.boundingBox())!];
    if (width < 544) {
      expect(Math.abs(b.x - f.x), `at ${width} px`).toBeLessThanOrEqual(1);
      expect(Math.abs(b.width - f.width), `at ${width} px`).toBeLessThanOrEqual(1);
    } else {
      expect(b.width, `at ${width} px`).toBeLessThan(f.width / 2);
    }
  }
  await resizeTo(page, isPhone(page) ? 375 : 1280, 800);
  await fillRequired(page);
  await send.click();
  const details = page.getByRole('region', {name: 'Tell us more (optional)'});
  const add = details.getByRole('button', {name: 'Add these details'});
  const purpose = details.getByLabel('What the money is for');
  await expect(add).toBeVisible();
  const [b, f] = [(await add.boundingBox())!, (await purpose.boundingBox())!];
  if (isPhone(page)) {
    expect(Math.abs(b.x - f.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(b.width - f.width)).toBeLessThanOrEqual(1);
  } else {
    expect(b.width).toBeLessThan(f.width / 2);
  }
});

test('the contact e-mail address breaks after its "@" if at all, never inside a word', async ({page}) => {
  await gotoHydrated(page, '/contact');
  const email = page.getByRole('complementary').getByRole('link', {name: business.email});
  await expect(email).toHaveAttribute('href', `mailto:${business.email}`);
  for (const width of widthsFor(page)) {
    await resizeTo(page, width, 800);
    const tops = await charTops(email);
    const at = tops.findIndex((t) => t.char === '@');
    const before = new Set(tops.slice(0, at + 1).map((t) => t.top));
    const after = new Set(tops.slice(at + 1).map((t) => t.top));
    expect(before.size, `at ${width} px`).toBe(1);
    expect(after.size, `at ${width} px`).toBe(1);
  }
});

test('jump links with two-line labels are not pills on a phone', async ({page}) => {
  for (const path of ['/resources/faqs', '/services']) {
    await gotoHydrated(page, path);
    const links = page.locator('main nav[aria-label] li > a[href^="#"]');
    const boxes = await links.evaluateAll((as) =>
      as.map((a) => {
        const r = a.getBoundingClientRect();
        return {
          left: Math.round(r.left),
          width: Math.round(r.width),
          height: r.height,
          radius: parseFloat(getComputedStyle(a).borderTopLeftRadius),
        };
      }),
    );
    expect(boxes.length, path).toBeGreaterThan(2);
    if (isPhone(page)) {
      // Two equal columns of boxes with square-ish corners: a two-line label is not wrapped in rounded ends.
      expect(new Set(boxes.map((b) => b.left)).size, path).toBe(2);
      expect(new Set(boxes.map((b) => b.width)).size, path).toBe(1);
      for (const b of boxes) expect(b.radius, path).toBeLessThanOrEqual(8);
    } else {
      // On a desktop no link takes two lines inside a pill.
      for (const b of boxes) if (b.radius > 8) expect(b.height, path).toBeLessThan(50);
    }
  }
});
