/**
 * The quote form on /contact, used as a visitor would: errors and their
 * summary, prefill from a service page and from a calculator, the
 * confirmation with its reference, a failed send that keeps the form filled,
 * an answer lost or late (the form asks the server, then tells the truth),
 * values already in the page when the scripts start (Back), and the same
 * form with JavaScript turned off, double-clicked included.
 */
import path from 'path';
import Database from 'better-sqlite3';
import {expect, test, gotoHydrated, reportedInvalid, waitForHydration, type Locator, type Page} from './fixtures';
import {business} from '../../src/business';
import {attemptName, fillRequired, referencePattern} from './quoteForm';

test.describe('with JavaScript', {tag: '@smoke'}, () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, '/contact');
    // The form is ready once hydration has switched off the browser's own validation.
    await expect(page.locator('form[action="/api/enquiries"]')).toHaveAttribute('novalidate', '');
  });

  test('a mistyped amount, e-mail address or phone number is pointed out on leaving the field, before Send; an empty one is not', async ({
    page,
  }) => {
    const email = page.getByRole('textbox', {name: /^E-mail/});
    const phone = page.getByLabel('Phone');
    await phone.click();
    await email.click();
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await email.fill('maria@@example');
    await phone.click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter an e-mail address in the format name@example.com.au/);
    await phone.fill('12345');
    await email.click();
    await expect(phone).toHaveAccessibleDescription(/Enter a phone number such as 0412 345 678/);
    // Corrected, the message goes as the visitor types; no summary: nothing was sent.
    await email.fill('maria@example.com.au');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('group', {name: /^Please check/})).toHaveCount(0);
    const amount = page.getByLabel('Amount to borrow');
    await amount.fill('1250000abc');
    await phone.click();
    await expect(amount).toHaveAccessibleDescription(/Enter the amount in dollars, for example 750,000/);
    await amount.fill('1,250,000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an amount she types reads back grouped once she leaves it, and so after a reload', async ({page}) => {
    // A phone trial: "1190000" came back from the draft as typed, hard to check at a glance.
    const amount = page.getByLabel('Amount to borrow');
    await amount.fill('1190000');
    await page.getByLabel('Your name').click();
    await expect(amount).toHaveValue('1,190,000');
    await amount.fill('1.2m');
    await amount.press('Tab');
    await expect(amount).toHaveValue('1,200,000');
    await page.reload();
    await waitForHydration(page);
    await expect(amount).toHaveValue('1,200,000');
    // Not one it accepts, or not in whole dollars: left as typed (rounded, "1.5" became "2").
    for (const typed of ['1.5', '1190000.50']) {
      await amount.fill(typed);
      await amount.press('Tab');
      await expect(amount).toHaveValue(typed);
    }
    await amount.fill('lots');
    await amount.press('Tab');
    await expect(amount).toHaveValue('lots');
    await expect(amount).toHaveAccessibleDescription(/Enter the amount in dollars/);
  });

  test('in a window shorter than the summary, its heading is on screen when it takes focus', async ({page}) => {
    // A low-vision trial at 320 x 200 (400 % zoom): the focused summary was centred, its heading cut off above.
    await page.setViewportSize({width: 320, height: 200});
    await page.getByLabel('Phone').fill('12');
    await page.getByRole('textbox', {name: /^E-mail/}).fill('sam@');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const summary = page.getByRole('group', {name: /^Please check/});
    await expect(summary).toBeFocused();
    const heading = (await summary.getByText(/^Please check/).boundingBox())!;
    expect(heading.y).toBeGreaterThanOrEqual(0);
    expect(heading.y + heading.height).toBeLessThanOrEqual(200);
  });

  test('shows each problem beside its field and in a summary that takes focus, keeping what was typed', async ({
    page,
  }) => {
    await page.getByLabel('Amount to borrow').fill('lots');
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    const summary = page.getByRole('group', {name: 'Please check 4 things before sending'});
    await expect(summary).toBeFocused();
    // Focus reads it once; not a live region, which would read it again at each keystroke of a correction.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(summary.getByRole('link')).toHaveText([
      'Enter the amount in dollars, for example 750,000.',
      'Enter your name.',
      'Enter a phone number or an e-mail address (at least one), so a broker can reply.',
      'Tick this box to agree to the collection notice, so we can use your details to reply.',
    ]);

    const phone = page.getByLabel('Phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/at least one/);
    await expect(page.getByLabel('Amount to borrow')).toHaveValue('lots');

    // An e-mail address settles it; choosing phone asks for the number, and a wrong one says so.
    await page.getByRole('textbox', {name: /^E-mail/}).fill('alex@example.com.au');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Contact me by').selectOption('phone');
    await expect(phone).toHaveAccessibleDescription(/Enter a phone number to be contacted by phone, or choose e-mail/);
    await summary.getByRole('link', {name: /contacted by phone/}).click();
    await expect(phone).toBeFocused();
    await phone.fill('12345');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(phone).toHaveAccessibleDescription(/Enter a phone number such as 0412 345 678/);
    await phone.fill('0412 345 678');
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', {name: /^E-mail/})).toHaveValue('alex@example.com.au');
  });

  test('sends the enquiry and shows the reference and what happens next', async ({page}) => {
    await page.getByLabel('Type of finance').selectOption('equipment-finance');
    await page.getByLabel('Amount to borrow').fill('250,000');
    await fillRequired(page);
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    const heading = page.getByRole('heading', {name: /your enquiry is with us/});
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    // Focus on the heading says the reference too (a blind borrower's trial had to read on for it).
    await expect(heading).toHaveAccessibleDescription(
      `Your reference number is ${await page.getByTestId('enquiry-reference').textContent()}`,
    );
    // What happens next: on a wide screen the column beside the confirmation says it, once; on a phone the confirmation.
    const wide = (page.viewportSize()?.width ?? 0) >= 997;
    await expect(page.getByRole('heading', {name: 'After you send it'})).toBeVisible({visible: wide});
    await expect(page.getByRole('heading', {name: 'What happens next'})).toBeVisible({visible: !wide});
  });

  test('keeps the form filled and offers the phone number when the server fails', async ({page}) => {
    await page.route('**/api/enquiries', (route) => route.fulfill({status: 500, body: 'Internal Server Error'}));
    await fillRequired(page);
    await page.getByLabel('Amount to borrow').fill('640,000');
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    const problem = page.getByRole('alert').filter({hasText: 'has not been sent'});
    await expect(problem).toContainText('Your details are still in the form');
    // The number and the hours after a comma, with no brackets inside brackets.
    await expect(problem).toContainText(`call us on ${business.phone.display}, ${business.businessHours}.`);
    await expect(problem).not.toHaveText(/\([^)]*\(/);
    await expect(page.getByLabel('Your name')).toHaveValue('Alex Citizen');
    await expect(page.getByLabel('Amount to borrow')).toHaveValue('640,000');
    // The keyboard keeps its place: on the send button, under the problem, not dropped to the page.
    await expect(page.getByRole('button', {name: 'Send my quote request'})).toBeFocused();

    // The connection comes back: the same form goes through.
    await page.unroute('**/api/enquiries');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  });

  test('says so when the connection is lost', async ({page}) => {
    await page.route('**/api/enquiries', (route) => route.abort('internetdisconnected'));
    // The form retries before it gives up: the page's clock skips the waits between tries.
    await page.clock.install();
    await fillRequired(page);
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const problem = page.getByRole('alert').filter({hasText: 'has not been sent'});
    await fastForwardUntilVisible(page, problem);
    await expect(problem).toContainText('try again');
    await expect(page.getByRole('textbox', {name: /^E-mail/})).toHaveValue('alex@example.com.au');
  });

  test('as it opens: the collection notice, what it sends about the visit and links to the privacy policy and credit guide; the phone, e-mail, hours and address beside the form', async ({
    page,
  }) => {
    await test.step('the collection notice, what it sends about the visit, and links to the privacy policy and credit guide', async () => {
      const notice = page.getByRole('region', {name: 'How we use your details'});
      await expect(notice.getByRole('link', {name: /privacy policy/})).toHaveAttribute('href', '/privacy');
      await expect(notice).toContainText('how you found this site');
      await expect(notice).toContainText('kept in your browser for this visit only');
      await notice.getByText('More about how we use your details').click();
      await expect(notice.getByRole('link', {name: /credit guide/})).toHaveAttribute('href', '/credit-guide');
      await expect(notice).toContainText('not a cookie');
      await expect(page.getByRole('checkbox', {name: /I have read the collection notice/})).not.toBeChecked();
      // The news opt-in is offered at step two, not here.
      await expect(page.getByRole('checkbox', {name: /news and guides/})).toHaveCount(0);
    });
    await test.step('still shows the phone, e-mail, hours and address', async () => {
      const details = page.getByRole('complementary', {name: 'Talk to a broker'});
      await expect(details.getByRole('link', {name: business.phone.display})).toHaveAttribute(
        'href',
        business.phone.href,
      );
      await expect(details.getByRole('link', {name: business.email})).toBeVisible();
      await expect(details).toContainText(business.businessHours);
      await expect(details).toContainText(business.address.street);
    });
  });
});

