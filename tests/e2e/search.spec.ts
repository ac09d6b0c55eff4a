import zlib from 'zlib';
import {expect, test, type Page, gotoHydrated, waitForHydration, waitForPrefetches} from './fixtures';
import {articlePaths} from './routes';

const searchBox = (page: Page) => page.locator('header').getByRole('searchbox', {name: 'Search the site'});

async function expectResult(page: Page, query: string, path: string) {
  await searchBox(page).fill(query);
  await expect(page.locator('header [role="search"]').locator(`a[href="${path}"]`).first()).toBeVisible();
}

test('searching a service name, a glossary term or a phrase from a case study finds its page', async ({
  page,
  request,
}) => {
  const [caseStudy] = await articlePaths(request, '/resources/case-studies');
  // The case study's title as written: the HTML as served is enough to read it.
  await page.goto(caseStudy!);
  const title = (await page.locator('h1').textContent())!.trim();
  await gotoHydrated(page, '/');
  await test.step('searching a service name finds its service page', () =>
    expectResult(page, 'bridging finance', '/services/bridging-finance'));
  await test.step('searching a glossary term finds its entry in the glossary', () =>
    expectResult(page, 'weighted average lease expiry', '/resources/glossary#wale'));
  await test.step('searching a phrase from a case study finds that case study', () =>
    expectResult(page, title, caseStudy!));
});

test('a family car question opens the answer that says it is consumer credit, not a service', async ({page}) => {
  // A borrower's trial: "family SUV" found the Banking Code guide, private lending and refinancing. Then the result
  // landed on the FAQ topic's heading with every answer folded.
  await gotoHydrated(page, '/');
  await searchBox(page).fill('family SUV');
  const result = page
    .locator('header [role="search"]')
    .locator('a[href="/resources/faqs#can-you-finance-a-family-car-a-home-or-a-renovation"]');
  await expect(result).toContainText('Can you finance a family car, a home or a renovation?');
  await result.click();
  const answer = page.getByText(/^No\. A loan to an individual, a sole trader included/);
  await expect(answer).toBeVisible();
  await expect(answer).toBeInViewport();
});

test('a question opens the FAQ answer that holds its own words', async ({page}) => {
  // Re-checks: "how quickly can I get a private loan" opened the poor credit answer (it shares "can I get a loan"), and
  // "will a quote hurt my credit score", found by "quote" alone, opened "Am I obliged to go ahead …?".
  for (const [question, answer] of [
    ['how quickly can I get a private loan', 'how-quickly-can-a-private-loan-settle'],
    ['will a quote hurt my credit score', 'will-asking-for-a-quote-affect-my-credit-file'],
  ]) {
    await gotoHydrated(page, `/search?q=${encodeURIComponent(question!)}`);
    await expect(page.locator(`main a[href="/resources/faqs#${answer}"]`)).toBeVisible();
  }
});

test('a result on the glossary opens the entry it names, not the top of the page', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('second mortgage');
  const result = page.locator('header [role="search"]').locator('a[href="/resources/glossary#second-mortgage"]');
  await expect(result).toContainText('Second mortgage');
  await result.click();
  await expect(page).toHaveURL(/\/resources\/glossary#second-mortgage$/);
  await expect(page.getByRole('heading', {name: /^Second mortgage/, level: 3})).toBeInViewport();
});

test('results show their section, and Enter opens a linkable results page', async ({page}) => {
  await gotoHydrated(page, '/about');
  // No single-key shortcut (WCAG 2.1.4): "/" types nothing and moves nothing; Ctrl+K goes to the box.
  await page.keyboard.press('/');
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('SMSF');
  await expect(page.locator('header [role="search"]').getByText('Service', {exact: true}).first()).toBeVisible();
  // The panel lists the first six; a screen reader hears how many match in all (a keyboard trial heard "6 results"
  // where the results page listed 30), the same count the results page gives.
  const said = page.locator('header [role="search"]').getByRole('status');
  await expect(said).toHaveText(/^First 6 of \d+ results for “SMSF”$/);
  const total = (await said.textContent())!.match(/of (\d+)/)![1];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=SMSF$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(new RegExp(`^${total} pages match “SMSF”\\.`));
  const result = page.locator('main a[href="/services/smsf-lending"]');
  await expect(result).toBeVisible();
  // A screen reader names a result by its title and section; the page's description and the matched words follow.
  await expect(result).toHaveAccessibleName(/^SMSF [^.]*, Service$/);
  await expect(result).toHaveAccessibleDescription(/SMSF/);
});

test('a /search?q= link shows its results when opened directly', async ({page}) => {
  await gotoHydrated(page, '/search?q=caveat');
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('caveat');
  await expect(page.locator('main a[href="/services/caveat-loans"]')).toBeVisible();
});

