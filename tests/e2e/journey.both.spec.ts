/**
 * A borrower's way from a page to the quote form, on a phone and a desktop:
 * every "Get a quote" brings what its page knows into the form, which says
 * what it received in one box of a line or two, its details one tap away; the header keeps Get a quote in reach and
 * gets out of the way on a short window; long pages have a way through them
 * (a call to action halfway through a guide, the glossary's filter and A to
 * Z, "On this page" on long policies, the hub's jump links).
 */
import {fillRequired} from './quoteForm';
import {expect, test, type Page, gotoHydrated, sameAtEveryWidth, isPhone, waitForHydration} from './fixtures';
import {getFact} from '../../src/facts/register';

const guide = '/resources/guides/bridging-finance-explained';
const guideTitle = 'Bridging finance: buying before you sell';
const caseStudy = '/resources/case-studies/bridging-a-freehold-purchase';
const caseStudyTitle = 'A café owner buys her freehold before her unit sells';

/** The form's one box of what it received (src/components/QuoteForm/HandOvers.tsx). */
const RECEIVED = 'Included with your enquiry';

/** The height of the form's summary of what it received, in lines of its body text. */
async function receivedLines(page: Page, name: string): Promise<number> {
  const region = page.getByRole('region', {name});
  await expect(region).toBeVisible();
  return region.evaluate((el) => {
    const first = el.querySelector('p');
    const line = parseFloat(getComputedStyle(first ?? el).lineHeight);
    return Math.round((first?.getBoundingClientRect().height ?? 0) / line);
  });
}

test('a case study’s Get a quote names the case study and its service', sameAtEveryWidth, async ({page}) => {
  await gotoHydrated(page, caseStudy);
  await page.getByRole('link', {name: 'Get a quote'}).last().click();
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
  await expect(page.getByRole('region', {name: RECEIVED})).toContainText(caseStudyTitle);
});

// A phone trial: the serviceability guide's Get a quote chose "Refinancing", a guide on commercial property loans too.
test(
  'a guide about business finance in general leaves the type of finance to the visitor; a guide on one kind of loan chooses it',
  sameAtEveryWidth,
  async ({page}) => {
    await gotoHydrated(page, '/resources/guides/serviceability-lvr-icr-dscr');
    const ctas = page.locator('main').getByRole('link', {name: 'Get a quote', exact: true});
    await expect(ctas.first()).toBeVisible();
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute('href', /^\/contact\?topic=[^&]+$/);
    await ctas.last().click();
    await expect(page.getByRole('region', {name: /^Included with your enquiry/})).toContainText(
      '“How lenders measure serviceability',
    );
    await expect(page.getByLabel('Type of finance')).toHaveValue('');
    await gotoHydrated(page, '/resources/guides/commercial-property-loans-explained');
    await expect(ctas.last()).toHaveAttribute('href', /^\/contact\?service=first-second-mortgages&topic=/);
  },
);

