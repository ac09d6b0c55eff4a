/**
 * What search engines and link previews read, on the real build served by the
 * site's server: every page's title, description and share image; the
 * structured-data graph; robots.txt, the sitemap, noindex and the .html
 * redirects; the feeds. Read as a crawler reads them (no browser needed).
 */
import {expect, gotoHydrated, test, type APIRequestContext} from './fixtures';
import {load, type CheerioAPI} from 'cheerio';
import {business, valuesToSetBeforeLaunch} from '../../src/business';
import {organizationId} from '../../src/content/businessStructuredData';
import {ownSocialImage} from '../../src/content/socialImage';
import {sitemapPaths} from './routes';

type Node = Record<string, unknown>;

async function pageAt(request: APIRequestContext, path: string): Promise<CheerioAPI> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return load(await response.text());
}

/** Every node of every JSON-LD block, @graph flattened. */
function structuredNodes($: CheerioAPI): Node[] {
  return $('script[type="application/ld+json"]')
    .map((_, el) => JSON.parse($(el).text()) as Node | Node[])
    .get()
    .flatMap((data: Node | Node[]) => (Array.isArray(data) ? data : [data]))
    .flatMap((node: Node) => (Array.isArray(node['@graph']) ? (node['@graph'] as Node[]) : [node]));
}

const meta = ($: CheerioAPI, key: string) =>
  $(`meta[property="${key}"]`).attr('content') ?? $(`meta[name="${key}"]`).attr('content');

/** The width and height a PNG declares in its header. */
function pngSize(body: Buffer): {width: number; height: number} {
  expect(body.subarray(1, 4).toString()).toBe('PNG');
  return {width: body.readUInt32BE(16), height: body.readUInt32BE(20)};
}

/** Example values still in src/business.ts, as they could appear in text (the site URL builds every address). */
const exampleValues = valuesToSetBeforeLaunch
  .filter((field) => field !== 'url')
  .flatMap((field) => {
    const value = business[field];
    return typeof value === 'string' ? [value] : Object.values(value).map(String);
  })
  // A city or a four-digit postcode alone could appear for other reasons; the street, e-mail and numbers cannot.
  .filter((value) => value.length > 3 && value !== 'Sydney' && !/^\d{4}$/.test(value));

