/**
 * The resources library as a reader meets it: guides with their byline,
 * contents and related links, the lists and the hub read from the content,
 * and the feeds (every article's breadcrumbs and data: seo.spec.ts).
 */
import {expect, test, type Locator, type Page, gotoHydrated} from './fixtures';
import {articlePaths} from './routes';

async function structuredTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as {'@type': string} | {'@type': string}[];
    return (Array.isArray(data) ? data : [data]).map((d) => d['@type']);
  });
}

/** While the team is empty, a byline names the lending team and no person or reviewer. */
async function expectTeamByline(page: Page) {
  const byline = page.getByTestId('article-byline');
  await expect(byline).toHaveText(/^By Harbourline lending team(Updated|Published) \d{1,2} \w+ 20\d\d\d+ min read$/);
  await expect(byline).not.toContainText('Reviewed');
  // The theme's blog author block is gone.
  await expect(page.locator('.avatar')).toHaveCount(0);
}

test('a list of one page has no empty page navigation to land on', async ({page}) => {
  for (const path of ['/resources/insights', '/resources/case-studies']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'Blog list page navigation'})).toHaveCount(0);
  }
});

/** An article ends with related reading instead of the theme's previous/next pager. */
async function expectRelatedNotPager(page: Page) {
  await expect(page.getByRole('navigation', {name: 'Related reading'}).locator('a').first()).toBeVisible();
  await expect(page.locator('.pagination-nav')).toHaveCount(0);
}

test('a guide shows its author, last update, reading time, contents and related services and calculators; its byline names the lending team', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/guides/smsf-property-loans-lrba');
  await test.step('author, last update, reading time, contents and related services and calculators', async () => {
    const main = page.locator('main');
    await expect(main).toContainText('By Harbourline lending team');
    await expect(main).toContainText(/(Updated|Published) \d{1,2} \w+ 20\d\d/);
    await expect(main).toContainText(/\d+ min read/);
    // On a wide screen the contents sit beside the article (the phone's disclosure is tested in guide-navigation).
    await expect(page.getByRole('navigation', {name: 'On this page'}).filter({visible: true})).toHaveCount(1);
    const related = page.getByRole('navigation', {name: 'Related services and calculators'});
    await expect(related.locator('a[href="/services/smsf-lending"]')).toBeVisible();
    await expect(main.locator('a[href^="/resources/glossary#"]').first()).toBeVisible();
  });
  await test.step('while the team is empty, the byline names the lending team and no person or reviewer', () =>
    expectTeamByline(page));
});

test('the guides list introduces every guide under its topic', async ({page, request}) => {
  await gotoHydrated(page, '/resources/guides');
  for (const topic of [
    'Commercial property',
    'Business finance',
    'Asset finance',
    'SMSF lending',
    'Private and short-term lending',
    'Preparing an application',
  ]) {
    await expect(page.locator('main').getByRole('heading', {level: 2, name: topic, exact: true})).toBeVisible();
  }
  for (const path of await articlePaths(request, '/resources/guides')) {
    await expect(page.locator(`main a[href="${path}"]`).first(), path).toBeVisible();
  }
});

