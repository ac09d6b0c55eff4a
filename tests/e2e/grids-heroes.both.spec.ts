/**
 * Card grids, the service hero, the glossary and the service pages' documents list, as a visitor sees them: on a phone (the mobile project) and at tablet and desktop widths (the
 * desktop project, resized).
 */
import {expect, test, gotoHydrated, isPhone, type Page, type Locator, desktopLayout} from './fixtures';
import {resizeTo} from './resize';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes (page coordinates) of the items of a list that are shown. */
async function shownBoxes(items: Locator): Promise<Box[]> {
  return items.evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height};
      }),
  );
}

/** How many shown items stand in each row (items grouped by their top edge). */
function rowLengths(boxes: Box[]): number[] {
  const tops: number[] = [];
  const counts: number[] = [];
  for (const box of boxes) {
    const row = tops.findIndex((top) => Math.abs(top - box.y) < 2);
    if (row < 0) {
      tops.push(box.y);
      counts.push(1);
    } else counts[row]! += 1;
  }
  return counts;
}

/** No row after the first is shorter than the first: no card alone under two. */
function expectNoLoneCard(boxes: Box[], where: string) {
  const rows = rowLengths(boxes);
  expect(rows.length, `${where}: cards shown`).toBeGreaterThan(0);
  expect(rows.at(-1), `${where}: the last row (rows ${rows.join(' + ')}) as full as the first`).toBe(rows[0]);
}

test.describe('Home: "What we arrange"', () => {
  test('the two columns of service cards line up in rows from 997 px', desktopLayout, async ({page}) => {
    await gotoHydrated(page, '/');
    const groups = page.locator('#home-services').locator('xpath=ancestor::section[1]').locator('section');
    await expect(groups).toHaveCount(4);
    for (const width of [1024, 1440, 1920]) {
      await resizeTo(page, width);
      for (const [left, right] of [
        [0, 1],
        [2, 3],
      ] as const) {
        const a = await shownBoxes(groups.nth(left).locator('li'));
        const b = await shownBoxes(groups.nth(right).locator('li'));
        expect(a.length, `${width} px: as many services side by side`).toBe(b.length);
        expect(b[0]!.x, `${width} px: the groups side by side`).toBeGreaterThan(a[0]!.x + a[0]!.width);
        for (const [i, card] of a.entries())
          expect(
            Math.abs(card.y - b[i]!.y),
            `${width} px, groups ${left + 1} and ${right + 1}, card ${i + 1}: same top`,
          ).toBeLessThanOrEqual(1);
      }
    }
  });
});

test.describe('Service page hero', () => {
  /** The widest drawing in the navy hero, and whether it and its parents are hidden from assistive technology. */
  const heroDrawing = (page: Page) =>
    page.locator('[data-page-top="marketing"]').evaluate((hero) => {
      const shown = Array.from(hero.querySelectorAll('svg'))
        .map((svg) => ({svg, r: svg.getBoundingClientRect()}))
        .filter(({svg}) => svg.getClientRects().length > 0)
        .sort((a, b) => b.r.width - a.r.width);
      const widest = shown[0];
      const text = hero.querySelector('h1')!.getBoundingClientRect();
      return widest
        ? {
            width: widest.r.width,
            left: widest.r.left,
            textRight: text.right,
            hidden: widest.svg.closest('[aria-hidden="true"]') !== null,
          }
        : null;
    });

  test('draws the service icon large in the right half on a wide screen, not on a phone', async ({page}) => {
    await gotoHydrated(page, '/services/bridging-finance');
    if (isPhone(page)) {
      const drawing = await heroDrawing(page);
      // A phone shows no drawing: only the small icons of buttons and the trail, if any.
      expect(drawing?.width ?? 0).toBeLessThan(60);
      return;
    }
    for (const width of [1024, 1440, 1920]) {
      await resizeTo(page, width);
      const drawing = (await heroDrawing(page))!;
      expect(drawing.width, `${width} px: a large drawing`).toBeGreaterThan(150);
      expect(drawing.left, `${width} px: right of the title`).toBeGreaterThan(drawing.textRight);
      expect(drawing.left, `${width} px: in the right half`).toBeGreaterThan(width / 2);
      expect(drawing.hidden, 'decorative').toBe(true);
    }
  });
});

test.describe('Service page documents list', () => {
  test("links only an item's glossary term, not the whole item", desktopLayout, async ({page}) => {
    await page.goto('/services/bridging-finance');
    const item = page.locator('main li').filter({hasText: /^A valuation of both properties$/});
    await expect(item).toHaveCount(1);
    const link = item.getByRole('link');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText('valuation');
    await expect(link).toHaveAttribute('href', '/resources/glossary#valuation');
  });
});

test.describe('No lone card in the last row at 768 to 996 px', () => {
  const widths = (page: Page) => (isPhone(page) ? [375] : [768, 900]);

  test("the resources hub's previews show full rows, and every card on a phone", async ({page}) => {
    await gotoHydrated(page, '/resources');
    for (const width of widths(page)) {
      await resizeTo(page, width);
      for (const id of ['hub-guides', 'hub-case-studies', 'hub-faqs', 'hub-insights']) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        const cards = section.locator('.site-grid > li');
        const boxes = await shownBoxes(cards);
        expectNoLoneCard(boxes, `${width} px, ${id}`);
        // On a phone every preview card is shown; where one is left out, its "See all" link follows.
        if (width < 600) expect(boxes.length, `${width} px, ${id}: every card`).toBe(await cards.count());
        await expect(section.getByRole('link', {name: /^See (all|the whole)/})).toBeVisible();
      }
    }
  });

  test('the case studies list ends in a full row, with every case study shown', async ({page}) => {
    await gotoHydrated(page, '/resources/case-studies');
    // Every grid: the newest case study's wide card, then the rest.
    const grid = page.locator('main .site-grid');
    const studies = grid.locator('li').filter({has: page.getByRole('heading', {level: 2})});
    const count = await studies.count();
    expect(count).toBeGreaterThan(1);
    for (const width of widths(page)) {
      await resizeTo(page, width);
      expect((await shownBoxes(studies)).length, `${width} px: every case study`).toBe(count);
      // The rows under the newest's wide card.
      expectNoLoneCard(
        await shownBoxes(page.locator('main .site-grid:not([class*="featured"]) > li')),
        `${width} px, case studies`,
      );
    }
  });

  test("the home page's service groups, of three and four, stand in full rows from 600 px", async ({page}) => {
    await gotoHydrated(page, '/');
    // A visitor's trial: at 600 px a group of three sat two a row, its last card alone.
    for (const width of [...widths(page), 600]) {
      await resizeTo(page, width);
      const groups = page.locator('section[aria-labelledby^="services-"]');
      for (const group of await groups.all())
        expectNoLoneCard(await shownBoxes(group.locator('.site-grid > li')), `${width} px, home services`);
    }
  });

  test("the not-found page's popular pages stand in full rows", async ({page}) => {
    await page.goto('/no-such-page');
    const links = page.getByRole('navigation', {name: 'Helpful pages'}).locator('li');
    for (const width of widths(page)) {
      await resizeTo(page, width);
      expectNoLoneCard(await shownBoxes(links), `${width} px, popular pages`);
    }
  });
});
