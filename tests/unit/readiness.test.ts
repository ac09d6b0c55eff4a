/**
 * The loan readiness check's rules (src/readiness/rules.ts): every answer that
 * changes the outcome, checked against what a broker would say, not against
 * the code's own output. The expected services, standings and documents are
 * written out by hand from the rules' intent.
 */
import {readFileSync} from 'fs';
import path from 'path';
import {getFact} from '../../src/facts/register';
import {formatMonth} from '../../src/content/formatDate';
import {assess, type Assessment} from '../../src/readiness/rules';
import {borrowerQuestion, creditQuestion, legendOf, tradingQuestion, type Answers} from '../../src/readiness/questions';
import {entityTypeChoices, yearsTradingChoices} from '../../src/enquiry/fields';
import {serviceDocuments, termParts} from '../../src/documents/serviceDocuments';
import {keyRanges} from '../../src/readiness/keyRanges';
import {getServiceTerms} from '../../src/facts/serviceTerms';
import {brokerLink, handOffMessage, handOffQuery} from '../../src/readiness/brokerHandOff';
import {completeAnswers, readUrlState, writeUrlState} from '../../src/readiness/urlState';
import {mostQuestions, nextStep, stepAfter, carryOver} from '../../src/readiness/flow';
import {answersSummary} from '../../src/readiness/summary';
import {serviceSlugs} from '../../src/site-map';
import {prefillFromSearch} from '../../src/components/QuoteForm/prefill';

/** An established company with clean credit buying commercial property: the simplest business case. */
const base: Answers = {
  purpose: 'buy-commercial',
  borrower: 'company',
  amount: '500k-2m',
  security: ['commercial-property'],
  trading: 'over-5',
  turnover: '1m-5m',
  credit: ['none'],
  timing: 'quarter',
};

type Business = Extract<Assessment, {kind: 'business'}>;

/** A business result; a sole trader, partnership, trust or individual is taken to be borrowing for its business. */
function business(answers: Partial<Answers>): Business {
  const result = assess({
    use: 'business',
    buying: 'business',
    selling: 'commercial',
    build: 'sell',
    trustee: 'corporate',
    ...base,
    ...answers,
  });
  if (result?.kind !== 'business') throw new Error(`expected a business result, got ${result?.kind}`);
  return result;
}

function decided(answers: Partial<Answers>): Assessment {
  const result = assess({...base, ...answers});
  if (!result) throw new Error('expected a result');
  return result;
}

const slugs = (a: Business) => a.services.map((s) => s.slug);
const standing = (a: Business, topic: string) => a.lenderView.find((v) => v.topic === topic)?.standing;

describe('consumer credit: no product and no range', () => {
  it.each([
    ['a home to live in, as an individual', {purpose: 'home', borrower: 'individual'}],
    ['personal purposes', {purpose: 'personal', borrower: 'sole-trader'}],
    ['a residential investment, as an individual', {purpose: 'residential-investment', borrower: 'individual'}],
    [
      'a residential investment, as a partnership of individuals',
      {purpose: 'residential-investment', borrower: 'partnership'},
    ],
    [
      'a residential investment through a trust (its trustees may be individuals)',
      {purpose: 'residential-investment', borrower: 'trust'},
    ],
  ] as const)('%s', (_, answers) => {
    const result = decided(answers);
    expect(result.kind).toBe('consumer');
    expect(result).not.toHaveProperty('services');
    if (result.kind === 'consumer') {
      expect(result.reasons.join(' ')).toMatch(/best interests duty/);
    }
  });

  it.each(['residential-investment', 'home', 'personal'] as const)(
    'a company borrowing for %s is outside what the broker arranges, and names no product',
    (purpose) => {
      const result = decided({purpose, borrower: 'company'});
      expect(result.kind).toBe('outside-scope');
      expect(result).not.toHaveProperty('services');
    },
  );

  it('an individual buying commercial property for investment is not consumer credit', () => {
    expect(slugs(business({borrower: 'individual'}))).toEqual(['first-second-mortgages']);
  });
});

