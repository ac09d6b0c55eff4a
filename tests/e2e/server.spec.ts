/**
 * The site's own server, seen from a browser: caching and security headers on
 * the real build, and a Content-Security-Policy that the pages satisfy (no
 * violation while pages load and while a visitor searches).
 */
import {expect, test, type Page} from './fixtures';

test('HTML is revalidated, hashed assets are cached for a year, and security headers are sent', async ({request}) => {
  const home = await request.get('/');
  const headers = home.headers();
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toBeUndefined();

  // The page's own bundles, as Docusaurus tags them (deferred scripts).
  const script = (await home.text()).match(/<script [^>]*\bsrc="?(\/assets\/js\/[^" >]+\.js)/)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!, {headers: {'accept-encoding': 'br'}});
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('br');
});

test('GET /healthz answers 200 when the server and database are ready', async ({request}) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({status: 'ok'});
});

function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('the Content-Security-Policy', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
  });

  for (const path of [
    '/',
    '/resources/guides/bridging-finance-explained',
    '/tools/commercial-property-loan-calculator',
    '/contact',
  ]) {
    test(`is satisfied by ${path}`, async ({page}) => {
      const violations = collectViolations(page);
      await page.goto(path, {waitUntil: 'networkidle'});
      await expect(page.locator('h1')).toHaveCount(1);
      expect(violations).toEqual([]);
    });
  }

  test('is satisfied while a visitor searches (Pagefind runs WebAssembly)', async ({page}) => {
    const violations = collectViolations(page);
    await page.goto('/search?q=bridging', {waitUntil: 'networkidle'});
    await expect(page.locator('main a[href^="/resources/guides/"]').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
});
