/**
 * The first input of every calculator page is on the first screen, without scrolling: on a 375 x 667 phone
 * (above the result bar at the bottom) and at 1280 x 800.
 */
import {expect, test, gotoHydrated} from './fixtures';
import {calculators} from '../../src/calculators';

for (const {slug, name} of calculators) {
  test(`${name}: the first input is on the first screen`, async ({page}, testInfo) => {
    const viewport = testInfo.project.name === 'mobile' ? {width: 375, height: 667} : {width: 1280, height: 800};
    await page.setViewportSize(viewport);
    await gotoHydrated(page, `/tools/${slug}`);
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
