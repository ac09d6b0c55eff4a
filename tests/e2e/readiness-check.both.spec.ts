/**
 * The loan readiness check (/tools/loan-readiness-check), walked as borrowers
 * would, one question a screen on a desktop and a phone: a tap on a
 * single-choice answer goes on, the taps are counted, the browser's Back
 * steps back through the questions, and the result links the
 * calculators it mentions and the quote form with the answers. A borrower
 * who may be a consumer gets no product and no range. Nothing may leave the
 * browser before the quote form is sent.
 *
 * A phone walks the main profiles; the answers' logic and the page's words, the same at every width, are
 * checked once (sameAtEveryWidth).
 */
import path from 'path';
import Database from 'better-sqlite3';
import {
  expect,
  gotoHydrated,
  isPhone,
  sameAtEveryWidth,
  test,
  waitForHydration,
  type Page,
  type Request,
  phoneLayout,
  desktopLayout,
  reportedInvalid,
} from './fixtures';
import {attemptName, bridgeThenWorkingCapital, fillRequired} from './quoteForm';
import {CONSUMER_HAND_OVER_NOTE, CONSUMER_WITH_SCENARIO_NOTE, consumerNextSteps} from '../../src/enquiry/nextSteps';
import {axeViolations} from './axe';
import {bridgingAnswers} from './readinessAnswers';
import {resizeTo} from './resize';

const PATH = '/tools/loan-readiness-check';

// Up to ten questions, with axe checks: more than the default 30 s on a busy two-core machine.
test.slow();

/** The answers a profile taps, by the question's legend: one label, or several for the credit question. */
type Profile = Record<string, string | string[]>;

async function open(page: Page, to = PATH) {
  await gotoHydrated(page, to);
}

/**
 * Opens a result by its address, as a bookmark or an older shared link does (the credit answer in it too: it is read,
 * then kept out of the address), for checks that are about the result, not the walk to it.
 */
async function openResult(page: Page, answers: Record<string, string>) {
  await open(page, `${PATH}?${new URLSearchParams({...answers, step: 'result'}).toString()}`);
  await expect(page.getByRole('heading', {level: 2, name: /^Your result/})).toBeVisible();
}

/** The message of the enquiry the site's server stored for this name (see playwright.config.ts). */
function storedMessage(name: string): string | undefined {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'enquiries.db'), {readonly: true});
  try {
    const row = db
      .prepare(
        "SELECT json_extract(data, '$.message') AS message FROM enquiries WHERE json_extract(data, '$.name') = ?",
      )
      .get(name) as {message: string} | undefined;
    return row?.message;
  } finally {
    db.close();
  }
}

/** Requests the page makes after it has loaded: only the site's own static files are allowed. */
function watchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

