/**
 * Every calculator page as a visitor first meets it, one page load each at phone and desktop width: the first input
 * on the first screen without scrolling (on a 375 x 667 phone, above the result bar at the bottom, and at 1280 x 800);
 * a hero that is the question alone (three lines at most on a phone, two on a desktop; on a desktop's 1440 and 1920
 * px, eyebrow, H1 and question at most about 180 px high, H1 and question one line each); and the results reading as
 * an answer: "Get a quote" under the figures, the short notice under it, the assumptions last.
 */
import type {Locator} from '@playwright/test';
import {expect, test, gotoHydrated, isPhone} from './fixtures';
import {calculators} from '../../src/calculators';

const top = async (locator: Locator) => (await locator.boundingBox())!.y;
const lines = (locator: Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));

for (const {slug, name} of calculators) {
  test(`${name}: the first input on the first screen, the question as its hero, "Get a quote" under the figures`, async ({
    page,
  }, testInfo) => {
    const viewport = testInfo.project.name === 'mobile' ? {width: 375, height: 667} : {width: 1280, height: 800};
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `/tools/${slug}`);

    await test.step('the first input is on the first screen', async () => {
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const input = page.locator('main form').locator('input:visible, select:visible').first();
      const box = (await input.boundingBox())!;
      // Where the phone's result bar shows, the field must sit above it, not under it.
      const bar = page.getByTestId('result-bar');
      const barBox = (await bar.isVisible()) ? await bar.boundingBox() : null;
      const bottom = barBox && barBox.y < viewport.height ? barBox.y : viewport.height;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(bottom);
    });

    await test.step('the hero is the question alone', async () => {
      const question = page.locator('main [data-page-top] h1 + div p');
      await expect(question).not.toContainText('Change any figure');
      expect(await lines(question)).toBeLessThanOrEqual(isPhone(page) ? 3.2 : 2.2);
    });

    await test.step('"Get a quote" under the figures, the short notice under it, the assumptions last', async () => {
      const cta = page.getByRole('link', {name: 'Get a quote for this scenario'});
      const notice = page.getByRole('region', {name: 'General information only'});
      const assumptions = page.getByRole('complementary', {name: 'Assumptions'});
      const ctaTop = await top(cta);
      expect(ctaTop).toBeGreaterThan(await top(page.locator('#results dl').first()));
      expect(ctaTop).toBeLessThan(await top(notice));
      expect(await top(notice)).toBeLessThan(await top(assumptions));
      // The notice's visible part is two short sentences, not the seven-line box.
      const height = await notice
        .locator('p')
        .first()
        .evaluate((p) => p.getBoundingClientRect().height);
      expect(height).toBeLessThanOrEqual(isPhone(page) ? 6 * 26 : 3 * 26);
      if (!isPhone(page)) {
        const form = (await page.locator('main form').boundingBox())!;
        expect((await assumptions.boundingBox())!.y).toBeGreaterThan(form.y + form.height);
      }
    });

    // The wide screens a design review measured; a phone keeps its slim band (the first step above).
    if (isPhone(page)) return;
    await test.step('at 1440 and 1920 px the hero is compact: at most about 180 px, H1 and question one line each', async () => {
      for (const width of [1440, 1920]) {
        await page.setViewportSize({width, height: 900});
        const hero = page.locator('main [data-page-top="tool"]');
        expect((await hero.boundingBox())!.height, `${width} px`).toBeLessThanOrEqual(180);
        for (const part of [hero.locator('h1'), hero.locator('h1 + div p')]) {
          expect(await lines(part), `${width} px`).toBeLessThan(1.5);
        }
      }
    });
  });
}

test('the bridging calculator has two columns from 900 px; at every width the usual settings are folded, their values in the summary', async ({
  page,
}, testInfo) => {
  const widths = testInfo.project.name === 'mobile' ? [375] : [768, 900, 1280];
  for (const width of widths) {
    await page.setViewportSize({width, height: 800});
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await expect(page.getByLabel('Selling costs (% of sale price)')).toBeHidden();
    await expect(page.locator('main summary', {hasText: 'Adjust assumptions'})).toBeVisible();
    await expect(page.getByTestId('less-used-values')).toContainText('Selling costs (% of sale price): 2.5%');
    if (width < 900) continue;
    const form = (await page.locator('main form').boundingBox())!;
    const results = (await page.locator('#results').boundingBox())!;
    expect(results.x).toBeGreaterThanOrEqual(form.x + form.width);
  }
});