test('a question typed as a sentence finds the guide that answers it, and says which of its words matched', async ({
  page,
}) => {
  const question = 'Can I get a bridging loan to buy our new warehouse in Geelong before the old one sells?';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  await expect(page.locator('main').getByText(`No page holds every word of “${question}”.`)).toBeVisible();
  await expect(page.locator('main a[href="/resources/guides/bridging-finance-explained"]').first()).toBeVisible();
  // The box in the header says which words its results match, before them.
  await searchBox(page).fill(question);
  const panel = page.locator('header [role="search"]');
  await expect(panel.getByText(/^Pages matching “bridging loan .*”:$/)).toBeVisible();
  await expect(panel.locator('a[href="/resources/guides/bridging-finance-explained"]')).toBeVisible();
});

test('a question few pages hold every word of also lists the pages that answer it', async ({page}) => {
  // A borrower's trial: this found two pages, neither the SMSF guide (it never says "my") nor the clinic case study.
  const question = 'can my SMSF buy my business premises and lease it to my company';
  await gotoHydrated(page, `/search?q=${encodeURIComponent(question)}`);
  await expect(page.locator('main').getByText(/^Only \d pages? holds? every word of “can my SMSF/)).toBeVisible();
  await expect(page.locator('main a[href="/resources/guides/smsf-property-loans-lrba"]')).toBeVisible();
});

test('the search code and index load only when the visitor starts a search', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await gotoHydrated(page, '/');
  // Past the first idle moment after hydration, when the linked pages' code is prefetched.
  await waitForPrefetches(page);
  expect(requested.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => requested.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
});

test('if the results panel cannot be fetched, the box says so, and the next search fetches it again', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  // The panel's code loads on first focus (src/components/SiteSearch/SearchPanel.tsx); the connection drops first.
  await page.route('**/assets/js/**', (route) => route.abort());
  await searchBox(page).fill('caveat');
  const panel = page.locator('header [role="search"]');
  await expect(
    panel.getByText('Search is not available right now. Check your connection; it tries again as you type.'),
  ).toBeVisible();
  // The page-wide notice for a script that did not load shows too, with its reload button.
  await expect(page.getByRole('alert').filter({hasText: 'Part of this page didn’t load.'})).toBeVisible();
  await page.unroute('**/assets/js/**');
  await searchBox(page).fill('caveat loan');
  await expect(panel.locator('a[href="/services/caveat-loans"]').first()).toBeVisible();
  await expect(searchBox(page)).toHaveValue('caveat loan');
});

test('if the index cannot be fetched, the panel says so and offers no results page that would fail the same way', async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  await page.route('**/pagefind/**', (route) => route.abort());
  await searchBox(page).fill('caveat');
  const panel = page.locator('header [role="search"]');
  await expect(panel.getByText('Search is not available right now. Try again in a moment.')).toBeVisible();
  await expect(panel.getByRole('link', {name: 'See all results'})).toHaveCount(0);
});

test('arrow keys move from the search box through its results and back', async ({page}) => {
  await gotoHydrated(page, '/about');
  await searchBox(page).fill('caveat');
  const results = page.locator('header [role="search"] ul a');
  await expect(results.first()).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(results).toHaveCount(0);
  // One Escape from a result closes the panel, focus back in the box.
  await searchBox(page).fill('caveats');
  await expect(results.first()).toBeVisible();
  await searchBox(page).press('ArrowDown');
  await expect(results.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).toBeFocused();
  await expect(results).toHaveCount(0);
  // Down brings them back, and Down again goes into them.
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(results.first()).toBeFocused();
});

test('tabbing on past the results closes them, so they never cover what has focus next', async ({page}) => {
  await gotoHydrated(page, '/');
  await searchBox(page).fill('caveat');
  const results = page.locator('header [role="search"] ul a');
  await expect(results.first()).toBeVisible();
  const insideSearch = page.locator('header [role="search"] :focus');
  await searchBox(page).press('Tab');
  await expect(results.first()).toBeFocused();
  for (let i = 0; i < 20 && (await insideSearch.count()) > 0; i += 1) await page.keyboard.press('Tab');
  await expect(insideSearch).toHaveCount(0);
  await expect(results).toHaveCount(0);
});

test('the not-found page offers search', async ({page}) => {
  await gotoHydrated(page, '/no-such-page');
  await page.locator('main').getByRole('searchbox').fill('equipment finance');
  await expect(page.locator('main a[href="/services/equipment-finance"]').first()).toBeVisible();
});