function expectNothingSent(requests: Request[], origin: string) {
  const sent = requests.filter(
    (r) =>
      r.method() !== 'GET' ||
      !r.url().startsWith(origin) ||
      r.url().includes('/api/') ||
      new URL(r.url()).search !== '',
  );
  expect(sent.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
}

async function axeClean(page: Page) {
  expect(await axeViolations(page, 'main')).toEqual([]);
}

/**
 * Answers every screen as a visitor taps, until the result is shown; returns the taps. With axe, checks the first
 * screen, each several-answer screen and the result (axe is slow on a busy machine, so once for each kind).
 * A single-choice answer is one tap (it goes on by itself); a several-answer question is a tap per answer and Next.
 * A first answer under "Something else" (a home, an investment home, personal) takes a tap more, to open it.
 */
async function walk(page: Page, profile: Profile, {axe = false} = {}): Promise<number> {
  let taps = 0;
  const heading = page.getByRole('heading', {name: /^Question \d+ of up to \d+$/});
  // The progress reads the same way on every screen, "Question 2 of up to 10", its count never growing.
  let most = Infinity;
  for (let screen = 0; screen < 12; screen++) {
    if (!(await heading.isVisible())) break;
    const [, number, upTo] = /^Question (\d+) of up to (\d+)$/.exec((await heading.textContent())!)!;
    expect(Number(number)).toBe(screen + 1);
    expect(Number(upTo)).toBeLessThanOrEqual(most);
    most = Number(upTo);
    // The bar under it counts the question on screen: the first already shows a filled part, not an empty line.
    expect(Number(await page.locator('main form progress').getAttribute('value'))).toBe(screen + 1);
    // The question's own fieldset: the first question's subheads are fieldsets inside it.
    const group = page.locator('main form > fieldset');
    const name = (await group.locator(':scope > legend').textContent())!;
    const answers = profile[name];
    if (answers === undefined) throw new Error(`no answer for "${name}"`);
    if (axe && (screen === 0 || Array.isArray(answers))) await axeClean(page);
    const before = await heading.textContent();
    for (const label of Array.isArray(answers) ? answers : [answers]) {
      const answer = group.getByText(label, {exact: true});
      if (!(await answer.isVisible())) {
        await group.getByText(SOMETHING_ELSE).click();
        taps++;
      }
      await answer.click();
      taps++;
    }
    // "None of these" (or "Nothing: unsecured") is a whole answer on its own: its tap goes on like a single choice.
    const standsAlone =
      Array.isArray(answers) && answers.length === 1 && /^(None of these|Nothing: unsecured)$/.test(answers[0]!);
    if (Array.isArray(answers) && !standsAlone) {
      await page.getByRole('button', {name: /^(Next|See my result) \(\d+ chosen\)$/}).click();
      taps++;
    }
    // The next question or the result is on screen (without Next, the tap alone moved on) before it is read: read at
    // once after Next, a busy machine could still show the question just answered.
    await expect(page.locator('main h2').first()).not.toHaveText(before!);
  }
  await expect(page.getByRole('heading', {level: 2, name: /^Your result/})).toBeFocused();
  if (axe) await axeClean(page);
  return taps;
}

/** The result's own links (the site header has a "Get a quote" too). */
const inResult = (page: Page, name: string) =>
  page.getByRole('region', {name: /^Your result/}).getByRole('link', {name, exact: true});

const SOMETHING_ELSE = 'Something else (home, investment home, personal)';

const Q = {
  purpose: 'What is the money for?',
  borrower: 'Who would borrow?',
  use: 'Is the money for a business you carry on?',
  build: 'What is being built, and what happens to it?',
  buying: 'What is the property you are buying for?',
  selling: 'What are you selling, and what is owed on it?',
  trustee: 'Does the fund have a corporate trustee?',
  amount: 'Roughly how much do you need?',
  security: 'What could the loan be secured against?',
  trading: 'How long has the business been trading?',
  turnover: 'What is the business’s annual turnover?',
  credit: 'In the last few years, has the business or any owner had any of these?',
  timing: 'How soon do you need the money?',
};

const established: Profile = {
  [Q.purpose]: 'Buy a commercial property',
  [Q.borrower]: 'A company (Pty Ltd)',
  [Q.amount]: '$500,000 to $2 million',
  [Q.security]: ['Commercial property'],
  [Q.trading]: 'More than 5 years',
  [Q.turnover]: '$1 million to $5 million',
  [Q.credit]: ['None of these'],
  [Q.timing]: 'In 1 to 3 months',
};

test('an established company with late repayments buying premises: result, dated ranges, checklist kept, and the quote form filled from the tab, never from the address', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  // Axe on three screens, the quote form and a second browser on top of the walk: room for a busy machine.
  test.setTimeout(240_000);
  await open(page);
  const requests = watchRequests(page);
  await test.step('eight questions in ten taps: six single-choice, security and credit each a tap and Next', async () => {
    expect(await walk(page, {...established, [Q.credit]: ['Late repayments']}, {axe: true})).toBe(10);
  });

  await test.step('the result: the fit, its dated ranges, where she stands', async () => {
    // The check's intro has done its job: the result starts under the page's title.
    await expect(page.getByText(/^Seven to ten questions/)).toBeHidden();
    const fit = page.getByRole('article', {name: 'First and second mortgages'});
    await expect(fit).toBeVisible();
    await expect(fit.getByRole('table')).toContainText(/Indicative ranges as at \d{1,2} \w+ 20\d\d/);
    await expect(page.getByText('Time trading: In your favour.')).toBeVisible();
    await expect(page.getByText('Credit history: Workable.')).toBeVisible();
  });

  await test.step('the page’s own address keeps the answers but not the credit history', async () => {
    const own = new URL(page.url());
    expect(own.searchParams.get('purpose')).toBe('buy-commercial');
    expect(own.searchParams.has('credit')).toBe(false);
    expect(own.search).not.toMatch(/late/i);
  });

  await test.step('the same address in a new tab (a shared link) asks the credit question again, and says why', async () => {
    const shared = await page.context().newPage();
    await gotoHydrated(shared, page.url());
    await expect(shared.getByRole('group', {name: Q.credit})).toBeVisible();
    await expect(
      shared.getByText('This link keeps the other answers. Credit history is never put in a link'),
    ).toBeVisible();
    // Answered, it leads back to the result: the link's other answers (when the money is needed) stand.
    await shared.getByRole('group', {name: Q.credit}).getByText('Late repayments', {exact: true}).click();
    await shared.getByRole('button', {name: 'See my result (1 chosen)'}).click();
    await expect(shared.getByRole('article', {name: 'First and second mortgages'})).toBeVisible();
    await shared.close();
  });

  const checklist = page.getByRole('group', {name: 'The company'});
  const extract = 'A current ASIC company extract, showing its directors and shareholders';
  await test.step('a tick is counted, and nothing has left the browser', async () => {
    await checklist.getByLabel(extract).check();
    await expect(page.getByText(/^1 of \d+ gathered/)).toBeVisible();
    expectNothingSent(requests, baseURL!);
  });

  await test.step('a reload keeps the result and the tick: the answers from the address, the credit one from the tab', async () => {
    // Every count the status region says: the stored tick from the first, not "0 of" first (a keyboard trial).
    await page.addInitScript(() => {
      const heard: string[] = ((window as unknown as {heard: string[]}).heard = []);
      new MutationObserver(() => {
        const regions = Array.from(document.querySelectorAll('[role="status"]'), (region) => region.textContent ?? '');
        const count = regions.find((text) => /gathered/.test(text));
        if (count && heard.at(-1) !== count) heard.push(count);
      }).observe(document, {subtree: true, childList: true, characterData: true});
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
    await expect(page.getByText('Credit history: Workable.')).toBeVisible();
    await expect(page.getByLabel(extract)).toBeChecked();
    expect(await page.evaluate(() => (window as unknown as {heard: string[]}).heard)).toEqual([
      expect.stringMatching(/^1 of \d+ gathered\.$/),
    ]);
  });

  await inResult(page, 'Get a quote').last().click();
  const contact = `${baseURL}/contact?service=first-second-mortgages&from=loan-readiness-check`;
  await test.step('the quote form’s address carries the service and the marker only: no answer, no message', async () => {
    await expect(page).toHaveURL(contact);
    expect(page.url()).not.toMatch(/message=|late|repayment|credit|purpose|500k|ASIC/i);
  });

  // The answers belong to the form's second step: shown, sent with the first, offered again after it.
  const answers = page.getByRole('region', {name: 'Included with your enquiry'});
  await test.step('the form shows the hand-over: the service chosen, the answers in words a tap away', async () => {
    await expect(page.getByLabel('Type of finance')).toHaveValue('first-second-mortgages');
    await expect(answers.locator('p').first()).toHaveText(
      /^Included with your enquiry: readiness answers Review or remove$/,
    );
    // What the money is for, who borrows and when, without opening "Review or remove".
    await expect(answers.getByTestId('received-answers')).toBeVisible();
    await expect(answers.getByTestId('received-answers')).toContainText('Buy a property or business');
    await expect(answers.getByTestId('received-answers')).toContainText('Company (Pty Ltd)');
    await expect(answers).toContainText(/From the loan readiness check on \d{1,2} \w+ 20\d\d:/);
    await expect(answers).toContainText(/Roughly how much do you need\? \$500,000 to \$2 million/);
    await expect(answers).toContainText(/has the business or any owner had any of these\? Late repayments/);
    await expect(answers).toContainText(/Documents gathered: 1 of \d+\./);
    await expect(answers).not.toContainText(/buy-commercial|500k-2m|asic-extract/);
  });

  const name = attemptName(`Rhea Readiness ${testInfo.project.name}`);
  await test.step('the enquiry sent, and stored by the server, carries the answers', async () => {
    await fillRequired(page);
    await page.getByLabel('Your name').fill(name);
    const request = page.waitForRequest('**/api/enquiries');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const sent = (await request).postDataJSON() as Record<string, string>;
    expect(sent.purpose).toBe('purchase');
    expect(sent.yearsTrading).toBe('over-5');
    expect(sent.message).toMatch(/^From the loan readiness check/);
    expect(JSON.parse(sent.attribution!)).toMatchObject({tool: 'loan-readiness-check'});
    await expect(page.getByLabel('What the money is for')).toHaveValue('purchase');
    await expect(page.getByLabel('Anything else about the deal')).toHaveValue(/^From the loan readiness check/);
    expect(storedMessage(name)).toMatch(
      /^From the loan readiness check on .*\n[^]*had any of these\? Late repayments\n[^]*Documents gathered: 1 of \d+\./,
    );
  });

  await test.step('the same link in another browser (shared, bookmarked): the service, no answers, no error', async () => {
    const other = await browser.newContext({viewport: page.viewportSize()});
    const fresh = await other.newPage();
    try {
      await gotoHydrated(fresh, contact);
      await expect(fresh.getByLabel('Type of finance')).toHaveValue('first-second-mortgages');
      await expect(fresh.getByRole('region', {name: 'Included with your enquiry'})).toHaveCount(0);
      await expect(fresh.getByRole('main')).not.toContainText(/From the loan readiness check|Late repayments/);
      await expect(fresh.getByRole('alert')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});

async function expectConsumerResult(page: Page) {
  await expect(
    page.getByRole('heading', {name: 'Your result: this looks like consumer credit, which we do not arrange'}),
  ).toBeVisible();
  await expect(
    page.getByText(/refer you to a broker who arranges residential and personal lending/).first(),
  ).toBeVisible();
  // Somewhere else to go that is not us: ASIC's guides to choosing a broker, to car loans and to personal loans, and
  // free help with debts.
  await expect(page.getByRole('link', {name: 'how to choose a mortgage broker'})).toHaveAttribute(
    'href',
    /moneysmart\.gov\.au/,
  );
  await expect(page.getByRole('link', {name: 'car loans', exact: true})).toHaveAttribute(
    'href',
    'https://moneysmart.gov.au/car-loans',
  );
  await expect(page.getByRole('link', {name: 'personal loans', exact: true})).toHaveAttribute(
    'href',
    'https://moneysmart.gov.au/personal-loans',
  );
  await expect(page.getByRole('link', {name: 'National Debt Helpline'})).toBeVisible();
  await expect(page.getByRole('link', {name: '1800 007 007'})).toHaveAttribute('href', 'tel:1800007007');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', {name: 'Finance that may fit'})).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/answer again|as the borrower/);
  await expect(page.getByRole('button', {name: /^Change (my )?answers$/})).toHaveCount(0);
}

test('an individual buying a home is consumer credit: no product, no range, and why, after three taps (the home is under "Something else")', async ({
  page,
  baseURL,
}) => {
  await open(page);
  const requests = watchRequests(page);
  const taps = await walk(
    page,
    {
      ...established,
      [Q.purpose]: 'Buy or refinance a home to live in',
      [Q.borrower]: 'Me, or us, as individuals',
    },
    {axe: true},
  );
  expect(taps).toBe(3);
  await expectConsumerResult(page);
  await expect(page.getByText(/best interests duty/).first()).toBeVisible();
  // Where to go instead is read first, under her answers, not after the reasons (a trial found it under 150 words).
  const result = page.getByRole('region', {name: /this looks like consumer credit/});
  await expect(result.locator('p').nth(1)).toContainText('Go to a lender, or a broker who arranges consumer credit');
  expectNothingSent(requests, baseURL!);
  await inResult(page, 'Send us your answers').click();
  // Not a quote request, and no list of finance products to choose from.
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Send us your answers');
  await expect(page.getByLabel('Type of finance')).toHaveCount(0);
  // Whatever a later address names (a service page's "Get a quote" in the same tab), no finance is sent for her.
  await gotoHydrated(page, '/contact?service=bridging-finance');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Send us your answers');
  await expect(page.locator('input[name="service"]')).toHaveValue('not-sure');
  // Before she sends, and after: what happens to a consumer request, and no promise of lenders' terms.
  // Wherever the page lists the steps (beside the form on a wide screen, in the confirmation on a phone), they are
  // the consumer's, before sending and after.
  const steps = page.getByRole('listitem').filter({visible: true});
  const promise = page.getByText(/which lenders are likely to consider it/).filter({visible: true});
  await expect(page.getByText(CONSUMER_HAND_OVER_NOTE)).toBeVisible();
  await expect(promise).toHaveCount(0);
  // Her answers go with the request, and no later step is promised to change them (none follows a consumer's).
  await page.getByRole('button', {name: 'Review or remove'}).click();
  await expect(
    page.getByText('Sent with your request, so the broker can see why the check said this may be consumer credit.'),
  ).toBeVisible();
  // With what the check concluded, for the broker to see before the answers' detail.
  await expect(
    page
      .getByRole('region', {name: 'Included with your enquiry'})
      .getByText(/this looks like consumer credit, which we do not arrange\./),
  ).toBeVisible();
  await expect(page.getByText(/the next step, after sending/)).toHaveCount(0);
  await fillRequired(page);
  await page.getByRole('button', {name: 'Send my answers'}).click();
  await expect(page.getByTestId('enquiry-reference')).toBeVisible();
  for (const step of consumerNextSteps) await expect(steps.filter({hasText: step}).first()).toBeVisible();
  await expect(promise).toHaveCount(0);
  // No step two: its questions are about a business, and a referred consumer request needs none of them. Its form
  // loads lazily and appears within about a second of the confirmation (tried without the fix), so wait longer first.
  await page.waitForTimeout(3000);
  await expect(page.getByRole('heading', {name: 'Tell us more (optional)'})).toHaveCount(0);
});

test(
  'consumer or unknown answers where the borrower may be a person: no product, no range',
  sameAtEveryWidth,
  async ({page}) => {
    for (const [profile, taps] of [
      // An individual's cash flow, not for a business they carry on.
      [
        {[Q.purpose]: 'Cash flow or working capital', [Q.borrower]: 'Me, or us, as individuals', [Q.use]: 'Not sure'},
        3,
      ],
      // An individual buying a flat above a shop to live in: a commercial title does not make it business credit.
      [
        {
          [Q.purpose]: 'Buy a commercial property',
          [Q.borrower]: 'Me, or us, as individuals',
          [Q.buying]: 'A home to live in, or a holiday home',
        },
        3,
      ],
      // A trust building homes to keep.
      [{[Q.purpose]: 'Develop or build', [Q.borrower]: 'A trust', [Q.build]: 'Homes or units to keep and rent out'}, 3],
      // A fund whose trustee is not known, buying residential property (under "Something else": a tap to open it).
      [
        {
          [Q.purpose]: 'Buy or refinance a residential investment property',
          [Q.borrower]: 'A self-managed super fund',
          [Q.trustee]: 'Not sure',
        },
        4,
      ],
    ] as const) {
      await open(page);
      expect(await walk(page, {...established, ...profile})).toBe(taps);
      await expectConsumerResult(page);
      // Her answers in one line name the one that made it a consumer result (a borrower's trial).
      if (Q.use in profile)
        await expect(page.getByText('Cash flow · you personally · business use not sure')).toBeVisible();
    }
  },
);

test(
  'an SMSF with a corporate trustee buying a residential investment: the SMSF loan and the trustee rule',
  sameAtEveryWidth,
  async ({page}) => {
    await openResult(page, {
      purpose: 'residential-investment',
      borrower: 'smsf',
      trustee: 'corporate',
      amount: '500k-2m',
      security: 'residential-property',
      credit: 'none',
      timing: 'quarter',
    });
    await expect(page.getByRole('article', {name: 'SMSF lending'})).toBeVisible();
    await expect(page.getByText(/Most SMSF lenders require a corporate trustee/)).toBeVisible();
    await expect(page.getByRole('group', {name: 'The fund'})).toBeVisible();
    // The fund's loan is over the property: its figures in the commercial property loan calculator, named in the glance.
    await expect(page.getByTestId('result-glance')).toContainText(
      'work out your figures in the commercial property loan calculator.',
    );
    // A fund was asked about itself, its trustee and members: it has no business and no owners.
    await page.getByRole('button', {name: 'Change my answers'}).last().click();
    await expect(page.getByRole('list', {name: 'Your answers'})).toContainText(
      'In the last few years, has the fund, any trustee or any member had any of these?None of these',
    );
  },
);

test('a super fund is asked what property it buys, not offered equipment, invoices or nothing', async ({page}) => {
  // A buyer's trial: the fund was offered equipment, invoices and "Nothing: unsecured", which cannot secure its loan.
  await open(page, `${PATH}?purpose=smsf-property&borrower=smsf&trustee=corporate&amount=500k-2m&step=security`);
  const group = page.getByRole('group', {name: 'What property is the fund’s loan for?'});
  await expect(group.getByRole('checkbox')).toHaveCount(3);
  await expect(group.getByText(/Equipment|Invoices|Nothing/)).toHaveCount(0);
  await group.getByText('Commercial property', {exact: true}).click();
  await page.getByRole('button', {name: 'Next (1 chosen)'}).click();
  await expect(page.getByRole('group', {name: /has the fund, any trustee or any member/})).toBeVisible();
});

test('figures worked out in the calculator a result names reach the quote as this loan’s', async ({page}) => {
  // An SMSF trustee's trial: the result's real estate calculator, whose usual finance is a first mortgage, then the
  // result's Get a quote: the loan and the property's value were dropped as another loan's.
  await openResult(page, {
    purpose: 'smsf-property',
    borrower: 'smsf',
    trustee: 'corporate',
    amount: '500k-2m',
    security: 'commercial-property',
    credit: 'none',
    timing: 'quarter',
  });
  // A borrower's trial: the result named SMSF lending without the service page's line on advice.
  await expect(
    page.getByText(
      /We do not advise on whether an SMSF strategy suits your fund; a licensed financial adviser should\.$/,
    ),
  ).toBeVisible();
  await page.locator('main a[href^="/tools/commercial-real-estate-calculator?"]').first().click();
  await page.getByLabel('Purchase price or value').fill('1100000');
  await page.getByLabel('Loan amount').fill('700000');
  await page.getByLabel('Loan amount').blur();
  await page.goBack();
  await page.getByRole('link', {name: 'Get a quote'}).first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  await expect(page.getByLabel(/Amount/).first()).toHaveValue('700,000');
  // And the loan calculator that calculator links to, for the same deal (a reviewer: dropped one page later).
  await page.goBack();
  await page.locator('main a[href^="/tools/commercial-real-estate-calculator?"]').first().click();
  await page.locator('main a[href="/tools/commercial-property-loan-calculator"]').first().click();
  await page.getByLabel('Loan amount').fill('650000');
  await page.getByLabel('Loan amount').blur();
  // The estimate (and with it the scenario kept for the visit) follows the last keystroke: leave once it has.
  await expect(page.locator('main a[href^="/contact?"][href*="amount=650000"]').first()).toBeAttached();
  await page.goBack();
  await page.goBack();
  await page.getByRole('link', {name: 'Get a quote'}).first().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  await expect(page.getByLabel(/Amount/).first()).toHaveValue('650,000');
  await expect(page.getByRole('region', {name: 'Included with your enquiry'})).toBeVisible();
});

test('a business buyer is asked about the business she is buying, and not judged on a month of its turnover', async ({
  page,
}) => {
  // A café buyer's trial: "the business" read as her new company or the café, and either answer misled; and a month
  // of turnover made every acquisition loan "Harder", where lenders size it on the business's earnings.
  const buyer = {purpose: 'buy-business', borrower: 'company', amount: '100k-500k', security: 'equipment'};
  await open(page, `${PATH}?${new URLSearchParams({...buyer, step: 'trading'})}`);
  await page
    .getByRole('group', {name: 'How long has the business you are buying been trading?'})
    .getByText('More than 5 years', {exact: true})
    .click();
  await expect(
    page.getByRole('group', {name: 'What is the annual turnover of the business you are buying?'}),
  ).toBeVisible();
  await openResult(page, {...buyer, trading: 'over-5', turnover: 'over-5m', credit: 'none', timing: 'quarter'});
  await expect(page.getByRole('article', {name: 'Business acquisition finance'})).toBeVisible();
  await expect(page.getByText('Time trading: In your favour.')).toBeVisible();
  await expect(page.getByText(/^Turnover against the amount/)).toHaveCount(0);
  await page.getByRole('button', {name: 'Change my answers'}).last().click();
  await expect(page.getByRole('list', {name: 'Your answers'})).toContainText(
    'How long has the business you are buying been trading?',
  );
});

test('a company’s answers are asked again once the borrower is a fund, by the page’s Change or the browser’s Back', async ({
  page,
}) => {
  // Re-checks: a company's "Equipment or vehicles", then the borrower changed to a fund, reached the fund's result;
  // Back, then Forward, on the fund's trustee question skipped to it with the company's "Commercial property".
  const fundQuestion = page.getByRole('group', {name: 'What property is the fund’s loan for?'});
  for (const [security, backAndForward] of [
    ['equipment', false],
    ['commercial-property', true],
  ] as const) {
    await openResult(page, {
      purpose: 'refinance',
      borrower: 'company',
      amount: '500k-2m',
      security,
      trading: 'over-5',
      turnover: '1m-5m',
      credit: 'none',
      timing: 'quarter',
    });
    await page.getByRole('button', {name: 'Change my answers'}).last().click();
    await page.getByRole('button', {name: 'Change: Who would borrow?'}).click();
    await page.getByText('A self-managed super fund', {exact: true}).click();
    const trustee = page.getByText('Yes, a company is the trustee', {exact: true});
    await expect(trustee).toBeVisible();
    if (backAndForward) {
      await page.goBack();
      await expect(page.getByRole('group', {name: 'Who would borrow?'})).toBeVisible();
      await page.goForward();
    }
    await trustee.click();
    await expect(fundQuestion).toBeVisible();
    await expect(fundQuestion.getByRole('checkbox', {checked: true})).toHaveCount(0);
  }
  await expect(page.getByRole('button', {name: 'Next', exact: true})).toBeVisible();
  // The company's "None of these" was not the fund's, its trustee's and members' history, yet reached the broker as theirs.
  await fundQuestion.getByText('Commercial property', {exact: true}).click();
  await page.getByRole('button', {name: 'Next (1 chosen)'}).click();
  const fundCredit = page.getByRole('group', {name: /has the fund, any trustee or any member/});
  await expect(fundCredit).toBeVisible();
  await expect(fundCredit.getByRole('checkbox', {checked: true})).toHaveCount(0);
});

test(
  'a fund’s trustee company that answered “A company”: let’s talk first, and the answer can be changed there',
  sameAtEveryWidth,
  async ({page}) => {
    // An SMSF trustees' trial: "Kim Family Super Pty Ltd" is a company, and its result had no way back.
    await openResult(page, {purpose: 'smsf-property', borrower: 'company'});
    const result = page.getByRole('region', {name: 'Your result: let’s talk first'});
    await expect(result).toContainText('change “Who would borrow?” to the self-managed super fund');
    await result.getByRole('button', {name: 'Change my answers'}).click();
    await expect(page.getByRole('list', {name: 'Your answers'})).toBeFocused();
    await page.getByRole('button', {name: `Change: ${Q.borrower}`}).click();
    await page.getByText('A self-managed super fund', {exact: true}).click();
    await expect(page.getByRole('group', {name: Q.trustee})).toBeVisible();
    // A company borrowing for household needs is not invited to re-answer (a re-check): no way back to a personal
    // purpose.
    await openResult(page, {purpose: 'personal', borrower: 'company'});
    await expect(page.getByRole('region', {name: 'Your result: let’s talk first'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Change my answers'})).toHaveCount(0);
  },
);

test('a consumer result’s answers go without a business calculator’s figures used earlier in the visit', async ({
  page,
}) => {
  // A sole trader's trial: the work ute's figures, then the check for a family caravan; the broker got the ute's amount
  // and its chattel mortgage with the caravan. Two business calculators here, the first kept as an earlier one.
  await gotoHydrated(page, '/tools/bridging-loan-calculator');
  await page.getByLabel('Purchase price').fill('900000');
  await expect(page.getByRole('link', {name: 'Get a quote for this scenario'})).toHaveAttribute(
    'href',
    /amount=1334687$/,
  );
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  await page.getByLabel('Property value', {exact: true}).fill('900000');
  await page.getByLabel('Loan amount', {exact: true}).fill('640000');
  await expect(page.getByTestId('total-cost').first()).toBeVisible();
  await openResult(page, {purpose: 'personal', borrower: 'individual'});
  await expectConsumerResult(page);
  await inResult(page, 'Send us your answers').click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Send us your answers');
  const included = page.getByRole('region', {name: 'Included with your enquiry'});
  await expect(included).toContainText('readiness answers');
  await expect(included).not.toContainText('calculator');
  for (const figure of await page.locator('input[name="amount"], input[name="securityValue"]').all()) {
    await expect(figure).toHaveValue('');
  }
  // The calculator's own "Get a quote for this scenario" after the check: most likely the same loan, so still no
  // finance named (a credit lawyer's check). If it is another, business loan, she is told to say so, not to remove
  // the answers (the broker's one sign of a consumer loan); she still may.
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  // Reached from the menus, not the result (which names no calculator): told again that we do not arrange her loan.
  await expect(page.getByTestId('from-readiness')).toHaveText(
    /^Your loan readiness check found that your loan looks like consumer credit, which we do not arrange\./,
  );
  await page.getByLabel('Loan amount', {exact: true}).fill('640000');
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).first().click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Send us your answers');
  await expect(included).toContainText('readiness answers');
  await expect(included).toContainText('commercial property loan calculator');
  // Not the other business calculator's: another loan's, while the consumer result stands.
  await expect(included).not.toContainText('bridging');
  await expect(page.getByText(CONSUMER_WITH_SCENARIO_NOTE)).toBeVisible();
  await expect(page.getByText(/remove the check’s answers/)).toHaveCount(0);
  await expect(page.getByLabel('Tell us about the deal'), 'the field the note names').toBeVisible();
  await expect(page.getByRole('button', {name: 'Send my answers'})).toBeVisible();
  await included.getByRole('button', {name: 'Review or remove'}).click();
  await included.getByRole('button', {name: 'Don’t send these answers'}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Get a quote');
  await expect(page.getByRole('button', {name: 'Send my quote request'})).toBeVisible();
  // The finance the calculator's scenario names, held back while the consumer result stood, comes back, and so does
  // the other calculator's scenario (a reviewer: sending then lost it).
  await expect(page.getByLabel('Type of finance')).toHaveValue('first-second-mortgages');
  await expect(included.locator('p').first()).toHaveText(
    'Included with your enquiry: commercial property loan calculator · bridging loan calculator Review or remove',
  );
});

test('a sole trader with a default: private lending, and why most banks are out', sameAtEveryWidth, async ({page}) => {
  await openResult(page, {
    purpose: 'working-capital',
    borrower: 'sole-trader',
    use: 'business',
    amount: '100k-500k',
    security: 'residential-property',
    trading: 'over-5',
    turnover: '1m-5m',
    credit: 'late,defaults',
    timing: 'quarter',
  });
  // A link that carries the credit answer (an older one) is read, then replaced by an address without it.
  await expect(page).not.toHaveURL(/credit=/);
  await expect(page.getByRole('article', {name: 'Private lending'})).toBeVisible();
  // Each fit folds its further ranges under a summary that keeps the browser's arrow, so it reads as something to open.
  await expect(page.locator('main summary', {hasText: 'More ranges'}).first()).toHaveCSS('display', 'list-item');
  await expect(
    page.getByText('A recent default rules out most banks; private lenders look at the security and the exit instead.'),
  ).toBeVisible();
  await expect(page.getByLabel(/A short letter explaining each default/)).toBeVisible();
  // A person offering property for a private loan reads what their declaration does not do, as on its service page:
  // folded under its gist, every word a tap away.
  await page.getByText('Signing a business-purpose declaration is not enough: we check what the money is for').click();
  await expect(page.getByText(/it has no effect if the lender knew, had reason to believe/)).toBeVisible();
  await expect(
    page.getByText(
      /We do not arrange bridging, second mortgage, caveat, private or debt-consolidation loans for personal/,
    ),
  ).toBeVisible();
  // The answer and its next step come first: the finance, then the calculators, then what qualifies them.
  const order = await page.locator('section[aria-labelledby="readiness-result"]').evaluate((section) =>
    Array.from(section.querySelectorAll('h3, p'), (el) => el.textContent ?? '')
      .map((text) =>
        text === 'Finance that may fit'
          ? 'finance'
          : text === 'Work out your figures'
            ? 'calculators'
            : /^Lenders ask for a signed business-purpose declaration/.test(text)
              ? 'declaration'
              : '',
      )
      .filter(Boolean),
  );
  expect(order).toEqual(['finance', 'calculators', 'declaration']);
});

test(
  'a sole trader bridging to business premises is asked what she is selling: a larger home loan is consumer credit',
  sameAtEveryWidth,
  async ({page}) => {
    const start = {
      [Q.purpose]: 'Buy a property before selling another (house, unit or commercial)',
      [Q.borrower]: 'A sole trader',
      [Q.buying]: 'Premises for the business, or another commercial property',
    };
    await open(page);
    const larger = 'A home or rental; paying out its loan is half or more of what you’ll borrow';
    expect(await walk(page, {...established, ...start, [Q.selling]: larger})).toBe(4);
    await expectConsumerResult(page);
    await expect(page.getByText(/predominantly for refinancing a home or a residential investment/)).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Bridging finance');

    // The home loan is the smaller part: bridging finance.
    await openResult(page, bridgingAnswers('sole-trader'));
    await expect(page.getByRole('article', {name: 'Bridging finance'})).toBeVisible();
  },
);

test(
  'a sole trader building homes to sell is asked whether it is a business they carry on',
  sameAtEveryWidth,
  async ({page}) => {
    const start = {
      [Q.purpose]: 'Develop or build',
      [Q.borrower]: 'A sole trader',
      [Q.build]: 'Homes or units to sell',
    };
    await open(page);
    expect(await walk(page, {...established, ...start, [Q.use]: 'Not sure'})).toBe(4);
    await expectConsumerResult(page);
    await expect(page.getByText(/a one-off build by an individual may be consumer credit/)).toBeVisible();

    // Yes goes on to the amount, the fifth of ten questions, towards development finance. The progress says "of up
    // to" throughout: homes to sell add a question, so "What is being built" could still lead to nine or ten.
    await open(page);
    for (const label of Object.values(start)) {
      if (label === start[Q.build]) {
        await expect(page.getByRole('heading', {name: 'Question 3 of up to 10', exact: true})).toBeVisible();
      }
      await page.locator('main form fieldset').getByText(label, {exact: true}).click();
    }
    await expect(page.getByRole('heading', {name: 'Question 4 of up to 10'})).toBeVisible();
    await page.getByRole('group', {name: Q.use}).getByText('Yes, for a business we carry on', {exact: true}).click();
    await expect(page.getByRole('heading', {name: 'Question 5 of up to 10'})).toBeVisible();
    await expect(page.getByRole('group', {name: Q.amount})).toBeVisible();
  },
);

test('an ATO debt to clear within two weeks: a caveat loan and the ATO statement', sameAtEveryWidth, async ({page}) => {
  await openResult(page, {
    purpose: 'tax-debt',
    borrower: 'company',
    amount: '500k-2m',
    security: 'residential-property',
    trading: 'over-5',
    turnover: '1m-5m',
    credit: 'ato-debt',
    timing: 'two-weeks',
  });
  await expect(page.getByRole('article', {name: 'Caveat loans'})).toBeVisible();
  await expect(page.getByText('Time to funds: Harder.')).toBeVisible();
  await expect(page.getByLabel('An ATO integrated client account statement, and any payment plan')).toBeVisible();
  // Each fitting service's lead guide, after the checklist and the risks (a plumber with an ATO debt found this one
  // only through a case study).
  const guides = page.getByRole('heading', {name: 'Read before you ask'}).locator('+ ul').getByRole('link');
  // The caveat and second mortgage guide once, though caveat and private loans both lead with it (a borrower with an
  // ATO debt was offered the bridging guide instead, and not this one); a first or second mortgage leads with the LVR.
  await expect(guides).toHaveText([
    'ATO tax debt: payment plan or refinance?',
    'Second mortgages and caveat loans for business',
    'How lenders measure serviceability: LVR, ICR and DSCR',
  ]);
  await expect(guides.first()).toHaveAttribute('href', '/resources/guides/ato-tax-debt-payment-plan-or-refinance');
});

test('a new business buying equipment: equipment finance and its calculator; Back keeps every answer', async ({
  page,
}) => {
  await open(page, '/resources/tools');
  await open(page);
  await walk(page, {
    ...established,
    [Q.purpose]: 'Buy equipment or machinery',
    [Q.amount]: '$100,000 to $500,000',
    [Q.security]: ['Equipment or vehicles'],
    [Q.trading]: 'Less than a year',
    [Q.turnover]: '$250,000 to $1 million',
  });
  await expect(page.getByRole('article', {name: 'Equipment finance'})).toBeVisible();
  // Machinery is not offered vehicle finance beside it (an earthmover's trial).
  await expect(page.getByRole('article', {name: 'Asset finance'})).toHaveCount(0);
  await expect(page.getByText('Time trading: Harder.')).toBeVisible();
  // Under a year, she has no two years of accounts: the checklist asks for what she has and the owners' returns.
  await expect(
    page.getByText(
      'Any financial statements and BAS the business has so far, and the last two years of tax returns for each owner and guarantor',
    ),
  ).toBeVisible();
  await expect(page.getByText(/two years of financial statements/)).toHaveCount(0);
  // Her band, in her words, beside a calculator that opens with its own example: no band's middle as her price.
  await expect(
    page.getByText(/^You chose \$100,000 to \$500,000; the calculator takes your own figures/),
  ).toBeVisible();
  await expect(inResult(page, 'Asset finance ROI calculator')).toHaveAttribute(
    'href',
    '/tools/asset-finance-roi-calculator?from=loan-readiness-check&band=100k-500k',
  );
  // Named in the glance as in a sentence, its acronym kept.
  await expect(page.getByTestId('result-glance')).toContainText('in the asset finance ROI calculator.');
  const result = page.url();
  expect(new URL(result).searchParams.get('trading')).toBe('under-1');

  // Browser Back: the last question, its answer still chosen; Forward: the same result again.
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.timing}).getByLabel('In 1 to 3 months')).toBeChecked();
  await page.goForward();
  await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
  expect(page.url()).toBe(result);

  // The page's own Back from the last question, then taps to the end: every answer is still there. (Once the last
  // question shows: a tap while the result was still on screen made this test flaky.)
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.timing})).toBeVisible();
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page.getByRole('heading', {name: /^Question \d+ of up to \d+$/})).toBeFocused();
  await expect(page.getByRole('group', {name: Q.credit}).getByLabel('None of these')).toBeChecked();
  await page.getByRole('button', {name: 'Next (1 chosen)'}).click();
  // Tapping the answer already chosen goes on too.
  await page.getByRole('group', {name: Q.timing}).getByText('In 1 to 3 months', {exact: true}).click();
  await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
  expect(page.url()).toBe(result);

  // The browser's Back (a phone's back gesture) steps back through the questions as the page's Back does (a
  // borrower's trial left the check from a question and lost it), each with its answer kept and its heading focused.
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.timing}).getByLabel('In 1 to 3 months')).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.credit}).getByLabel('None of these')).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.turnover}).getByLabel('$250,000 to $1 million')).toBeChecked();
  await expect(page.getByRole('heading', {name: /^Question \d+ of up to \d+$/})).toBeFocused();
  // The focused heading is described by its question: a screen reader reads it with the count.
  await expect(page.getByRole('heading', {name: /^Question \d+ of up to \d+$/})).toHaveAccessibleDescription(
    Q.turnover,
  );
  await page.goForward();
  await expect(page.getByRole('group', {name: Q.credit}).getByLabel('None of these')).toBeChecked();
});

