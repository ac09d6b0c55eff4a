/**
 * Page tops, body links, the quote form's step two, breadcrumbs and the not-found page, as a visitor sees them on a phone
 * (320 and 375 px, the mobile project) and on a desktop (the desktop project).
 */
import {expect, test, gotoHydrated, isPhone, sameAtEveryWidth, type Page} from './fixtures';
import {fillRequired} from './quoteForm';
import {resizeTo} from './resize';
import {CREDIT_SCOPE_STATEMENT} from '../../src/compliance/creditScope';
import {resourcesMenu} from '../../src/site-map';

const PHONES = [320, 375];

/** Each hero button's width, its row's (the text column's) width, and where the line under the buttons starts. */
async function heroButtons(page: Page) {
  return page.locator('main [data-page-top="marketing"]').evaluate((top) => {
    // Get a quote and Call, in their row.
    const row = top.querySelector('a.button')!.parentElement!;
    const buttons = Array.from(row.querySelectorAll('a.button'), (b) => b.getBoundingClientRect());
    const column = row.parentElement!.getBoundingClientRect();
    // What comes under the row: the readiness check's line on the home page, a service page's calculator line.
    const hint = row.nextElementSibling?.matches('p, div') ? row.nextElementSibling : undefined;
    return {
      widths: buttons.map((b) => b.width),
      tops: buttons.map((b) => Math.round(b.top)),
      lastBottom: Math.max(...buttons.map((b) => b.bottom)),
      column: column.width,
      hintTop: hint ? hint.getBoundingClientRect().top : null,
    };
  });
}

test('on a phone every hero button is as wide as the text column, and the line under them stands clear', async ({
  page,
}) => {
  test.slow();
  for (const path of ['/', '/about', '/services', '/services/bridging-finance']) {
    await gotoHydrated(page, path);
    const widths = isPhone(page) ? PHONES : [1280, 1920];
    for (const width of widths) {
      await resizeTo(page, width, 800);
      const hero = await heroButtons(page);
      const at = `${path} at ${width} px`;
      expect(hero.widths, at).toHaveLength(2);
      if (width < 544) {
        // Stacked, both the column's full width (not 260 px in a 280 or 335 px column).
        for (const w of hero.widths) expect(Math.abs(w - hero.column), at).toBeLessThanOrEqual(1);
      } else {
        // Side by side at their own widths.
        expect(hero.tops[0], at).toBe(hero.tops[1]);
        for (const w of hero.widths) expect(w, at).toBeLessThan(hero.column / 2);
      }
      if (path === '/' || path.startsWith('/services/')) {
        // "Not sure which loan fits?" (the calculator's example on a service) at least the spacing scale's 16 px under the buttons, not 5 px.
        expect(hero.hintTop! - hero.lastBottom, at).toBeGreaterThanOrEqual(width < 544 ? 16 : 12);
      } else {
        expect(hero.hintTop, at).toBeNull();
      }
    }
  }
});

test(
  'a glossary term is a link at the text’s weight, told apart by a dotted underline',
  sameAtEveryWidth,
  async ({page}) => {
    test.slow();
    for (const path of ['/resources/guides/bridging-finance-explained', '/services/bridging-finance']) {
      await gotoHydrated(page, path);
      const links = await page
        .locator('.markdown')
        .first()
        .evaluate((article) => {
          const style = (a: Element | undefined) =>
            a && {
              weight: getComputedStyle(a).fontWeight,
              line: getComputedStyle(a).textDecorationLine,
              style: getComputedStyle(a).textDecorationStyle,
            };
          const all = Array.from(article.querySelectorAll('p a'));
          const isTerm = (a: Element) => a.getAttribute('href')!.startsWith('/resources/glossary#');
          return {
            // A glossary term in running text (written as a plain link, not bolded), and a link to another page.
            term: style(all.find((a) => isTerm(a) && a.parentElement?.tagName !== 'STRONG')),
            other: style(all.find((a) => !isTerm(a))),
          };
        });
      expect(links.term, path).toBeDefined();
      expect(links.other, path).toBeDefined();
      expect(links.term!.weight, path).toBe(links.other!.weight);
      expect(links.other!.line, path).toBe('underline');
      expect(links.term, path).toMatchObject({line: 'underline', style: 'dotted'});
      expect(links.other!.style, path).toBe('solid');
    }
  },
);