test("case studies are marked as illustrative and tagged by service; a tag's page lists its posts as cards under one heading, with their count and a way to all topics", async ({
  page,
}) => {
  // A case study names its service as a tag; the tag's page lists every case study of that service.
  // Three pages and a dozen checks in one test: room for a loaded machine.
  test.slow();
  const [first] = await articlePaths(page.request, '/resources/case-studies');
  await gotoHydrated(page, first!);
  await test.step('case studies are marked as illustrative and tagged by service', async () => {
    await expect(page.locator('main')).toContainText(/Illustrative example only/);
    await expect(page.locator('main a[href^="/resources/case-studies/tags/"]').first()).toBeVisible();
  });
  const tagLink = page.locator('main a[href^="/resources/case-studies/tags/"]').first();
  const tag = (await tagLink.textContent())!.trim();
  const tagPath = (await tagLink.getAttribute('href'))!;
  await tagLink.click();
  await page.waitForURL(/\/resources\/case-studies\/tags\/[a-z-]+$/);
  const main = page.locator('main');
  await expect(main.locator('h1')).toHaveCount(1);
  await expect(main.locator('h1')).toHaveText(tag);
  await expect(page).toHaveTitle(new RegExp(`^${tag}: Case studies`));
  // Cards, as on the section's list: a linked title per post, the post it came from among them, no previews.
  const cards = main.locator('li h2 a');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(main.getByText(new RegExp(`^${count} case stud(y|ies) · All topics$`))).toBeVisible();
  await expect(main.locator(`li h2 a[href="${first}"]`)).toHaveCount(1);
  await expect(main.getByText(/Every case study is an illustrative example/)).toHaveCount(1);
  await expect(main.getByText('Read more')).toHaveCount(0);
  expect(await structuredTypes(page)).toContain('Blog');
  await main.getByRole('link', {name: 'All topics'}).click();
  await page.waitForURL(/\/resources\/case-studies\/tags$/);
  // All topics: the reading header, one card per topic with its description and count, the tag among them.
  await expect(main.locator('h1')).toHaveText('All topics');
  await expect(page).toHaveTitle(/^All topics: Case studies/);
  const topic = main.locator('li').filter({has: page.locator(`h2 a[href="${tagPath}"]`)});
  await expect(topic).toHaveCount(1);
  await expect(topic.getByRole('heading', {level: 2})).toHaveText(tag);
  await expect(topic.getByText(new RegExp(`^${count} case stud(y|ies)$`))).toBeVisible();
  const topics = await main.locator('li h2').allTextContents();
  expect(topics).toEqual([...topics].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await expect(main.getByText(/^\d+ topics · All case studies$/)).toBeVisible();
  await main.getByRole('link', {name: 'All case studies'}).click();
  await page.waitForURL(/\/resources\/case-studies$/);
});

test('the resources hub shows each kind of resource with items read from the content', async ({page}) => {
  // The newest case study heads its list page; the hub shows it without anyone editing the hub.
  await gotoHydrated(page, '/resources/case-studies');
  const newest = await page.locator('main li h2 a').first().getAttribute('href');
  await gotoHydrated(page, '/resources');
  await expect(page.locator(`section[aria-labelledby="hub-case-studies"] a[href="${newest}"]`)).toBeVisible();
  for (const [heading, prefix] of [
    ['hub-guides', '/resources/guides/'],
    ['hub-case-studies', '/resources/case-studies/'],
    ['hub-insights', '/resources/insights/'],
    ['hub-tools', '/tools/'],
  ] as const) {
    const region = page.locator(`section[aria-labelledby="${heading}"]`);
    await expect(region.locator(`a[href^="${prefix}"]`).first(), heading).toBeVisible();
  }
  await expect(
    page.locator('section[aria-labelledby="hub-glossary"] a[href="/resources/glossary"]').first(),
  ).toBeVisible();
  await expect(page.locator('section[aria-labelledby="hub-faqs"] a[href="/resources/faqs"]').first()).toBeVisible();
});

test('the hub’s glossary and FAQs show a row of terms and three questions, each opening its place on its page, on a phone and a desktop', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources');
  const terms = page.locator('section[aria-labelledby="hub-glossary"] a[href^="/resources/glossary#"]');
  const questions = page.locator('section[aria-labelledby="hub-faqs"] a[href^="/resources/faqs#"]');
  const termCount = await terms.count();
  expect(termCount).toBeGreaterThanOrEqual(6);
  expect(termCount).toBeLessThanOrEqual(8);
  await expect(questions).toHaveCount(3);
  // Each question's card starts its answer (on a wide screen; a phone shows the question alone), then names its topic.
  const first = page.locator('section[aria-labelledby="hub-faqs"] .site-grid > li').first();
  await expect(first.locator('p').last()).toHaveText(
    'An initial discussion costs nothing. More under “Working with a broker”.',
  );
  for (const width of [375, 1440]) {
    await page.setViewportSize({width, height: 900});
    // A term's chip is its link; a question's card is its link's target (the whole card, as every card's).
    const targets = [
      ...(await terms.all()),
      ...(await questions.all()).map((link) => link.locator('xpath=ancestor::li[1]')),
    ];
    for (const target of targets) {
      await expect(target, `${width} px`).toBeVisible();
      const box = (await target.boundingBox())!;
      expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      expect(box.height, `${width} px: a tap target`).toBeGreaterThanOrEqual(44);
    }
  }
  // Read from the glossary and the FAQs: each term is the heading its link opens, each question is under its topic.
  const termLinks = await terms.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
  const questionLinks = await questions.evaluateAll((links) =>
    links.map((a) => [a.textContent, a.getAttribute('href')]),
  );
  expect(termLinks.map(([term]) => term)).toContain('LVR');
  await gotoHydrated(page, '/resources/glossary');
  for (const [term, href] of termLinks) {
    await expect(page.locator(`h3${href!.slice(href!.indexOf('#'))}`)).toContainText(term!);
  }
  await gotoHydrated(page, '/resources/faqs');
  for (const [question, href] of questionLinks) {
    const topic = page.locator(`section:has(> ${href!.slice(href!.indexOf('#'))})`);
    await expect(topic.locator('summary', {hasText: question!})).toHaveCount(1);
  }
});

