/** The quote request's shared schema: the same answers in the browser and on the server. */
import fs from 'fs';
import path from 'path';
import matter from 'gray-matter';
import {isValidAbn} from '../../../src/enquiry/abn';
import {serviceRecord} from '../../../src/services/records';
import {normalisePhone} from '../../../src/enquiry/phone';
import {scenarioFromParams, scenarioSummary, scenariosFromField, scenariosToField} from '../../../src/enquiry/scenario';
import {cleanAttribution, withAskedFrom} from '../../../src/enquiry/attribution';
import {parseAmount, validateDetails, validateEnquiry} from '../../../src/enquiry/schema';
import {detailAsked} from '../../../src/enquiry/fields';
import {serviceSlugs} from '../../../src/site-map';

const minimal = {name: 'Alex Citizen', email: 'alex@example.com.au', phone: '0412 345 678', consent: true};

describe('ABN check', () => {
  it.each(['51 824 753 556', '51824753556', '33 102 417 032', '53 004 085 616'])('accepts %s', (abn) => {
    expect(isValidAbn(abn)).toBe(true);
  });
  it.each(['51 824 753 557', '12 345 678 901', '5182475355', 'abcdefghijk'])('rejects %s', (abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });
});

describe('phone numbers', () => {
  it.each([
    ['0412 345 678', '0412 345 678'],
    ['+61 412 345 678', '0412 345 678'],
    ['+61 (0)412-345-678', '0412 345 678'],
    ['0061412345678', '0412 345 678'],
    ['(02) 9876 5432', '02 9876 5432'],
    ['03-9876-5432', '03 9876 5432'],
    ['1300 975 707', '1300 975 707'],
    ['1800123456', '1800 123 456'],
    ['13 12 34', '13 12 34'],
    // Overseas: + (or 00) and the country code, the grouping as typed, a bracketed trunk zero dropped.
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+44 (0)20 7946-0958', '+44 20 7946 0958'],
    ['0064 21 123 4567', '+64 21 123 4567'],
    ['+65 6123 4567', '+65 6123 4567'],
    ['+44(0)20 7946 0958', '+44 20 7946 0958'],
    // Dialled out of Australia: 0011 is the international prefix, not a country code.
    ['0011 44 20 7946 0958', '+44 20 7946 0958'],
    ['0011 61 412 345 678', '0412 345 678'],
    ['+49 (0) 171 1234 5678', '+49 171 1234 5678'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });
  it.each([
    '12345',
    '0512 345 678',
    '04123456789',
    '9876 5432',
    'call me',
    // An Australian number with +61 is checked as one; an overseas one needs 8 to 15 digits in all.
    '+61 512 345 678',
    '+44 1234',
    '+44 2079 4609 5812 3456',
    '+0 20 7946 0958',
    '+44 20 7946 0958 ext 2',
  ])('rejects %s', (input) => {
    expect(normalisePhone(input)).toBeUndefined();
  });
});

describe('amounts', () => {
  it.each([
    ['750000', 750_000],
    ['750,000', 750_000],
    ['$750,000.00', 750_000],
    ['750k', 750_000],
    ['1.2m', 1_200_000],
    ['1.2 million', 1_200_000],
    ['AUD 2,000,000', 2_000_000],
    // Thousands grouped by spaces, as some write them (a no-break space from a copied figure too).
    ['750 000', 750_000],
    ['$1 200 000', 1_200_000],
    ['2\u00a0500\u00a0000', 2_500_000],
  ])('reads %s as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
  it.each(['lots', '1,2,3 m', '-5000', '', '750 00', '7 50 000'])('does not read %s', (input) => {
    expect(parseAmount(input)).toBeUndefined();
  });
});

describe('validateEnquiry', () => {
  it('needs only a name, an e-mail address, a phone number and consent', () => {
    const result = validateEnquiry(minimal);
    expect(result).toEqual({
      ok: true,
      enquiry: expect.objectContaining({...minimal, service: 'not-sure', marketing: false}),
    });
  });

  it('says what to do about each required field left empty', () => {
    expect(validateEnquiry({})).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        phone: 'Enter a phone number or an e-mail address (at least one), so a broker can reply.',
        consent: 'Tick this box to agree to the collection notice, so we can use your details to reply.',
      },
    });
  });

  it('treats a form post and a JSON body alike (strings, booleans, repeated fields)', () => {
    const fromForm = validateEnquiry({...minimal, consent: 'true', marketing: 'true', amount: ['500,000', 'x']});
    const fromJson = validateEnquiry({...minimal, consent: true, marketing: true, amount: 500000});
    expect(fromForm).toEqual(fromJson);
  });

  it.each([
    [{abn: '51 824 753 557'}, 'abn', 'This is not a valid ABN. Check each digit, or leave this blank.'],
    [{abn: '518247'}, 'abn', 'An ABN has 11 digits. Check the number, or leave this blank.'],
    [{amount: 'lots'}, 'amount', 'Enter the amount in dollars, for example 750,000.'],
    [{amount: '500'}, 'amount', 'Enter an amount between $1,000 and $1,000,000,000.'],
    // A borrower's trial typed a minus sign and was told to "enter the amount in dollars".
    [{amount: '-5000'}, 'amount', 'Enter an amount between $1,000 and $1,000,000,000.'],
    [{amount: '- $80,000'}, 'amount', 'Enter an amount between $1,000 and $1,000,000,000.'],
    [{securityValue: '5'}, 'securityValue', 'Enter a value between $1,000 and $1,000,000,000.'],
    [{service: 'home-loans'}, 'service', 'Choose one of the options in the list.'],
    [{state: 'XYZ'}, 'state', 'Choose one of the options in the list.'],
    [{email: 'alex@'}, 'email', 'Enter an e-mail address in the format name@example.com.au.'],
    [{message: 'x'.repeat(2001)}, 'message', 'Keep this to 2,000 characters or fewer (it has 2,001).'],
  ])('explains a wrong value: %j', (change, field, message) => {
    expect(validateEnquiry({...minimal, ...change})).toEqual({ok: false, errors: {[field]: message}});
  });

  it.each([
    ['name', 'Alex\u001b[31m', 'Your name contains a control character'],
    ['name', 'Alex\nCitizen', 'Your name contains a control character'],
    ['businessName', 'Example\tHoldings', 'Business name contains a control character'],
    ['email', 'alex@example.com.au\r\nBcc: x@evil.example', 'E-mail contains a control character'],
    ['message', 'Hi\u0007', 'Anything else about the deal contains a control character'],
    ['name', 'Alex \u202enezitiC', 'Your name contains hidden characters that change the direction of the text'],
  ])('refuses a control or direction character in %s, naming the field', (field, value, message) => {
    const result = validateEnquiry({...minimal, [field]: value});
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[field as 'name']).toMatch(new RegExp(`^${message}`));
  });

  it('keeps new lines and tabs in the message, every line break as a plain LF (no bare CR reaches the e-mail)', () => {
    const result = validateEnquiry({...minimal, message: 'First line\r\nSecond\tline\rThird\nFourth\r\r\n.\r'});
    expect(result.ok && result.enquiry.message).toBe('First line\nSecond\tline\nThird\nFourth\n\n.');
  });

  it('counts a name of invisible characters as empty, and drops zero-width spaces from a real one', () => {
    expect(validateEnquiry({...minimal, name: '\u200b\u200d\u2060\ufeff\u00a0'})).toEqual({
      ok: false,
      errors: {name: 'Enter your name.'},
    });
    const result = validateEnquiry({...minimal, name: 'Al\u200bex\u00ad Citizen'});
    expect(result.ok && result.enquiry.name).toBe('Alex Citizen');
  });

  it.each([
    ['Hangul filler U+3164', '\u3164\u3164'],
    ['Hangul choseong filler U+115F', '\u115f'],
    ['Hangul jungseong filler U+1160', '\u1160 \u1160'],
    ['halfwidth Hangul filler U+FFA0', '\uffa0'],
    ['blank braille pattern U+2800', '\u2800\u2800\u2800'],
    ['combining marks alone', '\u0301\u0308\u0323'],
    ['a combining grapheme joiner and variation selectors', '\u034f\ufe0f\ufe0e'],
    ['zero-width space and joiners', '\u200b\u200c\u200d'],
    ['tag characters', '\u{e0041}\u{e0042}'],
  ])('counts a name made only of %s as empty, with the usual message', (_what, name) => {
    expect(validateEnquiry({...minimal, name})).toEqual({ok: false, errors: {name: 'Enter your name.'}});
  });

  it('still takes a name whose letters carry combining marks or are Hangul', () => {
    expect(validateEnquiry({...minimal, name: '\ud55c\uc9c0\ubbfc'}).ok).toBe(true);
    const result = validateEnquiry({...minimal, name: 'Nguye\u0302\u0303n'});
    expect(result.ok && result.enquiry.name).toBe('Nguy\u1ec5n');
  });

  it('keeps text in NFC form, so the same name is always stored the same way', () => {
    const result = validateEnquiry({...minimal, name: 'Zoe\u0308 Nguye\u0302\u0303n'});
    expect(result.ok && result.enquiry.name).toBe('Zo\u00eb Nguy\u1ec5n');
  });

  it('refuses a value of a type the field does not take', () => {
    expect(validateEnquiry({...minimal, name: true})).toEqual({
      ok: false,
      errors: {name: 'Your name must be sent as text.'},
    });
    expect(validateEnquiry({...minimal, phone: {n: 1}, marketing: 'yes', businessName: 7})).toEqual({
      ok: false,
      errors: {phone: 'Phone must be sent as text.', businessName: 'Business name must be sent as text.'},
    });
  });

  it('accepts a known service and keeps a calculator scenario, dropping what does not look like one', () => {
    const result = validateEnquiry({
      ...minimal,
      service: 'smsf-lending',
      scenario: 'calculator=commercial-property-loan-calculator&amount=1200000&rate=7.25&bad key=1&note=<script>',
    });
    expect(result.ok && result.enquiry.service).toBe('smsf-lending');
    expect(result.ok && result.enquiry.scenario).toEqual({
      calculator: 'commercial-property-loan-calculator',
      values: {amount: '1200000', rate: '7.25'},
    });
  });
});

