/**
 * The resources lists, the articles' breadcrumbs, About, the FAQs and the
 * footer, held at a phone's and a desktop's width: each test says what a visitor sees.
 */
import {
  expect,
  test,
  gotoHydrated,
  isPhone,
  sameAtEveryWidth,
  type Locator,
  type Page,
  desktopLayout,
  phoneLayout,
} from './fixtures';
import {valueBases} from '../../src/content/valueBases';
import sharp from 'sharp';
import {strayDots} from './dots';
import {headerEdges, resizeTo} from './resize';
import {licenceLine} from '../../src/business';
import {CREDIT_SCOPE_STATEMENT} from '../../src/compliance/creditScope';
import {legalLinks, primaryNav, resourcesMenu} from '../../src/site-map';
import {calculators} from '../../src/calculators';

/** Every calculator and the loan readiness check. */
const TOOLS = calculators.length + 1;

test('the glossary’s A to Z shows every letter at a tappable size, in rows that never scroll sideways: beside the text on a desktop, under “Find a term” on a phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/glossary');
  const az = page.getByRole('navigation', {name: 'Glossary A to Z'});
  const letters = az.getByRole('link');
  expect(await letters.count()).toBeGreaterThanOrEqual(20);
  for (const width of isPhone(page) ? [320, 375, 768] : [1280, 1440]) {
    await resizeTo(page, width, 740);
    const list = await az.locator('ul').evaluate((ul) => ({scroll: ul.scrollWidth, client: ul.clientWidth}));
    const boxes = await letters.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON()));
    for (const box of boxes) {
      expect(box.height, `${width} px`).toBeGreaterThanOrEqual(44);
      expect(box.width, `${width} px`).toBeGreaterThanOrEqual(isPhone(page) ? 44 : 24);
      // No letter hidden off to the side (at 375 the row showed A to G, the rest a swipe away).
      expect(box.left, `${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${width} px`).toBeLessThanOrEqual(width);
    }
    expect(list.scroll, `${width} px`).toBeLessThanOrEqual(list.client);
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${width} px: more than one row`).toBeGreaterThan(1);
    if (width <= 600) {
      // Under the filter, not beside it.
      const filter = (await page.getByLabel('Find a term').boundingBox())!;
      expect(Math.min(...boxes.map((box) => box.top)), `${width} px`).toBeGreaterThan(filter.y + filter.height - 1);
    }
  }
});

test(
  'service pages, guides, case studies and insights end their breadcrumbs at the section; the H1 alone names the page',
  sameAtEveryWidth,
  async ({page}) => {
    for (const [path, section, href] of [
      ['/services/bridging-finance', 'Services', '/services'],
      ['/resources/guides/bridging-finance-explained', 'Guides', '/resources/guides'],
      ['/resources/case-studies/bridging-a-freehold-purchase', 'Case studies', '/resources/case-studies'],
      ['/resources/insights/non-bank-and-private-credit', 'Market insights', '/resources/insights'],
    ] as const) {
      await gotoHydrated(page, path);
      const title = (await page.locator('h1').innerText()).trim();
      const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'}).getByRole('listitem');
      await expect(crumbs.last(), path).toHaveText(section);
      await expect(crumbs.last().getByRole('link'), path).toHaveAttribute('href', href);
      await expect(page.getByRole('navigation', {name: 'Breadcrumbs'}), path).not.toContainText(title);
      // The structured data keeps the whole trail, the page last.
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const list = data.map((text) => JSON.parse(text)).find((d) => d['@type'] === 'BreadcrumbList');
      expect(list.itemListElement.map((item: {name: string}) => item.name).slice(-2), path).toEqual([section, title]);
    }
  },
);

test('/resources/tools: the title names the list once (no H2 repeating it), every tool says the question it answers, on a phone too', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/tools');
  await expect(page.locator('h1')).toHaveText('Tools and calculators');
  // No second heading naming the page under its title: the tools' own titles are the headings under the H1.
  for (const heading of await page.locator('main h2').allInnerTexts())
    expect(heading.trim().toLowerCase()).not.toMatch(/tools and calculators/);
  const cards = page.locator('main .site-grid > li');
  await expect(cards).toHaveCount(TOOLS);
  await expect(cards.locator('h2')).toHaveCount(TOOLS);
  // The page where a visitor picks a tool says what each answers at every width (the home page and the hub, where
  // the tools are one section of many, keep one line each on a phone).
  for (const card of await cards.all()) await expect(card.locator('p')).toBeVisible();
});

test('home "Size the loan before you call": each card’s icon above its title, titles in at most two lines, cards in a row one height', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const cards = page.locator('section[aria-labelledby="home-tools"] .site-grid > li');
  await expect(cards).toHaveCount(TOOLS);
  // A phone shows the featured calculators as rows, the icon beside the title: the titles' lines are checked there.
  for (const width of isPhone(page) ? [320, 375] : [1024, 1280, 1440, 1920]) {
    await resizeTo(page, width, 900);
    const boxes = await cards.evaluateAll((items) =>
      items
        .filter((li) => li.getClientRects().length > 0)
        .map((li) => {
          const title = li.querySelector('h3')!;
          return {
            card: li.getBoundingClientRect().toJSON(),
            icon: li.querySelector('span')!.getBoundingClientRect().toJSON(),
            title: title.getBoundingClientRect().toJSON(),
            lineHeight: parseFloat(getComputedStyle(title).lineHeight),
          };
        }),
    );
    for (const {icon, title, lineHeight} of boxes) {
      if (!isPhone(page)) expect(icon.bottom, `${width} px: icon above the title`).toBeLessThanOrEqual(title.top);
      expect(title.height, `${width} px: title in at most two lines`).toBeLessThanOrEqual(2 * lineHeight + 1);
    }
    const rows = new Map<number, number[]>();
    for (const {card} of boxes)
      rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card.height]);
    for (const heights of rows.values())
      expect(Math.max(...heights) - Math.min(...heights), `${width} px: one height a row`).toBeLessThanOrEqual(1);
  }
});

test(
  'About’s text is in the body colour, as on service pages and guides; muted grey is for intros',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/about');
    const body = await page.evaluate(() => getComputedStyle(document.body).color);
    for (const id of ['about-how', 'about-panel', 'about-paid', 'about-licence']) {
      const paragraphs = page.locator(`section:has(> #${id}) p`);
      expect(await paragraphs.count(), id).toBeGreaterThan(0);
      for (const colour of await paragraphs.evaluateAll((ps) => ps.map((p) => getComputedStyle(p).color)))
        expect(colour, id).toBe(body);
    }
  },
);

