/** The key-facts strip on a service page: each figure answers the question its column asks. */
import {comparedFacts, keyFacts} from '../../src/components/ServicePage/keyFacts';
import {getServiceTerms} from '../../src/facts/serviceTerms';
import {serviceSlugs} from '../../src/services/records';

describe('the key-facts strip', () => {
  it('shows a term, not a loan size, in the working capital "term" column', () => {
    const term = keyFacts(getServiceTerms('working-capital').rows).find((f) => f.kind === 'term');
    expect(term).toEqual({kind: 'term', label: 'Unsecured short-term loan: term', value: '3 to 36 months'});
  });
});

describe('the /services comparison', () => {
  it('shows both ranges of a service that covers two products: first and second mortgages', () => {
    const terms = getServiceTerms('first-second-mortgages');
    const value = (label: string) => terms.rows.find((r) => r.label === label)!.value;
    expect(comparedFacts(terms.rows)).toEqual({
      size: `First mortgage: ${value('Loan size: first mortgage')}; second mortgage: ${value('Loan size: second mortgage')}`,
      term: `First mortgage: ${value('Term: first mortgage')}; second mortgage: ${value('Term: second mortgage')}`,
    });
  });

  it('names a row by its product when the product comes first, and shows a single range as it is', () => {
    const terms = getServiceTerms('working-capital');
    expect(comparedFacts(terms.rows).size).toMatch(/^Secured overdraft or line of credit: .+; Invoice finance: .+; /);
    expect(comparedFacts(terms.rows).term).toBe('3 to 36 months');
  });

  it.each([...serviceSlugs])(
    '%s: each size and term cell starts as a sentence does, not "first mortgage: …"',
    (slug) => {
      for (const cell of Object.values(comparedFacts(getServiceTerms(slug).rows))) expect(cell).toMatch(/^[A-Z0-9$]/);
    },
  );
});