describe('step one: what a broker needs to call back', () => {
  const stepOne = {name: 'Alex Citizen', consent: true};

  it('takes a phone number alone, or an e-mail address alone, with no preferred way she did not choose', () => {
    const byPhone = validateEnquiry({...stepOne, phone: '0412345678'});
    expect(byPhone.ok && byPhone.enquiry).toEqual({
      service: 'not-sure',
      name: 'Alex Citizen',
      phone: '0412 345 678',
      consent: true,
      marketing: false,
    });
    const byEmail = validateEnquiry({...stepOne, email: 'alex@example.com.au'});
    expect(byEmail.ok && byEmail.enquiry).toMatchObject({email: 'alex@example.com.au'});
    expect(byEmail.ok && ('phone' in byEmail.enquiry || 'contactMethod' in byEmail.enquiry)).toBe(false);
  });

  it('asks for one of the two next to the field for the way the visitor prefers', () => {
    expect(validateEnquiry(stepOne)).toEqual({
      ok: false,
      errors: {phone: 'Enter a phone number or an e-mail address (at least one), so a broker can reply.'},
    });
    expect(validateEnquiry({...stepOne, contactMethod: 'email'})).toEqual({
      ok: false,
      errors: {email: 'Enter a phone number or an e-mail address (at least one), so a broker can reply.'},
    });
  });

  it('needs the number or address for the way chosen', () => {
    expect(validateEnquiry({...stepOne, email: 'alex@example.com.au', contactMethod: 'phone'})).toEqual({
      ok: false,
      errors: {phone: 'Enter a phone number to be contacted by phone, or choose e-mail.'},
    });
    expect(validateEnquiry({...stepOne, phone: '0412 345 678', contactMethod: 'email'})).toEqual({
      ok: false,
      errors: {email: 'Enter an e-mail address to be contacted by e-mail, or choose phone.'},
    });
  });

  it('keeps the way and time to call, the service (Not sure allowed) and a rough amount', () => {
    const result = validateEnquiry({
      ...stepOne,
      phone: '02 9876 5432',
      contactMethod: 'phone',
      contactTime: 'afternoon',
      service: 'not-sure',
      amount: '1.2m',
    });
    expect(result.ok && result.enquiry).toMatchObject({
      service: 'not-sure',
      amount: 1_200_000,
      contactMethod: 'phone',
      contactTime: 'afternoon',
    });
    expect(validateEnquiry({...stepOne, phone: '0412 345 678', contactMethod: 'fax', contactTime: 'night'})).toEqual({
      ok: false,
      errors: {
        contactMethod: 'Choose one of the options in the list.',
        contactTime: 'Choose one of the options in the list.',
      },
    });
  });

  it('still takes everything in one go (a client that sends step two with step one)', () => {
    const result = validateEnquiry({...minimal, purpose: 'refinance', abn: '51 824 753 556', message: 'Hi'});
    expect(result.ok && result.enquiry).toMatchObject({purpose: 'refinance', abn: '51824753556', message: 'Hi'});
  });
});

