/**
 * The article pages and the service page as a visitor sees them, at phone and desktop widths: guides, case studies and insights on the header's grid on a wide screen,
 * one related-links block on every page that has one, a service page with no empty column beside its text, "On
 * this page" on every article type on a phone, and a post's tags as the site's chips.
 */
import {expect, test, gotoHydrated, isPhone, desktopLayout, sameAtEveryWidth} from './fixtures';
import {headerEdges, resizeTo} from './resize';

// Several pages and widths a test: more time than the default on a busy machine.
test.describe.configure({timeout: 120_000});

const caseStudy = '/resources/case-studies/second-mortgage-for-a-tax-debt';
const insight = '/resources/insights/reading-the-cash-rate';
const guide = '/resources/guides/bridging-finance-explained';
const service = '/services/bridging-finance';
const calculator = '/tools/bridging-loan-calculator';

test(
  'a guide on a wide screen: its sidebar and contents span the header, the sidebar opening at its top with the guide in view',
  desktopLayout,
  async ({page}) => {
    // A guide in the last topic: with every topic open the list was three screens tall and scrolled itself to the
    // guide on load, hiding "All guides" and the first topics.
    const lastTopicGuide = '/resources/guides/preparing-a-commercial-loan-application';
    for (const [width, height] of [
      [1280, 800],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({width, height});
      await gotoHydrated(page, lastTopicGuide);
      const sidebar = page.getByRole('navigation', {name: 'Guides'});
      await expect(sidebar.getByRole('link', {name: 'All guides'}), `${width} px`).toBeInViewport();
      await expect(sidebar.locator('[aria-current="page"]'), `${width} px`).toBeInViewport();
      expect(await sidebar.evaluate((nav) => nav.scrollTop), `${width} px: not scrolled`).toBe(0);
      // Every topic is one line away: the others are closed, and one opens to its guides.
      const other = sidebar.locator('summary', {hasText: 'Commercial property'});
      await expect(other).toBeInViewport();
      expect((await other.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await other.click();
      await expect(sidebar.getByRole('list', {name: 'Commercial property'}).getByRole('link').first()).toBeInViewport();
    }
    for (const width of [1280, 1440, 1920]) {
      await resizeTo(page, width, 900);
      const header = await headerEdges(page);
      const side = (await page.locator('aside.theme-doc-sidebar-container').boundingBox())!;
      const toc = (await page.locator('.theme-doc-toc-desktop').boundingBox())!;
      expect(Math.abs(side.x - header.left), `${width} px: sidebar on the header's left edge`).toBeLessThanOrEqual(2);
      expect(Math.abs(toc.x + toc.width - header.right), `${width} px: contents on its right edge`).toBeLessThanOrEqual(
        2,
      );
    }
  },
);

for (const [kind, path] of [
  ['case study', caseStudy],
  ['insight', insight],
] as const) {
  test(`a ${kind}: on the header's grid with its contents on a wide screen, "On this page" on a phone, its tags as chips`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    const article = page.locator('main article').first();
    if (isPhone(page)) {
      // The same phone "On this page" as a guide's, opening to the post's sections.
      const summary = page.locator('summary', {hasText: 'On this page'});
      await expect(summary).toBeVisible();
      const box = (await summary.boundingBox())!;
      expect(box.y, 'above the text').toBeLessThan((await page.locator('main article h2').first().boundingBox())!.y);
      await summary.click();
      const contents = page.getByRole('navigation', {name: 'On this page'}).filter({visible: true});
      await expect(contents.getByRole('link').first()).toBeVisible();
      expect(await contents.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    } else {
      // Framed as a guide is (a design review: the text sat alone on the left, a gap before the contents):
      // from 1200 px the list of its kind on the header's left edge, the post marked in it, the text beside it, and
      // its contents ending on the header's right edge.
      const list = page.getByRole('navigation', {name: kind === 'case study' ? 'Case studies' : 'Market insights'});
      const listPath = kind === 'case study' ? '/resources/case-studies' : '/resources/insights';
      await expect(list.getByRole('link', {name: /^All /})).toHaveAttribute('href', listPath);
      const title = (await page.locator('main h1').textContent())!;
      await expect(list.locator('[aria-current="page"]')).toHaveText(title);
      for (const width of [1280, 1440, 1920]) {
        await resizeTo(page, width, 900);
        const header = await headerEdges(page);
        const side = (await list.boundingBox())!;
        const text = (await article.boundingBox())!;
        const toc = (await page.getByRole('navigation', {name: 'On this page'}).filter({visible: true}).boundingBox())!;
        expect(
          Math.abs(side.x - header.left),
          `${width} px: list ${side.x} px, header ${header.left} px`,
        ).toBeLessThanOrEqual(2);
        expect(text.x, `${width} px: the text beside the list`).toBeGreaterThan(side.x + side.width);
        const tocRight = toc.x + toc.width;
        expect(
          Math.abs(tocRight - header.right),
          `${width} px: contents end ${tocRight}, header ${header.right}`,
        ).toBeLessThanOrEqual(2);
      }
      await expect(page.locator('summary', {hasText: 'On this page'})).toBeHidden();
    }
    // No "Tags:" row of thin pills; the tags are the site's 44 px round-ended chips, linking to their pages.
    await expect(page.getByText('Tags:')).toHaveCount(0);
    const tags = page.getByRole('navigation', {name: /^(Topics|Services in this example)$/}).getByRole('link');
    expect(await tags.count()).toBeGreaterThan(0);
    const chip = await tags.first().evaluate((a) => {
      const style = getComputedStyle(a);
      return {
        height: a.getBoundingClientRect().height,
        radius: style.borderTopLeftRadius,
        border: style.borderTopWidth,
      };
    });
    expect(chip.height).toBeGreaterThanOrEqual(44);
    expect(chip).toMatchObject({radius: '22px', border: '1px'});
    const href = (await tags.first().getAttribute('href'))!;
    expect((await page.request.get(href)).status()).toBe(200);
    // Every tag whole on the screen, at the narrowest phones too: the pills wrap, none is cut off at the edge.
    for (const width of isPhone(page) ? [320, 375] : [1280]) {
      await page.setViewportSize({width, height: 800});
      for (const tag of await tags.all()) {
        const box = (await tag.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
}

test(
  'every related-links block (service page, guide, case study, insight, calculator) is the same card column',
  sameAtEveryWidth,
  async ({page}) => {
    const blocks = [
      {path: service, heading: 'Related calculators and guides'},
      {path: guide, heading: 'Related reading'},
      {path: guide, heading: 'Related services and calculators'},
      {path: caseStudy, heading: 'Related reading'},
      {path: insight, heading: 'Related reading'},
      {path: calculator, heading: 'Behind the figures'},
    ];
    const looks: string[] = [];
    for (const {path, heading} of blocks) {
      await gotoHydrated(page, path);
      const block = page.getByRole('navigation', {name: heading});
      await expect(block, `${path}: ${heading}`).toHaveCount(1);
      await expect(block.getByRole('heading', {name: heading})).toHaveCount(1);
      // Each entry a card: a bordered box with its kind above its title's link, no bullet.
      const cards = await block.locator('li').evaluateAll((items) =>
        items.map((li) => {
          const style = getComputedStyle(li);
          const kind = li.firstElementChild as HTMLElement;
          const link = li.querySelector('a')!;
          return {
            look: [
              li.parentElement!.parentElement!.className,
              style.listStyleType,
              style.borderTopWidth,
              style.borderTopStyle,
              style.borderRadius,
              getComputedStyle(kind).textTransform,
              getComputedStyle(link).fontWeight,
            ].join(' '),
            kindAbove: kind.getBoundingClientRect().bottom <= link.getBoundingClientRect().top + 1,
            width: li.getBoundingClientRect().width,
            column: li.parentElement!.getBoundingClientRect().width,
          };
        }),
      );
      expect(cards.length, `${path}: ${heading}`).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.kindAbove, `${path}: ${heading}`).toBe(true);
        // One card a row, across the block.
        expect(card.width).toBeCloseTo(card.column, 0);
      }
      looks.push(...cards.map((c) => c.look));
    }
    expect(new Set(looks).size, looks.join('\n')).toBe(1);
    expect(looks[0]).toMatch(/ none 1px solid /);
  },
);

test('a service page: the right column is never empty for half a screen beside the text; the questions follow the text', async ({
  page,
}) => {
  await gotoHydrated(page, service);
  const text = page.locator('main article.markdown');
  const faq = page.getByRole('region', {name: 'Questions and answers'});
  const caseStudy = page.getByRole('region', {name: 'Case study (illustrative)'});
  const pinned = page.getByRole('region', {name: 'Ask about bridging finance'}).locator('..');
  // At every width the text comes first (its opening says what the loan is for), then the questions, then the case study.
  const t = (await text.boundingBox())!;
  const q = (await faq.boundingBox())!;
  const s = (await caseStudy.boundingBox())!;
  expect(q.y).toBeGreaterThanOrEqual(t.y + t.height);
  expect(s.y).toBeGreaterThanOrEqual(q.y + q.height);
  if (isPhone(page)) return;
  // From 1024 px the contents and the quote card stand beside the text's start, in a column nothing else shares.
  for (const width of [1024, 1280, 1440, 1920]) {
    await resizeTo(page, width, 900);
    const text = (await page.locator('main article.markdown').boundingBox())!;
    const questions = (await faq.boundingBox())!;
    const side = (await pinned.boundingBox())!;
    expect(side.x, `${width} px: beside the text`).toBeGreaterThan(text.x + text.width);
    expect(side.y, `${width} px: beside the text's start`).toBeLessThan(text.y + 200);
    expect(questions.x + questions.width, `${width} px: the questions in the text's column`).toBeLessThanOrEqual(
      side.x,
    );
  }
  // At 1440 x 900, screen by screen down the text, the right column beside it is never empty for more than half a
  // screen: its contents and quote card stay in view.
  await resizeTo(page, 1440, 900);
  const {top, bottom} = await text.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {top: box.top + scrollY, bottom: box.bottom + scrollY};
  });
  for (let y = 0; y + 900 < bottom; y += 300) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const emptiest = await page.evaluate(
      ({textTop, textBottom}) => {
        const header = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
        const from = Math.max(header, textTop - scrollY);
        const to = Math.min(window.innerHeight, textBottom - scrollY);
        // The right column: the contents and the quote card (ServicePage), one sticky block.
        const boxes = [document.querySelector('section[aria-labelledby="service-quote"]')!.parentElement!]
          .map((el) => el.getBoundingClientRect())
          .filter((b) => b.height > 0 && b.bottom > from && b.top < to)
          .sort((a, b) => a.top - b.top);
        let reached = from;
        let gap = 0;
        for (const b of boxes) {
          gap = Math.max(gap, b.top - reached);
          reached = Math.max(reached, b.bottom);
        }
        return Math.max(gap, to - reached);
      },
      {textTop: top, textBottom: bottom},
    );
    expect(emptiest, `scrolled to ${y} px: ${Math.round(emptiest)} px of the right column empty`).toBeLessThan(450);
  }
  // The sticky quote card still comes along to the end of the text.
  await resizeTo(page, 1440, 900);
  await page.getByRole('heading', {name: 'Bridging or selling first?'}).scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('region', {name: 'Ask about bridging finance'}).getByRole('link', {name: 'Get a quote'}),
  ).toBeInViewport();
});
