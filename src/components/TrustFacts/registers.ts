/**
 * Where a visitor can check us on the public registers, built from the
 * numbers in src/business.ts. A link is left out while the number it checks is
 * still an example (src/business.ts `valuesToSetBeforeLaunch`): a register
 * search for "000000" would prove nothing.
 *
 * The registers' search pages take no search term in the address, so each
 * link names the number to enter. Check both addresses at launch (the launch
 * checklist in README links here).
 */
import {business, isExampleValue, type Business} from '../../business';

export const ASIC_PROFESSIONAL_REGISTERS_URL =
  'https://connectonline.asic.gov.au/RegistrySearch/faces/landing/ProfessionalRegisters.jspx';
export const AFCA_FIRM_SEARCH_URL = 'https://www.afca.org.au/';

export interface RegisterCheck {
  id: 'credit-representative' | 'licensee' | 'afca';
  /** What the visitor checks, as the link text. */
  label: string;
  href: string;
  /** What to type into the register's search. */
  searchFor: string;
}

/** The checks a visitor can make today, in the order the licence line names them. */
export function registerChecks(
  facts: Pick<Business, 'creditRepresentativeNumber' | 'licensee' | 'memberships' | 'legalName'> = business,
  toSet: readonly (keyof Business)[] | undefined = undefined,
): RegisterCheck[] {
  const isExample = (key: keyof Business) => (toSet ? toSet.includes(key) : isExampleValue(key));
  const checks: RegisterCheck[] = [];
  if (!isExample('creditRepresentativeNumber')) {
    checks.push({
      id: 'credit-representative',
      label: `Credit representative ${facts.creditRepresentativeNumber} on ASIC's Professional Registers`,
      href: ASIC_PROFESSIONAL_REGISTERS_URL,
      searchFor: `Credit representative number ${facts.creditRepresentativeNumber}`,
    });
  }
  if (!isExample('licensee')) {
    checks.push({
      id: 'licensee',
      label: `Australian Credit Licence ${facts.licensee.australianCreditLicence} (${facts.licensee.name}) on ASIC's Professional Registers`,
      href: ASIC_PROFESSIONAL_REGISTERS_URL,
      searchFor: `Australian Credit Licence ${facts.licensee.australianCreditLicence}`,
    });
  }
  if (!isExample('memberships')) {
    checks.push({
      id: 'afca',
      label: `AFCA membership ${facts.memberships.afcaMemberNumber} in AFCA's financial firm search`,
      href: AFCA_FIRM_SEARCH_URL,
      searchFor: facts.legalName,
    });
  }
  return checks;
}
