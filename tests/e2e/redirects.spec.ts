import fs from 'fs';
import path from 'path';
import {expect, test} from './fixtures';
import {allRedirects, redirectTarget, redirects} from '../../src/site-map';
import {articlePaths} from './routes';

/**
 * Redirects are HTTP facts: each is checked with a request, not a page load. What a browser adds on top of a
 * 301 (it keeps the hash and replaces the history entry) is the same for every redirect, so one page checks it.
 */
test('the server answers every redirect and alias with HTTP 301 to a page that exists, keeping the query string', async ({
  request,
}) => {
  for (const {from, to} of allRedirects) {
    const response = await request.get(`${from}?ref=old-site`, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(`${to}?ref=old-site`);
    const target = await request.get(response.headers()['location']!, {maxRedirects: 0});
    expect(target.status(), to).toBe(200);
    expect(await target.text(), to).toMatch(/<h1[ >]/);
  }
  const caseStudy = await request.get('/case-studies/some-case?x=1', {maxRedirects: 0});
  expect(caseStudy.status()).toBe(301);
  expect(caseStudy.headers()['location']).toBe('/resources/case-studies/some-case?x=1');
});

test('a redirect in the browser keeps the query and hash and replaces the history entry', async ({page}) => {
  const {from, to} = redirects[0]!;
  await page.goto('/services');
  await page.goto(`${from}?ref=old-site#top`);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}\\?ref=old-site#top$`));
  await expect(page.locator('h1')).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(/\/services$/);
});

test('every case study is also reachable at /case-studies/{slug}', async ({request}) => {
  const caseStudies = await articlePaths(request, '/resources/case-studies');
  expect(caseStudies.length).toBeGreaterThanOrEqual(2);
  for (const canonical of caseStudies) {
    const alias = canonical.replace('/resources/case-studies/', '/case-studies/');
    const response = await request.get(alias, {maxRedirects: 0});
    expect(response.status(), alias).toBe(301);
    expect(response.headers()['location'], alias).toBe(canonical);
  }
});

test('a link to an old address inside the app still reaches the page', async ({page}) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about-us');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/about$/);
});

test('no internal link points at a redirect source', () => {
  const buildDir = path.resolve(__dirname, '../../build');
  const sources = new Set(allRedirects.map((r) => r.from));
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const html = fs.readFileSync(full, 'utf8');
        for (const [, href] of html.matchAll(/<a [^>]*href="([^"#?]+)/g)) {
          if (sources.has(href!) || (href!.startsWith('/case-studies/') && redirectTarget(href!))) {
            offenders.push(`${path.relative(buildDir, full)} -> ${href}`);
          }
        }
      }
    }
  };
  walk(buildDir);
  expect(offenders).toEqual([]);
});

test('an unknown path shows the helpful not-found page with HTTP status 404', async ({page}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('We couldn’t find that page');
  const main = page.locator('main');
  await expect(main.getByRole('link', {name: 'Our finance services'})).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', {name: 'Resources Hub'})).toHaveAttribute('href', '/resources');
  await expect(main.getByRole('link', {name: 'Contact us'})).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', {name: /Call 1300/})).toHaveAttribute('href', /^tel:/);
});
