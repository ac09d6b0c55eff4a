/**
 * The calculator a readiness result points to: the one that works out what the borrower asked about.
 * A purchase needs the duty and the cash to put in, which only the commercial real estate calculator works out.
 */
import {calculatorLinks} from '../../src/readiness/calculatorLinks';
import type {Answers} from '../../src/readiness/questions';

const company: Answers = {
  purpose: 'buy-commercial',
  borrower: 'company',
  amount: '500k-2m',
  security: ['commercial-property'],
  credit: ['none'],
  timing: 'quarter',
};
const property = [{slug: 'first-second-mortgages' as const, reason: 'A loan over the property.'}];

test('buying commercial property: the commercial real estate calculator, with the band and where she came from', () => {
  expect(calculatorLinks(company, property)).toEqual([
    {
      slug: 'commercial-real-estate-calculator',
      service: 'first-second-mortgages',
      name: 'Commercial real estate calculator',
      href: '/tools/commercial-real-estate-calculator?from=loan-readiness-check&band=500k-2m',
    },
  ]);
});

test('a fund buying commercial premises: the real estate calculator (duty, cash, rent cover); else the loan one', () => {
  const fund: Answers = {...company, purpose: 'smsf-property', borrower: 'smsf'};
  const smsf = [{slug: 'smsf-lending' as const, reason: 'A fund’s loan.'}];
  // Linked for the fund's loan, not the calculator's usual first mortgage: the quote form keeps its figures as this loan's.
  expect(calculatorLinks(fund, smsf).map(({slug, service}) => [slug, service])).toEqual([
    ['commercial-real-estate-calculator', 'smsf-lending'],
  ]);
  // Beside it, what its cover leaves out for a fund (an SMSF trustees' trial read rent-only cover as the fund's).
  expect(calculatorLinks(fund, smsf)[0]!.note).toBe(
    'Its debt cover counts the property’s rent alone: SMSF lenders commonly count the members’ concessional contributions as well, after the 15% contributions tax.',
  );
  expect(calculatorLinks(company, property)[0]).toMatchObject({slug: 'commercial-real-estate-calculator'});
  expect(calculatorLinks(company, property)[0]).not.toHaveProperty('note');
  expect(calculatorLinks({...fund, security: ['residential-property']}, smsf).map((link) => link.slug)).toEqual([
    'commercial-property-loan-calculator',
  ]);
  expect(calculatorLinks({...fund, purpose: 'refinance'}, smsf).map((link) => link.slug)).toEqual([
    'commercial-property-loan-calculator',
  ]);
});

test('refinancing a property: the commercial property loan calculator; borrowing against it: the second mortgage one', () => {
  expect(calculatorLinks({...company, purpose: 'refinance'}, property).map((link) => link.slug)).toEqual([
    'commercial-property-loan-calculator',
  ]);
  expect(calculatorLinks({...company, purpose: 'working-capital'}, property).map((link) => link.slug)).toEqual([
    'second-mortgage-calculator',
  ]);
});