test('every page in the sitemap has a unique title, a description that fits and its own share image', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(50);
  const titles = new Map<string, string>();
  const images = new Map<string, {width: number; height: number}>();
  for (const path of paths) {
    const $ = await pageAt(request, path);
    const title = $('title').text();
    expect(title.length, `${path}: "${title}"`).toBeLessThanOrEqual(60);
    expect(titles.get(title), `${path} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, path);

    const description = meta($, 'description') ?? '';
    expect(description.length, `${path}: description`).toBeGreaterThanOrEqual(70);
    expect(description.length, `${path}: description`).toBeLessThanOrEqual(160);

    expect(meta($, 'og:site_name'), path).toBe(business.brandName);
    expect(meta($, 'og:type'), path).toMatch(/^(website|article)$/);
    const image = meta($, 'og:image') ?? '';
    expect(image.startsWith(`${business.url}/`), `${path}: og:image ${image}`).toBe(true);
    expect(meta($, 'twitter:image'), path).toBe(image);
    expect(meta($, 'og:image:alt'), path).toBeTruthy();
    const own = ownSocialImage(path);
    if (own) expect(image, `${path} has its own image`).toBe(`${business.url}${own.path}`);

    if (!images.has(image)) {
      const response = await request.get(image.slice(business.url.length));
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toBe('image/png');
      images.set(image, pngSize(await response.body()));
    }
    expect(images.get(image), image).toEqual({width: 1200, height: 630});
    expect([meta($, 'og:image:width'), meta($, 'og:image:height')], path).toEqual(['1200', '630']);
  }
});

test('structured data defines the business once and every other block points to it by @id', async ({request}) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const faqQuestions = new Map<string, string>();
  for (const path of paths) {
    const $ = await pageAt(request, path);
    const nodes = structuredNodes($);
    const business_ = nodes.filter((n) => n['@type'] === 'FinancialService');
    expect(business_, path).toHaveLength(1);
    expect(business_[0]!['@id'], path).toBe(organizationId);
    // The phone number is an example until it is set in src/business.ts; structured data leaves it out until then.
    if (valuesToSetBeforeLaunch.includes('phone')) expect(business_[0]!.telephone, path).toBeUndefined();
    else expect(business_[0]!.telephone, path).toMatch(/^\+61\d{8,10}$/);
    expect(
      nodes.filter((n) => n['@type'] === 'WebSite'),
      path,
    ).toHaveLength(1);

    for (const node of nodes) {
      for (const key of ['provider', 'publisher', 'author'] as const) {
        if (!node[key]) continue;
        const where = `${path}: ${String(node['@type'])}.${key}`;
        // An article's author may be a person from the owner's team, who works for the business.
        if (key === 'author' && (node[key] as Node)['@type'] === 'Person') {
          expect((node[key] as Node).worksFor, where).toEqual({'@id': organizationId});
        } else expect(node[key], where).toEqual({'@id': organizationId});
      }
      if (node['@type'] === 'FAQPage') {
        for (const q of node.mainEntity as {name: string}[]) {
          const key = q.name.toLowerCase().trim();
          expect(
            faqQuestions.get(key),
            `"${q.name}" is marked up on ${path} and ${faqQuestions.get(key)}`,
          ).toBeUndefined();
          faqQuestions.set(key, path);
        }
      }
    }
    const json = $('script[type="application/ld+json"]').text();
    for (const example of exampleValues)
      expect(json, `${path} carries the example value "${example}"`).not.toContain(example);
  }
  expect(faqQuestions.size).toBeGreaterThan(10);
});

test('a guide carries its whole breadcrumb trail, separate published and modified dates and its image', async ({
  request,
}) => {
  const paths = (await sitemapPaths(request)).filter((p) => /^\/resources\/guides\/[a-z0-9-]+$/.test(p));
  expect(paths.length).toBeGreaterThanOrEqual(12);
  for (const path of paths) {
    const nodes = structuredNodes(await pageAt(request, path));
    const trail = nodes.find((n) => n['@type'] === 'BreadcrumbList')!.itemListElement as {name: string; item: string}[];
    expect(
      trail.map((crumb) => crumb.item),
      path,
    ).toEqual([
      `${business.url}/`,
      `${business.url}/resources`,
      `${business.url}/resources/guides`,
      `${business.url}${path}`,
    ]);
    const article = nodes.find((n) => n['@type'] === 'Article')!;
    expect(article.datePublished, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.dateModified, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(article.datePublished) <= String(article.dateModified), path).toBe(true);
    expect(article.image, path).toBe(`${business.url}/img/social${path}.png`);
  }
});

test('every article has one title, breadcrumbs, a way to a quote, and structured data naming the author its byline shows, in the page as served', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = (await sitemapPaths(request)).filter(
    (p) =>
      /^\/resources\/(guides|case-studies|insights)\/[a-z0-9-]+$/.test(p) && !/\/(tags|authors|archive|page)$/.test(p),
  );
  const count = (section: string) => paths.filter((p) => p.startsWith(`/resources/${section}/`)).length;
  expect(count('guides'), 'guides').toBeGreaterThanOrEqual(12);
  expect(count('case-studies'), 'case studies').toBeGreaterThanOrEqual(8);
  expect(count('insights'), 'insights').toBeGreaterThanOrEqual(8);
  for (const path of paths) {
    const $ = await pageAt(request, path);
    expect($('h1').length, path).toBe(1);
    expect($('nav[aria-label="Breadcrumbs"]').length, path).toBe(1);
    expect($('main a[href^="/contact"]').length, path).toBeGreaterThan(0);
    // The byline and the data are both in the HTML the server sends: no JavaScript is needed for either.
    const byline = $('[data-testid="article-byline"]');
    expect(byline.length, path).toBe(1);
    const named = byline.find('span').first().find('strong').text().trim();
    const nodes = structuredNodes($);
    expect(
      nodes.map((n) => n['@type']),
      path,
    ).toContain('BreadcrumbList');
    const type = path.startsWith('/resources/guides/') ? 'Article' : 'BlogPosting';
    const article = nodes.find((n) => n['@type'] === type)!;
    expect(article, `${path}: ${type} data`).toBeDefined();
    if (named === 'Harbourline lending team') {
      expect(article.author, path).toEqual({'@id': organizationId});
    } else {
      expect(article.author, path).toMatchObject({'@type': 'Person', name: named});
    }
    // A reviewer appears in the data only when the byline names one, and as the same person.
    const reviewer = byline.find('span:contains("Reviewed by") strong').first().text().trim();
    const page = article.mainEntityOfPage as string | {reviewedBy?: {name: string}};
    expect(typeof page === 'string' ? undefined : page.reviewedBy?.name, path).toBe(reviewer || undefined);
  }
});

test('the glossary, calculators, contact and about pages say what they are', async ({request}) => {
  const typeOf = async (path: string) => structuredNodes(await pageAt(request, path)).map((n) => n['@type']);
  const glossary = structuredNodes(await pageAt(request, '/resources/glossary')).find(
    (n) => n['@type'] === 'DefinedTermSet',
  );
  expect((glossary?.hasDefinedTerm as unknown[]).length).toBeGreaterThan(20);
  expect(await typeOf('/tools/bridging-loan-calculator')).toContain('WebApplication');
  expect(await typeOf('/contact')).toContain('ContactPage');
  expect(await typeOf('/about')).toContain('AboutPage');
});

test('a link preview of a guide shows its own title, description and image', async ({request}) => {
  const $ = await pageAt(request, '/resources/guides/bridging-finance-explained');
  const h1 = $('h1').first().text();
  expect(meta($, 'og:title')).toContain(h1);
  expect(meta($, 'og:description')).toBe(meta($, 'description'));
  expect(meta($, 'og:url')).toBe(`${business.url}/resources/guides/bridging-finance-explained`);
  expect(meta($, 'og:type')).toBe('article');
  expect(meta($, 'twitter:card')).toBe('summary_large_image');
  expect(meta($, 'og:image')).toBe(`${business.url}/img/social/resources/guides/bridging-finance-explained.png`);
  expect(meta($, 'og:image:alt')).toBe(h1);
});

test('robots.txt names the sitemap, and every sitemap entry has a lastmod', async ({request}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${business.url}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = sitemap.match(/<url>.*?<\/url>/g) ?? [];
  expect(entries.length).toBeGreaterThan(50);
  for (const entry of entries) expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test('search and tag lists are noindex and out of the sitemap; no archive or authors list; the not-found page is never indexable', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  for (const path of ['/search', '/resources/case-studies/tags', '/resources/case-studies/tags/bridging-finance']) {
    expect(paths, path).not.toContain(path);
    const $ = await pageAt(request, path);
    expect(meta($, 'robots'), path).toContain('noindex');
  }
  expect(paths.some((p) => /\/(tags|authors|archive)(\/|$)/.test(p))).toBe(false);
  // Nothing links to a by-date archive or a list of authors (bylines name the team on each article): neither exists.
  for (const path of [
    '/resources/case-studies/archive',
    '/resources/insights/authors',
    '/resources/case-studies/authors',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/404.html', '/404', '/no-such-page']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(load(await response.text())('meta[name="robots"]').attr('content'), path).toContain('noindex');
  }
});

test('a page’s .html path moves to its clean path', async ({request}) => {
  for (const [from, to] of [
    ['/about.html', '/about'],
    ['/index.html', '/'],
    ['/resources/guides/bridging-finance-explained.html', '/resources/guides/bridging-finance-explained'],
    ['/services.html?ref=x', '/services?ref=x'],
  ]) {
    const response = await request.get(from!, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
});

test('feeds are served with their own types, self links, a real description and item authors', async ({request}) => {
  for (const section of ['case-studies', 'insights']) {
    const base = `/resources/${section}`;
    const rss = await request.get(`${base}/rss.xml`);
    expect(rss.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rssText = await rss.text();
    expect(rssText).toContain(`<atom:link href="${business.url}${base}/rss.xml" rel="self"`);
    expect(rssText).not.toContain('Blog</description>');
    const items = rssText.match(/<item>[\s\S]*?<\/item>/g) ?? [];
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) expect(item).toMatch(/<dc:creator>[^<]+<\/dc:creator>/);

    const atom = await request.get(`${base}/atom.xml`);
    expect(atom.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const atomText = await atom.text();
    expect(atomText).toContain(`<link rel="self" href="${business.url}${base}/atom.xml"/>`);
    expect(atomText).not.toContain('Blog</subtitle>');
  }
});

test('favicon.ico, the apple-touch-icon and the web manifest are made from the brand mark', async ({request}) => {
  const $ = await pageAt(request, '/');
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  const touch = await request.get($('link[rel="apple-touch-icon"]').attr('href')!);
  expect(pngSize(await touch.body())).toEqual({width: 180, height: 180});
  const manifest = await (await request.get($('link[rel="manifest"]').attr('href')!)).json();
  expect(manifest.name).toBe(business.brandName);
  for (const icon of manifest.icons as {src: string; sizes: string}[]) {
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({width, height});
  }
});

test('the tab shows the page’s own title from the first byte to the end of hydration, and the next page’s after a link', async ({
  page,
}) => {
  // Every title the tab shows, in order, recorded from before the page's first script.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {titlesSeen: string[]}).titlesSeen = seen;
    new MutationObserver(() => {
      if (seen.at(-1) !== document.title) seen.push(document.title);
    }).observe(document, {subtree: true, childList: true, characterData: true});
  });
  // A phone's slower processor, where hydration runs in several slices (the site-wide title showed between them).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await gotoHydrated(page, '/services/bridging-finance');
  await expect(page).toHaveTitle('Bridging finance | Harbourline');
  const seen = () => page.evaluate(() => (window as unknown as {titlesSeen: string[]}).titlesSeen);
  expect(await seen()).toEqual(['Bridging finance | Harbourline']);
  // Hydrated, the site's links change the title as before.
  await page.locator('header').getByRole('link', {name: 'Get Quote', exact: true}).first().click();
  await expect(page).toHaveTitle('Contact us and request a quote | Harbourline');
  expect(await seen()).toEqual(['Bridging finance | Harbourline', 'Contact us and request a quote | Harbourline']);
});