test.describe('tell us about the deal; errors under their fields; section headings', () => {
  test.beforeEach(async ({page}) => {
    await gotoHydrated(page, '/contact');
    await expect(page.locator('form[action="/api/enquiries"]')).toHaveAttribute('novalidate', '');
  });

  const deal = (page: Page) => page.getByRole('textbox', {name: 'Tell us about the deal'});

  for (const width of [1280, 375]) {
    test(`step one has an optional text box for the deal, right after the amount (${width} px)`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      const box = deal(page);
      await expect(box).toBeVisible();
      await expect(box).toHaveAttribute('rows', '4');
      await expect(box).toHaveAccessibleDescription('What it’s for, the security, when you need the funds.');
      await expect(box).not.toHaveAttribute('required');
      // The control right after "Amount to borrow", in the page's order as in the tab order.
      const names = await page
        .locator('form[action="/api/enquiries"]')
        .locator('input:not([type=hidden]), select, textarea')
        .evaluateAll((controls) => controls.map((c) => c.getAttribute('name')));
      expect(names.slice(0, 3)).toEqual(['service', 'amount', 'deal']);
      // Within the screen's width, no sideways scrolling.
      const {x, width: boxWidth} = (await box.boundingBox())!;
      expect(x + boxWidth).toBeLessThanOrEqual(width);
    });
  }

  test('the deal box takes 1,000 characters and says so when full', async ({page}) => {
    const box = deal(page);
    // Seen at once; heard (a live region in the page from the start) once she pauses, not at every key.
    const heard = page.locator('[aria-live="polite"]').filter({hasText: /characters/});
    await box.fill('x'.repeat(995));
    await expect(page.getByText('5 characters left of 1,000.').and(page.locator('[aria-hidden="true"]'))).toBeVisible();
    await expect(heard).toHaveText('5 characters left of 1,000.');
    await box.pressSequentially('abcdef');
    await expect(box).toHaveValue(`${'x'.repeat(995)}abcde`);
    await expect(heard).toHaveText('5 characters left of 1,000.');
    await expect(heard).toHaveText('You have reached the limit of 1,000 characters.');
  });

  test('the deal as typed, line breaks and all, is stored with the enquiry', async ({page}) => {
    const name = attemptName('Dana Dealtext');
    await deal(page).fill('Buying the café’s freehold in Newcastle.\nSecurity: the shop. Settlement in 6 weeks.');
    await fillRequired(page);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    expect(storedColumn(name, "json_extract(data, '$.deal')")).toEqual([
      'Buying the café’s freehold in Newcastle.\nSecurity: the shop. Settlement in 6 weeks.',
    ]);
  });

  test('the agreement box’s error sits under it, as the name’s sits under the name', async ({page}) => {
    // Nothing is read out as invalid before the visitor has done anything; after Send without the tick, it is.
    expect(await reportedInvalid(page, '#quote-consent')).toBe(false);
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect.poll(() => reportedInvalid(page, '#quote-consent')).toBe(true);
    const name = page.getByLabel('Your name');
    const consent = page.getByRole('checkbox', {name: /I have read the collection notice/});
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    const nameError = page.locator('#quote-name-error');
    const consentError = page.locator('#quote-consent-error');
    expect((await nameError.boundingBox())!.y).toBeGreaterThanOrEqual(bottom((await name.boundingBox())!));
    expect((await consentError.boundingBox())!.y).toBeGreaterThanOrEqual(bottom((await consent.boundingBox())!));
  });

  test('the agreement box in error still shows the focus ring when the keyboard reaches it', async ({page}) => {
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    const consent = page.getByRole('checkbox', {name: /I have read the collection notice/});
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    const outline = () => consent.evaluate((box) => getComputedStyle(box).outlineColor);
    const errorOutline = await outline();
    await consent.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(consent).toBeFocused();
    // The site's focus colour, not the error's red.
    expect(await outline()).not.toBe(errorOutline);
  });

  test('the form’s section heading is in the headings’ face, as "Your quote request" is', async ({page}) => {
    const face = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
    const title = await face(page.getByRole('heading', {name: 'Your quote request'}));
    expect(title).toContain('Plus Jakarta Sans');
    expect(await face(page.locator('form[action="/api/enquiries"] legend', {hasText: 'How we reach you'}))).toBe(title);
  });
});