test('a long guide: a call to action after its section on costs; the header keeps Get a quote on screen at every width and scrolls away on a short window; its Get a quote brings the service and title into the form', async ({
  page,
}) => {
  // One page load for what the guide shows at several widths, then the form it leads to.
  test.slow();
  await gotoHydrated(page, guide);
  const size = page.viewportSize()!;
  await test.step('a call to action after what it costs, with the guide’s service and title', async () => {
    // The article's own (the header's, on a wide screen, reads the same).
    // The panel after "What it costs", the one at the end and the writer's own link in the last section: each brings
    // the guide's service and title.
    const ctas = page.locator('main').getByRole('link', {name: 'Get a quote', exact: true});
    await expect(ctas).toHaveCount(3);
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute('href', /service=bridging-finance&topic=/);
    const [first, pageHeight] = await Promise.all([
      ctas.first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY),
      page.evaluate(() => document.documentElement.scrollHeight),
    ]);
    // Past the opening sections and the costs, before the last third: the reader has seen what it costs.
    const costs = await page
      .locator('article h2#what-it-costs')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(first).toBeGreaterThan(costs);
    expect(first / pageHeight).toBeLessThan(0.67);
    await expect(ctas.first()).toHaveAttribute('href', /service=bridging-finance&topic=/);
  });
  await test.step('the header keeps Get a quote on screen at every width, with room between its controls', async () => {
    const widths = isPhone(page) ? [320, 375, 768] : [997, 1024, 1100, 1200, 1280, 1400, 1440, 1500, 1920];
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      const quote = page.locator('header').getByRole('link', {name: /quote/i}).first();
      await expect(quote).toBeVisible();
      // The guide hands the header its own quote link (service and title): walk-fixes.both.spec.ts checks what it carries.
      await expect(quote).toHaveAttribute('href', /^\/contact(\?|$)/);
      expect((await quote.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      // Two lines of the brand's lockup at most: it never wraps onto a third.
      expect(
        (await page.locator('header a[href="/"]').first().boundingBox())!.height,
        `brand at ${width}`,
      ).toBeLessThanOrEqual(48);
      const boxes = await page.locator('header a, header button, header input').evaluateAll((els) =>
        els
          .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).visibility !== 'hidden')
          .map((el) => {
            const r = el.getBoundingClientRect();
            return {
              name: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
              l: r.left,
              r: r.right,
              t: r.top,
              b: r.bottom,
            };
          }),
      );
      // Every control is on screen (none pushed off the edge), and none touches another: "Contact" stands clear of search.
      for (const box of boxes) expect(box.r, `${box.name} at ${width} px`).toBeLessThanOrEqual(width);
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i]!, boxes[j]!];
          const apart = a.r + 2 <= b.l || b.r + 2 <= a.l || a.b <= b.t || b.b <= a.t;
          expect(apart, `${a.name} and ${b.name} at ${width} px`).toBe(true);
        }
    }
  });
  await test.step('on a short window (400 % zoom) the header scrolls away instead of taking a third of the screen', async () => {
    await page.setViewportSize({width: isPhone(page) ? 320 : 640, height: 200});
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const bottom = await page.locator('header.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(0);
  });
  await page.setViewportSize(size);
  await test.step('the guide’s Get a quote brings its service and title into the form, in a line or two', async () => {
    const quote = page.getByRole('link', {name: 'Get a quote'}).last();
    await expect(quote).toHaveAttribute('href', /service=bridging-finance/);
    await quote.click();
    await expect(page).toHaveURL(/\/contact\?/);
    await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
    const received = page.getByRole('region', {name: RECEIVED});
    await expect(received).toContainText(guideTitle);
    expect(await receivedLines(page, RECEIVED)).toBeLessThanOrEqual(isPhone(page) ? 3 : 2);
    // The name field starts within the first screen, not under a long summary.
    const name = page.getByLabel('Your name');
    const box = await name.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(page.viewportSize()!.height * 1.6);
  });
});

test('a calculator’s amount arrives labelled as the loan asked about, its figures behind one “Review or remove”', async ({
  page,
}) => {
  // The scenario comes through the tab (as "Get a quote" keeps it), the new loan in the address.
  await gotoHydrated(page, '/contact');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'hcf-quote-hand-offs',
      JSON.stringify({
        calculator:
          'calculator=bridging-loan-calculator&amount=900000&line=New+loan%3A+%24900%2C000&line=Peak+debt%3A+%241%2C310%2C563&line=End+debt%3A+%24238%2C063',
      }),
    ),
  );
  await gotoHydrated(page, '/contact?calculator=bridging-loan-calculator&amount=900000');
  const scenario = page.getByRole('region', {name: RECEIVED});
  await expect(scenario.locator('p').first()).toHaveText(
    'Included with your enquiry: bridging loan calculator Review or remove',
  );
  await expect(page.getByLabel('Amount to borrow, roughly')).toHaveValue('900,000');
  // The bridging calculator's amount is the bridge; this scenario names no loan owed now.
  await expect(
    page.getByText('From your bridging loan calculator: the bridge at settlement; interest takes it to the peak debt.'),
  ).toBeVisible();
  expect(await receivedLines(page, RECEIVED)).toBeLessThanOrEqual(2);
  await expect(scenario.getByText('Peak debt')).toBeHidden();
  const review = scenario.getByRole('button', {name: 'Review or remove'});
  await expect(review).toHaveAttribute('aria-expanded', 'false');
  await review.click();
  await expect(review).toHaveAttribute('aria-expanded', 'true');
  await expect(scenario.getByText('Peak debt')).toBeVisible();
  await expect(scenario.getByRole('definition').filter({hasText: /^\$900,000$/})).toBeVisible();
});