describe('which services fit', () => {
  it.each([
    ['buy-commercial', ['first-second-mortgages']],
    ['bridge', ['bridging-finance']],
    ['refinance', ['refinancing-solutions']],
    ['development', ['commercial-property-development']],
    ['equipment', ['equipment-finance']],
    ['trade', ['trade-finance', 'working-capital']],
    ['buy-business', ['business-acquisition']],
  ] as const)('%s leads to %j', (purpose, expected) => {
    expect(slugs(business({purpose}))).toEqual(expected);
  });

  it('working capital against property adds a second mortgage', () => {
    expect(slugs(business({purpose: 'working-capital', security: ['commercial-property']}))).toEqual([
      'working-capital',
      'first-second-mortgages',
    ]);
  });

  it('an ATO debt paid within two weeks against property adds a caveat loan and a second mortgage', () => {
    expect(slugs(business({purpose: 'tax-debt', timing: 'two-weeks', security: ['residential-property']}))).toEqual([
      'debt-consolidation',
      'caveat-loans',
      'first-second-mortgages',
    ]);
  });

  it('cash flow against invoices adds asset-backed lending', () => {
    expect(slugs(business({purpose: 'working-capital', security: ['receivables']}))).toEqual([
      'working-capital',
      'asset-backed-lending',
    ]);
  });

  it('a default adds private lending when there is property security, but not without it', () => {
    expect(slugs(business({credit: ['defaults']}))).toEqual(['first-second-mortgages', 'private-lending']);
    expect(slugs(business({purpose: 'working-capital', security: ['none'], credit: ['defaults']}))).toEqual([
      'working-capital',
    ]);
  });

  it('a bankruptcy adds private lending too', () => {
    expect(slugs(business({credit: ['bankruptcy']}))).toContain('private-lending');
  });

  it('an SMSF buying commercial property is an SMSF loan, not an ordinary commercial loan', () => {
    expect(slugs(business({borrower: 'smsf'}))).toEqual(['smsf-lending']);
  });

  it('an SMSF is told what lenders make of its trustee, and that its lenders are mostly not banks', () => {
    const view = (trustee: Answers['trustee']) => business({borrower: 'smsf', trustee, trading: undefined}).lenderView;
    const text = (trustee: Answers['trustee'], topic: string) => view(trustee).find((v) => v.topic === topic)?.text;
    expect(text('individuals', 'Trustee')).toMatch(
      /^Most SMSF lenders require a company as the fund’s trustee: with the members as trustees, appoint one, and set up the holding trust, before the contract is signed/,
    );
    expect(text('corporate', 'Trustee')).toBe('A company as the fund’s trustee is what most SMSF lenders require.');
    expect(text('corporate', 'Credit history')).toMatch(/several large banks have stopped offering SMSF loans/);
    expect(text('corporate', 'Credit history')).not.toMatch(/banks included/);
    // A company borrowing for itself has no trustee row, and the banks stay in its credit line.
    expect(business({}).lenderView.map((v) => v.topic)).not.toContain('Trustee');
    expect(business({}).lenderView.find((v) => v.topic === 'Credit history')?.text).toMatch(/banks included/);
  });

  it('an SMSF buying residential property gets the loan and the trustee rule', () => {
    const result = business({borrower: 'smsf', purpose: 'residential-investment', security: ['residential-property']});
    expect(slugs(result)).toEqual(['smsf-lending']);
    expect(result.notes.join(' ')).toMatch(/corporate trustee/);
    // The residential rule only: the quote form's commercial sentence would be off the point here (a re-check).
    expect(result.notes.join(' ')).not.toMatch(/commercial property/);
  });

  describe('a borrower who may be a natural person is told what a business-purpose declaration does not do', () => {
    // The words of the caveat, second-mortgage, private-lending and debt-consolidation service pages.
    const declaration = /it has no effect if the lender knew, had reason to believe, or would have found out/;
    const noConsumerPurpose =
      /We do not arrange bridging, second mortgage, caveat, private or debt-consolidation loans for personal or residential-investment purposes\./;

    it.each([
      [
        'an individual paying an ATO debt within two weeks against a home (caveat, second mortgage)',
        {purpose: 'tax-debt', borrower: 'individual', timing: 'two-weeks', security: ['residential-property']},
      ],
      ['a sole trader with a default (private lending)', {borrower: 'sole-trader', credit: ['defaults']}],
      [
        'a partnership consolidating debts (debt consolidation)',
        {purpose: 'tax-debt', borrower: 'partnership', security: ['none']},
      ],
      ['a trust buying commercial property (first mortgage)', {borrower: 'trust'}],
    ] as const)('%s', (_, answers) => {
      const notes = business(answers).notes.join(' ');
      expect(notes).toMatch(declaration);
      expect(notes).toMatch(noConsumerPurpose);
    });

    it.each([
      [
        'a company paying an ATO debt against property',
        {purpose: 'tax-debt', timing: 'two-weeks', security: ['residential-property']},
      ],
      ['an individual financing equipment', {purpose: 'equipment', borrower: 'individual', security: ['equipment']}],
    ] as const)('but not %s', (_, answers) => {
      expect(business(answers).notes.join(' ')).not.toMatch(declaration);
    });

    // A credit lawyer's check: a trust refinancing against a home, "for a business", was named refinancing with no word
    // that the loan it pays out decides the purpose.
    it('a trust refinancing against a home reads that a refinance takes the purpose of the loan it pays out', () => {
      const answers = {purpose: 'refinance', borrower: 'trust', use: 'business', security: ['residential-property']};
      const notes = business(answers as Partial<Answers>).notes;
      const note = notes.find((n) => declaration.test(n));
      expect(note).toMatch(/A refinance takes the purpose of the loan it pays out: if more than half/);
      expect(notes.filter((n) => declaration.test(n))).toHaveLength(1);
      const company = business({purpose: 'refinance', security: ['residential-property']}).notes.join(' ');
      expect(company).not.toMatch(/A refinance takes the purpose/);
      const premises = business({purpose: 'refinance', borrower: 'trust', security: ['commercial-property']});
      expect(premises.notes.join(' ')).not.toMatch(/A refinance takes the purpose/);
    });
  });

  it('an SMSF cannot borrow for working capital: no service, and the reason, without an invitation to re-answer', () => {
    const result = decided({borrower: 'smsf', purpose: 'working-capital', trustee: 'corporate'});
    expect(result.kind).toBe('outside-scope');
    expect(result).not.toHaveProperty('services');
    if (result.kind !== 'business') {
      expect(result.reasons.join(' ')).toMatch(/s67A/);
      expect(result.reasons.join(' ')).not.toMatch(/answer again|as the borrower/);
    }
  });

  it('a company borrowing for personal or household needs is told so, not that it is a home or residential investment', () => {
    const personal = decided({purpose: 'personal'});
    expect(personal.kind).toBe('outside-scope');
    if (personal.kind !== 'business') {
      expect(personal.reasons.join(' ')).toMatch(/A company borrowing for personal or household needs/);
      expect(personal.reasons.join(' ')).not.toMatch(/home or a residential investment/);
    }
    const home = decided({purpose: 'home'});
    if (home.kind !== 'business') expect(home.reasons.join(' ')).toMatch(/for a home or a residential investment/);
  });

  it('a company asking for an SMSF loan is told the fund is the borrower, and shown no product', () => {
    const result = decided({purpose: 'smsf-property'});
    expect(result.kind).toBe('outside-scope');
    if (result.kind !== 'business') expect(result.reasons.join(' ')).toMatch(/the fund borrows/);
  });

  it('every service that can fit has an indicative reason of one sentence', () => {
    for (const s of business({purpose: 'tax-debt', timing: 'two-weeks', credit: ['defaults']}).services) {
      expect(s.reason).toMatch(/^[A-Z].*\.$/);
    }
  });
});