test('the hub shows its tools and its FAQs in one style (icon rows on a phone, icon cards on a desktop), and its glossary terms as the jump links’ chips', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources');
  const item = (section: string) => page.locator(`section[aria-labelledby="${section}"] li`).filter({visible: true});
  const look = (li: Locator) =>
    li.evaluate((el) => {
      const style = getComputedStyle(el);
      const icon = el.querySelector('svg')?.parentElement?.getBoundingClientRect();
      return {
        display: style.display,
        flexDirection: style.flexDirection,
        padding: style.padding,
        border: style.border,
        borderRadius: style.borderRadius,
        background: style.backgroundColor,
        icon: icon ? Math.round(icon.width) : 0,
        textShown: Array.from(el.querySelectorAll('p')).some((p) => p.getClientRects().length > 0),
      };
    });
  const chip = (link: Locator) =>
    link.evaluate((el) => {
      const style = getComputedStyle(el);
      return [
        style.border,
        style.borderRadius,
        style.padding,
        style.minHeight,
        style.backgroundColor,
        style.fontWeight,
      ];
    });
  for (const width of [375, 1440]) {
    await page.setViewportSize({width, height: 900});
    const tool = await look(item('hub-tools').first());
    expect(tool.icon, `${width} px: the tool has its icon`).toBeGreaterThan(0);
    for (const question of await item('hub-faqs').all()) expect(await look(question), `${width} px`).toEqual(tool);
    // One chip: the glossary's terms look as the jump links at the top of the page (below 34rem the jump links are
    // boxes in two columns instead, so a two-line label never sits in a pill; the terms stay chips).
    if (width < 544) continue;
    const jump = await chip(page.getByRole('navigation', {name: 'Resources on this page'}).getByRole('link').first());
    const term = await chip(page.locator('section[aria-labelledby="hub-glossary"] li a').first());
    expect(term, `${width} px`).toEqual(jump);
  }
});

for (const section of ['case-studies', 'insights']) {
  test(`the ${section} section publishes RSS and Atom feeds listing its articles`, async ({request}) => {
    const articles = await articlePaths(request, `/resources/${section}`);
    for (const feed of ['rss.xml', 'atom.xml']) {
      const response = await request.get(`/resources/${section}/${feed}`);
      expect(response.status(), feed).toBe(200);
      const xml = await response.text();
      for (const path of articles) expect(xml, `${feed} lists ${path}`).toContain(path);
    }
  });
}

test('a case study opens with the deal at a glance, dated, illustrative, with the combined LVR the lender assessed; it ends with related reading; its byline names the lending team', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/case-studies/second-mortgage-for-a-tax-debt');
  await test.step('the deal at a glance, dated, illustrative, with the combined LVR the lender assessed', async () => {
    const panel = page.getByRole('region', {name: 'Deal at a glance'});
    await expect(panel).toBeInViewport({ratio: 0.1});
    await expect(panel).toContainText('Illustrative example');
    // Dated by the month lenders indicated its terms (June 2025), as its "About the rate" line says, not by the post.
    await expect(panel).toContainText('figures indicative as at June 2025');
    for (const label of ['Loan', 'Purpose', 'Amount', 'Security', 'Lender', 'Combined LVR', 'Term', 'Outcome']) {
      await expect(panel.locator('dt', {hasText: new RegExp(`^${label}$`)}), label).toHaveCount(1);
    }
    const lvr = panel.locator('dt:text-is("Combined LVR") + dd');
    await expect(lvr).toContainText(/^70% /);
    await expect(lvr).toContainText('this loan alone 18%');
    await expect(panel.locator('dt:text-is("Amount") + dd')).toHaveText('$180,000');
  });
  await test.step('it ends with related reading instead of the pager', () => expectRelatedNotPager(page));
  await test.step('while the team is empty, the byline names the lending team and no person or reviewer', () =>
    expectTeamByline(page));
});

