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