describe('what lenders will look at', () => {
  it.each([
    ['not-yet', 'hard'],
    ['under-1', 'hard'],
    ['1-2', 'workable'],
    ['2-5', 'strong'],
    ['over-5', 'strong'],
  ] as const)('trading %s is %s', (trading, expected) => {
    expect(standing(business({trading}), 'Time trading')).toBe(expected);
  });

  it('a development is judged on the developer’s track record, not the new company’s trading', () => {
    const views = business({purpose: 'development', trading: 'under-1'}).lenderView;
    expect(views.map((v) => v.topic)).not.toContain('Time trading');
    expect(views.find((v) => v.topic === 'Track record')).toMatchObject({
      standing: 'workable',
      text: expect.stringMatching(/a new company for each project is usual.*completed projects.*presales/),
    });
    // A company trading for years keeps its standing (a re-check: "In your favour" had become "Workable").
    expect(standing(business({purpose: 'development', trading: 'over-5'}), 'Time trading')).toBe('strong');
  });

  it.each([
    [['none'], 'strong'],
    [['late'], 'workable'],
    [['ato-debt'], 'workable'],
    [['ato-plan'], 'workable'],
    [['ato-plan', 'ato-notice'], 'hard'],
    [['defaults'], 'hard'],
    [['bankruptcy'], 'hard'],
    [['late', 'defaults'], 'hard'],
  ] as const)('credit events %j are %s', (credit, expected) => {
    expect(standing(business({credit}), 'Credit history')).toBe(expected);
  });

  // A sole trader's trial: one answer for an ATO debt "on a payment plan or not" lost the plan he had.
  it('an ATO debt on a plan kept up reads apart from one with no plan, and the plan reaches the broker', () => {
    const text = (credit: Answers['credit']) =>
      business({credit}).lenderView.find((v) => v.topic === 'Credit history')?.text;
    expect(text(['ato-plan'])).toMatch(/^An ATO debt on a payment plan that is kept up to date is acceptable/);
    expect(text(['ato-debt'])).toMatch(/^An ATO debt with no payment plan, or a plan behind on its instalments/);
    // The ATO already collecting is the harder case, with the notice's days from the register.
    expect(text(['ato-debt', 'ato-notice'])).toMatch(/^A director penalty notice or a garnishee notice /);
    expect(text(['ato-notice'])).toContain(`a director penalty notice gives ${getFact('dpn-response-days').text},`);
    expect(text(['ato-plan', 'ato-debt'])).toMatch(/^An ATO debt with no payment plan/);
    const planned = decided({credit: ['ato-plan']});
    const message = handOffMessage(
      {...base, credit: ['ato-plan']},
      planned,
      {groups: [], ticked: new Set()},
      new Date(),
    );
    expect(message).toContain('An ATO debt on a payment plan, paid as agreed');
  });

  it('a default is explained in the words a borrower needs', () => {
    const view = business({credit: ['defaults']}).lenderView.find((v) => v.topic === 'Credit history');
    expect(view?.text).toBe(
      'A recent default rules out most banks; private lenders look at the security and the exit instead.',
    );
  });

  it('no security is workable for a small amount and hard for a large one', () => {
    expect(standing(business({purpose: 'working-capital', security: ['none'], amount: '100k-500k'}), 'Security')).toBe(
      'workable',
    );
    expect(standing(business({purpose: 'working-capital', security: ['none'], amount: '500k-2m'}), 'Security')).toBe(
      'hard',
    );
  });

  // The register's unsecured-loan-size-to-turnover (which the working capital service page also reads): "often up
  // to about one month's revenue". The top of the amount band against one month of the bottom of the turnover
  // band, worked by hand:
  it.each([
    ['100k-500k', '250k-1m', 'hard'], // 500,000 against 250,000 / 12 = 20,833 a month: 24 months. The old rule said "in proportion".
    ['500k-2m', '1m-5m', 'hard'], // 2,000,000 against 83,333: 24 months. Also "in proportion" before.
    ['under-100k', '1m-5m', 'hard'], // 100,000 against 83,333: 1.2 months.
    ['100k-500k', 'over-5m', 'hard'], // 500,000 against 416,667: 1.2 months.
    ['under-100k', 'over-5m', 'workable'], // 100,000 against 416,667: 0.24 of a month.
    ['under-100k', 'none', 'hard'], // no turnover to repay from.
  ] as const)('an unsecured cash-flow loan of %s on turnover %s is %s', (amount, turnover, expected) => {
    expect(
      standing(
        business({purpose: 'working-capital', security: ['none'], amount, turnover}),
        'Turnover against the amount',
      ),
    ).toBe(expected);
  });

  it('an unsecured tax debt reads that the consolidation ranges are for property-secured loans, and what it costs without', () => {
    const fit = (security: Answers['security']) =>
      business({purpose: 'tax-debt', security, amount: 'under-100k', borrower: 'sole-trader'}).services.find(
        (s) => s.slug === 'debt-consolidation',
      )!.reason;
    expect(fit(['none'])).toBe(
      `A consolidation loan pays out the ATO and other debts into one repayment. Its ranges below are for loans secured on property; unsecured short-term loans cost ${getFact('unsecured-loan-cost').text} (as at ${formatMonth(getFact('unsecured-loan-cost').asAt)}).`,
    );
    expect(fit(['residential-property'])).toBe(
      'A consolidation loan pays out the ATO and other debts into one repayment.',
    );
  });

  it.each([
    ['company', 'most lenders need a director’s guarantee'],
    [
      'trust',
      'most lenders need a guarantee from the directors of a company trustee (individual trustees are liable personally)',
    ],
    ['sole-trader', 'you are liable for it personally, as for any debt of the business'],
    ['partnership', 'you and your partners are liable for it personally, as for any debt of the partnership'],
  ] as const)('an unsecured loan to a %s says who stands behind it: "%s"', (borrower, words) => {
    const view = business({purpose: 'tax-debt', security: ['none'], amount: 'under-100k', borrower}).lenderView;
    expect(view.find((v) => v.topic === 'Security')?.text).toBe(
      `Unsecured business loans exist for smaller sums, over shorter terms and at higher rates than secured ones; ${words}.`,
    );
  });

  it('says a company’s or trust’s property-secured loan needs guarantees too; a sole trader is already liable', () => {
    // A tax-debt borrower's trial: her company's loan on her home, and the guarantee was said only of unsecured loans.
    const security = (answers: Partial<Answers>) =>
      business({...answers, security: ['residential-property']}).lenderView.find((v) => v.topic === 'Security')!.text;
    expect(security({borrower: 'company'})).toMatch(/ Secured or not, most lenders need a director’s guarantee\.$/);
    expect(security({borrower: 'trust'})).toContain('Secured or not, most lenders need a guarantee from the directors');
    expect(security({borrower: 'sole-trader'})).not.toContain('Secured or not');
  });

  it('says how cash-flow loans are sized in the words the working capital service page shows (one register entry)', () => {
    const sizing = getFact('unsecured-loan-size-to-turnover').text;
    const page = readFileSync(path.join(__dirname, '../../docs/services/working-capital.mdx'), 'utf8');
    expect(page).toContain('<Fact id="unsecured-loan-size-to-turnover" />');
    for (const amount of ['under-100k', '500k-2m'] as const) {
      const view = business({purpose: 'working-capital', security: ['none'], amount, turnover: 'over-5m'}).lenderView;
      expect(view.find((v) => v.topic === 'Turnover against the amount')?.text).toContain(sizing);
    }
  });

  it('a cash-flow loan with property behind it is sized on the property, not judged on turnover', () => {
    expect(
      standing(
        business({
          purpose: 'working-capital',
          security: ['commercial-property'],
          amount: '500k-2m',
          turnover: '250k-1m',
        }),
        'Turnover against the amount',
      ),
    ).toBeUndefined();
  });

  it('a property purchase is not judged on turnover against the amount', () => {
    expect(standing(business({}), 'Turnover against the amount')).toBeUndefined();
  });

  it.each(['none', '250k-1m', 'over-5m'] as const)(
    'a business purchase on turnover %s is not judged on a month of turnover: lenders size it on earnings',
    (turnover) => {
      // A café buyer's trial: $100,000 to $500,000 against equipment read "Harder" for every turnover answer.
      for (const security of [['equipment'], ['none']] as const)
        expect(
          standing(
            business({purpose: 'buy-business', amount: '100k-500k', security: [...security], turnover}),
            'Turnover against the amount',
          ),
        ).toBeUndefined();
    },
  );

  it('invoices, stock or equipment behind a cash-flow loan: sized on them, not on a month of turnover', () => {
    // An importer's trial: receivables ticked for a trade facility read "Harder ... Without property behind it".
    for (const security of [['receivables'], ['equipment']] as const)
      for (const purpose of ['trade', 'working-capital'] as const)
        expect(
          standing(
            business({purpose, security: [...security], amount: '100k-500k', turnover: '1m-5m'}),
            'Turnover against the amount',
          ),
        ).toBeUndefined();
  });

  it('a month to funds names the valuation only where a property secures the loan', () => {
    const month = (security: Answers['security']) =>
      business({purpose: 'trade', security, timing: 'month'}).lenderView.find((v) => v.topic === 'Time to funds')!.text;
    expect(month(['receivables'])).not.toContain('valuation');
    expect(month(['commercial-property'])).toContain('a valuation is usually the slowest step');
  });

  it('two weeks is hard, a month workable, later says nothing about timing', () => {
    expect(standing(business({timing: 'two-weeks'}), 'Time to funds')).toBe('hard');
    expect(standing(business({timing: 'month'}), 'Time to funds')).toBe('workable');
    expect(standing(business({timing: 'later'}), 'Time to funds')).toBeUndefined();
  });

  it('a loan whose page says 4 to 8 weeks finds a month tight, not workable', () => {
    // A developer's trial: "A month is enough for many non-bank lenders" beside "4 to 8 weeks to the first draw".
    const development = business({purpose: 'development', security: ['commercial-property'], timing: 'month'});
    expect(standing(development, 'Time to funds')).toBe('hard');
    expect(development.lenderView.find((v) => v.topic === 'Time to funds')?.text).toBe(
      `This kind of loan usually takes ${getFact('development-time').text}, so a month is tight: have the documents ready on day one and ask early.`,
    );
    expect(standing(business({purpose: 'buy-business', timing: 'two-weeks'}), 'Time to funds')).toBe('hard');
    expect(standing(business({purpose: 'development', timing: 'later'}), 'Time to funds')).toBeUndefined();
  });

  it('a ute or a machine secured by itself is approved in days: two weeks is workable, not hard', () => {
    const ute = business({purpose: 'vehicles', security: ['equipment'], timing: 'two-weeks'});
    expect(standing(ute, 'Time to funds')).toBe('workable');
    expect(ute.lenderView.find((v) => v.topic === 'Time to funds')?.text).toMatch(/^Approval in 1 to 3 business days/);
    expect(standing(business({purpose: 'equipment', security: ['equipment'], timing: 'month'}), 'Time to funds')).toBe(
      undefined,
    );
    // Offered with a property behind it, the lender orders a valuation: the property timeline.
    const withHouse = business({purpose: 'equipment', security: ['residential-property'], timing: 'two-weeks'});
    expect(standing(withHouse, 'Time to funds')).toBe('hard');
  });
});