describe('step two: the optional details', () => {
  it('takes nothing at all', () => {
    expect(validateDetails({})).toEqual({ok: true, details: {}});
  });

  it('records the news opt-in when ticked, and leaves it alone when not', () => {
    expect(validateDetails({marketing: 'true'})).toEqual({ok: true, details: {marketing: true}});
    expect(validateDetails({marketing: ''})).toEqual({ok: true, details: {}});
  });

  it("keeps the details, cleaned, and ignores step one's fields and unknown keys", () => {
    expect(
      validateDetails({
        purpose: 'refinance',
        security: 'commercial-property',
        securityValue: '$1,500,000',
        timeframe: 'month',
        businessName: ' Example Holdings Pty Ltd ',
        abn: '51 824 753 556',
        entityType: 'company',
        yearsTrading: 'over-5',
        state: 'VIC',
        message: 'Line one\r\nLine two',
        name: 'Someone Else',
        consent: false,
        admin: true,
      }),
    ).toEqual({
      ok: true,
      details: {
        purpose: 'refinance',
        security: 'commercial-property',
        securityValue: 1_500_000,
        timeframe: 'month',
        businessName: 'Example Holdings Pty Ltd',
        abn: '51824753556',
        entityType: 'company',
        yearsTrading: 'over-5',
        state: 'VIC',
        message: 'Line one\nLine two',
      },
    });
  });

  it('says what to fix next to each field', () => {
    expect(validateDetails({abn: '51 824 753 557', securityValue: 'lots', purpose: 'yacht', businessName: 7})).toEqual({
      ok: false,
      errors: {
        abn: 'This is not a valid ABN. Check each digit, or leave this blank.',
        securityValue: 'Enter the value in dollars, for example 1,500,000.',
        purpose: 'Choose one of the options in the list.',
        businessName: 'Business name must be sent as text.',
      },
    });
    expect(validateDetails({message: 'x'.repeat(2001)})).toEqual({
      ok: false,
      errors: {message: 'Keep this to 2,000 characters or fewer (it has 2,001).'},
    });
  });
});

