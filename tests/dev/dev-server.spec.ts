/**
 * `npm run dev` as a writer uses it: a guide loads, a saved edit to its MDX
 * file shows in the open page without a reload by hand, a link to a glossary term opened directly lands on it, the quote form sends
 * through the development server's /api proxy, and site search says it works
 * only in a build and what to run instead.
 */
import fs from 'fs';
import path from 'path';
import {expect, test} from '@playwright/test';
import {fillRequired, referencePattern} from '../e2e/quoteForm';

const guideFile = path.join(__dirname, '../../docs/guides/bridging-finance-explained.mdx');
const guideUrl = '/resources/guides/bridging-finance-explained';

test('serves a guide, and shows an edit to its MDX file once it is saved', async ({page}) => {
  const original = fs.readFileSync(guideFile, 'utf8');
  const edit = `Edited in the preview at ${Date.now()}.`;
  try {
    await page.goto(guideUrl);
    await expect(page.getByRole('heading', {level: 1, name: /Bridging finance: buying before you sell/})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    fs.writeFileSync(guideFile, original.replace(/^Bridging finance solves a timing problem\./m, `${edit} $&`));
    await expect(page.getByText(edit)).toBeVisible();
  } finally {
    fs.writeFileSync(guideFile, original);
  }
});

test('a misspelt component, a missing photo, then broken front matter, show over the page with their line and fix, and the page comes back once fixed', async ({
  page,
}) => {
  const original = fs.readFileSync(guideFile, 'utf8');
  const line =
    original.split('\n').findIndex((text) => text.startsWith('Bridging finance solves a timing problem.')) + 1;
  try {
    await page.goto(guideUrl);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // <Facts> for <Fact>: without the check the preview said "compiled successfully" and the page crashed, naming no file.
    fs.writeFileSync(
      guideFile,
      original.replace(/^Bridging finance solves a timing problem\./m, '<Facts id="rba-cash-rate" /> $&'),
    );
    const overlay = page.frameLocator('#webpack-dev-server-client-overlay');
    await expect(
      overlay
        .getByText(`docs/guides/bridging-finance-explained.mdx:${line}: <Facts> is not a component this page knows`)
        .first(),
    ).toBeVisible();
    await expect(overlay.getByText(/check the spelling \(available everywhere: .*Fact,/).first()).toBeVisible();
    // A photo not beside the article: the check's words, not the compiled page's code (a writer's trial).
    fs.writeFileSync(
      guideFile,
      original.replace(/^Bridging finance solves a timing problem\./m, '![A shop](./shop.jpg) $&'),
    );
    await expect(
      overlay
        .getByText(
          `docs/guides/bridging-finance-explained.mdx:${line}: image ./shop.jpg does not exist: check the file name`,
        )
        .first(),
    ).toBeVisible();
    // A title with an unquoted colon: the YAML's own line and fix, not "title is missing" for a title that is there.
    fs.writeFileSync(
      guideFile,
      original.replace(
        "title: 'Bridging finance: buying before you sell'",
        'title: Bridging finance: buying before you sell',
      ),
    );
    await expect(overlay.getByText('line 2: front matter is not valid YAML').first()).toBeVisible();
    await expect(overlay.getByText(/"title" is missing/)).toHaveCount(0);
  } finally {
    fs.writeFileSync(guideFile, original);
  }
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 1, name: /Bridging finance: buying before you sell/})).toBeVisible();
});

test('a mistake saved, seen, then fixed leaves no error over the mended page', async ({page}) => {
  const original = fs.readFileSync(guideFile, 'utf8');
  const at = /^Bridging finance solves a timing problem\./m;
  const overlay = page.locator('#webpack-dev-server-client-overlay');
  try {
    await page.goto(guideUrl);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    fs.writeFileSync(guideFile, original.replace(at, '<Fact id="rba-cash-rates" /> $&'));
    await expect(
      page
        .frameLocator('#webpack-dev-server-client-overlay')
        .getByText(/rba-cash-rate/)
        .first(),
    ).toBeVisible();
    fs.writeFileSync(guideFile, original);
    await expect(overlay).toHaveCount(0);
    // One more saved edit, seen on the page: every live update before it has run. The one after the fix used to run
    // the broken module once, and its error then stayed over the mended page as an "uncaught runtime error".
    const edit = `Mended at ${Date.now()}.`;
    fs.writeFileSync(guideFile, original.replace(at, `${edit} $&`));
    await expect(page.getByText(edit)).toBeVisible();
    await expect(overlay).toHaveCount(0);
  } finally {
    fs.writeFileSync(guideFile, original);
  }
});

test('an address with a #hash, opened directly, lands on its element (a glossary term)', async ({page}) => {
  await page.goto('/resources/glossary#lvr');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.getByRole('heading', {level: 3, name: 'LVR'})).toBeInViewport();
});

test('sends a quote request through the development server to the API', async ({page}) => {
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await fillRequired(page);
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  // Started with --port, the API took the next port (a writer's trial: it stayed on 3001 whatever the site's port).
  const api = await page.request.get(`http://127.0.0.1:${Number(new URL(page.url()).port) + 1}/healthz`);
  expect(api.ok()).toBe(true);
});

test('search says it works only in a build, and what to run', async ({page}) => {
  // A writer's console stays clean: the development server is not asked for an index it never has.
  const failedLoads: string[] = [];
  page.on('console', (message) => {
    const where = `${message.text()} ${message.location().url}`;
    if (message.type() === 'error' && /pagefind/i.test(where)) failedLoads.push(where);
  });
  await page.goto('/search?q=bridging');
  await expect(
    page.getByText('Search works only in a built site: run npm run build && npm run serve to try it.'),
  ).toBeVisible();

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('searchbox', {name: 'Search the site'}).first().fill('bridging');
  await expect(
    page.getByText('Search works only in a built site: run npm run build && npm run serve to try it.'),
  ).toBeVisible();
  // Not a link to the results page, which would only say the same.
  await expect(page.getByRole('link', {name: 'See all results'})).toHaveCount(0);
  expect(failedLoads).toEqual([]);
});

// Last: it restarts the server twice (the edit, then putting the file back).
test('a fact saved in the register shows on a page that quotes it, once the preview has restarted', async ({
  page,
  request,
}) => {
  // Two restarts of the site's server on a busy two-core machine.
  test.setTimeout(360_000);
  const factFile = path.join(__dirname, '../../src/facts/data/market.ts');
  const original = fs.readFileSync(factFile, 'utf8');
  // The register's text of the cash rate, in its own entry: a writer's trial saw the old figure until she restarted.
  const current = /'rba-cash-rate': \{[^}]*?text: '([^']+)'/.exec(original)![1]!;
  const edited = original.replace(`text: '${current}'`, "text: '9.87%'");
  expect(edited).not.toBe(original);
  const serving = async () =>
    expect
      .poll(async () => (await request.get('/').catch(() => undefined))?.status(), {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe(200);
  try {
    await page.goto('/resources/glossary');
    await expect(page.getByText(current).first()).toBeVisible();
    fs.writeFileSync(factFile, edited);
    // The terminal says to reload once the preview is back: a reload then shows the new figure.
    await expect
      .poll(
        async () => {
          await page.goto('/resources/glossary').catch(() => undefined);
          return page
            .getByText('9.87%')
            .count()
            .catch(() => 0);
        },
        {timeout: 150_000, intervals: [5_000]},
      )
      .toBeGreaterThan(0);
  } finally {
    fs.writeFileSync(factFile, original);
    // The restart the restored file starts: the server is back before the run ends.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await serving();
  }
});
