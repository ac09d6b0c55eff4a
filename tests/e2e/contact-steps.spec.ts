/**
 * The quote form's two steps as a visitor uses them, with and without
 * JavaScript, and where the enquiry came from, read back from the database
 * the site's server wrote (see playwright.config.ts):
 * - step one sends a complete enquiry; the confirmation offers step two,
 *   whose bad input gets messages beside the fields and keeps what was typed,
 *   and whose details land on the same reference;
 * - a forged step two is refused with a page saying so, changing nothing;
 * - the first page, the referring site, the campaign tags and the tool travel
 *   from the landing URL to the stored row, kept in sessionStorage only
 *   (no cookie) and sent only with the form.
 */
import path from 'path';
import Database from 'better-sqlite3';
import {expect, test, gotoHydrated, waitForHydration} from './fixtures';
import {axeViolations} from './axe';
import {attemptName, fillRequired, referencePattern} from './quoteForm';
import {resizeTo} from './resize';
import {CREDIT_SCOPE_STATEMENT} from '../../src/compliance/creditScope';
import type {Enquiry} from '../../src/enquiry/schema';
import {combinedEnquiry} from '../../server/enquiries/stepTwo';

interface Row {
  reference: string;
  data: Record<string, unknown>;
  details_added_at: string | null;
}