describe('attribution (where the visit came from)', () => {
  const good = {
    landingPage: '/guides/bridging-finance?utm_source=google&utm_medium=cpc',
    referrerHost: 'www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-2026',
    tool: 'bridging-loan-calculator',
    askedFrom: 'Bridging finance: buying before you sell',
  };

  it('keeps what the browser recorded, from the JSON text of the hidden field or an object', () => {
    expect(cleanAttribution(JSON.stringify(good))).toEqual(good);
    expect(cleanAttribution(good)).toEqual(good);
    expect(cleanAttribution({tool: 'loan-readiness-check'})).toEqual({tool: 'loan-readiness-check'});
  });

  it('travels with the enquiry, as text (a form post) or an object (JSON)', () => {
    const fromForm = validateEnquiry({...minimal, attribution: JSON.stringify(good)});
    const fromJson = validateEnquiry({...minimal, attribution: good});
    expect(fromForm.ok && fromForm.enquiry.attribution).toEqual(good);
    expect(fromJson.ok && fromJson.enquiry.attribution).toEqual(good);
  });

  it('adds the page she asked from to what the browser kept, or stands alone without it', () => {
    const visit = JSON.stringify({landingPage: '/', tool: 'loan-readiness-check'});
    expect(cleanAttribution(withAskedFrom(visit, 'Guide'))).toEqual({
      landingPage: '/',
      tool: 'loan-readiness-check',
      askedFrom: 'Guide',
    });
    expect(cleanAttribution(withAskedFrom('', 'Guide'))).toEqual({askedFrom: 'Guide'});
    expect(withAskedFrom(visit, undefined)).toBe(visit);
    expect(cleanAttribution({askedFrom: 'x'.repeat(151)})).toBeUndefined();
  });

  it('keeps only the host of a referrer and only utm_* parameters of the landing page', () => {
    expect(
      cleanAttribution({referrerHost: 'https://evil.example/path', landingPage: '/contact?name=Alex&utm_source=x'}),
    ).toEqual({
      landingPage: '/contact?utm_source=x',
    });
    expect(cleanAttribution({referrerHost: 'News.Example.COM'})).toEqual({referrerHost: 'news.example.com'});
    expect(cleanAttribution({landingPage: '//evil.example/x'})).toBeUndefined();
    expect(cleanAttribution({landingPage: 'https://evil.example/x'})).toBeUndefined();
  });

  it('drops values that are too long, hold control characters, or name an unknown tool', () => {
    expect(
      cleanAttribution({
        utmSource: 'a'.repeat(151),
        utmMedium: 'cpc\u001b[2J',
        utmCampaign: 'x\ny',
        tool: 'unknown-tool',
        landingPage: `/${'a'.repeat(600)}`,
        referrerHost: 'a'.repeat(254),
      }),
    ).toBeUndefined();
    expect(cleanAttribution({utmSource: 'ok', utmMedium: 'rtl\u202e'})).toEqual({utmSource: 'ok'});
  });

  it('ignores anything that is not an object of strings, without failing the enquiry', () => {
    for (const junk of ['not json', '[1,2]', '{"utmSource": 5}', 'x'.repeat(5000), 42, null]) {
      expect(cleanAttribution(junk)).toBeUndefined();
    }
    const result = validateEnquiry({...minimal, attribution: 'not json'});
    expect(result.ok && result.enquiry.attribution).toBeUndefined();
  });
});