const bottom = (box: {y: number; height: number}) => box.y + box.height;

/** One column of what the server stored for a visitor with this name: the deal as typed, or the spam mark. */
function storedColumn(name: string, column: "json_extract(data, '$.deal')" | 'spam'): unknown[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'enquiries.db'), {readonly: true});
  try {
    return db.prepare(`SELECT ${column} FROM enquiries WHERE json_extract(data, '$.name') = ?`).pluck().all(name);
  } finally {
    db.close();
  }
}

/** Enquiries the site's server stored from a visitor with this name (the e2e database, see playwright.config.ts). */
function storedFor(name: string): {reference: string}[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, 'enquiries.db'), {readonly: true});
  try {
    return db
      .prepare("SELECT reference FROM enquiries WHERE json_extract(data, '$.name') = ? ORDER BY id")
      .all(name) as {reference: string}[];
  } finally {
    db.close();
  }
}

/**
 * Moves the page's clock (`page.clock.install()` first) on, half a second at a time, until `shown` is visible: the
 * form waits 1.5 s and then 3 s between its questions by key before it says it could not confirm.
 */
async function fastForwardUntilVisible(page: Page, shown: Locator) {
  await expect
    .poll(
      async () => {
        if (await shown.isVisible()) return true;
        await page.clock.fastForward(500);
        return false;
      },
      {intervals: [100]},
    )
    .toBe(true);
}

