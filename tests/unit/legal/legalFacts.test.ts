/**
 * Facts of law the legal pages and the credit-scope module state, each as the
 * statute or rule says it, so that an edit which gets one wrong fails here.
 */
import fs from 'fs';
import path from 'path';
import {serviceRecord} from '../../../src/services/records';
import {
  CONSUMER_CREDIT_STATEMENT,
  DECLARATION_STATEMENT,
  SMSF_TRUSTEE_STATEMENT,
} from '../../../src/compliance/creditScope';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the National Credit Code scope (Schedule 1, s5 and s13)', () => {
  it('covers refinancing a residential-investment loan, not only buying, renovating or improving (s5(1)(b))', () => {
    expect(CONSUMER_CREDIT_STATEMENT).toMatch(/buy, renovate or improve residential property as an investment/);
    expect(CONSUMER_CREDIT_STATEMENT).toMatch(/refinance a loan that was for that/);
  });

  it('makes a declaration ineffective if the lender knew, had reason to believe or would have found out (s13(3))', () => {
    expect(DECLARATION_STATEMENT).toMatch(
      /knew, had reason to believe, or would have found out with reasonable inquiries/,
    );
    expect(DECLARATION_STATEMENT).toMatch(/inducing a false declaration is an offence/);
    // s13(3): "wholly or predominantly", as the glossary and the FAQ say it; without it, any personal use read as fatal.
    expect(DECLARATION_STATEMENT).toMatch(/that the money was wholly or predominantly for a personal/);
  });

  it('treats an SMSF residential loan by its trustee: a company is outside the Code, individual trustees may not be', () => {
    expect(SMSF_TRUSTEE_STATEMENT).toMatch(/corporate trustee is not a loan to an individual/);
    expect(SMSF_TRUSTEE_STATEMENT).toMatch(/trustees are individuals can be consumer credit/);
    expect(serviceRecord('smsf-lending').scope).toBe('smsf-trustee');
  });
});

describe('the credit guide', () => {
  const guide = read('src/pages/credit-guide.mdx');

  it('gives the preliminary assessment on request within 7 business days up to two years after the credit assistance, 21 up to seven (NCCP s120)', () => {
    // For a broker the periods run from the credit assistance; the credit day is the lender's reference point (s132).
    expect(guide).toMatch(/runs from the day we provide the credit assistance/);
    expect(guide).toMatch(/within two years after that day, we give it to you within 7 business days/);
    expect(guide).toMatch(/within seven years after that day, we give it to you within 21 business days/);
    expect(guide).not.toMatch(/credit day/);
    expect(guide).toMatch(/free of charge/);
  });

  it('applies the best interests duty and the conflicts rule to credit representatives, for any consumer credit', () => {
    expect(guide).toMatch(/A mortgage broker, and a credit representative of one, must act in your best interests/);
    expect(guide).toMatch(/not only loans secured by a mortgage/);
    expect(guide).toMatch(/section 158LE .* credit representatives/);
  });

  it('promises a written quote before charging a fee for consumer credit (NCCP Part 3-1, Division 3)', () => {
    expect(guide).toMatch(/written quote of the most you will pay us, and we cannot charge more than that quote/);
  });

  it('does not promise that commission is never added to the loan (brokerage is, with some asset financiers)', () => {
    expect(guide).not.toMatch(/Commission is not added to your loan/);
    expect(guide).toMatch(/brokerage fee is added to the amount financed/);
  });
});