describe('the document checklist', () => {
  it("starts with the best-fitting service's documents, the same list its service page shows", () => {
    const result = business({purpose: 'bridge'});
    expect(result.documents.slice(0, 2).map((g) => g.title)).toEqual(
      serviceDocuments['bridging-finance'].map((g) => g.title),
    );
  });

  it('lists a purchase’s documents and risk for buying commercial property, not a second mortgage’s', () => {
    const result = business({});
    const ids = result.documents.flatMap((g) => g.items.map((i) => i.id));
    expect(ids).toEqual(expect.arrayContaining(['purchase-contract', 'deposit-evidence', 'valuation']));
    expect(ids).not.toContain('first-lender-consent');
    expect(result.documents.map((g) => g.title)).not.toContain('For a second mortgage');
    expect(result.risks.join(' ')).toMatch(/own valuation, not the price/);
    expect(result.risks.join(' ')).not.toMatch(/second mortgage/i);
  });

  it('asks a business not trading yet, or for under a year, for what it has and its owners’ returns, not two years of accounts', () => {
    const ids = (answers: Partial<Answers>) => business(answers).documents.flatMap((g) => g.items.map((i) => i.id));
    for (const trading of ['not-yet', 'under-1'] as const) {
      expect(ids({trading})).not.toContain('financials-2y');
      expect(ids({trading})).toContain('financials-new-business');
    }
    expect(ids({trading: '1-2'})).toContain('financials-2y');
    expect(ids({trading: '1-2'})).not.toContain('financials-new-business');
    // A business being bought that is not trading yet (a new franchise outlet): no three years of its accounts, no
    // year-to-date figures; the franchisor's disclosure and the costs to open instead. Under a year: what it has.
    const outlet = ids({purpose: 'buy-business', trading: 'not-yet'});
    expect(outlet).toContain('new-outlet-papers');
    expect(outlet).not.toContain('target-financials-3y');
    expect(outlet).not.toContain('management-accounts');
    expect(outlet).not.toContain('information-memorandum');
    const young = ids({purpose: 'buy-business', trading: 'under-1'});
    expect(young).toEqual(expect.arrayContaining(['financials-new-business', 'management-accounts']));
    expect(young).not.toContain('target-financials-3y');
    expect(ids({purpose: 'buy-business', trading: 'over-5'})).toContain('target-financials-3y');
    // Equipment finance's "for larger amounts" accounts too.
    const equipment = ids({purpose: 'equipment', security: ['equipment'], trading: 'under-1'});
    expect(equipment).toContain('supplier-invoice');
    expect(equipment).not.toContain('financials-larger');
    expect(equipment).toContain('financials-new-business');
    // Working capital's "ABN details showing at least 6 to 12 months of trading": just the ABN for a new business.
    const texts = (trading: Answers['trading']) =>
      business({purpose: 'working-capital', security: ['none'], trading}).documents.flatMap((g) =>
        g.items.map((i) => i.text),
      );
    expect(texts('not-yet')).toContain('ABN details');
    expect(texts('not-yet').join(' ')).not.toMatch(/months of trading/);
    expect(texts('over-5')).toContain('ABN details showing at least 6 to 12 months of trading');
  });

  // A borrower's trial: a sole trader's ute led to equipment finance first, with an importer's checklist.
  it('leads vehicles to asset finance and its checklist, machinery to equipment finance', () => {
    const ute = business({purpose: 'vehicles', borrower: 'sole-trader', use: 'business', security: ['equipment']});
    expect(ute.services.map((s) => s.slug)).toEqual(['asset-finance']);
    const ids = ute.documents.flatMap((g) => g.items.map((i) => i.id));
    expect(ids).toEqual(expect.arrayContaining(['dealer-invoice', 'private-sale']));
    expect(ids).not.toContain('import-documents');
    expect(business({purpose: 'equipment', security: ['equipment']}).services[0]!.slug).toBe('equipment-finance');
  });

  it('marks a second mortgage against equity as that loan, with its risk; the service page lists every group', () => {
    const groups = serviceDocuments['first-second-mortgages'];
    expect(groups.map((g) => g.title)).toEqual(['For any application', 'To buy a property', 'For a second mortgage']);
    const result = business({purpose: 'working-capital', security: ['commercial-property']});
    const fit = result.services.find((s) => s.slug === 'first-second-mortgages');
    expect(fit?.use).toBe('second-mortgage');
    expect(result.risks.join(' ')).toMatch(/second mortgage ranks behind the first/);
    // Not the best fit, but its own papers are on the checklist: the first lender's consent above all.
    const ids = result.documents.flatMap((g) => g.items.map((i) => i.id));
    expect(ids).toEqual(expect.arrayContaining(['first-lender-consent', 'first-mortgage-statement']));
    expect(ids).not.toContain('deposit-evidence');
  });

  it('leads a second mortgage’s card with its own size and rate, a purchase’s with the first mortgage’s', () => {
    const rows = getServiceTerms('first-second-mortgages').rows;
    expect(keyRanges(rows, 'second-mortgage').map((r) => r.label)).toEqual([
      'Loan size: second mortgage',
      'Interest rate: second mortgage',
    ]);
    expect(keyRanges(rows, 'purchase').map((r) => r.label)).toEqual([
      'Loan size: first mortgage',
      'Interest rate: first mortgage',
    ]);
    // A fund's home to rent (a trustee's trial: its card led with the commercial rows).
    expect(keyRanges(getServiceTerms('smsf-lending').rows, 'residential').map((r) => r.label)).toEqual([
      'Loan size: residential property (corporate trustee only)',
      'Interest rate: residential property (corporate trustee only)',
    ]);
    // A service with one loan: its first row and its rate, as before.
    expect(keyRanges(getServiceTerms('bridging-finance').rows).map((r) => r.label)).toEqual([
      getServiceTerms('bridging-finance').rows[0]!.label,
      getServiceTerms('bridging-finance').rows.find((r) => r.label.startsWith('Interest rate'))!.label,
    ]);
  });

  it('adds the company extract for a company and the trust deed for a trust', () => {
    const ids = (a: Business) => a.documents.flatMap((g) => g.items.map((i) => i.id));
    expect(ids(business({borrower: 'company'}))).toContain('asic-extract');
    expect(ids(business({borrower: 'trust'}))).toContain('trust-deed-variations');
  });

  it('adds an ATO statement for an ATO debt and an explanation for a default, once each', () => {
    const ids = business({purpose: 'tax-debt', credit: ['ato-debt', 'defaults']}).documents.flatMap((g) =>
      g.items.map((i) => i.id),
    );
    expect(ids.filter((id) => id === 'ato-statement')).toHaveLength(1);
    expect(ids).toContain('default-explanation');
  });

  it('an ATO notice asks for the notice and the ATO statement once, and brings in private lenders on property', () => {
    const result = business({
      purpose: 'tax-debt',
      security: ['residential-property'],
      credit: ['ato-debt', 'ato-notice'],
    });
    const ids = result.documents.flatMap((g) => g.items.map((i) => i.id));
    expect(ids.filter((id) => id === 'ato-statement')).toHaveLength(1);
    expect(ids).toContain('ato-notice');
    expect(result.services.map((s) => s.slug)).toContain('private-lending');
    // Without property, no private loan: the service's security is a mortgage.
    const noProperty = business({purpose: 'tax-debt', security: ['none'], credit: ['ato-notice']});
    expect(noProperty.services.map((s) => s.slug)).not.toContain('private-lending');
  });

  it('every service has documents, and no item id means two different documents', () => {
    const texts = new Map<string, string>();
    for (const slug of serviceSlugs) {
      expect(serviceDocuments[slug].length).toBeGreaterThan(0);
      for (const item of serviceDocuments[slug].flatMap((g) => g.items)) {
        if (texts.has(item.id)) expect(texts.get(item.id)).toBe(item.text);
        texts.set(item.id, item.text);
      }
    }
  });
});