test('the FAQs’ topic links keep a rounded box when a label wraps, and the credit-scope rule is small print', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/faqs');
  const pills = page.getByRole('navigation', {name: 'FAQ topics'}).getByRole('link');
  const shapes = await pills.evaluateAll((links) =>
    links.map((a) => ({
      height: a.getBoundingClientRect().height,
      radius: parseFloat(getComputedStyle(a).borderTopLeftRadius),
      padding: parseFloat(getComputedStyle(a).paddingTop),
    })),
  );
  // A label on two lines (at 375 px "Second mortgages and caveat loans") sits in a box with round corners, not a
  // stadium whose ends cut into the words; one on a single line is still a pill.
  if (isPhone(page)) expect(shapes.some((s) => s.height > 50)).toBe(true);
  for (const s of shapes) {
    expect(s.height).toBeGreaterThanOrEqual(44);
    expect(s.radius).toBeLessThanOrEqual(22);
    expect(s.padding).toBeGreaterThanOrEqual(4);
  }
  const rule = page.locator('section:has(> #who-we-can-help) p').first();
  await expect(rule).toContainText('National Credit Code');
  const [ruleStyle, answerSize] = await Promise.all([
    rule.evaluate((p) => ({size: parseFloat(getComputedStyle(p).fontSize), colour: getComputedStyle(p).color})),
    page
      .locator('main .markdown p')
      .first()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize)),
  ]);
  expect(ruleStyle.size).toBeLessThan(answerSize);
  expect(ruleStyle.colour).toBe('rgb(82, 96, 109)');
});

test('the footer keeps every link and legal statement; on a phone Site and Resources fold, so it takes under 1.3 screens besides the example notice', async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  // The hub once, in Resources ("Resources" in Site went to the same page).
  const folded = [...primaryNav.filter((item) => item.to !== '/resources'), ...resourcesMenu];
  await expect(footer.locator('a[href="/resources"]')).toHaveCount(1);
  // Every legal link and statement in view without opening anything, at every width.
  for (const item of legalLinks) {
    const link = footer.getByRole('link', {name: item.label, exact: true});
    await expect(link, item.label).toBeVisible();
    expect((await link.boundingBox())!.height, item.label).toBeGreaterThanOrEqual(44);
  }
  for (const text of ['general information only', CREDIT_SCOPE_STATEMENT, licenceLine()]) {
    await expect(footer.getByText(text).first(), text).toBeVisible();
  }
  const measure = () =>
    footer.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      // The example-details notice shows only until the owner's real details are entered (src/business.ts).
      notice: el.querySelector('[data-testid="example-details-notice"]')?.getBoundingClientRect().height ?? 0,
      fineprint: parseFloat(getComputedStyle(Array.from(el.querySelectorAll('p')).at(-1)!).fontSize),
    }));
  const {height, notice, fineprint} = await measure();
  if (isPhone(page)) {
    // It was 1,227 px besides the notice at 375 x 740 (1,515 with it); about 945 with the two groups folded.
    expect(height - notice).toBeLessThanOrEqual(1.3 * 740);
    expect(fineprint).toBeLessThanOrEqual(12);
    await expect(footer.getByRole('link', {name: 'Market Insights', exact: true})).toBeHidden();
    // Each group opens from its name, a 44 px target.
    for (const group of ['Site', 'Resources']) {
      const summary = footer.locator('summary', {hasText: group});
      expect((await summary.boundingBox())!.height, group).toBeGreaterThanOrEqual(44);
      await summary.click();
    }
    // Legal stays open (the credit guide and where to complain never a tap away), its name set as the groups' are.
    const look = (el: Element) => {
      const style = getComputedStyle(el);
      return [style.fontFamily, style.fontSize, style.fontWeight, style.color];
    };
    const legal = await footer.getByRole('heading', {name: 'Legal', exact: true}).evaluate(look);
    expect(legal).toEqual(await footer.locator('summary', {hasText: 'Site'}).evaluate(look));
  } else {
    expect(fineprint).toBeGreaterThan(13);
    // Open lists under their headings, nothing to press.
    await expect(footer.locator('summary').first()).toBeHidden();
    for (const group of ['Site', 'Resources', 'Legal']) {
      await expect(footer.getByRole('heading', {name: group, exact: true})).toBeVisible();
    }
  }
  for (const item of folded) {
    const link = footer.getByRole('link', {name: item.label, exact: true});
    await expect(link, item.label).toHaveAttribute('href', item.to);
    // A 44 px target from the link's own box, not from space around it.
    expect((await link.boundingBox())!.height, item.label).toBeGreaterThanOrEqual(44);
  }
  if (isPhone(page)) {
    // The folds are the browser's own: they open without JavaScript.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      baseURL: test.info().project.use.baseURL,
    });
    const bare = await context.newPage();
    await bare.goto('/');
    const links = bare.locator('footer').getByRole('link', {name: 'Glossary', exact: true});
    await expect(links).toBeHidden();
    await bare.locator('footer summary', {hasText: 'Resources'}).click();
    await expect(links).toBeVisible();
    await context.close();
  }
});