/** The enquiries stored for a visitor with this name, as the broker sees them (step two kept beside step one, shown over it). */
function storedFor(name: string): Row[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'enquiries.db'), {readonly: true});
  try {
    const rows = db
      .prepare(
        "SELECT reference, data, details, details_added_at FROM enquiries WHERE json_extract(data, '$.name') = ? ORDER BY id",
      )
      .all(name) as {reference: string; data: string; details: string | null; details_added_at: string | null}[];
    return rows.map(({reference, data, details, details_added_at}) => ({
      reference,
      details_added_at,
      data: combinedEnquiry(
        JSON.parse(data) as Enquiry,
        details ? JSON.parse(details) : undefined,
      ) as unknown as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

test('with JavaScript: step one, then the details on the confirmation, saved against the same reference', async ({
  page,
}) => {
  // Two sends, a resize and an axe scan: about 50 s on a loaded two-core machine.
  test.slow();
  const name = attemptName('Stella Steptwo');
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Type of finance').selectOption('bridging-finance');
  await page.getByLabel('Amount to borrow').fill('1.2m');
  await fillRequired(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Contact me by').selectOption('email');
  await page.getByLabel('Best time to call').selectOption('afternoon');
  await page.getByRole('button', {name: 'Send my quote request'}).click();

  const reference = page.getByTestId('enquiry-reference');
  await expect(reference).toHaveText(referencePattern);
  const sent = (await reference.textContent())!;
  // Read out over the phone, the reference is never split mid-code, even on a 320 px phone.
  await resizeTo(page, 320, 700);
  const placed = await reference.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
    return {lines: lines.size, right: el.getBoundingClientRect().right};
  });
  expect(placed.lines).toBe(1);
  expect(placed.right).toBeLessThanOrEqual(320);
  // Step two's open group fits too: its selects' longest choices once widened it 20 px past its card.
  const widest = await page.getByRole('region', {name: 'Tell us more (optional)'}).evaluate((region) => {
    const edge = region.getBoundingClientRect().right;
    return Math.max(
      ...Array.from(region.querySelectorAll('fieldset'), (set) => set.getBoundingClientRect().right - edge),
    );
  });
  expect(widest).toBeLessThanOrEqual(0);
  await resizeTo(page, 1280);
  expect(storedFor(name)).toEqual([
    expect.objectContaining({
      reference: sent,
      details_added_at: null,
      data: expect.objectContaining({amount: 1_200_000, contactMethod: 'email', contactTime: 'afternoon'}),
    }),
  ]);

  const details = page.getByRole('region', {name: 'Tell us more (optional)'});
  await expect(details.getByLabel('What the money is for')).toBeVisible();
  // The scope rule, where the borrower states the purpose, in one line with a link to it in full beside the form
  // (src/compliance/creditScope.ts).
  await expect(details.getByLabel('What the money is for')).toHaveAccessibleDescription(
    'Business or SMSF only: our scope',
  );
  await expect(page.locator('#credit-scope')).toContainText(CREDIT_SCOPE_STATEMENT);
  expect(await axeViolations(page)).toEqual([]);
  await details.getByLabel('What the money is for').selectOption('purchase');
  // The business and anything else are folded under their names until opened.
  await details.locator('summary', {hasText: 'Your business'}).click();
  // Each group is named by its summary, once: a hidden legend repeated it to a screen reader ("The deal, The deal").
  await expect(details.getByRole('group', {name: 'Your business'})).toBeVisible();
  expect((await details.innerText()).match(/The deal/g)).toHaveLength(1);
  // Someone borrowing in their own name is not asked for a business's name, ABN or years trading; what was typed
  // there comes back with another choice.
  await details.getByLabel('Business name').fill('Typed first Pty Ltd');
  await details.getByLabel('Type of entity').selectOption('individual');
  for (const label of ['Business name', 'ABN', 'Years trading']) await expect(details.getByLabel(label)).toHaveCount(0);
  // A self-managed super fund invests and does not trade: its name and ABN, not years trading.
  await details.getByLabel('Type of entity').selectOption('smsf');
  await expect(details.getByLabel('Years trading')).toHaveCount(0);
  await expect(details.getByLabel('Business name')).toHaveValue('Typed first Pty Ltd');
  await details.getByLabel('Type of entity').selectOption('company');
  await expect(details.getByLabel('Business name')).toHaveValue('Typed first Pty Ltd');
  await details.getByLabel('ABN').fill('51 824 753 557');
  await details.locator('summary', {hasText: 'Anything else'}).click();
  await details.getByLabel('Anything else about the deal').fill('Settlement is in five weeks.');
  await details.getByRole('checkbox', {name: /news and guides/}).check();
  await details.getByRole('button', {name: 'Add these details'}).click();

  const abn = details.getByLabel('ABN');
  await expect(abn).toHaveAttribute('aria-invalid', 'true');
  await expect(abn).toHaveAccessibleDescription(/This is not a valid ABN/);
  await expect(details.getByRole('group', {name: 'Please check one thing before sending'})).toBeFocused();
  await expect(details.getByLabel('Anything else about the deal')).toHaveValue('Settlement is in five weeks.');
  expect(storedFor(name)[0]!.details_added_at).toBeNull();

  await abn.fill('51 824 753 556');
  await details.getByRole('button', {name: 'Add these details'}).click();
  await expect(page.getByRole('heading', {name: 'Thank you: your details are with us'})).toBeFocused();
  const [row] = storedFor(name);
  expect(row!.reference).toBe(sent);
  expect(row!.details_added_at).not.toBeNull();
  expect(row!.data).toMatchObject({
    purpose: 'purchase',
    abn: '51824753556',
    message: 'Settlement is in five weeks.',
    marketing: true,
    amount: 1_200_000,
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('step one posts, the confirmation page offers step two, errors come back with everything typed', async ({
    page,
  }) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill(attemptName('Nico Noscript'));
    await page.getByLabel('Phone').fill('02 9876 5432');
    await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you: your enquiry is with us');
    const reference = (await page.locator('.hcf-reference').textContent())!;
    expect(reference).toMatch(referencePattern);
    // The secret is a hidden field of the page's form; the human reference alone would not do.
    await expect(page.locator('input[name="detailsToken"]')).toHaveAttribute('value', /^[A-Za-z0-9_-]{43}$/);

    await page.getByLabel('Business name').fill('Dandenong Storage Pty Ltd');
    await page.getByLabel('Estimated value of the security').fill('lots');
    await page.getByLabel('When you need the funds').selectOption('quarter');
    await page.getByRole('button', {name: 'Add these details'}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Check the details for ${reference}`);
    await expect(page.getByRole('alert')).toContainText('Enter the value in dollars');
    await expect(page.getByLabel('Estimated value of the security')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Business name')).toHaveValue('Dandenong Storage Pty Ltd');
    await expect(page.getByLabel('When you need the funds')).toHaveValue('quarter');

    const token = (await page.locator('input[name="detailsToken"]').getAttribute('value'))!;
    await page.getByLabel('Estimated value of the security').fill('2,400,000');
    await page.getByRole('button', {name: 'Add these details'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you: your details are with us');
    await expect(page.locator('main')).toContainText(reference);

    const [row] = storedFor(attemptName('Nico Noscript'));
    expect(row!.reference).toBe(reference);
    expect(row!.data).toMatchObject({
      phone: '02 9876 5432',
      businessName: 'Dandenong Storage Pty Ltd',
      securityValue: 2_400_000,
      timeframe: 'quarter',
    });

    // Sent again with another business name: a correction, stored over the first details and logged
    // for the broker (step two only adds: nothing of step one is lost, nothing is dropped as a repeat).
    const again = await page.request.post('/api/enquiries/details', {
      form: {reference, detailsToken: token, businessName: 'Changed Name Pty Ltd'},
    });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('Thank you: your details are with us');
    const after = storedFor(attemptName('Nico Noscript'));
    expect(after).toHaveLength(1);
    expect(after[0]!.details_added_at).toBe(row!.details_added_at);
    expect(after[0]!.data).toMatchObject({businessName: 'Changed Name Pty Ltd', phone: '02 9876 5432'});
    const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'enquiries.db'), {readonly: true});
    const {changes} = db.prepare('SELECT changes FROM enquiries WHERE reference = ?').get(reference) as {
      changes: string;
    };
    db.close();
    expect(JSON.parse(changes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({field: 'businessName', from: 'Dandenong Storage Pty Ltd', to: 'Changed Name Pty Ltd'}),
      ]),
    );
  });

  test('a step two with a forged secret is refused with a page that says so, and changes nothing', async ({page}) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill(attemptName('Fern Forged'));
    await page.getByRole('textbox', {name: /^E-mail/}).fill('fern@example.com.au');
    await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const reference = (await page.locator('.hcf-reference').textContent())!;

    const response = await page.request.post('/api/enquiries/details', {
      form: {reference, detailsToken: 'A'.repeat(43), businessName: 'Someone else'},
    });
    expect(response.status()).toBe(403);
    const body = await response.text();
    expect(body).toContain('We could not add these details');
    expect(body).toContain('nothing was added');
    const [row] = storedFor(attemptName('Fern Forged'));
    expect(row!.details_added_at).toBeNull();
    expect(row!.data).not.toHaveProperty('businessName');
  });
});

test('where the visit came from: landing page, referring site, campaign and tool reach the stored enquiry', async ({
  page,
  context,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await page.goto(
    '/guides/bridging-finance-explained?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026&fbclid=abc',
    {referer: 'https://news.example.org/articles/42?id=secret'},
  );
  await waitForHydration(page);
  // Kept in the tab's session storage for the visit (written once the browser is idle), nothing else: no cookie, nothing sent.
  const kept = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('hcf-visit') ?? 'null') as unknown);
  await expect.poll(kept).toEqual({
    landingPage: '/guides/bridging-finance-explained?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-2026',
  });
  expect(await context.cookies()).toEqual([]);

  // On to a calculator, and from it to the form: later pages change nothing but the tool.
  await gotoHydrated(page, '/tools/bridging-loan-calculator?sale=1600000&debt=400000&purchase=1350000&months=6');
  const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
  await expect(talk).toHaveAttribute('href', /calculator=bridging-loan-calculator/);
  await talk.click();
  await expect(page).toHaveURL(/\/contact\?calculator=bridging-loan-calculator/);
  await waitForHydration(page);
  await fillRequired(page);
  await page.getByLabel('Your name').fill(attemptName('Ada Attribution'));
  expect(posts).toEqual([]);
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);

  const [row] = storedFor(attemptName('Ada Attribution'));
  expect(row!.data.attribution).toEqual({
    landingPage: '/guides/bridging-finance-explained?utm_source=newsletter&utm_medium=email&utm_campaign=spring-2026',
    referrerHost: 'news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring-2026',
    tool: 'bridging-loan-calculator',
  });
  expect(row!.data.scenario).toMatchObject({calculator: 'bridging-loan-calculator'});
  expect(await context.cookies()).toEqual([]);
});

test('a visit from the site itself records no referring site', async ({page}) => {
  await gotoHydrated(page, '/');
  await page.locator('header a[href="/contact"]').first().click();
  await expect(page).toHaveURL(/\/contact$/);
  const kept = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('hcf-visit') ?? 'null') as unknown);
  await expect.poll(kept).toEqual({landingPage: '/'});
});