test.describe('no lead lost', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/contact');
    await waitForHydration(page);
  });

  test('an answer lost after the enquiry was stored: the form asks, then shows the reference it was stored under', async ({
    page,
  }) => {
    let stored = '';
    await page.route('**/api/enquiries', async (route) => {
      const response = await route.fetch();
      stored = ((await response.json()) as {reference: string}).reference;
      // The server committed and answered; the answer never reaches the page.
      await route.abort('connectionreset');
    });
    await fillRequired(page);
    await page.getByLabel('Your name').fill(attemptName('Lena Lostanswer'));
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    await expect(page.getByTestId('enquiry-reference')).toHaveText(stored);
    expect(storedFor(attemptName('Lena Lostanswer'))).toEqual([{reference: stored}]);
  });

  test('every attempt of one submission carries the same key, so pressing Send again stores it once', async ({
    page,
  }) => {
    const keys: string[] = [];
    let attempt = 0;
    await page.route('**/api/enquiries', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      attempt += 1;
      const response = await route.fetch();
      // The first answer is replaced by a proxy's "bad gateway", as if the server's answer went missing.
      if (attempt === 1) await route.fulfill({status: 502, body: 'Bad gateway'});
      else await route.fulfill({response});
    });
    // The status look-up fails too, so the form cannot tell whether the first one arrived.
    await page.route('**/api/enquiries/by-key/**', (route) => route.abort('connectionreset'));
    await page.clock.install();
    await fillRequired(page);
    await page.getByLabel('Your name').fill(attemptName('Sam Sendagain'));
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    const problem = page.getByRole('alert').filter({hasText: 'could not confirm'});
    await fastForwardUntilVisible(page, problem);
    await expect(problem).toContainText('Sending it again is safe');
    await expect(page.getByLabel('Your name')).toHaveValue(attemptName('Sam Sendagain'));
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
    const stored = storedFor(attemptName('Sam Sendagain'));
    expect(stored).toHaveLength(1);
    await expect(page.getByTestId('enquiry-reference')).toHaveText(stored[0]!.reference);
  });

  /** The server stores the enquiry, the page never hears back, and asking by key fails too: "could not confirm". */
  async function sendUnconfirmed(page: Page, name: string) {
    // The form asks by key three times, 1.5 s and then 3 s apart, before it says so: the page's clock is moved on
    // past each wait instead of waiting it out. Two sends and up to four look-ups: more than 30 s on a busy machine.
    test.setTimeout(60_000);
    await page.clock.install();
    const stored: string[] = [];
    await page.route('**/api/enquiries', async (route) => {
      const response = await route.fetch();
      stored.push(((await response.json()) as {reference: string}).reference);
      await route.abort('connectionreset');
    });
    const asked: string[] = [];
    await page.route('**/api/enquiries/by-key/**', async (route) => {
      asked.push(route.request().url());
      await route.abort('connectionreset');
    });
    await fillRequired(page);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    const problem = page.getByRole('alert').filter({hasText: 'We could not confirm that your enquiry arrived'});
    await fastForwardUntilVisible(page, problem);
    await expect(problem).toContainText('Sending it again is safe (we will not receive it twice)');
    await expect(page.getByTestId('enquiry-reference')).toHaveCount(0);
    await expect(page.getByLabel('Your name')).toHaveValue(name);
    // Before saying so, the form asked the server by the submission's key.
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(storedFor(name)).toEqual([{reference: stored[0]}]);
    await page.unrouteAll({behavior: 'wait'});
    return stored[0]!;
  }

  test('could not confirm: sending again asks by key and shows the reference it was stored under, stored once', async ({
    page,
  }) => {
    const reference = await sendUnconfirmed(page, attemptName('Cora Couldnotconfirm'));
    const asked = page.waitForRequest(/\/api\/enquiries\/by-key\//);
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await asked;
    await expect(page.getByTestId('enquiry-reference')).toHaveText(reference);
    expect(storedFor(attemptName('Cora Couldnotconfirm'))).toEqual([{reference}]);
  });

  test('could not confirm, then the page is opened again in the tab: it asks by key and shows the reference', async ({
    page,
  }) => {
    const reference = await sendUnconfirmed(page, attemptName('Remy Reload'));
    const asked = page.waitForRequest(/\/api\/enquiries\/by-key\//);
    await page.reload();
    await asked;
    await expect(page.getByTestId('enquiry-reference')).toHaveText(reference);
    expect(storedFor(attemptName('Remy Reload'))).toEqual([{reference}]);
  });

  test('says it is still sending when the answer is slow, then shows the reference', async ({page}) => {
    // The answer is held until the form has said so; the page's clock is moved on past the form's 5 s instead.
    await page.clock.install();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let posts = 0;
    await page.route('**/api/enquiries', async (route) => {
      posts += 1;
      await answered;
      await route.continue();
    });
    await fillRequired(page);
    await page.getByRole('button', {name: 'Send my quote request'}).press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Sending your enquiry'})).toBeVisible();
    // Focus stays on the button while it sends (a disabled button dropped it to the page), and a second press sends
    // nothing more.
    const sending = page.getByRole('button', {name: 'Sending…'});
    await expect(sending).toBeFocused();
    await expect(sending).toHaveAttribute('aria-disabled', 'true');
    const slow = page.getByRole('status').filter({hasText: 'taking longer than usual'});
    await page.clock.fastForward(5000);
    await expect(slow).toBeVisible();
    await sending.press('Enter');
    await expect(sending).toBeFocused();
    answer();
    await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
    expect(posts).toBe(1);
  });
});

