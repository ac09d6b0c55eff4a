/** The key-facts strip on a service page: each figure answers the question its column asks. */
import {keyFacts} from '../../src/components/ServicePage/keyFacts';
import {getServiceTerms} from '../../src/facts/serviceTerms';

describe('the key-facts strip', () => {
  it('shows a term, not a loan size, in the working capital "term" column', () => {
    const term = keyFacts(getServiceTerms('working-capital').rows).find((f) => f.kind === 'term');
    expect(term).toEqual({kind: 'term', label: 'Unsecured short-term loan: term', value: '3 to 36 months'});
  });
});