describe('the address holds the answers', () => {
  it('reads back what it writes, but never writes the credit history', () => {
    const search = writeUrlState({answers: {...base, credit: ['late', 'ato-debt']}, step: 'result'});
    expect(search).toBe(
      '?purpose=buy-commercial&borrower=company&amount=500k-2m&security=commercial-property&trading=over-5&turnover=1m-5m&timing=quarter&step=result',
    );
    const {credit: _kept, ...inAddress} = base;
    expect(readUrlState(search)).toEqual({answers: inAddress, step: 'result'});
    // A link that carries it (an older one, or written by hand) is still read, its events joined by commas.
    expect(readUrlState('?credit=late%2Cato-debt').answers.credit).toEqual(['late', 'ato-debt']);
  });

  it('reads a multiple choice posted as repeated keys before the scripts ran', () => {
    expect(readUrlState('?credit=late&credit=defaults').answers.credit).toEqual(['late', 'defaults']);
  });

  it('drops values that are not an option and a "none" beside real events', () => {
    expect(readUrlState('?purpose=yacht&borrower=company&credit=none,defaults&step=nowhere')).toEqual({
      answers: {borrower: 'company', credit: ['defaults']},
      step: undefined,
    });
  });

  it('knows when the answers are complete, and which comes next', () => {
    expect(completeAnswers(base)).toEqual(base);
    expect(completeAnswers({...base, credit: []})).toBeUndefined();
    expect(nextStep({purpose: 'bridge', borrower: 'trust'})).toBe('buying');
    expect(nextStep({purpose: 'bridge', borrower: 'trust', buying: 'business'})).toBe('selling');
    expect(nextStep({purpose: 'bridge', borrower: 'trust', buying: 'business', selling: 'commercial'})).toBe('amount');
    // Stepping back and going on again visits the next question, its answer kept, not the result.
    expect(stepAfter('credit', base)).toBe('timing');
    expect(stepAfter('timing', base)).toBe('result');
  });

  it('asks again a question that reads differently after an answer changed, and keeps the others', () => {
    // The company's credit history and security are not the fund's: the fund is asked about its trustees and members.
    const fund = carryOver(base, {borrower: 'smsf'});
    expect(fund).toMatchObject({purpose: 'buy-commercial', borrower: 'smsf', amount: '500k-2m', timing: 'quarter'});
    expect(fund.credit).toBeUndefined();
    expect(fund.security).toBeUndefined();
    expect(carryOver(base, {borrower: 'trust'})).toEqual({...base, borrower: 'trust'});
    // The browser's Back from the fund's screens to the company's address: the fund's credit answer is not the company's.
    const company = {purpose: 'buy-commercial', borrower: 'company', amount: '500k-2m'} as const;
    const back = carryOver({...company, borrower: 'smsf', credit: ['defaults'], timing: 'quarter'}, company);
    expect(back).toEqual({...company, timing: 'quarter'});
  });

  it('sums up the answers a result rests on in one line', () => {
    expect(answersSummary({purpose: 'bridge', borrower: 'individual', amount: '500k-2m', timing: 'quarter'})).toBe(
      'Buying before selling · you personally · $500k–$2m · in 1 to 3 months',
    );
    // A consumer result comes before the amount is asked: only what was answered.
    expect(answersSummary({purpose: 'home', borrower: 'trust'})).toBe('A home to live in · a trust');
    // Her answer that the money is for personal needs, which is why a business purpose is a consumer result.
    expect(answersSummary({purpose: 'vehicles', borrower: 'sole-trader', use: 'personal'})).toBe(
      'Vehicles · a sole trader · for personal or household needs',
    );
    // A fund buying property in super is not named twice ("Property in a super fund · a super fund").
    expect(answersSummary({purpose: 'smsf-property', borrower: 'smsf', amount: '500k-2m'})).toBe(
      'Buying property in super · $500k–$2m',
    );
  });

  it('gives the most questions the answers so far can lead to, never a total that later grows', () => {
    // Counted by hand from the rule table: purpose, borrower, follow-ups, amount, security, trading, turnover,
    // credit, timing (a super fund has no trading or turnover questions).
    expect(mostQuestions({})).toBe(10);
    expect(mostQuestions({purpose: 'bridge'})).toBe(10);
    expect(mostQuestions({purpose: 'buy-commercial', borrower: 'company'})).toBe(8);
    expect(mostQuestions({purpose: 'bridge', borrower: 'company'})).toBe(9);
    // An individual's bridge: business premises add "what are you selling?", so up to ten until that answer.
    expect(mostQuestions({purpose: 'bridge', borrower: 'individual'})).toBe(10);
    expect(mostQuestions({purpose: 'bridge', borrower: 'individual', buying: 'business'})).toBe(10);
    expect(mostQuestions({purpose: 'buy-commercial', borrower: 'sole-trader'})).toBe(9);
    expect(mostQuestions({purpose: 'buy-commercial', borrower: 'smsf'})).toBe(7);
    expect(mostQuestions({purpose: 'development', borrower: 'company'})).toBe(9);
    // An individual's build: homes to sell adds "a business you carry on?", so up to ten until that answer.
    expect(mostQuestions({purpose: 'development', borrower: 'individual'})).toBe(10);
    expect(mostQuestions({purpose: 'development', borrower: 'individual', build: 'sell'})).toBe(10);
    expect(mostQuestions({purpose: 'development', borrower: 'individual', build: 'commercial'})).toBe(9);
  });
});