test('values already in the page when the scripts start (as the browser restores them on Back) are kept', async ({
  page,
}) => {
  // Hold the scripts, as a slow network would, so the page is there before React is.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await released;
    await route.continue();
  });
  // DOMContentLoaded waits for the deferred scripts being held: wait for the parsed form instead.
  await page.goto('/contact', {waitUntil: 'commit'});
  await page.locator('form[action="/api/enquiries"] [name="consent"]').waitFor({state: 'attached'});
  const name = attemptName('Bea Backbutton');
  // What the browser does on Back: values put back without any input events.
  await page.evaluate((name) => {
    const set = (name: string, value: string) => {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
        `form[action="/api/enquiries"] [name="${name}"]`,
      )!;
      field.value = value;
    };
    set('name', name);
    set('email', 'bea@example.com.au');
    set('service', 'smsf-lending');
    set('amount', '2.5m');
    document.querySelector<HTMLInputElement>('form[action="/api/enquiries"] [name="consent"]')!.checked = true;
  }, name);
  release();
  await waitForHydration(page);
  // The effects that used to empty the form run once React has committed, before the browser's next frame.
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await expect(page.getByLabel('Your name')).toHaveValue(name);
  await expect(page.getByRole('textbox', {name: /^E-mail/})).toHaveValue('bea@example.com.au');
  await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  await expect(page.getByLabel('Amount to borrow')).toHaveValue('2.5m');
  await expect(page.getByRole('checkbox', {name: /I have read the collection notice/})).toBeChecked();
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  expect(storedFor(name)).toHaveLength(1);
});