test('the café owner: bridging from the sale of her house, in 12 taps, to a result that starts at its answer, the calculator and the quote form; it prints without the chrome', async ({
  page,
}) => {
  await open(page);
  await test.step('ten questions in 12 taps: eight single, security two taps and Next, "None of these" on its own', async () => {
    const taps = await walk(page, {
      [Q.purpose]: 'Buy a property before selling another (house, unit or commercial)',
      [Q.borrower]: 'A sole trader',
      [Q.buying]: 'Premises for the business, or another commercial property',
      [Q.selling]: 'A home or rental; paying out its loan is less than half of what you’ll borrow',
      [Q.amount]: '$500,000 to $2 million',
      [Q.security]: ['Commercial property', 'Residential property'],
      [Q.trading]: 'More than 5 years',
      [Q.turnover]: '$250,000 to $1 million',
      [Q.credit]: ['None of these'],
      [Q.timing]: 'In 1 to 3 months',
    });
    expect(taps).toBe(12);
    expect(new URL(page.url()).searchParams.get('security')).toBe('commercial-property,residential-property');
    await expect(page.getByRole('article', {name: 'Bridging finance'})).toBeVisible();
  });

  await test.step('the quote form receives the answers through the tab: its link carries the service alone', async () => {
    const quote = new URL((await inResult(page, 'Get a quote').last().getAttribute('href'))!, 'http://x');
    expect([...quote.searchParams.keys()]).toEqual(['service', 'from']);
    expect(quote.searchParams.get('service')).toBe('bridging-finance');
    // The service, the purpose and the security in the form's own choices (residential when ticked: her house, which a
    // broker screens for first); every security in words.
    const kept = await page.evaluate(() => sessionStorage.getItem('hcf-quote-hand-offs'));
    const handed = new URLSearchParams((JSON.parse(kept ?? '{}') as {readiness?: string}).readiness ?? '');
    expect(handed.get('service')).toBe('bridging-finance');
    expect(handed.get('purpose')).toBe('purchase');
    expect(handed.get('security')).toBe('residential-property');
    expect(handed.get('message')).toContain('$500,000 to $2 million');
    expect(handed.get('message')).toContain('Commercial property; Residential property');
  });

  const result = page.getByRole('region', {name: /^Your result/});
  await test.step('the calculator the result mentions is linked, and opens with its own example', async () => {
    // The amount band is what she would borrow, not a price, so the bridging calculator opens with its own example
    // rather than the band's middle as her purchase price.
    await expect(page.getByText(/opens with a purchase price/)).toHaveCount(0);
    // Its link says where she came from and the band she chose, not a figure.
    const calculatorHref = '/tools/bridging-loan-calculator?from=loan-readiness-check&band=500k-2m';
    await expect(inResult(page, 'Bridging loan calculator')).toHaveAttribute('href', calculatorHref);
    // "Test both in the bridging loan calculator" is a link to the calculator the result links, and so is the summary
    // at the top ("... and work out your figures in the ..."), a screen above the calculators' own section on a phone.
    const mentions = result.getByRole('link', {name: 'bridging loan calculator', exact: true});
    await expect(mentions).toHaveCount(2);
    for (const mention of await mentions.all()) {
      await expect(mention).toHaveAttribute('href', calculatorHref);
    }
    await expect(result.getByTestId('result-glance')).toContainText(
      'and work out your figures in the bridging loan calculator.',
    );
  });

  await test.step('the calculator says what came with her: the band in words, her answers kept for the quote request', async () => {
    await inResult(page, 'Bridging loan calculator').click();
    await expect(page).toHaveURL(/\/tools\/bridging-loan-calculator\?from=loan-readiness-check&band=500k-2m$/);
    await waitForHydration(page);
    await expect(page.getByTestId('from-readiness')).toHaveText(
      'From your loan readiness check: you need $500,000 to $2 million. Type your own figures over the example; your answers go with your quote request.',
    );
    // Above her first figure, which keeps the example for her to type over.
    await expect(page.getByLabel('Expected sale price')).toHaveValue('1,600,000');
    // Her own figures replace the address as she types; the line stays.
    await page.getByLabel('Expected sale price').fill('1100000');
    await expect(page).toHaveURL(/sale=1100000/);
    await expect(page.getByTestId('from-readiness')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
  });

  await test.step('the screen starts at the result’s heading, with the answer on the same screen', async () => {
    const viewport = page.viewportSize()!;
    const heading = page.getByRole('heading', {level: 2, name: 'Your result'});
    await expect(heading).toBeFocused();
    // Focus is for screen readers: the heading is not a control, so no box is drawn around it.
    expect(await heading.evaluate((h) => getComputedStyle(h).outlineStyle)).toBe('none');
    await expect(async () => {
      const top = (await heading.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(viewport.height / 4);
    }).toPass();
    const fits = result.getByRole('heading', {name: 'Finance that may fit'});
    expect((await fits.boundingBox())!.y).toBeLessThan(viewport.height);
    // Her answers in one line, and the way back to them.
    await expect(result).toContainText('Buying before selling · a sole trader · $500k–$2m · in 1 to 3 months');
  });

  await test.step('one full-width primary, Get a quote; print, copy and change as a row of text buttons under it', async () => {
    // The actions' Get a quote, the last (a first one is in the summary at the top).
    const quoteButton = (await inResult(page, 'Get a quote').last().boundingBox())!;
    const utilities = [
      result.getByRole('button', {name: 'Print or save as PDF'}),
      result.getByRole('button', {name: 'Copy link', exact: true}),
      result.getByRole('button', {name: 'Change my answers', exact: true}).last(),
    ];
    const boxes = await Promise.all(utilities.map(async (b) => (await b.boundingBox())!));
    for (const box of boxes) {
      expect(box.y).toBeGreaterThanOrEqual(quoteButton.y + quoteButton.height);
      expect(box.width).toBeLessThan(quoteButton.width / 2);
    }
    const classes = await Promise.all(utilities.map((b) => b.getAttribute('class')));
    expect(classes).toEqual(['link-button', 'link-button', 'link-button']);
  });

  await test.step('the result’s next step is a button to its calculator, and the declaration’s rule is folded under its gist', async () => {
    const calculator = inResult(page, 'Bridging loan calculator');
    await expect(calculator).toHaveClass(/\bbutton\b/);
    const button = (await calculator.boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    // The declaration is one line until opened, every word kept, and it comes after the next step.
    const gist = page.getByText('Signing a business-purpose declaration is not enough: we check what the money is for');
    await expect(gist).toBeVisible();
    await expect(page.getByText(/it has no effect if the lender knew, had reason to believe/)).toBeHidden();
    expect((await gist.boundingBox())!.y).toBeGreaterThan(button.y + button.height);
  });

  await test.step('the result prints without the site chrome or the buttons, the folded declaration rule in full', async () => {
    // On screen the declaration's rule is folded under its gist; the printed result carries every word of it.
    const rule = page.getByText(/inducing a false declaration is an offence/);
    await expect(rule).toHaveCount(1);
    await expect(rule).toBeHidden();
    await page.emulateMedia({media: 'print'});
    await expect(rule).toBeVisible();
    await expect(page.getByRole('heading', {name: 'Your document checklist'})).toBeVisible();
    await expect(inResult(page, 'Get a quote').first()).toBeHidden();
    await expect(inResult(page, 'Get a quote').last()).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await page.emulateMedia({media: 'screen'});
  });

  await test.step('the declaration’s gist opens to its rule', async () => {
    await page
      .getByText('Signing a business-purpose declaration is not enough: we check what the money is for')
      .click();
    await expect(page.getByText(/it has no effect if the lender knew, had reason to believe/)).toBeVisible();
    await expect(page.getByText(/We do not arrange bridging, second mortgage, caveat, private/)).toBeVisible();
  });

  await test.step('"Change my answers" lists every answer; one changed, the result shows again with it', async () => {
    // One label for the way back, beside the summary and under Get a quote; both open the same list.
    await expect(result.getByRole('button', {name: /^Change my/})).toHaveText([
      'Change my answers',
      'Change my answers',
    ]);
    const answers = page.getByRole('list', {name: 'Your answers'});
    await result.getByRole('button', {name: 'Change my answers'}).last().click();
    await expect(answers).toBeFocused();
    await expect(answers.getByRole('listitem').first()).toContainText(`${Q.purpose}Buy a property before selling`);
    await expect(answers.getByRole('listitem').last()).toContainText(`${Q.timing}In 1 to 3 months`);
    // A borrower's trial: changing only the timing took eight taps through every question. Now three.
    await answers.getByRole('button', {name: `Change: ${Q.timing}`}).click();
    const timing = page.getByRole('group', {name: Q.timing});
    await expect(timing.getByLabel('In 1 to 3 months')).toBeChecked();
    await timing.getByText('Within 2 weeks').click();
    await expect(page.getByRole('heading', {name: 'Your result'})).toBeFocused();
    await expect(result).toContainText('Buying before selling · a sole trader · $500k–$2m · within 2 weeks');
    // A question in the middle, after a reload there: the result again, not the questions after it.
    await result.getByRole('button', {name: 'Change my answers'}).first().click();
    await answers.getByRole('button', {name: `Change: ${Q.amount}`}).click();
    const amount = page.getByRole('group', {name: Q.amount});
    await expect(amount.getByLabel('$500,000 to $2 million')).toBeChecked();
    await page.reload();
    await waitForHydration(page);
    await amount.getByText('$2 million to $10 million').click();
    await expect(page.getByRole('heading', {name: 'Your result'})).toBeFocused();
    await expect(result).toContainText('Buying before selling · a sole trader · $2m–$10m · within 2 weeks');
  });
});

test('the page promises nothing about a credit check, only that the check does not touch a credit file, and the first question starts on the first screen; Next without an answer says so; a keyboard changes the answer without going on, Enter goes on', async ({
  page,
}) => {
  await open(page);
  await test.step('the page promises nothing about a credit check, and the first question starts on the first screen', async () => {
    await expect(page.getByRole('main')).toContainText(
      'No name or phone number, and nothing about this check touches your credit file',
    );
    await expect(page.getByRole('main')).not.toContainText(/no credit check/i);
    // The intro is short enough that a phone shows the first question's first two answers whole without scrolling.
    const group = page.getByRole('group', {name: Q.purpose});
    await expect(group.getByRole('radio').nth(1)).toBeInViewport({ratio: 1});
    // The intro is one sentence; the privacy note waits under the first question, or on a wide screen (from about
    // 1100 px) in the aside beside it, once.
    const question = (await group.boundingBox())!;
    const note = page.getByText(/^No name or phone number/).filter({visible: true});
    await expect(note).toHaveCount(1);
    const privacy = (await note.boundingBox())!;
    if (page.viewportSize()!.width < 1100) expect(privacy.y).toBeGreaterThan(question.y + question.height);
    else expect(privacy.x).toBeGreaterThan(question.x + question.width);
  });
  await test.step('Next without an answer says so beside the question and keeps focus there', async () => {
    // Not read out as invalid before an answer was asked for; then it is.
    const firstAnswer = `input[name="${await page.getByRole('group', {name: Q.purpose}).getByRole('radio').first().getAttribute('name')}"]`;
    expect(await reportedInvalid(page, firstAnswer)).toBe(false);
    await page.getByRole('button', {name: 'Next'}).click();
    await expect.poll(() => reportedInvalid(page, firstAnswer)).toBe(true);
    const group = page.getByRole('group', {name: Q.purpose});
    // An alert, so a screen reader says it though focus may not move (Enter on an answer leaves it there).
    await expect(group.getByRole('alert')).toHaveText('Choose an answer to go on.');
    await expect(group.getByRole('radio').first()).toBeFocused();
  });
  await test.step('a keyboard changes the answer without going on; Enter goes on', async () => {
    const group = page.getByRole('group', {name: Q.purpose});
    await group.getByRole('radio').first().focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(group.getByLabel('Buy a property before selling another (house, unit or commercial)')).toBeChecked();
    // The most questions the answers can lead to: a bridge by an individual buying business premises asks ten.
    await expect(page.getByRole('heading', {name: 'Question 1 of up to 10', exact: true})).toBeVisible();
    // Down from the last answer under "Property" goes on to the first under "Business and equipment": one group.
    await group.getByLabel('Buy property in a self-managed super fund').focus();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByLabel('Cash flow or working capital')).toBeChecked();
    await expect(group.getByLabel('Cash flow or working capital')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(group.getByLabel('Buy property in a self-managed super fund')).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(group.getByLabel('Buy a property before selling another (house, unit or commercial)')).toBeChecked();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', {name: Q.borrower})).toBeVisible();
  });
});

test.describe('before the scripts run', () => {
  test.use({javaScriptEnabled: false});

  test('the first question is already on the page, as a form', sameAtEveryWidth, async ({page}) => {
    await page.goto(PATH);
    const group = page.getByRole('group', {name: Q.purpose});
    // Eleven under their subheads; the three under "Something else" open without the scripts too.
    await expect(group.getByRole('radio')).toHaveCount(11);
    await group.getByText(SOMETHING_ELSE).click();
    await expect(group.getByRole('radio')).toHaveCount(14);
    await expect(page.getByRole('button', {name: 'Next'})).toBeVisible();
  });
});

test(
  'a Next pressed just after a tapped answer went on is not met with "Choose an answer" on the next question; a second one is',
  sameAtEveryWidth,
  async ({page}) => {
    await open(page);
    await page.getByLabel('Buy a property before selling another (house, unit or commercial)').click();
    const borrower = page.getByRole('group', {name: Q.borrower});
    await expect(borrower).toBeVisible();
    // The finger was already on its way to Next: the question it reaches stays as it is, with no error.
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(borrower).toBeVisible();
    await expect(borrower.getByText('Choose an answer to go on.')).toHaveCount(0);
    // Pressed again, with nothing chosen, it says so.
    await page.getByRole('button', {name: 'Next'}).click();
    await expect(borrower.getByText('Choose an answer to go on.')).toBeVisible();
  },
);

test('the tools page lists the check first, and the home and service pages link to it', async ({page}) => {
  await open(page, '/resources/tools');
  await expect(page.locator('main :is(h2, h3) a, main a :is(h2, h3)').first()).toContainText('Loan readiness check');
  await open(page, '/');
  await expect(page.locator(`main a[href="${PATH}"]`).first()).toBeVisible();
  await open(page, '/services/caveat-loans');
  await expect(page.locator(`main a[href="${PATH}"]`).first()).toBeVisible();
});

// Opened from a service page, the check starts at "Question 2": it says what the page answered, or the first
// question reads as skipped (three trials).
test('opened from a service page, the check says which answer the page gave, and Back changes it', async ({page}) => {
  await open(page, '/services/business-acquisition');
  await page.locator(`main a[href="${PATH}?purpose=buy-business"]`).first().click();
  await expect(page.getByText(/^Question 2 of up to/)).toBeVisible();
  const note = page.getByText('Already answered from the page you came from: Buy a business. Back changes it.');
  await expect(note).toBeVisible();
  // Answers she gives herself need no note.
  await page.getByRole('group', {name: Q.borrower}).getByText('A company (Pty Ltd)', {exact: true}).click();
  await expect(page.getByText(/^Question 3 of up to/)).toBeVisible();
  await expect(note).toHaveCount(0);
  await page.getByRole('button', {name: 'Back', exact: true}).click();
  await page.getByRole('button', {name: 'Back', exact: true}).click();
  await expect(page.getByRole('group', {name: Q.purpose})).toBeVisible();
  await expect(page.getByRole('radio', {name: 'Buy a business'})).toBeChecked();
  await expect(page.getByText(/^Already answered/)).toHaveCount(0);
  // A link with more answers than a service page's (a campaign's) opens further on, with no such note.
  await open(page, `${PATH}?purpose=buy-business&borrower=company`);
  await expect(page.getByText(/^Question 3 of up to/)).toBeVisible();
  await expect(page.getByText(/^Already answered/)).toHaveCount(0);
});

// Next sat at the right under the question, while every other form puts its button on the left.
test('Next sits at the question’s left edge, as on the site’s other forms, with Back beside it', async ({page}) => {
  await open(page);
  const left = async (name: string) => (await page.getByRole('button', {name, exact: true}).boundingBox())!.x;
  const question = (await page.getByRole('group', {name: Q.purpose}).boundingBox())!;
  expect(Math.abs((await left('Next')) - question.x)).toBeLessThanOrEqual(1);
  // A tap on a single-choice answer still goes on by itself; on the second question Back follows Next.
  await page.getByRole('group', {name: Q.purpose}).getByText('Buy a commercial property', {exact: true}).click();
  const second = (await page.getByRole('group', {name: Q.borrower}).boundingBox())!;
  expect(Math.abs((await left('Next')) - second.x)).toBeLessThanOrEqual(1);
  expect(await left('Back')).toBeGreaterThan(await left('Next'));
});

// A tap on a single-choice answer goes on by itself: a filled Next under it asked for a second tap nobody needs.
test(
  'Next is an outline under a single-choice question and the filled button under one with several answers',
  sameAtEveryWidth,
  async ({page}) => {
    // Read with a retrying assertion: the step named in the address is drawn once the page has hydrated, and a read
    // at once could meet the first question's outline button still there (flaky in a full run).
    const next = page.getByRole('button', {name: 'Next', exact: true});
    const transparent = 'rgba(0, 0, 0, 0)';
    await open(page);
    await expect(next).toHaveCSS('background-color', transparent);
    await open(page, `${PATH}?purpose=buy-commercial&borrower=company&amount=500k-2m&step=security`);
    await expect(next).not.toHaveCSS('background-color', transparent);
  },
);

// On a phone the checklist came about three screens below the result's heading, after a nine-line
// grey note and a five-row table of ranges in a narrow column.
test('a bridging result: the key ranges, a one-line note on the answers, and the checklist within about a screen and a half on a phone', async ({
  page,
}) => {
  await openResult(page, bridgingAnswers('company'));
  // As the result opens, nothing unfolded yet.
  const result = (await page.locator('#readiness-result').boundingBox())!;
  const checklist = (await page.getByRole('heading', {name: 'Your document checklist'}).boundingBox())!;
  const screen = page.viewportSize()!.height;
  if (isPhone(page)) {
    // After the summary card (what may fit, the documents gathered, the first Get a quote), the finance, the
    // calculator and the note; before the risks and what lenders will look at: about a screen and a half.
    expect(checklist.y - result.y).toBeLessThanOrEqual(1.65 * screen);
    const risks = (await page.getByRole('heading', {name: 'Risks to know'}).boundingBox())!;
    expect(risks.y).toBeGreaterThan(checklist.y);
  } else {
    // Beside the answer, level with its heading.
    expect(Math.abs(checklist.y - result.y)).toBeLessThanOrEqual(8);
  }
  const fit = page.getByRole('article', {name: 'Bridging finance'});
  // The size and the rate in the card; the other three ranges a tap away.
  await expect(fit.getByRole('rowheader')).toHaveText(['Loan size', 'Interest rate']);
  await fit.getByText('More ranges (3)').click();
  await expect(fit.getByRole('rowheader')).toHaveText([
    'Loan size',
    'Interest rate',
    'Bridging term',
    /^Maximum LVR on peak debt/,
    'Time to funds',
  ]);
  // The note on the answers is one line; every word of it a tap away.
  const note = page.locator('main summary', {hasText: 'Not advice. How your answers are kept'});
  expect((await note.boundingBox())!.height).toBeLessThanOrEqual(48);
  const words = page.getByText(/^General information from your answers, not an offer, approval or advice/);
  await expect(words).toBeHidden();
  await note.click();
  await expect(words).toContainText('We do not record them unless you send the form');
});

test(
  'a bridging result under $100,000 says bridging loans usually start at $250,000; an amount within the range gets no such note',
  sameAtEveryWidth,
  async ({page}) => {
    await openResult(page, bridgingAnswers('company', 'under-100k'));
    const fit = page.getByRole('article', {name: 'Bridging finance'});
    // In the card, in words, with the register's figure.
    const note = fit.getByText(
      /^Below the usual size: lenders usually start this finance at \$250,000 \(as at \d+ \w+ 20\d\d\)/,
    );
    await expect(note).toBeVisible();
    await expect(note).toContainText('you chose under $100,000. Below that, talk to us about alternatives.');
    // Read before the ranges it qualifies.
    expect((await note.boundingBox())!.y).toBeLessThan((await fit.getByRole('table').first().boundingBox())!.y);

    await openResult(page, bridgingAnswers('company', '500k-2m'));
    await expect(page.getByRole('article', {name: 'Bridging finance'}).getByRole('rowheader').first()).toHaveText(
      'Loan size',
    );
    await expect(page.getByText(/usual size/)).toHaveCount(0);
  },
);

// The first question's 13 answers were 1.8 screens on a 375 px phone.
test('the first question fits about a screen: two subheads, the most asked first, and the consumer answers under "Something else", which still lead to no product', async ({
  page,
}) => {
  if (isPhone(page)) await page.setViewportSize({width: 375, height: 812});
  await open(page);
  const screen = page.viewportSize()!.height;
  const group = page.getByRole('group', {name: Q.purpose});
  expect((await group.boundingBox())!.height).toBeLessThanOrEqual(1.1 * screen);
  await expect(group.locator('fieldset legend')).toHaveText(['Property', 'Business and equipment']);
  await expect(group.getByRole('group', {name: 'Property'}).getByRole('radio').first()).toHaveAccessibleName(
    'Buy a commercial property',
  );
  await expect(group.getByRole('radio')).toHaveCount(11);
  await expect(group.getByLabel('Buy or refinance a home to live in')).toBeHidden();

  await group.getByText(SOMETHING_ELSE).click();
  await expect(group.getByRole('radio')).toHaveCount(14);
  await group.getByText('Buy or refinance a residential investment property', {exact: true}).click();
  await page.getByRole('group', {name: Q.borrower}).getByText('A sole trader', {exact: true}).click();
  await expectConsumerResult(page);

  // The first question again with that answer (a link, or the browser's Back): "Something else" open, it chosen.
  await open(page, `${PATH}?purpose=residential-investment&step=purpose`);
  await expect(group.getByLabel('Buy or refinance a residential investment property')).toBeChecked();
  await expect(group.getByLabel('Buy or refinance a residential investment property')).toBeVisible();
});

// On a 375 x 812 phone the security question's Next was at y 877, below the screen.
test('in a short window (400 % zoom) a question with several answers keeps Next under its last answer, not on a band over the screen', async ({
  page,
}) => {
  await page.setViewportSize({width: isPhone(page) ? 320 : 640, height: 200});
  await open(page, `${PATH}?purpose=buy-commercial&borrower=company&amount=500k-2m&step=security`);
  const next = page.getByRole('button', {name: 'Next', exact: true});
  await expect(next).not.toBeInViewport();
  await page.getByRole('group', {name: Q.security}).getByText('Commercial property', {exact: true}).focus();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom)).toBe('0px');
});

test('a question with several answers keeps Next in view and counts the ticks, without covering the last answer', async ({
  page,
}) => {
  if (isPhone(page)) await page.setViewportSize({width: 375, height: 812});
  await open(page, `${PATH}?purpose=buy-commercial&borrower=company&amount=500k-2m&step=security`);
  const group = page.getByRole('group', {name: Q.security});
  await expect(page.getByRole('button', {name: 'Next', exact: true})).toBeInViewport({ratio: 1});
  await group.getByText('Commercial property', {exact: true}).click();
  await expect(page.getByRole('button', {name: 'Next (1 chosen)'})).toBeInViewport({ratio: 1});
  await group.getByText('Residential property', {exact: true}).click();
  const next = page.getByRole('button', {name: 'Next (2 chosen)'});
  await expect(next).toBeInViewport({ratio: 1});
  await expect(page.getByRole('button', {name: 'Back', exact: true})).toBeInViewport({ratio: 1});

  // Tabbed to, the last answer scrolls clear of the buttons' band, not under it.
  await group.getByRole('checkbox').nth(4).focus();
  await page.keyboard.press('Tab');
  const last = group.getByRole('checkbox', {name: 'Nothing: unsecured'});
  await expect(last).toBeFocused();
  const band = (await next.locator('..').boundingBox())!;
  const answer = (await group.locator('label').last().boundingBox())!;
  expect(answer.y).toBeGreaterThanOrEqual(0);
  expect(answer.y + answer.height).toBeLessThanOrEqual(band.y);
  await expect(next).toBeInViewport({ratio: 1});

  await next.click();
  await expect(page.getByRole('group', {name: Q.trading})).toBeVisible();
});

test(
  'the page’s Back shows the question it returns to: its heading focused and in view, under the header',
  desktopLayout,
  async ({page}) => {
    // The keyboard trial's window: 1440 px at 200% zoom, where a question is taller than the screen.
    await page.setViewportSize({width: 720, height: 450});
    await open(
      page,
      `${PATH}?purpose=buy-commercial&borrower=company&amount=500k-2m&security=commercial-property&step=trading`,
    );
    await page.getByRole('group', {name: Q.trading}).getByText('More than 5 years', {exact: true}).click();
    await expect(page.getByRole('group', {name: Q.turnover})).toBeVisible();
    await page.getByRole('group', {name: Q.turnover}).getByText('More than $5 million', {exact: true}).click();
    await expect(page.getByRole('group', {name: Q.credit})).toBeVisible();
    await page.getByRole('button', {name: 'Back', exact: true}).click();
    const heading = page.getByRole('heading', {name: /^Question \d+ of up to \d+$/});
    await expect(page.getByRole('group', {name: Q.turnover})).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport({ratio: 1});
    // Not under the sticky header either.
    await expect
      .poll(async () => {
        const header = (await page.locator('.navbar').boundingBox())!;
        return (await heading.boundingBox())!.y - (header.y + header.height);
      })
      .toBeGreaterThanOrEqual(0);
  },
);

test('Back to the check’s first address shows the first question, its answer kept, not the question after the answers', async ({
  page,
}) => {
  // A borrower's trial: Back from Question 2 left the bare address showing Question 2, so Back seemed to do nothing.
  await open(page);
  const purpose = page.getByRole('group', {name: Q.purpose});
  await purpose.getByText('Buy equipment or machinery', {exact: true}).click();
  await page.getByRole('group', {name: Q.borrower}).getByText('A sole trader', {exact: true}).click();
  await expect(page.getByRole('group', {name: Q.use})).toBeVisible();
  // The browser's Back twice (a phone's back gesture): the first question, with its answer.
  await page.goBack();
  await expect(page.getByRole('group', {name: Q.borrower}).getByLabel('A sole trader')).toBeChecked();
  await page.goBack();
  await expect(purpose.getByLabel('Buy equipment or machinery')).toBeChecked();
  await expect(page.getByRole('heading', {name: /^Question 1 of up to \d+$/})).toBeVisible();
  // On again, then the page's own Back: one press returns to the first question.
  await purpose.getByText('Buy equipment or machinery', {exact: true}).click();
  await expect(page.getByRole('group', {name: Q.borrower})).toBeVisible();
  await page.getByRole('button', {name: 'Back', exact: true}).click();
  await expect(purpose.getByLabel('Buy equipment or machinery')).toBeChecked();
  await expect(page.getByRole('heading', {name: /^Question 1 of up to \d+$/})).toBeFocused();
});

test(
  'ticking a credit-history box by keyboard keeps the page where it is, the box in view',
  desktopLayout,
  async ({page}) => {
    // The trial's window: 1440 px at 200% zoom.
    await page.setViewportSize({width: 720, height: 450});
    await open(
      page,
      `${PATH}?purpose=buy-commercial&borrower=company&amount=500k-2m&security=commercial-property&trading=over-5&turnover=1m-5m&step=credit`,
    );
    const group = page.getByRole('group', {name: Q.credit});
    // The last box, below the window's first screen (a short window: no sticky band, src/components/ReadinessCheck).
    const box = group.getByRole('checkbox', {name: 'Bankruptcy or a company in liquidation'});
    await box.focus();
    await box.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', {name: 'Next (1 chosen)'})).toBeVisible();
    await expect(box).toBeChecked();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(box).toBeInViewport({ratio: 1});
  },
);

test(
  'the last question’s "See my result" and Back share one line on a phone, within the screen, at 320 and 375 px',
  sameAtEveryWidth,
  async ({page}) => {
    // Every answer but the last, and the address's step: the check opens at its last question.
    const answers = bridgingAnswers('company');
    delete answers.timing;
    const lastQuestions = [
      [new URLSearchParams({...answers, step: 'timing'}), 'See my result'],
      // A fund whose trustees may be people ends at its property, with a count: "See my result (1 chosen)" pushed
      // Back off a 320 px screen (a trustee's trial).
      [
        'purpose=smsf-property&borrower=smsf&trustee=unsure&amount=500k-2m&security=residential-property&step=security',
        'See my result (1 chosen)',
      ],
    ] as const;
    for (const [query, name] of lastQuestions)
      for (const width of [320, 375]) {
        await page.setViewportSize({width, height: 740});
        await gotoHydrated(page, `/tools/loan-readiness-check?${query}`);
        const see = page.getByRole('button', {name, exact: true});
        const back = page.getByRole('button', {name: 'Back'});
        // Polled: read once, the boxes could be measured mid-way through the resize's reflow.
        await expect
          .poll(async () => Math.round((await back.boundingBox())!.y) - Math.round((await see.boundingBox())!.y), {
            message: `${name} at ${width} px`,
          })
          .toBe(0);
        const b = (await back.boundingBox())!;
        // A hint that says which button to press names this one (it said "then Next" beside "See my result").
        await expect(page.getByText(/, then Next/)).toHaveCount(0);
        if (name !== 'See my result')
          await expect(page.getByText(/^Tick what applies, then See my result\./)).toBeVisible();
        expect(b.x + b.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(
          width,
        );
      }
  },
);

// A design review: at 1440 and 1920 the question was a 640 px column with the rest of the row empty.
test(
  'a wide screen has an aside beside the questions: what the result holds, and what the check keeps',
  desktopLayout,
  async ({page}) => {
    await resizeTo(page, 1440, 900);
    await open(page);
    const question = (await page.getByRole('group', {name: Q.purpose}).boundingBox())!;
    const aside = page.getByRole('heading', {level: 2, name: 'What you’ll get'}).locator('..');
    await expect(aside).toBeVisible();
    await expect(aside).toContainText('What lenders will look at');
    await expect(aside).toContainText('A document checklist');
    await expect(aside).toContainText('nothing about this check touches your credit file');
    const box = (await aside.boundingBox())!;
    // Beside the question, level with it, and reaching into the row's right half.
    expect(box.x).toBeGreaterThan(question.x + question.width);
    expect(box.y).toBeLessThan(question.y + question.height / 2);
    expect(box.x + box.width).toBeGreaterThan(1440 * 0.7);
    // It names no product: the business-purpose gate is not passed yet.
    await expect(aside).not.toContainText(/bridging|caveat|mortgage|equipment finance|overdraft/i);
    // Still there on the next question, held under the header as a long question scrolls.
    await page.getByRole('group', {name: Q.purpose}).getByText('Buy a commercial property', {exact: true}).click();
    await expect(page.getByRole('group', {name: Q.borrower})).toBeVisible();
    await expect(aside).toBeInViewport();
  },
);

// A design review: the page's intro (about 160 px of navy) came back above every question on a phone.
test(
  'on a phone, from the second question, the intro is one title line and each question heading is on the first screen',
  phoneLayout,
  async ({page}) => {
    await open(page);
    const hero = page.locator('main [data-page-top]');
    const heading = page.getByRole('heading', {name: /^Question \d+ of up to \d+$/});
    // Scrolled to the page's foot, as reaching a lower answer leaves it: the next question's heading starts off the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByText('Cash flow or working capital', {exact: true}).click();
    for (const answer of ['A company (Pty Ltd)', '$100,000 to $500,000']) {
      await expect(heading).not.toHaveText('Question 1 of up to 10');
      expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(64);
      await expect(hero.getByRole('heading', {level: 1, name: 'Loan readiness check'})).toBeVisible();
      await expect(heading).toBeInViewport({ratio: 1});
      // Below the sticky header, not under it.
      await expect(async () => {
        const header = (await page.locator('.navbar').first().boundingBox())!;
        expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      }).toPass();
      await expect(heading).toBeFocused();
      const before = await heading.textContent();
      await page.locator('main form > fieldset').getByText(answer, {exact: true}).click();
      await expect(heading).not.toHaveText(before!);
    }
  },
);

// Two design reviews: the result is about five phone screens, and
// its "Get a quote" came after the finance, then again after the risks.
test('a business result opens with a summary: what may fit, the documents gathered, and one Get a quote that carries the answers and points to the risks first', async ({
  page,
}) => {
  await openResult(page, bridgingAnswers('company'));
  const result = page.getByRole('region', {name: /^Your result/});
  const glance = result.getByTestId('result-glance');
  await expect(glance).toContainText('Bridging finance may fit');
  // The checklist's own count, said in the summary (before a tick, as documents to gather, not a score of nought),
  // and a tick in the checklist counted there too.
  const progress = (await result.getByText(/^0 of \d+ gathered/).textContent())!;
  const total = progress.match(/^0 of (\d+)/)![1];
  await expect(glance).toContainText(`${total} documents to gather`);
  await expect(glance).not.toContainText('0 of');
  await result.getByRole('checkbox').first().check();
  await expect(glance).toContainText(`1 of ${total} documents gathered`);

  // At the top, before the finance it sums up, with its button in the first screen under the result's heading.
  const fits = (await result.getByRole('heading', {level: 3, name: 'Finance that may fit'}).boundingBox())!;
  const box = (await glance.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(fits.y);
  const quotes = inResult(page, 'Get a quote');
  await expect(quotes).toHaveCount(2);
  const first = glance.getByRole('link', {name: 'Get a quote', exact: true});
  const heading = (await page.locator('#readiness-result').boundingBox())!;
  const button = (await first.boundingBox())!;
  expect(button.y + button.height - heading.y).toBeLessThanOrEqual(page.viewportSize()!.height);
  // It sends the reader past the risks only with a link to them; the other Get a quote is the same link, after them.
  await expect(glance.getByRole('link', {name: 'risks to know'})).toHaveAttribute('href', '#readiness-risks');
  expect(await first.getAttribute('href')).toBe(await quotes.last().getAttribute('href'));
  expect(await first.getAttribute('href')).toBe('/contact?service=bridging-finance&from=loan-readiness-check');
  // It brings the answers to the quote form.
  await first.click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
  await expect(page.getByRole('region', {name: 'Included with your enquiry'})).toContainText(
    /Roughly how much do you need\? \$500,000 to \$2 million/,
  );
});

// A design review: at 1440 px the question was a legend drawn on the box's border, and where it
// wrapped (this question) the border ran through it.
test(
  'on a wide screen the question is a heading inside its box, clear of the border, and still names the group',
  desktopLayout,
  async ({page}) => {
    await resizeTo(page, 1440, 900);
    await open(page, `${PATH}?${new URLSearchParams({...bridgingAnswers('company'), step: 'credit'}).toString()}`);
    const group = page.getByRole('group', {name: Q.credit});
    await expect(group).toBeVisible();
    const legend = group.locator('legend').first();
    await expect(legend).toHaveText(Q.credit);
    const [box, text, border] = await Promise.all([
      group.boundingBox(),
      legend.boundingBox(),
      group.evaluate((el) => parseFloat(getComputedStyle(el).borderTopWidth)),
    ]);
    expect(border).toBeGreaterThan(0);
    // The heading lies wholly under the box's top border line (a legend on the border starts at the box's top).
    expect(text!.y).toBeGreaterThanOrEqual(box!.y + border);
    // And the answers start under it, not beside it.
    const firstAnswer = (await group.getByRole('checkbox').first().boundingBox())!;
    expect(firstAnswer.y).toBeGreaterThan(text!.y + text!.height);
  },
);

// "Where you stand" was the result's last section, about 3.5 phone screens below its top.
test('the result’s summary counts where she stands with lenders, and its link opens the detail', async ({page}) => {
  await openResult(page, bridgingAnswers('company'));
  const glance = page.getByTestId('result-glance');
  const views = page.locator('#readiness-views + ul > li');
  // The counts are the detail's own: as many "In your favour" as the list shows, and so on.
  const favour = await views.filter({hasText: 'In your favour.'}).count();
  expect(favour).toBeGreaterThan(0);
  await expect(glance).toContainText(`Lenders’ view: ${favour} in your favour`);
  await glance.getByRole('link', {name: 'Lenders’ view'}).click();
  await expect(page).toHaveURL(/#readiness-views$/);
  await expect(page.getByRole('heading', {name: 'What lenders will look at'})).toBeInViewport();
});

// At 1280 px the summary and the calculator button stopped 55 px short of the finance card between them.
test('the result’s summary, finance and calculator share one right edge', async ({page}) => {
  await openResult(page, bridgingAnswers('company'));
  for (const width of isPhone(page) ? [375] : [1024, 1280, 1440]) {
    await resizeTo(page, width);
    const right = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return box.x + box.width;
    };
    const summary = await right('[data-testid="result-glance"]');
    expect(Math.abs((await right('#readiness-result ~ * article')) - summary), `${width} px`).toBeLessThanOrEqual(1);
    const calculator = page.getByRole('link', {name: 'Bridging loan calculator', exact: true});
    const box = (await calculator.boundingBox())!;
    expect(Math.abs(box.x + box.width - summary), `${width} px`).toBeLessThanOrEqual(1);
  }
});

test(
  '"Who would borrow?" tells a sole trader and a director from an individual borrowing in their own name',
  sameAtEveryWidth,
  async ({page}) => {
    // A café owner with her house in her own name stopped here.
    await open(page, `${PATH}?purpose=bridge&step=borrower`);
    const question = page.getByRole('group', {name: Q.borrower});
    await expect(question).toBeVisible();
    await expect(question).toHaveAccessibleDescription(
      'A sole trader runs a business in their own name, with an ABN. A director borrowing for the company? Choose the company. In your own name, alone or with someone else, not for a business you run? Choose “Me, or us, as individuals”. Through your super fund, even as its trustees or trustee company? Choose the self-managed super fund.',
    );
  },
);

test('after a calculator, the amount question starts on the band of her amount, and Next keeps it', async ({page}) => {
  // A trial: the check asked again, with nothing chosen, the amount the calculator had just worked out.
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator');
  await page.getByLabel('Loan amount', {exact: true}).fill('1200000');
  await page.getByLabel('Loan amount', {exact: true}).blur();
  await expect(page).toHaveURL(/amount=1200000/);
  await open(page);
  await page.getByText(established[Q.purpose] as string, {exact: true}).click();
  await page.getByText(established[Q.borrower] as string, {exact: true}).click();
  const amount = page.locator('main form > fieldset');
  await expect(amount.locator(':scope > legend')).toHaveText(Q.amount);
  await expect(page.getByText('Chosen from your commercial property loan calculator: $1,200,000.')).toBeVisible();
  await expect(amount.getByLabel('$500,000 to $2 million')).toBeChecked();
  await page.getByRole('button', {name: 'Next', exact: true}).click();
  await expect(page.locator('main form > fieldset > legend')).toHaveText(Q.security);
  await page.getByRole('button', {name: 'Back', exact: true}).click();
  // Answered now: the note has done its job, and another band is hers to choose.
  await expect(amount.getByLabel('$500,000 to $2 million')).toBeChecked();
  await expect(page.getByText(/^Chosen from your/)).toBeHidden();
  await amount.getByText('$2 million to $10 million', {exact: true}).click();
  await expect(page).toHaveURL(/amount=2m-10m/);
});

test('after two calculators, the amount question takes the one for the loan her purpose leads to', async ({page}) => {
  // A reviewer: a bridge, then the working capital calculator; the check chose the working capital figure's band for
  // the bridge, and the result said the bridge was below lenders' usual size.
  await bridgeThenWorkingCapital(page);
  await open(page);
  await page.getByText('Buy a property before selling another (house, unit or commercial)', {exact: true}).click();
  await page.getByText('A company (Pty Ltd)', {exact: true}).click();
  await page.getByText('Premises for the business, or another commercial property', {exact: true}).click();
  await expect(page.locator('main form > fieldset > legend')).toHaveText(Q.amount);
  await expect(page.getByText('Chosen from your bridging loan calculator: $1,705,537.')).toBeVisible();
  // Read with the question: the heading, which takes focus, is described by the note too.
  await expect(page.getByRole('heading', {name: /^Question 4 of up to/})).toHaveAccessibleDescription(
    /^Chosen from your bridging loan calculator/,
  );
});
