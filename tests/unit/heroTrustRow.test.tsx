/**
 * The home hero's proof row: built only from the owner's data, and nothing at all
 * while that data is empty or an example. The filled values below are made up for the test, never shipped.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import {business} from '../../src/business';
import {heroFacts} from '../../src/components/TrustFacts/heroFacts';
import HeroTrustRow from '../../src/components/TrustFacts/HeroTrustRow';

const filled = {
  ...business,
  creditRepresentativeNumber: '512345',
  licensee: {...business.licensee, name: 'Real Aggregation Pty Ltd', australianCreditLicence: '389328'},
  memberships: {afcaMemberNumber: '45678', association: null},
};

describe('heroFacts', () => {
  it('is empty with the data as shipped (no panel, no year, example numbers), so the row renders nothing', () => {
    expect(heroFacts()).toEqual({facts: [], licence: null});
    expect(renderToStaticMarkup(<HeroTrustRow />)).toBe('');
  });

  it('states each fact the owner has filled in, the licence line apart in small type', () => {
    const shown = heroFacts({
      lenders: [
        {name: 'Bank A', kind: 'Bank'},
        {name: 'Lender B', kind: 'Non-bank lender'},
      ],
      since: 2012,
      business: filled,
      toSet: [],
    });
    expect(shown.facts).toEqual([
      '2 lenders on our panel',
      'Arranging commercial loans since 2012',
      'AFCA member 45678',
    ]);
    expect(shown.licence).toBe(
      'Credit Representative 512345 of Real Aggregation Pty Ltd, Australian Credit Licence 389328',
    );
    const html = renderToStaticMarkup(<HeroTrustRow facts={shown} />);
    expect(html).toContain('2 lenders on our panel');
    expect(html).toContain('Australian Credit Licence 389328');
  });

  it('counts a panel of one as one lender', () => {
    const shown = heroFacts({lenders: [{name: 'Bank A', kind: 'Bank'}], since: null, business: filled, toSet: []});
    expect(shown.facts[0]).toBe('1 lender on our panel');
  });

  it('leaves out a fact whose data is still an example or empty', () => {
    const shown = heroFacts({lenders: [], since: null, business: filled, toSet: ['memberships', 'licensee']});
    expect(shown).toEqual({facts: [], licence: null});
    expect(heroFacts({lenders: [], since: null, business: filled, toSet: ['licensee']}).facts).toEqual([
      'AFCA member 45678',
    ]);
  });
});