test('what she typed stays for the visit: after a guide, Back, a reload and a new scenario; gone once sent', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Your name').fill('Dana Draft');
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel(/^Tell us about the deal/).fill('A warehouse in Dandenong, settling in March.');
  await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
  // Off to a guide inside the site, and Back: the form was unmounted in between.
  await page.getByRole('link', {name: 'Guides', exact: true}).first().click();
  await expect(page).toHaveURL(/\/resources\/guides$/);
  await page.goBack();
  await expect(page.getByLabel('Your name')).toHaveValue('Dana Draft');
  await expect(page.getByLabel('Phone')).toHaveValue('0412 345 678');
  await expect(page.getByLabel(/^Tell us about the deal/)).toHaveValue('A warehouse in Dandenong, settling in March.');
  // Opened afresh (not Back, where the browser may restore the page as it was): her words, but the consent is given
  // again, not remembered.
  await gotoHydrated(page, '/contact');
  await expect(page.getByLabel('Your name')).toHaveValue('Dana Draft');
  await expect(page.getByRole('checkbox', {name: /I have read the collection notice/})).not.toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Your name')).toHaveValue('Dana Draft');
  // A calculator's scenario still fills the amount, and her words stay.
  const amount = page.getByLabel(/^Amount to borrow/);
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator?amount=800000');
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await expect(amount).toHaveValue(/^\$?800,000$/);
  await expect(page.getByLabel('Your name')).toHaveValue('Dana Draft');
  // Her own amount over that scenario's stays over it...
  await amount.fill('900,000');
  await page.reload();
  await waitForHydration(page);
  await expect(amount).toHaveValue(/^\$?900,000$/);
  // ...until a newer scenario brings its own.
  await gotoHydrated(page, '/tools/commercial-property-loan-calculator?amount=750000');
  await page.getByRole('link', {name: 'Get a quote for this scenario'}).click();
  await expect(amount).toHaveValue(/^\$?750,000$/);
  await expect(page.getByLabel('Your name')).toHaveValue('Dana Draft');
  await page.getByRole('textbox', {name: /^E-mail/}).fill('dana@example.com.au');
  await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  const reference = await page.getByTestId('enquiry-reference').textContent();
  // Sent: the next enquiry in this visit starts empty, and the form says which one was sent, after a reload too, so
  // she need not send it again to be sure.
  await gotoHydrated(page, '/contact');
  await expect(page.getByLabel('Your name')).toHaveValue('');
  const sent = page.getByText(`You sent a request from this tab: reference ${reference}.`);
  await expect(sent).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(sent).toBeVisible();
});

test('a form restored from what she typed earlier and sent at once is not marked possible spam', async ({page}) => {
  const name = attemptName('Rita Restored');
  await gotoHydrated(page, '/contact');
  await fillRequired(page);
  await page.getByLabel('Your name').fill(name);
  // She takes longer to type than the server's least fill time (ENQUIRY_MIN_FILL_SECONDS, 3 s by default)...
  await page.waitForTimeout(3_500);
  // ...then a reload (or a guide, and back) restores her words: she gives her consent again and sends at once.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  expect(storedColumn(name, 'spam')).toEqual([0]);
});

