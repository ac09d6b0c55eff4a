/** The "check us on the public registers" links: built from src/business.ts, left out while a number is an example. */
import {business} from '../../src/business';
import {
  AFCA_FIRM_SEARCH_URL,
  ASIC_PROFESSIONAL_REGISTERS_URL,
  registerChecks,
} from '../../src/components/TrustFacts/registers';

describe('registerChecks', () => {
  it('offers no checks while the credit representative number, the licensee and AFCA membership are examples', () => {
    expect(registerChecks(business, ['creditRepresentativeNumber', 'licensee', 'memberships'])).toEqual([]);
  });

  it('links each real number to the register that lists it, naming the number to search for', () => {
    const facts = {
      ...business,
      creditRepresentativeNumber: '512345',
      licensee: {...business.licensee, name: 'Real Aggregation Pty Ltd', australianCreditLicence: '389328'},
      memberships: {afcaMemberNumber: '45678', association: null},
    };
    const checks = registerChecks(facts, []);
    expect(checks.map((c) => [c.id, c.href])).toEqual([
      ['credit-representative', ASIC_PROFESSIONAL_REGISTERS_URL],
      ['licensee', ASIC_PROFESSIONAL_REGISTERS_URL],
      ['afca', AFCA_FIRM_SEARCH_URL],
    ]);
    expect(checks[0]!.label).toContain('512345');
    expect(checks[1]!.label).toContain('389328');
    expect(checks[1]!.label).toContain('Real Aggregation Pty Ltd');
    expect(checks[2]!.label).toContain('45678');
  });

  it('leaves out only the check whose number is still an example', () => {
    expect(registerChecks(business, ['memberships']).map((c) => c.id)).toEqual(['credit-representative', 'licensee']);
  });
});
