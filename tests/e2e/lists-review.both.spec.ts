/**
 * The design review of 29 November on the resources lists, the articles' breadcrumbs, About, the FAQs and the
 * footer, held at a phone's and a desktop's width: each test says what a visitor sees.
 */
import {expect, test, gotoHydrated, type Page} from './fixtures';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 997;

test('/resources/tools on a phone: every tool is one line, its icon beside its title, all eight in about a screen', async ({
  page,
}) => {
  await gotoHydrated(page, '/resources/tools');
  const cards = page.locator('section[aria-labelledby="all-tools"] .site-grid > li');
  await expect(cards).toHaveCount(8);
  const boxes = await cards.evaluateAll((items) =>
    items.map((li) => ({
      card: li.getBoundingClientRect().toJSON(),
      icon: li.querySelector('span')!.getBoundingClientRect().toJSON(),
      title: li.querySelector('h3')!.getBoundingClientRect().toJSON(),
    })),
  );
  for (const {icon, title} of boxes) {
    // The icon to the left of the title, not on a row of its own above it.
    expect(icon.right).toBeLessThanOrEqual(title.left);
    expect(icon.top).toBeLessThan(title.bottom);
  }
  if (isPhone(page)) {
    for (const {card} of boxes) expect(card.height).toBeLessThanOrEqual(64);
    expect(boxes.at(-1)!.card.bottom - boxes[0]!.card.top).toBeLessThanOrEqual(740);
  } else {
    // A desktop keeps each tool's question under its title.
    await expect(cards.first().locator('p')).toBeVisible();
  }
});