test('a search transfers at most 200 KB (gzip) of search code, index and results', async ({page}) => {
  const bytes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/pagefind/') && response.ok()) {
      // Pagefind stores its index, fragments and WebAssembly compressed; its scripts are counted gzipped.
      const compressed = !/\.(js|json)$/.test(response.url());
      bytes.push(response.body().then((body) => (compressed ? body.length : zlib.gzipSync(body).length)));
    }
  });
  await page.goto('/', {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await searchBox(page).fill('bridging finance');
  await expect(page.locator('header [role="search"] a[href="/services/bridging-finance"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const kb = (await Promise.all(bytes)).reduce((a, b) => a + b, 0) / 1024;
  console.log(`Search transfer for one query: ${kb.toFixed(1)} KB`);
  expect(kb).toBeLessThanOrEqual(200);
});

test('result excerpts come from page content, never navigation, calls to action or run-together cells', async ({
  page,
}) => {
  for (const query of ['LVR', 'bridging', 'quote', 'skip', 'contents']) {
    await gotoHydrated(page, `/search?q=${query}`);
    // Done when it says how many pages match ("skip" and "contents" may find none: the skip link and the contents
    // are not indexed); then the results' items, each a link (the quiet rows shown while the index loads have none).
    await expect(page.getByText(/pages? match/)).toBeVisible();
    const excerpts = await page.locator('main ul li:has(a)').allInnerTexts();
    for (const text of excerpts) {
      // The site's own quote words: the header's "Get Quote", the quote panels' sentences and buttons
      // (src/components/QuoteCallout, the service page's card), a calculator's actions; "Get a quote" alone is also
      // what writers' links in the text say.
      expect(text, query).not.toMatch(
        /Skip to main content|On this page|Get Quote|Get a quote\s*Call|Tell us what you need and we|A broker reads the deal|for this scenario|Print or save as PDF|Copy link|Previous|Next\b|Related calculators|Docs pages/,
      );
      // Neighbouring table cells stay separate words ("LVRAbout", "range$250,000").
      expect(text, query).not.toMatch(/[a-z]{2}[A-Z][a-z]{2}|[a-z]\$\d/);
    }
  }
});

test('/search?q=bridging: each result’s excerpt is the page’s own words, not the repeated consumer-credit note', async ({
  page,
}) => {
  await gotoHydrated(page, '/search?q=bridging');
  const results = page.locator('main ul li a');
  await expect(results.first()).toBeVisible();
  for (const excerpt of await results.locator('span:last-child').allTextContents()) {
    expect(excerpt).not.toMatch(/consumer credit|personal or household/i);
  }
});

test('a card’s words find the page it links to, not the home page or a hub that lists it; those excerpts are their own words', async ({
  page,
}) => {
  // The asset finance calculator's card text, on the home page, /resources and /resources/tools.
  await gotoHydrated(page, '/search?q=' + encodeURIComponent('Does financing this equipment pay for itself'));
  const results = page.locator('main ul li a');
  await expect(results.first()).toBeVisible();
  const hrefs = await results.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const listing of ['/', '/resources', '/resources/tools', '/services']) expect(hrefs).not.toContain(listing);
  await gotoHydrated(page, '/search?q=calculator');
  // The results' list (a <ul>), not the breadcrumbs' (an <ol>), whose Home link is also "/".
  const home = page.locator('main ul li', {has: page.locator('a[href="/"]')});
  await expect(home).toBeVisible();
  await expect(home).not.toContainText('Does financing this');
});

test('the search page fetches the search engine while it hydrates, not after', async ({page}) => {
  await page.goto('/search?q=bridging');
  await expect(page.locator('head link[rel="modulepreload"][href="/pagefind/pagefind.js"]')).toHaveCount(1);
});

test('/search?q=bridging keeps the results’ room while the index loads: quiet rows, and the footer does not jump up', async ({
  page,
}) => {
  for (const viewport of [
    {width: 375, height: 740},
    {width: 1440, height: 900},
  ]) {
    await page.setViewportSize(viewport);
    // Hold the search engine back, as a loaded server did for about 6 s.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/search?q=bridging');
    await waitForHydration(page);
    const results = page.locator('main div:has(> [role="status"])');
    await expect(results.getByText('Searching…')).toBeVisible();
    await expect(results.locator('ul[aria-hidden="true"] li')).toHaveCount(3);
    const top = (await results.boundingBox())!.y;
    const footer = page.locator('footer').first();
    const footerWhileLoading = (await footer.boundingBox())!.y;
    expect(footerWhileLoading - top, `${viewport.width} px`).toBeGreaterThanOrEqual(viewport.height * 0.6 - 1);
    release();
    await expect(results.getByText(/pages match “bridging”/)).toBeVisible();
    // What a screen reader hears as it changes: the count, not every result's title, section and excerpt.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /^\d+ pages match “bridging”\.( The first 30 are listed\.)?$/,
    );
    expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(footerWhileLoading);
    await page.unroute('**/pagefind/**');
  }
});

test('the results’ count is said once she pauses, and names the words its results are for', async ({page}) => {
  await gotoHydrated(page, '/search');
  const status = page.getByRole('main').getByRole('status');
  await status.evaluate((el) => {
    const w = window as unknown as {said: string[]};
    w.said = [];
    new MutationObserver(() => w.said.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // At about a key every 150 ms, each answer arrives before the next key.
  await page.getByLabel('Search for').pressSequentially('caveat', {delay: 150});
  await expect(status).toHaveText(/^\d+ pages? match “caveat”\.$/);
  const said = await page.evaluate(() => (window as unknown as {said: string[]}).said);
  // "Searching…" while the index first loads, then the answer: not one for "ca", "cav", "cave"...
  expect(said.filter((text) => text !== 'Searching…')).toEqual([
    expect.stringMatching(/^\d+ pages? match “caveat”\.$/),
  ]);
});