test('search results: breadcrumbs as on every utility page, each result led by its page’s description, each match in whole sentences of the page’s own words, marked in the soft accent; the button beside the box', async ({
  page,
}) => {
  await gotoHydrated(page, '/search?q=bridging');
  const crumbs = page.getByRole('navigation', {name: 'Breadcrumbs'});
  await expect(crumbs.getByRole('link', {name: 'Home'})).toBeVisible();
  // On a phone the trail is only the parent as a back link (‹ Home); from 768 px the whole trail ends at the page.
  if ((page.viewportSize()?.width ?? 0) >= 768) await expect(crumbs.getByRole('listitem').last()).toHaveText('Search');
  // The results beside the status line (the status alone is read out as it changes).
  const results = page.locator('main div:has(> [role="status"]) li a');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const excerpts = results.locator('> span:last-child');
  for (const excerpt of (await excerpts.allInnerTexts()).filter((text) => text.trim() !== '')) {
    // One sentence: from its start (or "…" where the window cut it) to its full stop, never a table's cells run
    // together ("Loan size Term Usual security ...") nor a sentence begun mid-way ("add more: if the exit ...").
    expect(excerpt).toMatch(/^(…|[A-Z0-9$“"'(])/);
    expect(excerpt).toMatch(/[.?!…:”")]$/);
    expect(excerpt).not.toMatch(/Loan size Term/);
  }
  const mark = results.locator('mark').first();
  await expect(mark).toBeVisible();
  // The accent at a fifth on white (--site-accent-soft), not a stark highlighter yellow.
  await expect(mark).toHaveCSS('background-color', 'rgb(253, 241, 217)');
  // The page's description first, then the matching words.
  const bridging = page.locator('main li').filter({has: page.getByText('Bridging finance', {exact: true})});
  await expect(bridging.locator('span').nth(2)).toHaveText(
    'Short-term business-purpose finance to buy your next commercial property before you sell the current one, with interest capitalised until the sale.',
  );
  // A heading ends before the paragraph under it in the excerpts.
  for (const excerpt of await page.locator('main li span:last-child').allTextContents()) {
    expect(excerpt).not.toMatch(/Two numbers decide a bridging loan Every/);
  }
  // An excerpt opens with the page's words: its section label, "Guide · Private and short-term lending", used to.
  const guide = page.locator('main li', {has: page.locator('a[href="/resources/guides/bridging-finance-explained"]')});
  await expect(guide.locator('[class*="excerpt"]')).toBeVisible();
  await expect(guide.locator('[class*="excerpt"]')).not.toContainText('short-term lending');
  if (isPhone(page)) {
    const box = (await crumbs.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  // The search button sits beside the box, as on the not-found page.
  const box = page.getByRole('searchbox', {name: 'Search for'});
  const button = page.getByRole('main').getByRole('button', {name: 'Search', exact: true});
  for (const width of isPhone(page) ? [320, 375] : [1280, 1920]) {
    await resizeTo(page, width, 800);
    const [b, f] = [(await button.boundingBox())!, (await box.boundingBox())!];
    expect(Math.abs(b.y - f.y), `at ${width} px`).toBeLessThanOrEqual(1);
    expect(b.x, `at ${width} px`).toBeGreaterThan(f.x + f.width);
  }
});

/** Each visible list's items grouped into rows by their top edge: the rows' lengths, top to bottom. */
async function rowLengths(list: Locator): Promise<number[]> {
  return list.evaluate((ul) => {
    const tops = Array.from(ul.children)
      .filter((item) => item.getClientRects().length > 0)
      .map((item) => Math.round(item.getBoundingClientRect().top));
    const rows = new Map<number, number>();
    for (const top of tops) {
      const row = [...rows.keys()].find((t) => Math.abs(t - top) < 4) ?? top;
      rows.set(row, (rows.get(row) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

test('chip rows never leave one chip alone on the last line: they wrap evenly; a phone shows links as boxes two a row, a post’s tags as pills that wrap', async ({
  page,
}) => {
  for (const [path, lists] of [
    ['/resources/guides', ['nav[aria-label="Guide topics"] ul']],
    ['/resources', ['nav[aria-label="Resources on this page"] ul', 'ul[aria-label="Some of the terms"]']],
    ['/resources/insights/reading-the-cash-rate', ['nav[aria-label="Topics"] ul']],
  ] as const) {
    await gotoHydrated(page, path);
    for (const width of isPhone(page) ? [320, 375] : [768, 1024, 1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      for (const selector of lists) {
        const rows = await rowLengths(page.locator(selector));
        const at = `${path} ${selector} at ${width} px: rows of ${rows.join(' + ')}`;
        expect(rows.length, at).toBeGreaterThan(0);
        // A post's tags on a phone are whole pills: one alone on a line only where it could not share that line
        // with the one before it (two long service names at 320 px), never cut off at the screen's edge.
        const lone = rows.length > 1 && rows.at(-1) === 1;
        if (lone && selector.includes('Topics') && width < 544) {
          const [before, last, line] = await page.locator(selector).evaluate((ul) => {
            const chips = Array.from(ul.querySelectorAll('li')).map((li) => li.getBoundingClientRect().width);
            return [chips.at(-2)!, chips.at(-1)!, ul.getBoundingClientRect().width];
          });
          expect(before + 8 + last, at).toBeGreaterThan(line);
        } else if (rows.length > 1) expect(rows.at(-1), at).toBeGreaterThanOrEqual(2);
        // Every label inside its chip or box.
        for (const overflow of await page
          .locator(`${selector} a`)
          .evaluateAll((links) => links.map((a) => a.scrollWidth - a.clientWidth)))
          expect(overflow, at).toBeLessThanOrEqual(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(width);
      }
    }
  }
});

test('the guides, case studies and insights lists end in a full row: no lone card, no short last row', async ({
  page,
}) => {
  for (const path of ['/resources/guides', '/resources/case-studies', '/resources/insights']) {
    await gotoHydrated(page, path);
    for (const width of isPhone(page) ? [320, 375] : [768, 1024, 1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      const grids = page.locator('main .site-grid').filter({visible: true});
      expect(await grids.count(), `${path} at ${width} px`).toBeGreaterThan(0);
      for (const grid of await grids.all()) {
        const rows = await rowLengths(grid);
        const columns = await grid.evaluate((ul) => getComputedStyle(ul).gridTemplateColumns.split(' ').length);
        const at = `${path} at ${width} px: ${columns} columns, rows of ${rows.join(' + ')}`;
        // Every row full; a group of one guide is one card across its grid, not a card beside an empty column.
        if (rows.length === 1 && rows[0] === 1) {
          const [card, list] = await grid.evaluate((ul) => [
            ul.querySelector('li')!.getBoundingClientRect().width,
            ul.getBoundingClientRect().width,
          ]);
          expect(Math.abs(card! - list!), at).toBeLessThanOrEqual(1);
        } else for (const row of rows) expect(row, at).toBe(columns);
      }
    }
  }
});

test('the guides list shows each guide’s updated date, the one the guide itself shows, labelled “Published” until it first changes', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/guides');
  // The guides' cards, each under its title; not the "More to read" tile that ends a topic's short row.
  const cards = page.locator('main .site-grid > li:has(h3)');
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(10);
  for (const card of await cards.all()) {
    const href = (await card.getByRole('link').first().getAttribute('href'))!;
    const time = card.locator('time');
    await expect(time, href).toBeVisible();
    const [listed, iso] = [(await time.innerText()).trim(), await time.getAttribute('datetime')];
    expect(listed, href).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d$/);
    // The guide's own byline, read from the page as served (its HTML minified: attributes unquoted): "Updated <date>",
    // or "Published <date>" while the guide has not changed since it went live (its structured data's two dates agree).
    const html = await (await page.request.get(href)).text();
    const updated = html.match(/(Updated|Published)(?:<!-- -->)?\s*<time datetime="?([^" >]+)"?>([^<]+)<\/time>/);
    expect(updated, `${href}: an "Updated" or "Published" date`).not.toBeNull();
    const [published, modified] = ['datePublished', 'dateModified'].map(
      (key) => html.match(new RegExp(`"${key}":"([^"]+)"`))?.[1],
    );
    expect(updated![1], `${href}: published ${published}, modified ${modified}`).toBe(
      published === modified ? 'Published' : 'Updated',
    );
    expect(listed, href).toBe(updated![3]);
    expect(iso!.slice(0, 10), href).toBe(updated![2]!.slice(0, 10));
  }
});

/** The reading time an article's byline gives ("5 min read"), read from the page as served. */
async function bylineMinutes(page: Page, href: string): Promise<string> {
  const html = await (await page.request.get(href)).text();
  const minutes = html.match(/>(\d+)(?:<!-- -->)?\s*min read</);
  expect(minutes, `${href}: a reading time in its byline`).not.toBeNull();
  return minutes![1]!;
}

test(
  'every card on the guides, insights and case-study lists gives the reading time its article gives; an insight’s names its topic first',
  sameAtEveryWidth,
  async ({page}) => {
    for (const list of ['/resources/guides', '/resources/insights', '/resources/case-studies']) {
      await page.goto(list);
      const cards = page.locator('main .site-grid > li:has(h2, h3)');
      expect(await cards.count(), list).toBeGreaterThanOrEqual(5);
      for (const card of await cards.all()) {
        const href = (await card.getByRole('link').first().getAttribute('href'))!;
        const meta = (await card.locator('p', {hasText: 'min read'}).textContent())!;
        const [topic, ...dateAndTime] = meta.split(' · ');
        if (list === '/resources/insights') {
          // The post's first tag, as its tag page names it ("Interest rates"), then the date and reading time.
          expect(topic, href).toMatch(/^[A-Z][A-Za-z -]+$/);
          expect(dateAndTime.join(' · '), href).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
          const html = await (await page.request.get(href)).text();
          expect(html, `${href} is tagged ${topic}`).toContain(`>${topic}</a>`);
        } else {
          expect(meta, href).toMatch(/^\d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
        }
        expect(meta.match(/(\d+) min read/)![1], href).toBe(await bylineMinutes(page, href));
      }
    }
  },
);

test('at 320 px the header still names the brand beside its mark; the quote link and menu button keep 44 px, nothing overflows', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const header = page.locator('header.navbar');
  const brand = header.getByRole('link', {name: /Harbourline.*\(home\)/});
  for (const width of isPhone(page) ? [320, 375] : [1024, 1440]) {
    await resizeTo(page, width, 740);
    const at = `${width} px`;
    await expect(brand.getByText('Harbourline', {exact: true}), at).toBeVisible();
    await expect(brand.locator('svg'), at).toBeVisible();
    const word = (await brand.getByText('Harbourline', {exact: true}).boundingBox())!;
    expect(word.width, `${at}: the wordmark legible`).toBeGreaterThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), at).toBeLessThanOrEqual(width);
    const quote = header.getByRole('link', {name: /quote/i}).filter({visible: true});
    const targets = isPhone(page) ? [quote, header.getByRole('button', {name: 'Menu'})] : [quote];
    const brandBox = (await brand.boundingBox())!;
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.height, at).toBeGreaterThanOrEqual(44);
      expect(box.width, at).toBeGreaterThanOrEqual(44);
      expect(box.x, `${at}: clear of the brand`).toBeGreaterThanOrEqual(brandBox.x + brandBox.width);
      expect(box.x + box.width, `${at}: inside the window`).toBeLessThanOrEqual(width);
    }
  }
});

// The sixteenth design review found the bridging calculator 4th on the home page and 8th on the tools list.
test(
  'the tools stand in one order on the home page and the tools list: the readiness check, then the featured calculators',
  desktopLayout,
  async ({page}) => {
    const titles = async (path: string, grid: string) => {
      await gotoHydrated(page, path);
      return page.locator(`${grid} .site-grid > li`).getByRole('link').allTextContents();
    };
    const home = await titles('/', 'section[aria-labelledby="home-tools"]');
    const list = await titles('/resources/tools', 'main');
    expect(home.length).toBe(TOOLS);
    expect(home).toEqual(list);
    expect(home[0]).toBe('Loan readiness check');
  },
);

// The fifteenth design review found three anatomies for one kind of post: title and kind on home, title and date on
// the hub, icon, date, reading time and deal on the list.
test('a case study or insight has one card wherever it is listed: its icon or topic, its title, then kind, date and reading time in that order', async ({
  page,
}) => {
  const metaOf = (card: Locator) => card.locator('p', {hasText: 'min read'});
  await gotoHydrated(page, '/resources');
  const hubCaseStudies = page.locator('section[aria-labelledby="hub-case-studies"] .site-grid > li');
  const hubInsights = page.locator('section[aria-labelledby="hub-insights"] .site-grid > li');
  for (const card of await hubCaseStudies.all()) {
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(metaOf(card)).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
  }
  // On a phone each is its title and line, as on the guides list (the hub ran 9.4 screens; now under 7).
  if (isPhone(page)) {
    await expect(hubCaseStudies.first().locator('p').last()).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(7 * 740);
  }
  for (const card of await hubInsights.all()) {
    await expect(metaOf(card)).toHaveText(/^[A-Z][A-Za-z -]+ · \d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
  }
  const guides = page.locator('section[aria-labelledby="hub-guides"] .site-grid > li');
  for (const card of await guides.all()) {
    await expect(metaOf(card)).toHaveText(/^\d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
  }
  // The same post's card on its own list has the same line.
  const first = (await hubInsights.first().getByRole('link').first().textContent())!;
  const hubLine = await metaOf(hubInsights.first()).textContent();
  await gotoHydrated(page, '/resources/insights');
  const listed = page.locator('main .site-grid > li').filter({hasText: first});
  await expect(metaOf(listed)).toHaveText(hubLine!);

  await gotoHydrated(page, '/');
  const latest = page.locator('section[aria-labelledby="home-latest"] .site-grid > li');
  if (!isPhone(page)) {
    await expect(metaOf(latest.first())).toHaveText(
      /^Case study \(illustrative\) · \d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/,
    );
    await expect(metaOf(latest.last())).toHaveText(/^Market insight · \d{1,2} [A-Z][a-z]+ 20\d\d · \d+ min read$/);
  }
  // Where the line wraps (three parts in a third of the page), it wraps between them, never on a dot.
  for (const width of isPhone(page) ? [320, 375] : [768, 1024, 1280, 1440]) {
    await resizeTo(page, width, 900);
    expect(await strayDots(latest.locator('p', {hasText: 'min read'}).filter({visible: true})), `${width} px`).toEqual(
      [],
    );
  }
});

test(
  'each case study’s card sums up its deal in one line (loan type · amount · ratio · term), the figures its page’s “Deal at a glance” shows',
  sameAtEveryWidth,
  async ({page, context}) => {
    await gotoHydrated(page, '/resources/case-studies');
    const cards = page.locator('main .site-grid > li:has(h2)');
    expect(await cards.count()).toBeGreaterThanOrEqual(9);
    // The deal's line; not the line above it, "17 November 2026 · 5 min read".
    const factsOf = (card: Locator) => card.locator('p').filter({hasText: ' · ', hasNotText: 'min read'});
    // Worked by hand from the café's front matter: $1,570,000 of a $2,100,000 valuation is 74.76 %.
    await expect(factsOf(cards.filter({hasText: 'A café owner buys her freehold'}))).toHaveText(
      'Bridging loan · $1.57m · 74.8% LVR · 8 months',
    );
    // $155,000 behind $600,000 on $1,200,000: 62.9 % combined, as the lender assessed it.
    await expect(factsOf(cards.filter({hasText: 'A two-month caveat loan'}))).toHaveText(
      'Caveat loan · $155k · 62.9% combined LVR · Up to 3 months',
    );
    const detail = await context.newPage();
    for (const card of await cards.all()) {
      const href = (await card.getByRole('link').first().getAttribute('href'))!;
      const facts = factsOf(card);
      // One line of small figures in even-width digits.
      await expect(facts, href).toHaveCSS('font-size', '13px');
      await expect(facts, href).toHaveCSS('font-variant-numeric', 'tabular-nums');
      const [type, amount, ratio, term] = (await facts.textContent())!.split(' · ');
      await detail.goto(href);
      const rows = Object.fromEntries(
        await detail
          .locator('section.deal-glance dl > div')
          .evaluateAll((divs) =>
            divs.map((d) => [d.querySelector('dt')!.textContent!, d.querySelector('dd')!.textContent!]),
          ),
      ) as Record<string, string>;
      expect(rows.Loan!.startsWith(type!), `${href}: ${type} vs ${rows.Loan}`).toBe(true);
      expect(rows.Term!.startsWith(term!), `${href}: ${term} vs ${rows.Term}`).toBe(true);
      const dollars = Number(rows.Amount!.replace(/[$,]/g, ''));
      const [, figure, unit] = amount!.match(/^\$([\d.]+)([mk])$/)!;
      const short = Number(figure) * (unit === 'm' ? 1e6 : 1e3);
      expect(Math.abs(short - dollars), `${href}: ${amount} vs ${rows.Amount}`).toBeLessThanOrEqual(
        unit === 'm' ? 5000 : 500,
      );
      // The row named by the deal's value basis ("LVR", "Combined LVR", "Loan to price", "Limit to security value").
      const ratios = Object.values(valueBases).map((basis) => basis.ratio.toLowerCase());
      const [label, value] = Object.entries(rows).find(([name]) =>
        ratios.some((ratioName) => name.toLowerCase().endsWith(ratioName)),
      )!;
      expect(value.startsWith(ratio!.split(' ')[0]!), `${href}: ${ratio} vs ${value}`).toBe(true);
      expect(ratio!.toLowerCase().endsWith(label.toLowerCase()), `${href}: ${ratio} vs ${label}`).toBe(true);
    }
    await detail.close();
    // Where the line wraps, it wraps between facts: no line ends on a dot, and none starts with one that shows.
    for (const width of [320, 375, 768, 1024, 1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      const stray = await strayDots(cards.locator('p').filter({hasText: ' · ', hasNotText: 'min read'}));
      expect(stray, `${width} px`).toEqual([]);
      // And none runs out of its card: a fact longer than a line ("Chattel mortgage with a 20% balloon" at 320 and
      // 1024 px) wraps inside itself instead of being cut off.
      const clipped = await cards
        .locator('p')
        .filter({hasText: ' · ', hasNotText: 'min read'})
        .evaluateAll((lines) =>
          lines
            .filter((line) =>
              Array.from(line.querySelectorAll('span')).some(
                (part) => part.getBoundingClientRect().right > line.getBoundingClientRect().right + 1,
              ),
            )
            .map((line) => line.textContent),
        );
      expect(clipped, `${width} px`).toEqual([]);
    }
  },
);

test(
  'guides: the sidebar beside a guide is headed “Guides”, the heading in view however far the reader scrolls',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
    await resizeTo(page, 1280, 800);
    const aside = page.locator('aside').filter({has: page.getByRole('navigation', {name: 'Guides'})});
    const heading = aside.getByRole('heading', {name: 'Guides', exact: true});
    await expect(heading).toBeVisible();
    // Above the list (which scrolls inside its box in a short window), not scrolled away with it.
    const [headingBox, listBox] = [
      (await heading.boundingBox())!,
      (await aside.getByRole('navigation').boundingBox())!,
    ];
    expect(headingBox.y + headingBox.height).toBeLessThanOrEqual(listBox.y + 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(heading).toBeInViewport();
  },
);

test('resources lists: a card whose post has a service shows its icon at the top left; the newest case study leads, its title larger on a wide screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/case-studies');
  const cards = page.locator('main .site-grid > li:has(h2)');
  for (const card of await cards.all()) {
    const icon = card.locator('svg[aria-hidden="true"]').first();
    await expect(icon).toBeVisible();
    const [box, iconBox, title] = await Promise.all([
      card.boundingBox(),
      icon.boundingBox(),
      card.locator('h2').boundingBox(),
    ]);
    expect(iconBox!.width).toBe(24);
    expect(iconBox!.x - box!.x).toBeLessThan(64);
    expect(iconBox!.y + iconBox!.height).toBeLessThanOrEqual(title!.y);
  }
  const newest = cards.first();
  const titleSize = (card: Locator) => card.locator('h2').evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  if (isPhone(page)) {
    expect(await titleSize(newest)).toBe(await titleSize(cards.nth(1)));
  } else {
    for (const width of [1024, 1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      expect(await titleSize(newest), `${width} px`).toBe(24);
      expect(await titleSize(cards.nth(1)), `${width} px`).toBeLessThan(24);
      // The whole width of the list, not one column of three.
      const [lead, next] = [(await newest.boundingBox())!, (await cards.nth(1).boundingBox())!];
      expect(lead.width, `${width} px`).toBeGreaterThan(2.5 * next.width);
    }
  }
});

test('the glossary on a phone: once the letters at the top have scrolled away, scrolling back up brings an A–Z button, and a letter from it goes to that letter', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/glossary');
  const button = page.locator('summary', {hasText: 'A–Z'});
  // Beside the letters at the top (and on a desktop, where the A to Z sticks), no second way to them.
  await expect(button).toBeHidden();
  if (!isPhone(page)) return;
  // Scrolled down (and the scroll seen: two frames), then back up, as a reader does.
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  // Reading on down, nothing floats; a scroll back up, as for the back-to-top button under it, brings it.
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollBy(0, -300));
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
  await button.click();
  const panel = page.getByRole('navigation', {name: 'Jump to a letter'});
  const letter = panel.getByRole('link', {name: 'M', exact: true});
  await expect(letter).toBeInViewport();
  // Escape from a letter closes the panel, with focus back on its button; the button opens it again.
  await letter.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(letter).toBeInViewport();
  expect((await letter.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await letter.click();
  await expect(page).toHaveURL(/#m$/);
  const target = page.locator('h2#m');
  await expect(target).toBeInViewport();
  const navbar = (await page.locator('header.navbar').boundingBox())!;
  expect((await target.boundingBox())!.y).toBeGreaterThanOrEqual(navbar.y + navbar.height - 1);
  // Just under the header: on a phone nothing else sticks there, so no room is kept for the A to Z bar.
  expect((await target.boundingBox())!.y).toBeLessThan(navbar.y + navbar.height + 40);
  await expect(panel).toBeHidden();
});

test(
  'the glossary on a phone: its text runs the screen’s width, and nothing floats over it while the reader reads on down',
  phoneLayout,
  async ({page}) => {
    await resizeTo(page, 375, 812);
    await gotoHydrated(page, '/resources/glossary');
    const button = page.locator('summary', {hasText: 'A–Z'});
    for (const at of [0.3, 0.5, 0.7]) {
      await page.evaluate((share) => window.scrollTo(0, document.documentElement.scrollHeight * share), at);
      await expect(button, `scrolled down to ${at * 100} %`).toBeHidden();
    }
    // The longest line of the definitions reaches the page's gutter: no lane kept down the right (it was 57 px).
    const right = await page.locator('.theme-doc-markdown > p').evaluateAll((ps) =>
      Math.max(
        ...ps.flatMap((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          return Array.from(range.getClientRects()).map((line) => line.right);
        }),
      ),
    );
    expect(right).toBeGreaterThan(375 - 20 - 30);
  },
);

test('the glossary at 1440 px: its text and the A to Z rail span the header’s width', desktopLayout, async ({page}) => {
  await resizeTo(page, 1440, 900);
  await gotoHydrated(page, '/resources/glossary');
  const edges = await headerEdges(page);
  const text = (await page.locator('.theme-doc-markdown > p').first().boundingBox())!;
  const rail = (await page.locator('.site-az').boundingBox())!;
  // Next to the text, the pair left about 30 % of the 1160 px container empty.
  const used = (rail.x + rail.width - text.x) / (edges.right - edges.left);
  expect(used).toBeGreaterThanOrEqual(0.85);
  expect(rail.width, 'the rail widened to 20rem').toBeGreaterThanOrEqual(316);
  // The text keeps its reading measure: no wider than the site's reading width.
  expect(text.width).toBeLessThanOrEqual(640);
});

test('the resources hub and its lists open on a light band, not the tools’ navy, and unlike an article’s top', async ({
  page,
}) => {
  // Every page the hub lists opens alike: the four lists, the tools, the glossary and the questions.
  for (const path of [
    '/resources',
    '/resources/guides',
    '/resources/case-studies',
    '/resources/insights',
    '/resources/tools',
    '/resources/glossary',
    '/resources/faqs',
  ]) {
    await gotoHydrated(page, path);
    const top = page.locator('[data-page-top="reading"]');
    await expect(top, path).toHaveAttribute('data-variant', 'light');
    // #f3f6f9 (--site-surface): the page's navy and muted grey text pass AA on it.
    await expect(top, path).toHaveCSS('background-color', 'rgb(243, 246, 249)');
    await expect(top.locator('h1'), path).toHaveCSS('color', 'rgb(11, 37, 69)');
    // Its standfirst inside the band, under the title, on every list alike (three had it below the band).
    await expect(top.locator('h1 + p'), path).toBeVisible();
  }
  await gotoHydrated(page, '/resources/guides/bridging-finance-explained');
  await expect(page.locator('[data-page-top="reading"]')).not.toHaveAttribute('data-variant', 'light');
});

// The fifteenth to seventeenth design reviews: from 1280 px the band was a panel 32 px wider than the cards under it.
test(
  'on a wide screen a list’s light band runs to the window’s edges, as the home page’s tints do, and scrolls nothing sideways',
  desktopLayout,
  async ({page}) => {
    await gotoHydrated(page, '/resources/case-studies');
    for (const width of [1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      const band = (await page.locator('[data-page-top="reading"]').boundingBox())!;
      // The pixel 4 px from the window's left edge, halfway down the band: the band's tint, #f3f6f9.
      const shot = await page.screenshot({clip: {x: 4, y: band.y + band.height / 2, width: 1, height: 1}});
      const {data} = await sharp(shot).raw().toBuffer({resolveWithObject: true});
      expect([...data.subarray(0, 3)], `${width} px`).toEqual([243, 246, 249]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
    }
  },
);

// At 1440 px the newest post's text sat at reading width in the left half of a card the list's width.
test('the newest post’s card puts its text beside its title on a wide list, under it on a phone', async ({page}) => {
  for (const list of ['/resources/insights', '/resources/case-studies']) {
    await gotoHydrated(page, list);
    const card = page.locator('main .site-grid[class*="featured"] > li').first();
    for (const width of isPhone(page) ? [375] : [1024, 1440, 1920]) {
      await resizeTo(page, width);
      const title = (await card.locator('h2').boundingBox())!;
      const text = (await card.locator('p').last().boundingBox())!;
      if (isPhone(page)) expect(text.y, `${list} at ${width}`).toBeGreaterThan(title.y + title.height);
      else {
        expect(text.x, `${list} at ${width}`).toBeGreaterThan(title.x + title.width);
        // Level with the title and its date, not under them.
        expect(text.y, `${list} at ${width}`).toBeLessThan(title.y + title.height + 60);
      }
    }
  }
});

// On a phone the guides list ran 11 screens, its Business finance topic 2.5 of them.
test('on a phone the guides list gives each guide its title and date, its description on wider screens', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/guides');
  const card = page.locator('main section .site-grid > li:has(h3)').first();
  await expect(card.getByRole('link')).toBeVisible();
  await expect(card.getByText(/min read$/)).toBeVisible();
  const description = card.locator('p').last();
  if (isPhone(page)) {
    await expect(description).toBeHidden();
    const screens = await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
    expect(screens).toBeLessThan(8);
  } else {
    await expect(description).toBeVisible();
  }
});