test('a service page’s Get a quote link chooses that service', async ({page}) => {
  await gotoHydrated(page, '/services/bridging-finance');
  await page.locator('main a[href="/contact?service=bridging-finance"]').first().click();
  await expect(page).toHaveURL(/\/contact\?service=bridging-finance$/);
  await expect(page.getByLabel('Type of finance')).toHaveValue('bridging-finance');
});

// A phone trial: a consumer after a family car chose "Not sure yet" and met no statement of the rule above Send.
test('before a type of finance is chosen, and with “Not sure yet”, the form says it arranges business finance only', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  const type = page.getByLabel('Type of finance');
  const note = page.getByText(
    /^We arrange business finance and SMSF property loans only, never for personal or household needs/,
  );
  await expect(note).toBeVisible();
  // Under the field it is about, above the Send button.
  expect((await note.boundingBox())!.y).toBeGreaterThan((await type.boundingBox())!.y);
  await type.selectOption('not-sure');
  await expect(note).toBeVisible();
  await type.selectOption('equipment-finance');
  await expect(page.getByText(/^We arrange this finance only for business purposes/)).toBeVisible();
  await expect(note).toHaveCount(0);
});

test('a calculator’s scenario fills in the amount and goes with the enquiry', async ({page}) => {
  await gotoHydrated(
    page,
    '/tools/commercial-property-loan-calculator?amount=1200000&rate=7.25&years=25&value=1800000&frequency=monthly',
  );
  const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
  // The calculator applies the address's scenario after hydration; wait until the link carries it.
  await expect(talk).toHaveAttribute('href', /amount=1200000/);
  await talk.click();
  await expect(page).toHaveURL(/\/contact\?calculator=commercial-property-loan-calculator/);

  await expect(page.getByLabel('Amount to borrow')).toHaveValue('1,200,000');
  // A loan over commercial property: the first and second mortgages service, which she can change.
  await expect(page.getByLabel('Type of finance')).toHaveValue('first-second-mortgages');
  // The security's value belongs to step two: shown now, sent with step one, offered again after. One box for what
  // came: the calculator's scenario, with the property's value among its figures, not counted as an answer she gave.
  const scenario = page.getByRole('region', {name: 'Included with your enquiry'});
  await expect(scenario).toContainText('1,800,000');
  await expect(scenario.locator('p').first()).toHaveText(
    /^Included with your enquiry: commercial property loan calculator Review or remove$/,
  );
  await expect(scenario).toContainText('7.25% p.a.');
  await expect(scenario).toContainText('$8,674');
  await expect(scenario).toContainText('66.7%');

  await fillRequired(page);
  const request = page.waitForRequest('**/api/enquiries');
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  const sent = (await request).postDataJSON() as Record<string, string>;
  expect(new URLSearchParams(sent.scenario).get('calculator')).toBe('commercial-property-loan-calculator');
  expect(new URLSearchParams(sent.scenario).get('repayment')).toBe('8673.68');
  expect(sent.securityValue).toBe('1,800,000');
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  await expect(page.getByLabel('Estimated value of the security')).toHaveValue('1,800,000');
});

test('a bridge’s security is both properties: their value is filled in for step two', async ({page}) => {
  // A borrower's trial typed her two properties' value again after the bridging calculator had them.
  await gotoHydrated(page, '/tools/bridging-loan-calculator?sale=1100000&debt=400000&purchase=1600000&state=qld');
  const talk = page.getByRole('link', {name: 'Get a quote for this scenario'});
  await expect(talk).toHaveAttribute('href', /amount=2072525/);
  await talk.click();
  await fillRequired(page);
  const request = page.waitForRequest('**/api/enquiries');
  await page.getByRole('button', {name: 'Send my quote request'}).click();
  expect(((await request).postDataJSON() as Record<string, string>).securityValue).toBe('2,700,000');
  await expect(page.getByTestId('enquiry-reference')).toHaveText(referencePattern);
  await expect(page.getByLabel('Estimated value of the security')).toHaveValue('2,700,000');
});