test('step two on the sent page folds its groups, keeps what is typed, shows errors beside the field, and states the scope in one line', async ({
  page,
}) => {
  test.slow();
  await gotoHydrated(page, '/contact');
  await fillRequired(page);
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  const details = page.getByRole('region', {name: 'Tell us more (optional)'});
  await expect(details).toBeVisible();

  // The deal is open; the business and anything else are folded under their names.
  const purpose = details.getByLabel('What the money is for');
  await expect(purpose).toBeVisible();
  await expect(details.getByLabel('ABN')).toBeHidden();
  await expect(details.getByLabel('Anything else about the deal')).toBeHidden();

  // The purpose hint: one line, with a link to the statement in full beside the form.
  await expect(purpose).toHaveAccessibleDescription('Business or SMSF only: our scope');
  const hint = details.locator('#quote-purpose-hint');
  const lines = await hint.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.bottom))).size;
  });
  expect(lines).toBe(1);
  if (isPhone(page)) {
    // 375 px: the whole of step two in less than one and a half screens (it was 2.5).
    const {height, screen} = await details.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      screen: window.innerHeight,
    }));
    expect(height / screen).toBeLessThan(1.5);
  }

  // Typed, folded and opened again: nothing is lost.
  await purpose.selectOption('purchase');
  await details.locator('summary', {hasText: 'Anything else'}).click();
  await details.getByLabel('Anything else about the deal').fill('Settlement is in five weeks.');
  await details.locator('summary', {hasText: 'Your business'}).click();
  await details.getByLabel('ABN').fill('51 824 753 557');
  await details.locator('summary', {hasText: 'Your business'}).click();
  await expect(details.getByLabel('ABN')).toBeHidden();

  // The link leads to the statement on the same page: the form and what is typed stay.
  await details.getByRole('link', {name: 'our scope'}).click();
  await expect(page).toHaveURL(/\/contact#credit-scope$/);
  await expect(page.locator('#credit-scope')).toContainText(CREDIT_SCOPE_STATEMENT);
  await expect(page.locator('#credit-scope')).toBeInViewport();
  await expect(purpose).toHaveValue('purchase');

  // A problem in a folded group opens it, with the message beside the field.
  await details.getByRole('button', {name: 'Add these details'}).click();
  const abn = details.getByLabel('ABN');
  await expect(abn).toBeVisible();
  await expect(abn).toHaveValue('51 824 753 557');
  await expect(abn).toHaveAccessibleDescription(/This is not a valid ABN/);
  await expect(details.getByLabel('Anything else about the deal')).toHaveValue('Settlement is in five weeks.');
});

test('on a phone the breadcrumb is one back link to the parent, the full trail from 768 px, the data whole', async ({
  page,
}) => {
  test.slow();
  const cases = [
    {path: '/resources/glossary', parent: 'Resources', trail: ['Home', 'Resources', 'Commercial finance glossary']},
    {path: '/resources/guides/bridging-finance-explained', parent: 'Guides', trail: ['Home', 'Resources', 'Guides']},
    {path: '/services/bridging-finance', parent: 'Services', trail: ['Home', 'Services']},
    {path: '/privacy', parent: 'Home', trail: ['Home', 'Privacy policy']},
  ];
  for (const {path, parent, trail} of cases) {
    await gotoHydrated(page, path);
    const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
    // Where the visible trail stops short (a guide, named by its H1), the data still ends on the page.
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = data.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(
      list.itemListElement.slice(0, trail.length).map((i: {name: string}) => i.name),
      path,
    ).toEqual(trail);
    for (const width of isPhone(page) ? PHONES : [768, 1280]) {
      await resizeTo(page, width, 800);
      const at = `${path} at ${width} px`;
      const shown = await crumbs.locator('li').evaluateAll((items) =>
        items
          .filter((li) => li.getBoundingClientRect().height > 0)
          .map((li) => ({
            text: li.textContent,
            before: getComputedStyle(li, '::before').content,
            top: Math.round(li.getBoundingClientRect().top),
          })),
      );
      if (width < 768) {
        expect(shown, at).toEqual([{text: parent, before: '"‹"', top: expect.any(Number)}]);
        await expect(crumbs.getByRole('link', {name: parent, exact: true}), at).toBeVisible();
      } else {
        expect(
          shown.map((s) => s.text),
          at,
        ).toEqual(trail);
        // One line.
        expect(new Set(shown.map((s) => s.top)).size, at).toBe(1);
      }
    }
  }
});

test('the not-found page’s search has a Search button that opens the results, and its popular pages are link rows', async ({
  page,
}) => {
  await gotoHydrated(page, '/no-such-page');
  const main = page.getByRole('main');
  const search = main.getByRole('search');
  const button = search.getByRole('button', {name: 'Search'});
  await expect(button).toBeVisible();
  // Beside the box, as on the search page.
  const [box, btn] = await Promise.all([search.getByRole('searchbox').boundingBox(), button.boundingBox()]);
  expect(Math.abs(box!.y - btn!.y)).toBeLessThanOrEqual(1);
  // The menu's labels, as the owner named them, each a bordered row at least 44 px tall.
  const popular = main.getByRole('navigation', {name: 'Helpful pages'}).getByRole('link');
  await expect(popular).toHaveText([
    'Home',
    'Our finance services',
    ...resourcesMenu.map((i) => i.label),
    'Contact us',
  ]);
  const rows = await popular.evaluateAll((links) =>
    links.map((a) => ({
      border: getComputedStyle(a).borderTopStyle,
      height: a.getBoundingClientRect().height,
      width: a.getBoundingClientRect().width,
    })),
  );
  for (const row of rows) {
    expect(row.border).toBe('solid');
    expect(row.height).toBeGreaterThanOrEqual(44);
  }
  // One width per row of links.
  expect(new Set(rows.map((r) => Math.round(r.width))).size).toBe(1);
  await search.getByRole('searchbox').fill('bridging');
  await button.click();
  await expect(page).toHaveURL(/\/search\?q=bridging$/);
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});