describe('calculator scenarios', () => {
  it('reads the query string the calculators send and labels each figure', () => {
    const scenario = scenarioFromParams(
      new URLSearchParams(
        'calculator=commercial-property-loan-calculator&amount=1200000&value=1800000&rate=7.25&years=25&frequency=monthly&repayment=8673.68&lvr=66.67&balloonPercent=10',
      ),
    )!;
    expect(scenarioSummary(scenario)).toEqual([
      {label: 'Loan amount', value: '$1,200,000'},
      {label: 'Property value', value: '$1,800,000'},
      {label: 'Interest rate', value: '7.25% p.a.'},
      {label: 'Term', value: '25 years'},
      {label: 'Repayments', value: 'Monthly'},
      {label: 'Repayment', value: '$8,673.68'},
      {label: 'LVR', value: '66.67%'},
      {label: 'Balloon percent', value: '10'},
    ]);
  });

  it('keeps every line the calculators write, a cap rate’s "÷" and a setting left as set among them', () => {
    const params = new URLSearchParams('calculator=commercial-real-estate-calculator');
    params.append('line', 'Cap rate (NOI ÷ price) and net yield: 7.2%');
    params.append('line', 'Balloon: 30% (left as the calculator set it)');
    expect(scenarioFromParams(params)!.lines).toEqual([
      {label: 'Cap rate (NOI ÷ price) and net yield', value: '7.2%'},
      {label: 'Balloon', value: '30% (left as the calculator set it)'},
    ]);
  });

  it('ignores an unknown calculator', () => {
    expect(scenarioFromParams(new URLSearchParams('calculator=nope&amount=1'))).toBeUndefined();
  });

  it('keeps the latest and the earlier scenarios of a visit apart, and reads a one-scenario field as before', () => {
    const field = (query: string) => validateEnquiry({...minimal, scenario: query});
    const kept = (query: string) => {
      const result = field(query);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return [result.enquiry.scenario?.calculator, result.enquiry.earlierScenarios?.map((each) => each.calculator)];
    };
    const bridging = 'calculator=bridging-loan-calculator&amount=938000';
    const asset = 'calculator=asset-finance-roi-calculator&line=Asset+price%3A+%24180%2C000';
    expect(kept(bridging)).toEqual(['bridging-loan-calculator', undefined]);
    expect(kept(`${bridging}|${asset}`)).toEqual(['bridging-loan-calculator', ['asset-finance-roi-calculator']]);
    // No latest (she chose not to send it): the others stay earlier ones, never promoted to the latest.
    expect(kept(`|${asset}`)).toEqual([undefined, ['asset-finance-roi-calculator']]);
    // The same calculator again, more than four parts, or a part that is not a scenario: dropped, not the enquiry.
    const five = [bridging, asset, asset, 'calculator=loan-comparison-tool', 'calculator=working-capital-calculator'];
    expect(kept(five.join('|'))).toEqual([
      'bridging-loan-calculator',
      ['asset-finance-roi-calculator', 'loan-comparison-tool'],
    ]);
    expect(kept(`${bridging}|nonsense`)).toEqual(['bridging-loan-calculator', undefined]);
    // What the form writes reads back the same.
    const latest = scenarioFromParams(new URLSearchParams(bridging))!;
    const earlier = scenarioFromParams(new URLSearchParams(asset))!;
    expect(scenariosFromField(scenariosToField(latest, [earlier]))).toEqual({latest, earlier: [earlier]});
    expect(scenariosFromField(scenariosToField(undefined, [earlier]))).toEqual({latest: undefined, earlier: [earlier]});
    expect(scenariosToField(undefined, [])).toBe('');
  });
});

it('names each service as its page titles it', () => {
  for (const slug of serviceSlugs) {
    const file = path.resolve(__dirname, `../../../docs/services/${slug}.mdx`);
    const {data} = matter(fs.readFileSync(file, 'utf8'));
    expect([slug, serviceRecord(slug).name]).toEqual([slug, data.title]);
  }
});

describe('step two’s business fields', () => {
  it('does not ask, check or send a business’s name, ABN or years trading', () => {
    const individual = {
      entityType: 'individual',
      businessName: 'Typed first',
      abn: '1',
      yearsTrading: '2-5',
      state: 'NSW',
    };
    const asked = Object.keys(individual).filter((name) => detailAsked(name, individual));
    expect(asked).toEqual(['entityType', 'state']);
    expect(['businessName', 'abn', 'yearsTrading'].every((name) => detailAsked(name, {entityType: 'company'}))).toBe(
      true,
    );
  });

  it('asks a self-managed super fund its name and ABN, not its years trading', () => {
    const fund = {entityType: 'smsf', businessName: 'Nadia Super Fund', abn: '1', yearsTrading: '2-5'};
    expect(Object.keys(fund).filter((name) => detailAsked(name, fund))).toEqual(['entityType', 'businessName', 'abn']);
  });
});