test.describe('without JavaScript', {tag: '@smoke'}, () => {
  test.use({javaScriptEnabled: false});

  test('the form posts and the server answers with the confirmation and reference', async ({page}) => {
    await page.goto('/contact');
    await page.getByLabel('Type of finance').selectOption('smsf-lending');
    await fillRequired(page);
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    await expect(page).toHaveURL(/\/api\/enquiries$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Thank you: your enquiry is with us');
    await expect(page.locator('.hcf-reference')).toHaveText(referencePattern);
    await expect(page.getByRole('heading', {name: 'What happens next'})).toBeVisible();
  });

  test('a double click on Send stores one enquiry', async ({page}) => {
    await page.goto('/contact');
    await fillRequired(page);
    await page.getByLabel('Your name').fill(attemptName('Dora Doubleclick'));
    await page.getByRole('button', {name: 'Send my quote request'}).dblclick();
    await expect(page.locator('.hcf-reference')).toHaveText(referencePattern);
    await expect.poll(() => storedFor(attemptName('Dora Doubleclick')).length).toBe(1);
    const [stored] = storedFor(attemptName('Dora Doubleclick'));
    await expect(page.locator('.hcf-reference')).toHaveText(stored!.reference);
  });

  test('after a problem page, Back shows the form with everything typed still there', async ({page}) => {
    await page.goto('/contact');
    await fillRequired(page);
    await page.getByLabel('Type of finance').selectOption('smsf-lending');
    // The server is not taking enquiries: its problem page.
    await page.route('**/api/enquiries', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'text/html',
        body: '<!doctype html><title>Not saved</title><h1>We could not save your enquiry</h1>',
      }),
    );
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('We could not save your enquiry');
    await page.goBack();
    await expect(page.getByLabel('Your name')).toHaveValue('Alex Citizen');
    await expect(page.getByLabel('Type of finance')).toHaveValue('smsf-lending');
  });

  test('errors come back beside the fields, with everything typed still there', async ({page}) => {
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Alex Citizen');
    await page.getByRole('textbox', {name: /^E-mail/}).fill('alex@example.com.au');
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Amount to borrow').fill('3,100,000');
    await page.getByRole('checkbox', {name: /I have read the collection notice/}).check();
    await page.getByRole('button', {name: 'Send my quote request'}).click();

    await expect(page.getByRole('heading', {level: 1})).toHaveText('Check your quote request');
    await expect(page.getByRole('alert')).toContainText('Enter a phone number such as 0412 345 678');
    await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Your name')).toHaveValue('Alex Citizen');
    await expect(page.getByLabel('Amount to borrow')).toHaveValue('3,100,000');
    await expect(page.getByRole('checkbox', {name: /I have read the collection notice/})).toBeChecked();

    await page.getByLabel('Phone').fill('02 9876 5432');
    await page.getByRole('button', {name: 'Send my quote request'}).click();
    await expect(page.locator('.hcf-reference')).toHaveText(referencePattern);
  });
});

// The list ran in the records' order (mortgages, development, working capital, bridging, ...), grouped nowhere.
test('"Type of finance" lists the services under the four groups /services uses, in its order, with and without scripts', async ({
  browser,
}) => {
  const groups = [
    'Property finance',
    'Business finance',
    'Asset and equipment finance',
    'Specialist and private lending',
  ];
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({javaScriptEnabled});
    const page = await context.newPage();
    await page.goto('/contact');
    const select = page.getByLabel('Type of finance');
    await expect(select.locator('optgroup')).toHaveCount(4);
    expect(await select.locator('optgroup').evaluateAll((els) => els.map((el) => el.getAttribute('label')))).toEqual(
      groups,
    );
    await expect(select.locator('optgroup[label="Property finance"] option').first()).toHaveText('Bridging finance');
    await expect(select.locator('optgroup[label="Specialist and private lending"] option')).toHaveText([
      'Caveat loans',
      'Private lending',
      'SMSF lending',
    ]);
    await expect(select.locator('option').last()).toHaveText('Not sure yet');
    await context.close();
  }
});