describe('send this to a broker', () => {
  const today = new Date('2026-11-25T00:00:00Z');
  const result = decided({credit: ['ato-debt']});
  const groups = result.kind === 'business' ? result.documents : [];
  const ticked = new Set(['identification', 'asic-extract']);

  it('links to the quote form with the service and the marker only: no answer in the address', () => {
    expect(brokerLink(result)).toBe('/contact?service=first-second-mortgages&from=loan-readiness-check');
  });

  it('hands the quote form its own choices and a message in words, through the tab', () => {
    const prefill = prefillFromSearch(handOffQuery({...base, credit: ['ato-debt']}, result, {groups, ticked}, today));
    expect(prefill.values).toMatchObject({
      service: 'first-second-mortgages',
      purpose: 'purchase',
      security: 'commercial-property',
      timeframe: 'quarter',
      entityType: 'company',
      // Every trading answer is one of the form's bands ("More than 2 years" filled none).
      yearsTrading: 'over-5',
    });
    expect(prefill.values.message).toContain('From the loan readiness check on 25 November 2026:');
    // Dated by Sydney's day, as the broker's list is: 6.30 pm UTC on the 24th is 5.30 am on the 25th there.
    const early = handOffMessage(base, result, {groups, ticked}, new Date('2026-11-24T18:30:00Z'));
    expect(early).toMatch(/^From the loan readiness check on 25 November 2026:/);
    expect(prefill.values.message).toContain('- Roughly how much do you need? $500,000 to $2 million');
    expect(prefill.values.message).toContain('An ATO debt not on a payment plan, or behind on one');
    expect(prefill.values.message).not.toMatch(/ato-debt|500k-2m|buy-commercial/);
  });

  it('names every finance the result named, for the form to keep a calculator’s figures for any of them', () => {
    // A company's ATO debt, secured on an investment unit: debt consolidation first, and the property loans after it.
    const dean: Answers = {
      ...base,
      purpose: 'tax-debt',
      amount: '100k-500k',
      security: ['residential-property'],
      credit: ['defaults', 'ato-debt'],
      timing: 'two-weeks',
    };
    const fits = new URLSearchParams(handOffQuery(dean, assess(dean)!, {groups, ticked}, today)).get('fits');
    expect(fits?.split(' ')).toEqual(
      expect.arrayContaining(['debt-consolidation', 'first-second-mortgages', 'caveat-loans']),
    );
    expect(fits).toMatch(/^debt-consolidation /);
    // Days only on its conditions, as the caveat loans page says (an urgent borrower's trial read "settle in days").
    expect(business(dean).services.find((s) => s.slug === 'caveat-loans')?.reason).toMatch(
      /settle in days .*, when the title, value and exit are clear\.$/,
    );
  });

  it('a development site is land: property security, said as land, and the quote form’s "Vacant land"', () => {
    const developer = {...base, purpose: 'development', build: 'sell', security: ['vacant-land']} as const;
    const assessed = business(developer);
    const view = assessed.lenderView.find((v) => v.topic === 'Security')!;
    expect(view.standing).toBe('strong');
    expect(view.text).toContain('lenders lend a lower share of its value than of a building');
    const prefill = prefillFromSearch(handOffQuery(developer, assessed, {groups, ticked}, today));
    expect(prefill.values.security).toBe('vacant-land');
    // With a building as well, the building's word alone.
    const both = business({...developer, security: ['commercial-property', 'vacant-land']}).lenderView;
    expect(both.find((v) => v.topic === 'Security')!.text).not.toContain('Land on its own');
  });

  it('says what offering a home as security risks, beside what it does for the lender', () => {
    const home = business({...base, security: ['residential-property']}).lenderView;
    expect(home.find((v) => v.topic === 'Security')!.text).toContain(
      'If the residential property is a home you or your family live in, the lender can sell it if the loan is not repaid',
    );
    expect(home.find((v) => v.topic === 'Security')!.text).toContain(
      'A home offered as security does not make a business loan consumer credit: what the money is for decides.',
    );
    expect(business(base).lenderView.find((v) => v.topic === 'Security')!.text).not.toContain('a home you');
    // A re-check: a super fund's residential property is never its members' home.
    const fund = {...base, borrower: 'smsf', trustee: 'corporate', security: ['residential-property']} as const;
    expect(business(fund).lenderView.find((v) => v.topic === 'Security')!.text).not.toContain('a home you');
  });

  it('fills the form’s one security with residential property when it is ticked beside another', () => {
    // A borrower's trial: his unit and his home were ticked, and the broker's summary said "Commercial property".
    const both = {...base, security: ['commercial-property', 'residential-property']} as const;
    expect(prefillFromSearch(handOffQuery(both, business(both), {groups, ticked}, today)).values.security).toBe(
      'residential-property',
    );
  });

  it('names an individual as one, not "Other": the broker reads it as a sign of possible consumer credit', () => {
    const individual = {...base, purpose: 'home', borrower: 'individual'} as const;
    const prefill = prefillFromSearch(handOffQuery(individual, decided(individual), {groups, ticked}, today));
    expect(prefill.values.entityType).toBe('individual');
  });

  it('every borrower and trading answer fills one of the quote form’s own choices', () => {
    const filled = (answers: Answers) =>
      prefillFromSearch(handOffQuery(answers, result, {groups, ticked}, today)).values;
    for (const {value} of borrowerQuestion.options)
      expect(entityTypeChoices.map((c) => c.value)).toContain(filled({...base, borrower: value}).entityType);
    for (const {value} of tradingQuestion.options)
      expect(yearsTradingChoices.map((c) => c.value)).toContain(filled({...base, trading: value}).yearsTrading);
  });

  it('asks a buyer about the business being bought, and leaves the form’s own years trading for her to answer', () => {
    const buyer = {...base, purpose: 'buy-business', security: ['equipment'], amount: '100k-500k'} as const;
    const prefill = prefillFromSearch(handOffQuery(buyer, business(buyer), {groups, ticked}, today));
    expect(prefill.values.yearsTrading).toBeUndefined();
    expect(prefill.values.message).toContain(
      'How long has the business you are buying been trading? More than 5 years',
    );
    expect(prefill.values.message).toContain(
      'What is the annual turnover of the business you are buying? $1 million to $5 million',
    );
    // And whose credit history: the buyer's, not the business being bought (a re-check); a person's own.
    expect(prefill.values.message).toContain(
      'In the last few years, has the buyer or any of its owners had any of these? None of these',
    );
    expect(legendOf(creditQuestion, {purpose: 'buy-business', borrower: 'sole-trader'})).toBe(
      'In the last few years, have you, or anyone buying with you, had any of these?',
    );
    // A purpose changed to or from a purchase asks both again: the answer was about another business.
    expect(carryOver(base, {purpose: 'buy-business'})).not.toHaveProperty('trading');
    expect(carryOver(base, {purpose: 'buy-business'})).not.toHaveProperty('turnover');
  });

  it('asks a super fund about the fund, its trustee and members, not a business and its owners', () => {
    const fund = {
      ...base,
      borrower: 'smsf',
      trustee: 'corporate',
      trading: undefined,
      turnover: undefined,
    } as const;
    const message = handOffMessage(fund, business(fund), {groups, ticked}, today);
    expect(message).toContain('- In the last few years, has the fund, any trustee or any member had any of these?');
    expect(message).not.toContain('the business or any owner');
    expect(handOffMessage(base, result, {groups, ticked}, today)).toContain('has the business or any owner');
  });

  it('counts the documents gathered', () => {
    const total = groups.reduce((n, g) => n + g.items.length, 0);
    expect(handOffMessage({...base, credit: ['ato-debt']}, result, {groups, ticked}, today)).toContain(
      `Documents gathered: 2 of ${total}.`,
    );
  });

  it('says what the check concluded when it was not business credit, for the broker to see first', () => {
    const home = {...base, purpose: 'home', borrower: 'individual'} as const;
    expect(handOffMessage(home, decided(home), {groups: [], ticked}, today)).toMatch(
      /\nResult: this looks like consumer credit, which we do not arrange\.$/,
    );
    const fund = {...base, purpose: 'smsf-property'} as const;
    expect(handOffMessage(fund, decided(fund), {groups: [], ticked}, today)).toMatch(
      /\nResult: let’s talk first; the check named no finance\.$/,
    );
    expect(handOffMessage(base, result, {groups, ticked}, today)).not.toContain('Result:');
  });

  it('for consumer credit, suggests no service', () => {
    const consumer = decided({purpose: 'home', borrower: 'individual'});
    expect(brokerLink(consumer)).toBe('/contact?service=not-sure&from=loan-readiness-check');
    const handed = new URLSearchParams(
      handOffQuery({...base, purpose: 'home', borrower: 'individual'}, consumer, {groups: [], ticked}, today),
    );
    expect(handed.get('service')).toBe('not-sure');
    expect(handed.get('purpose')).toBeNull();
    // The form and its confirmation then say what happens to a consumer request (tests/e2e: the walk to sending).
    expect(handed.get('credit')).toBe('consumer');
    expect(new URLSearchParams(handOffQuery(base, result, {groups, ticked}, today)).get('credit')).toBeNull();
  });
});

describe('the checklist’s glossary links', () => {
  it('go on the term in each document’s words, never on the whole line', () => {
    const items = Object.values(serviceDocuments).flatMap((groups) => groups.flatMap((group) => group.items));
    const linked = items.filter((item) => item.glossary);
    expect(linked.length).toBeGreaterThan(10);
    for (const item of linked) {
      const [before, term, after] = termParts(item);
      expect(before + term + after).toBe(item.text);
      expect(`${item.id}: ${term}`).not.toBe(`${item.id}: ${item.text}`);
    }
    expect(termParts(items.find((item) => item.id === 'valuation-both')!)).toEqual([
      'A ',
      'valuation',
      ' of both properties',
    ]);
    expect(termParts(items.find((item) => item.id === 'directors-guarantees')!)[1]).toBe('Directors’ guarantees');
  });
});