test('the glossary filters as you type and keeps its A to Z on screen', async ({page}) => {
  await gotoHydrated(page, '/resources/glossary');
  const filter = page.getByLabel('Find a term');
  // What a screen reader hears: the count once typing pauses, not a count at every letter.
  await page.evaluate(() => {
    const spoken: string[] = [];
    (window as unknown as {spoken: string[]}).spoken = spoken;
    const status = document.querySelector('.site-az [role="status"]')!;
    new MutationObserver(() => spoken.push(status.textContent ?? '')).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Key by key, as fast as the machine types (the count waits 700 ms after the last key).
  await filter.pressSequentially('peak debt');
  await expect(page.getByRole('status')).toContainText(/^\d+ of \d+ terms match$/);
  // Once (twice if a loaded machine stalled mid-word), where a count per letter made nine.
  expect((await page.evaluate(() => (window as unknown as {spoken: string[]}).spoken)).length).toBeLessThanOrEqual(2);
  await expect(page.getByRole('heading', {name: 'Peak debt', level: 3})).toBeVisible();
  await expect(page.getByRole('heading', {name: 'AFCA', level: 3})).toBeHidden();
  // The term she named is one tap (or Enter) away, though terms that only mention it come first in A to Z order.
  await filter.fill('LVR');
  await expect(page.locator('.site-az').getByRole('link', {name: 'LVR', exact: true})).toBeVisible();
  await filter.press('Enter');
  await expect(page).toHaveURL(/#lvr$/);
  // Focus goes with it, so a screen reader reads the term (it fell to the page).
  await expect(page.getByRole('heading', {name: /^LVR/, level: 3})).toBeInViewport();
  await expect(page.getByRole('heading', {name: /^LVR/, level: 3})).toBeFocused();
  await filter.fill('zzqx');
  await expect(page.getByText('No term mentions “zzqx”')).toBeVisible();
  await filter.fill('');
  await expect(page.getByRole('heading', {name: 'AFCA', level: 3})).toBeVisible();
  // Far down the page the letters are one tap away: in a rail beside the text from 997 px; below, where they wrap in
  // rows at the top of the glossary, by the back-to-top button that shows as the reader scrolls up.
  await page.locator('h2#w').scrollIntoViewIfNeeded();
  const az = page.getByRole('navigation', {name: 'Glossary A to Z'});
  if (isPhone(page)) {
    await expect(az).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -200));
    await page.getByRole('button', {name: 'Scroll back to top'}).click();
    await page.waitForFunction(() => window.scrollY === 0);
  }
  await expect(az).toBeInViewport();
  const letterA = az.getByRole('link', {name: 'A', exact: true});
  const letterB = az.getByRole('link', {name: 'B', exact: true});
  expect((await letterA.boundingBox())!.y).toBeCloseTo((await letterB.boundingBox())!.y, 0);
  await letterA.click();
  await expect(page.locator('h2#a')).toBeInViewport();
});

test('a long policy has "On this page" on a phone, its contents beside it on a desktop', async ({page}) => {
  await gotoHydrated(page, '/privacy');
  const toc = page.getByRole('group').filter({hasText: 'On this page'});
  if (isPhone(page)) {
    await page.getByText('On this page', {exact: true}).click();
    const link = page.getByRole('navigation', {name: 'On this page'}).getByRole('link', {name: 'What we collect'});
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/#what-we-collect$/);
  } else {
    await expect(toc).toBeHidden();
    await expect(page.locator('.table-of-contents').last()).toBeVisible();
  }
});

test('the resources hub has jump links to each of its sections', async ({page}) => {
  await gotoHydrated(page, '/resources');
  const jumps = page.getByRole('navigation', {name: 'Resources on this page'});
  for (const name of ['Guides', 'Case studies', 'Tools and calculators', 'Glossary', 'FAQs', 'Market insights']) {
    const link = jumps.getByRole('link', {name, exact: true});
    await expect(link).toBeVisible();
    const target = (await link.getAttribute('href'))!;
    await expect(page.locator(target)).toHaveCount(1);
  }
  await jumps.getByRole('link', {name: 'Market insights'}).click();
  await expect(page.getByRole('heading', {name: 'Market insights', level: 2})).toBeInViewport();
});

test(
  'the calculator scenario she made comes with a later Get a quote, its bridge as the amount; Don’t send forgets it',
  sameAtEveryWidth,
  async ({page}) => {
    // Five page loads: room for a loaded machine.
    test.slow();
    // The figures a calculator opens with are its example, not hers: looked at only, nothing goes to the form.
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await gotoHydrated(page, `/contact?service=bridging-finance&topic=${encodeURIComponent(guideTitle)}`);
    const received = page.getByRole('region', {name: RECEIVED});
    await expect(received).toContainText(guideTitle);
    await expect(received).not.toContainText('calculator');
    await expect(page.getByLabel('Amount to borrow, roughly')).toHaveValue('');

    // She types her purchase price, then reads the guide the calculator links and asks for a quote from there.
    await gotoHydrated(page, '/tools/bridging-loan-calculator');
    await page.getByLabel('Purchase price').fill('900000');
    const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
    await expect(talk).toHaveAttribute('href', /amount=1334687$/); // 400,000 owing + 900,000 + 34,687 NSW duty
    const newLoan = Number(new URL((await talk.getAttribute('href'))!, 'http://x').searchParams.get('amount'));
    await page.getByRole('link', {name: guideTitle}).click();
    await expect(page).toHaveURL(new RegExp(`${guide}$`));
    await page.getByRole('link', {name: 'Get a quote'}).last().click();
    await expect(page).toHaveURL(/\/contact\?service=bridging-finance/);

    // One box for both: the scenario and the guide she asked from.
    await expect(received.locator('p').first()).toHaveText(
      `Included with your enquiry: bridging loan calculator · “${guideTitle}” Review or remove`,
    );
    const amount = page.getByLabel('Amount to borrow, roughly');
    await expect(amount).toHaveValue(newLoan.toLocaleString('en-AU'));
    const note = page.getByText(
      'From your bridging loan calculator: the bridge at settlement, including the $400,000 you owe now; interest takes it to the peak debt.',
    );
    await expect(note).toBeVisible();
    // Her own figure replaces it, and the label no longer claims it is the scenario's.
    await amount.fill('1,234,567');
    await expect(note).toHaveCount(0);

    // "Don't send this scenario": gone now, the guide's title kept, and not brought back by a later visit to the form.
    await received.getByRole('button', {name: 'Review or remove'}).click();
    await received.getByRole('button', {name: 'Don’t send this scenario'}).click();
    await expect(received).not.toContainText('calculator');
    await expect(received).toContainText(guideTitle);
    // Focus stays in the box, on its toggle, for what is left.
    await expect(received.getByRole('button', {name: 'Review or remove'})).toBeFocused();
    await page.reload();
    await waitForHydration(page);
    await expect(received).toContainText(guideTitle);
    await expect(received).not.toContainText('calculator');
  },
);

test('a guide’s Get a quote sends the guide’s name beside her message, not in it', sameAtEveryWidth, async ({page}) => {
  // A design review: "Asked from the page ..." opened her message box, and the broker read it as her words.
  await gotoHydrated(page, `/contact?service=bridging-finance&topic=${encodeURIComponent(guideTitle)}`);
  await expect(page.getByRole('region', {name: RECEIVED}).locator('p').first()).toHaveText(
    `Included with your enquiry: “${guideTitle}” Review or remove`,
  );
  await expect(page.getByLabel(/about the deal/i)).toHaveValue('');
  await fillRequired(page);
  const request = page.waitForRequest('**/api/enquiries');
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  const posted = (await request).postDataJSON() as Record<string, string>;
  expect(posted.message).toBe('');
  expect(JSON.parse(posted.attribution!)).toMatchObject({askedFrom: guideTitle});
});

test('the readiness answers come with a later Get a quote from a guide', sameAtEveryWidth, async ({page}) => {
  await gotoHydrated(
    page,
    '/tools/loan-readiness-check?purpose=bridge&borrower=company&buying=business&amount=500k-2m&security=commercial-property&trading=over-5&turnover=1m-5m&credit=none&timing=quarter&step=result',
  );
  await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
  await gotoHydrated(page, guide);
  await page.getByRole('link', {name: 'Get a quote'}).last().click();
  const answers = page.getByRole('region', {name: RECEIVED});
  await expect(answers).toContainText(/Roughly how much do you need\? \$500,000 to \$2 million/);
  await expect(answers).toContainText(/How soon do you need the money\? In 1 to 3 months/);
  await expect(answers).toContainText(guideTitle);
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
});

test(
  'on the quote form from a guide, what the visitor types stays when they drop what the page sent; the business-purpose note is one plain sentence with a link to the rule, and a call can be booked',
  sameAtEveryWidth,
  async ({page}) => {
    // Words, values and what is sent: the same at every width.
    await gotoHydrated(page, `/contact?service=bridging-finance&topic=${encodeURIComponent(guideTitle)}`);
    await test.step('what the visitor types stays when they drop what the page sent', async () => {
      await page.getByLabel('Your name').fill('Mia Chen');
      await page.getByLabel('Amount to borrow, roughly').fill('900,000');
      await page.getByRole('button', {name: 'Review or remove'}).click();
      await page.getByRole('button', {name: 'Don’t send it'}).click();
      await expect(page.getByRole('region', {name: RECEIVED})).toHaveCount(0);
      // Nothing left to review: focus goes on to the form's first field.
      await expect(page.getByLabel('Type of finance')).toBeFocused();
      await expect(page.getByLabel('Your name')).toHaveValue('Mia Chen');
      await expect(page.getByLabel('Amount to borrow, roughly')).toHaveValue('900,000');
      await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
    });
    await test.step('the business-purpose note is one plain sentence with a link to the rule, and a call can be booked', async () => {
      const note = page.getByText(/^We arrange this finance only for business purposes/);
      await expect(note).toContainText('never for personal or residential-investment purposes');
      expect(await note.evaluate((el) => Number(getComputedStyle(el).fontWeight))).toBeLessThanOrEqual(400);
      await expect(note.getByRole('link', {name: /What counts as a business purpose/})).toHaveAttribute(
        'href',
        '/credit-guide#business-purpose-and-consumer-credit',
      );

      // In Sydney's hours, which the label says (a Perth GP's trial: her "Afternoon" was after the office closed).
      const call = page.getByLabel('Best time to call (Sydney time)', {exact: true});
      await expect(call.getByRole('option')).toHaveText(['Choose one', 'Any time', 'Morning', 'Midday', 'Afternoon']);
      await call.selectOption('midday');
      // Side by side (above 352 px), the two boxes are level though this label runs to two lines on a phone.
      const [method, time] = [await page.getByLabel('Contact me by').boundingBox(), await call.boundingBox()];
      if (method!.x !== time!.x) expect(Math.abs(method!.y - time!.y)).toBeLessThan(1);
      await page.getByLabel('Your name').fill('Alex Citizen');
      await page.getByRole('textbox', {name: /^E-mail/}).fill('alex@example.com.au');
      await page.getByLabel('Phone').fill('0412 345 678');
      await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
      const request = page.waitForRequest('**/api/enquiries');
      await page.getByRole('button', {name: 'Send my quote request'}).click();
      const posted = (await request).postDataJSON() as Record<string, string>;
      expect(posted.contactTime).toBe('midday');
      // The page's name she chose not to send is not sent.
      expect(posted.attribution).not.toContain('askedFrom');
    });
  },
);

test('after the café owner’s walk the form says what it received in one box of two lines, with “Type of finance” in the top half of the first screen; one “Review or remove” opens every figure and answer, each removed on its own', async ({
  page,
}) => {
  test.slow();
  // Her readiness result and her bridging scenario, kept in the tab; then the guide's "Get a quote" (the header's Quote
  // carries the same).
  await gotoHydrated(
    page,
    '/tools/loan-readiness-check?purpose=bridge&borrower=individual&buying=business&selling=residential-smaller&amount=500k-2m&security=commercial-property,residential-property&trading=over-5&turnover=250k-1m&credit=none&timing=quarter&step=result',
  );
  await expect(page.getByRole('heading', {level: 2, name: 'Your result'})).toBeVisible();
  await page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem('hcf-quote-hand-offs') ?? '{}') as Record<string, string>;
    kept.calculator =
      'calculator=bridging-loan-calculator&amount=940000&line=Purchase+price%3A+%24900%2C000&line=New+loan%3A+%24940%2C000';
    sessionStorage.setItem('hcf-quote-hand-offs', JSON.stringify(kept));
  });
  await gotoHydrated(page, `/contact?service=bridging-finance&topic=${encodeURIComponent(guideTitle)}`);

  const received = page.getByRole('region', {name: RECEIVED});
  const review = received.getByRole('button', {name: 'Review or remove'});
  await test.step('one box of at most two lines; the first field in the top half of the first screen', async () => {
    await expect(page.locator('main form section').filter({has: page.locator('dl')})).toHaveCount(1);
    await expect(received.locator('p').first()).toHaveText(
      /^Included with your enquiry: bridging loan calculator · readiness answers Review or remove$/,
    );
    expect(await receivedLines(page, RECEIVED)).toBeLessThanOrEqual(2);
    const field = (await page.locator('label[for="quote-service"]').boundingBox())!;
    expect(field.y).toBeLessThan(page.viewportSize()!.height / 2);
    await expect(received.getByText('Purchase price')).toBeHidden();
  });

  await test.step('“Review or remove” is a disclosure: the figures and answers, each with its own way not to send it', async () => {
    await expect(review).toHaveAttribute('aria-expanded', 'false');
    await expect(review).toHaveAttribute('aria-controls', 'quote-received-details');
    await review.click();
    await expect(review).toHaveAttribute('aria-expanded', 'true');
    await expect(received.getByRole('heading', {name: 'Your bridging loan calculator scenario'})).toBeVisible();
    await expect(received.getByRole('definition').filter({hasText: /^\$900,000$/})).toBeVisible();
    await expect(received.getByRole('heading', {name: 'Your readiness check answers'})).toBeVisible();
    await expect(received).toContainText(/How soon do you need the money\? In 1 to 3 months/);
    await expect(received).toContainText(guideTitle);
  });

  await test.step('the answers removed: the box says the scenario and the guide, focus back on its toggle', async () => {
    await received.getByRole('button', {name: 'Don’t send these answers'}).click();
    await expect(received.locator('p').first()).toHaveText(
      `Included with your enquiry: bridging loan calculator · “${guideTitle}” Review or remove`,
    );
    await expect(review).toBeFocused();
    await expect(page.getByLabel('Amount to borrow, roughly')).toHaveValue('940,000');
    // Said, not only seen: focus stayed on the toggle, which does not say what went.
    await expect(page.getByRole('status').filter({hasText: 'will not be sent'})).toHaveText(
      'Your readiness check answers will not be sent.',
    );
  });

  await test.step('the scenario and the guide removed too: no box, focus on the first field', async () => {
    await received.getByRole('button', {name: 'Don’t send this scenario'}).click();
    await expect(page.getByRole('status').filter({hasText: 'will not be sent'})).toHaveText(
      'Your bridging loan calculator scenario will not be sent. The amount stays in its field to keep or change.',
    );
    await received.getByRole('button', {name: 'Don’t send it'}).click();
    await expect(received).toHaveCount(0);
    await expect(page.getByLabel('Type of finance')).toBeFocused();
    await expect(page.getByRole('status').filter({hasText: 'will not be sent'})).toHaveText(
      'The name of the page you asked from will not be sent.',
    );
  });

  await test.step('what was removed is not sent: no answer, no message from the check, no scenario', async () => {
    await fillRequired(page);
    const request = page.waitForRequest('**/api/enquiries');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const sent = (await request).postDataJSON() as Record<string, string>;
    for (const field of ['purpose', 'security', 'timeframe', 'entityType', 'yearsTrading', 'message', 'scenario'])
      expect(sent[field] ?? '', field).toBe('');
    expect(sent.attribution).not.toContain('askedFrom');
    // Her amount, a field she sees, stays.
    expect(sent.amount).toBe('940,000');
  });
});

test('the bridging guide sums itself up in four points under its introduction, the limits from the facts register', async ({
  page,
}) => {
  // Seventeen phone screens long, its costs 8.5 screens down.
  await gotoHydrated(page, guide);
  const points = page.locator('main article p', {hasText: /^In short:$/}).locator('xpath=following-sibling::ul[1]/li');
  await expect(points).toHaveCount(4);
  await expect(points.nth(1)).toContainText(getFact('bridging-peak-lvr').text);
  await expect(points.nth(1)).toContainText(getFact('bridging-term').text);
  await expect(points.nth(3).getByRole('link', {name: 'bridging loan calculator'})).toHaveAttribute(
    'href',
    '/tools/bridging-loan-calculator',
  );
  // Before the first section, within about two phone screens.
  const top = await points.first().evaluate((li) => li.getBoundingClientRect().top + window.scrollY);
  if (isPhone(page)) expect(top).toBeLessThan(2 * 740);
});