test('a deal at a glance of nine rows in two columns gives the last, the outcome, the whole width, not half beside a gap', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/case-studies/bridging-a-freehold-purchase');
  const panel = page.getByRole('region', {name: 'Deal at a glance'});
  await expect(panel.locator('dl > div')).toHaveCount(9);
  const list = (await panel.locator('dl').boundingBox())!;
  const first = (await panel.locator('dl > div').first().boundingBox())!;
  const outcome = (await panel.locator('dl > div', {has: page.locator('dt:text-is("Outcome")')}).boundingBox())!;
  expect(first.width).toBeLessThan(list.width / 2);
  expect(outcome.width).toBeCloseTo(list.width, 0);
});

test('a market insight ends with related reading instead of the pager; its byline names the lending team', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/insights/smsf-lending-after-the-banks-left');
  await test.step('related reading instead of the pager', () => expectRelatedNotPager(page));
  await test.step('while the team is empty, the byline names the lending team and no person or reviewer', () =>
    expectTeamByline(page));
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('an article’s byline, related reading and structured data are in the page as built; a guide’s related reading is chosen by its services', async ({
    page,
    browser,
  }) => {
    // Four page loads: room for a loaded machine.
    test.slow();
    for (const path of [
      '/resources/guides/bridging-finance-explained',
      '/resources/case-studies/second-mortgage-for-a-tax-debt',
    ]) {
      await page.goto(path);
      const byline = await page.getByTestId('article-byline').textContent();
      expect(byline, path).toMatch(/^By Harbourline lending team/);
      const related = await page.getByRole('navigation', {name: 'Related reading'}).locator('a').allTextContents();
      expect(related.length, path).toBeGreaterThan(0);
      // Parsed: the build's minifier writes the same data with its keys sorted.
      const parsed = (blocks: string[]) => blocks.map((block) => JSON.parse(block) as unknown);
      const data = parsed(await page.locator('script[type="application/ld+json"]').allTextContents());

      // The same page with JavaScript shows the same, after hydration.
      const withScript = await browser.newPage({javaScriptEnabled: true});
      await gotoHydrated(withScript, path);
      expect(await withScript.getByTestId('article-byline').textContent(), path).toBe(byline);
      expect(
        await withScript.getByRole('navigation', {name: 'Related reading'}).locator('a').allTextContents(),
        path,
      ).toEqual(related);
      expect(parsed(await withScript.locator('script[type="application/ld+json"]').allTextContents()), path).toEqual(
        data,
      );
      if (path.startsWith('/resources/guides/'))
        await test.step('a guide ends with related reading chosen by its services, not a previous/next pager', async () => {
          const links = withScript.getByRole('navigation', {name: 'Related reading'}).locator('a[href^="/resources/"]');
          await expect(links.first()).toBeVisible();
          expect(await links.count()).toBeLessThanOrEqual(3);
          // The bridging case study shares the guide's service.
          await expect(
            withScript
              .getByRole('navigation', {name: 'Related reading'})
              .locator('a[href="/resources/case-studies/bridging-a-freehold-purchase"]'),
          ).toBeVisible();
          await expect(withScript.locator('.pagination-nav')).toHaveCount(0);
          await expect(withScript.locator('main')).not.toContainText(/^(Previous|Next)$/m);
        });
      await withScript.close();
    }
  });
});

test('a jump link lands its section’s heading below the sticky header, on the hub and the guides list', async ({
  page,
}) => {
  for (const [path, nav] of [
    ['/resources', 'Resources on this page'],
    ['/resources/guides', undefined],
  ] as const) {
    await gotoHydrated(page, path);
    const links = nav
      ? page.getByRole('navigation', {name: nav}).getByRole('link')
      : page.locator('main a[href^="#topic-"]');
    const link = links.last();
    const id = (await link.getAttribute('href'))!.replace(/^.*#/, '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const header = (await page.getByRole('banner').boundingBox())!;
    // Scrolled there, its top under the header's bottom edge, not behind it.
    await expect
      .poll(async () => (await page.locator(`[id="${id}"]`).boundingBox())!.y, {message: `${path}#${id}`})
      .toBeGreaterThanOrEqual(header.y + header.height - 1);
  }
});
