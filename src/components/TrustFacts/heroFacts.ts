/**
 * The home hero's proof row: three or four short facts a visitor can check, under Get a quote. Each comes from the owner's data, src/trust.ts and src/business.ts, and is left out while that data
 * is empty or still an example, so the row shows nothing at all until the owner fills it in: no invented count,
 * year or number. The licence line goes last, in small type, as the registers name it.
 */
import {business, isExampleValue, type Business} from '../../business';
import {arrangingSince, lenderPanel, type PanelLender} from '../../trust';

export interface HeroFacts {
  /** Short facts, one line each: "12 lenders on our panel". */
  facts: string[];
  /** The credit representative and licence numbers, or null while either is an example. */
  licence: string | null;
}

interface Owner {
  lenders: readonly PanelLender[];
  since: number | null;
  business: Pick<Business, 'creditRepresentativeNumber' | 'licensee' | 'memberships'>;
  /** The business fields still holding examples (src/business.ts `valuesToSetBeforeLaunch`). */
  toSet?: readonly (keyof Business)[];
}

export function heroFacts({
  lenders = lenderPanel,
  since = arrangingSince,
  business: facts = business,
  toSet,
}: Partial<Owner> = {}): HeroFacts {
  const real = (key: keyof Business) => !isExampleValue(key, toSet);
  const list: string[] = [];
  if (lenders.length > 0) list.push(`${lenders.length} ${lenders.length === 1 ? 'lender' : 'lenders'} on our panel`);
  if (since !== null) list.push(`Arranging commercial loans since ${since}`);
  if (real('memberships') && facts.memberships.afcaMemberNumber) {
    list.push(`AFCA member ${facts.memberships.afcaMemberNumber}`);
  }
  const licence =
    real('creditRepresentativeNumber') && real('licensee')
      ? `Credit Representative ${facts.creditRepresentativeNumber} of ${facts.licensee.name}, ` +
        `Australian Credit Licence ${facts.licensee.australianCreditLicence}`
      : null;
  return {facts: list, licence};
}
