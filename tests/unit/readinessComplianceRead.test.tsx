/**
 * Findings of the second compliance read (docs-dev/reviews/2026-11-28-independent-read.md, "Second compliance read")
 * that a test can see: what a visitor reads on the readiness check, a service page's scope note and the bridging
 * calculator.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import type {ReactNode} from 'react';
import ScopeNote from '../../src/components/ServicePage/ScopeNote';
import bridgingLoan from '../../src/calculators/bridging-loan-calculator/description';
import bridgingTexts from '../../src/calculators/bridging-loan-calculator/texts';
import secondMortgageTexts from '../../src/calculators/second-mortgage-calculator/texts';
import type {Form} from '../../src/components/calculators/description';
import {purchaseCosts} from '../../src/components/calculators/transferDuty';
import {purposeChoices} from '../../src/enquiry/fields';
import {nextSteps} from '../../src/enquiry/nextSteps';
import {askedQuestions} from '../../src/readiness/flow';
import {useQuestion, type Security} from '../../src/readiness/questions';
import {assess, type BusinessAssessment} from '../../src/readiness/rules';

// The site's link needs the Docusaurus router; here it is a plain anchor.
jest.mock('@site/src/components/SiteLink', () => ({
  __esModule: true,
  default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>,
}));

describe('the readiness check’s “business you carry on” question', () => {
  // Every path that asks it: a sole trader, partnership, trust or individual with one of these purposes.
  const paths = [
    {purpose: 'equipment', borrower: 'sole-trader'},
    {purpose: 'trade', borrower: 'partnership'},
    {purpose: 'working-capital', borrower: 'trust'},
    {purpose: 'tax-debt', borrower: 'individual'},
    {purpose: 'refinance', borrower: 'individual'},
    {purpose: 'development', borrower: 'individual', build: 'sell'},
  ] as const;

  it.each(paths)('is asked for %j', (answers) => {
    expect(askedQuestions(answers).map((q) => q.id)).toContain('use');
  });

  it('says, as the Code does, that a mainly personal purpose is not a business use, in words for every path', () => {
    // The Code asks whether credit is wholly or predominantly for personal purposes (s5(1)(b)).
    expect(useQuestion.hint).toMatch(/^Wholly or mainly for a business/);
    // Not only the debts of the tax-debt path: the private car of the equipment path, the home of the refinance one.
    expect(useQuestion.hint).toMatch(/personal debts/);
    expect(useQuestion.hint).toMatch(/a car for private use/);
    expect(useQuestion.hint).toMatch(/a home to live in or rent out/);
    // A business being started is still a business: "runs now" turned a start-up away.
    expect(useQuestion.hint).not.toMatch(/\bnow\b/);
    // An even split, such as a family car half used in the business, is left to the broker (a consumer-edge trial).
    expect(useQuestion.hint).toMatch(/About half each, .*\? Choose Not sure\.$/);
  });
});

describe('the readiness result’s lender view', () => {
  const result = assess({
    purpose: 'working-capital',
    borrower: 'company',
    amount: 'under-100k',
    security: ['none'],
    trading: 'under-1',
    turnover: 'under-250k',
    credit: ['defaults'],
    timing: 'quarter',
  }) as BusinessAssessment;
  const view = (topic: string) => result.lenderView.find((v) => v.topic === topic)?.text;

  it('gives the trading history unsecured lenders ask for from the register, not "usually with security"', () => {
    expect(view('Time trading')).toContain('ask for 6 to 12 months or more of trading');
    expect(view('Time trading')).not.toMatch(/usually with security/);
  });

  it('does not put a two-year limit on a question that asks about "the last few years"', () => {
    expect(view('Credit history')).not.toMatch(/two years/);
  });
});

describe('the readiness result’s services', () => {
  const slugs = (security: Security[]) =>
    (
      assess({
        purpose: 'equipment',
        borrower: 'company',
        amount: '100k-500k',
        security,
        trading: 'over-5',
        turnover: '1m-5m',
        credit: ['defaults'],
        timing: 'quarter',
      }) as BusinessAssessment
    ).services.map((s) => s.slug);

  it('suggests private lending after a default only with property to secure it, as the service page says', () => {
    expect(slugs(['equipment'])).not.toContain('private-lending');
    expect(slugs(['receivables'])).not.toContain('private-lending');
    expect(slugs(['equipment', 'commercial-property'])).toContain('private-lending');
  });
});

describe('a sole trader who bridges a sale with a purchase for the business', () => {
  // Bridging is sought by people moving house as often as by businesses: the declaration warning, as for a second mortgage.
  it('is told what a business-purpose declaration does not do, and that we do not arrange bridging for personal needs', () => {
    const result = assess({
      purpose: 'bridge',
      borrower: 'sole-trader',
      buying: 'business',
      selling: 'residential-smaller',
      amount: '500k-2m',
      security: ['commercial-property', 'residential-property'],
      trading: 'over-5',
      turnover: '1m-5m',
      credit: ['none'],
      timing: 'quarter',
    }) as BusinessAssessment;
    expect(result.services.map((s) => s.slug)).toEqual(['bridging-finance']);
    const notes = result.notes.join(' ');
    expect(notes).toMatch(/it has no effect if the lender knew, had reason to believe/);
    expect(notes).toMatch(/We do not arrange bridging, second mortgage, caveat, private or debt-consolidation loans/);
  });
});

describe('a super fund that asks to borrow for something other than property', () => {
  it('is told the Act’s rule with its short-term exception, not that a fund may borrow only under s67A', () => {
    const result = assess({purpose: 'working-capital', borrower: 'smsf'});
    expect(result?.kind).toBe('outside-scope');
    const why = result?.kind === 'outside-scope' ? result.reasons.join(' ') : '';
    expect(why).toMatch(/^Apart from short-term borrowing in narrow cases, such as to pay a member’s benefit/);
    expect(why).toMatch(/s67A/);
  });
});

describe('the scope note on a service page', () => {
  const note = renderToStaticMarkup(<ScopeNote scope="declaration" />).replace(/<[^>]+>/g, '');

  it('names personal and household needs as consumer credit, and a loan to buy or improve a home, not its security', () => {
    expect(note).toMatch(
      /A loan to you personally for personal or household needs, or to buy or improve a home or\s+residential investment\s+property, is consumer credit/,
    );
  });
});

describe('the calculators for loans people also seek for their homes', () => {
  // The question heads the page (and the tools list): it was "How much can I borrow behind my first mortgage".
  it.each([bridgingTexts, secondMortgageTexts])('$name asks its question for the business', ({answers}) => {
    expect(answers).toMatch(/for the business|the business borrow/);
  });
});

describe('the quote form’s purposes', () => {
  // As the readiness check's "Pay a business’s ATO debt or other business debts": personal debts are consumer credit.
  const label = (value: string) => purposeChoices.find((c) => c.value === value)?.label;

  it('offers to pay out business debts and buy equipment for the business, not any debts or any car', () => {
    expect(label('settle-debts')).toBe('Pay out business debts, including tax debt');
    expect(label('equipment')).toBe('Buy equipment or vehicles for the business');
  });
});

describe('what happens after a quote request', () => {
  // The confirmation and /contact show the same steps to every enquirer, a consumer's request included.
  it('does not promise lenders to a request that turns out to be consumer credit', () => {
    const text = nextSteps.join(' ');
    expect(text).toMatch(/If the loan would be consumer credit, which we do not arrange, we tell you so/);
    expect(text).toMatch(/without suggesting a lender/);
  });
});

describe('the transfer duty estimate under a purchase price', () => {
  it('says what the duty is charged on, so a price entered without GST is not taken for the dutiable value', () => {
    const hint = purchaseCosts('Acquisition costs', 'Duty, legal and due diligence.', 'price').hint as (
      form: Form<string>,
    ) => ReactNode;
    const form = {
      values: {state: 'nsw', costs: ''},
      numbers: {price: 1_000_000},
      errors: {},
    } as unknown as Form<string>;
    const text = renderToStaticMarkup(<>{hint(form)}</>).replace(/<[^>]+>/g, '');
    expect(text).toMatch(/Estimated NSW transfer duty: \$/);
    expect(text).toMatch(/Duty is charged on the price including any GST, or on the market value if that is higher\./);
  });
});

describe('the bridging loan calculator', () => {
  it('says, as the second mortgage calculator does, that we arrange it only for business purposes', () => {
    const form = {values: {interest: 'capitalised'}, numbers: {}, errors: {}} as unknown as Form<never>;
    const assumptions = bridgingLoan.assumptions(form as never).join(' ');
    expect(assumptions).toMatch(/We arrange this finance only for business purposes/);
    expect(assumptions).toMatch(/never for personal or residential-investment purposes/);
  });
});
