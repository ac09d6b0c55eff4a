/**
 * The "Indicative ... terms" table of each of the 14 service pages, built from
 * the lender ranges in the facts register (src/facts/data/lenderRanges.ts), so
 * a range changed there changes every page that quotes it, and a guide or FAQ
 * quoting the same range cannot drift from the service page.
 *
 * Pages render it with <ServiceTerms service="bridging-finance" />.
 */
import type {ServiceSlug} from '../site-map';
import {getFact, type FactId} from './register';
import type {IsoDate} from './types';
import {upperFirst} from '../content/lowerFirst';

export interface ServiceTermsRow {
  label: string;
  value: string;
}

export interface ServiceTerms {
  rows: ServiceTermsRow[];
  /** The oldest as-at date among the rows' facts: the table is true as at this date. */
  asAt: IsoDate;
  /** The earliest review date among the rows' facts. */
  reviewBy: IsoDate;
  /** What the ranges assume, shown under the table. */
  note: string;
}

interface TermsSpec {
  rows: [label: string, fact: FactId][];
  note: string;
}

/** The SMSF rows for residential property: only a fund with a corporate trustee sees them. */
const CORPORATE_TRUSTEE_ONLY = '(corporate trustee only)';

const specs: Record<ServiceSlug, TermsSpec> = {
  'asset-backed-lending': {
    rows: [
      ['Facility size', 'asset-backed-facility-size'],
      ['Advance on commercial property', 'asset-backed-property-advance'],
      ['Advance on plant, equipment and vehicles', 'asset-backed-plant-advance'],
      ['Advance on receivables (invoices under 90 days)', 'invoice-finance-advance'],
      ['Advance on stock', 'asset-backed-stock-advance'],
      ['Term', 'asset-backed-term'],
      ['Interest rate', 'asset-backed-rate'],
      ['Time to funds', 'asset-backed-time'],
    ],
    note: 'Specialised plant, ageing fleets and concentrated debtor books sit at the bottom of the advance ranges.',
  },
  'asset-finance': {
    rows: [
      ['Amount: cars, utes and vans', 'vehicle-car-amount'],
      ['Amount: trucks, trailers and buses', 'vehicle-truck-amount'],
      ['Term: cars, utes and vans', 'vehicle-car-term'],
      ['Term: trucks, trailers and buses', 'vehicle-truck-term'],
      ['Balloon or residual: cars, utes and vans', 'vehicle-car-balloon'],
      ['Balloon or residual: trucks, trailers and buses', 'vehicle-truck-balloon'],
      ['Interest rate: cars, utes and vans', 'vehicle-car-rate'],
      ['Interest rate: trucks, trailers and buses', 'vehicle-truck-rate'],
      ['Time to funds', 'vehicle-time'],
    ],
    note: 'For established, GST-registered businesses; newer businesses, used vehicles and private sales sit higher.',
  },
  'bridging-finance': {
    rows: [
      ['Loan size', 'bridging-loan-size'],
      ['Bridging term', 'bridging-term'],
      ['Maximum LVR on peak debt, across both properties', 'bridging-peak-lvr'],
      ['Interest rate', 'bridging-rate'],
      ['Time to funds', 'bridging-time'],
    ],
    note: 'For metropolitan commercial property; a property with a narrow buyer market lowers the LVR and lengthens the assumed sale period.',
  },
  'business-acquisition': {
    rows: [
      ['Loan size', 'acquisition-loan-size'],
      ['Term', 'acquisition-term'],
      ['Senior debt', 'acquisition-senior-debt'],
      ['Share of goodwill funded', 'acquisition-goodwill-share'],
      ['Interest rate', 'acquisition-rate'],
      ['Time to funds', 'acquisition-time'],
    ],
    note: `For profitable businesses with ${getFact('acquisition-earnings-history').text} of accounts; franchises on a lender's approved list may sit at the better end.`,
  },
  'caveat-loans': {
    rows: [
      ['Loan size', 'caveat-loan-size'],
      ['Term', 'caveat-term'],
      ['Combined LVR, including existing loans', 'caveat-combined-lvr'],
      ['Interest', 'caveat-rate'],
      ['Establishment fee', 'caveat-establishment-fee'],
      ['Time to funds', 'caveat-time'],
    ],
    note: 'From the private caveat market, not an offer; a lender prices each title and exit separately.',
  },
  'commercial-property-development': {
    rows: [
      ['Facility size', 'development-facility-size'],
      ['Term', 'development-term'],
      ['Senior debt', 'development-senior-debt'],
      ['Interest rate', 'development-rate'],
      ['Mezzanine', 'development-mezzanine'],
      ['Time to funds', 'development-time'],
    ],
    note: 'Line fees, establishment fees and presale requirements vary widely between banks and private funds.',
  },
  'debt-consolidation': {
    rows: [
      ['Loan size', 'consolidation-loan-size'],
      ['Term', 'consolidation-term'],
      ['Maximum LVR against property', 'consolidation-lvr'],
      ['Interest rate', 'consolidation-rate'],
      ['Time to funds', 'consolidation-time'],
    ],
    note: 'A business with recent arrears or an ATO dispute will see fewer lenders and higher pricing.',
  },
  'equipment-finance': {
    rows: [
      ['Amount', 'equipment-amount'],
      ['Term', 'equipment-term'],
      ['Deposit', 'equipment-deposit'],
      ['Balloon or residual', 'equipment-balloon'],
      ['Interest rate', 'equipment-rate'],
      ['Time to funds', 'equipment-time'],
    ],
    note: 'For established businesses: specialised, used or imported equipment and start-ups attract higher rates, deposits or shorter terms.',
  },
  'first-second-mortgages': {
    rows: [
      ['Loan size: first mortgage', 'first-mortgage-loan-size'],
      ['Loan size: second mortgage', 'second-mortgage-loan-size'],
      ['Term: first mortgage', 'commercial-facility-term'],
      ['Repayments calculated over: first mortgage', 'commercial-amortisation-period'],
      ['Term: second mortgage', 'second-mortgage-term'],
      ['Maximum LVR: first mortgage on commercial property', 'commercial-lvr-metro'],
      ['Maximum combined LVR: second mortgage with the first loan', 'second-mortgage-combined-lvr'],
      ['Interest rate: first mortgage', 'first-mortgage-rate'],
      ['Interest rate: second mortgage', 'second-mortgage-rate'],
      ['Time to funds: first mortgage', 'first-mortgage-time'],
      ['Time to funds: second mortgage', 'second-mortgage-time'],
    ],
    note: 'For leased, metropolitan commercial security; specialised or regional property attracts lower LVRs and higher rates.',
  },
  'private-lending': {
    rows: [
      ['Loan size', 'private-loan-size'],
      ['Term', 'private-term'],
      ['Maximum LVR: first mortgages', 'private-first-lvr'],
      ['Maximum combined LVR: second mortgages', 'second-mortgage-combined-lvr'],
      ['Interest rate', 'private-rate'],
      ['Fees', 'private-fees'],
      ['Time to funds', 'private-time'],
    ],
    note: 'For metropolitan security; each lender prices the property, the exit and the borrower differently.',
  },
  'refinancing-solutions': {
    rows: [
      ['Loan size', 'refinance-loan-size'],
      ['Facility term', 'commercial-facility-term'],
      ['Repayments calculated over', 'commercial-amortisation-period'],
      ['Maximum LVR on commercial property (lower for specialised security)', 'commercial-lvr'],
      ['Interest rate: banks', 'commercial-bank-rate'],
      ['Interest rate: non-banks', 'refinance-nonbank-rate'],
      ['Time to funds', 'refinance-time'],
    ],
    note: 'For leased or owner-occupied commercial property; arrears or a tax debt narrow the lenders and lift the pricing.',
  },
  'smsf-lending': {
    rows: [
      ['Loan size: commercial property', 'smsf-commercial-loan-size'],
      [`Loan size: residential property ${CORPORATE_TRUSTEE_ONLY}`, 'smsf-residential-loan-size'],
      ['Term: commercial property', 'smsf-commercial-term'],
      [`Term: residential property ${CORPORATE_TRUSTEE_ONLY}`, 'smsf-residential-term'],
      ['Maximum LVR: commercial property', 'smsf-commercial-lvr'],
      [`Maximum LVR: residential property ${CORPORATE_TRUSTEE_ONLY}`, 'smsf-residential-lvr'],
      ['Interest rate: commercial property', 'smsf-commercial-rate'],
      [`Interest rate: residential property ${CORPORATE_TRUSTEE_ONLY}`, 'smsf-residential-rate'],
      ['Time to funds', 'smsf-time'],
    ],
    note: 'Residential ranges are for funds with a corporate trustee, whose loans are not consumer credit; a loan to individual trustees to buy residential property can be consumer credit under the National Credit Code (then responsible lending obligations apply, and a mortgage broker also owes a best interests duty), which we refer to a broker who arranges residential lending. Fewer lenders offer SMSF loans and their policies change often, so some funds will see only a few options.',
  },
  'trade-finance': {
    rows: [
      ['Facility limit', 'trade-facility-limit'],
      ['Term per drawing', 'trade-term'],
      ['Interest margin', 'trade-margin'],
      ['Letter of credit fees', 'trade-lc-fees'],
      ['Security', 'trade-security'],
      ['Time to funds', 'trade-time'],
    ],
    note: 'Currency conversion spreads and per-drawing fees are extra and vary by lender.',
  },
  'working-capital': {
    rows: [
      ['Secured overdraft or line of credit: size', 'overdraft-size'],
      ['Secured overdraft or line of credit: cost', 'overdraft-cost'],
      ['Invoice finance: size', 'invoice-finance-size'],
      ['Invoice finance: cost', 'invoice-finance-cost'],
      ['Unsecured short-term loan: size', 'unsecured-loan-size'],
      ['Unsecured short-term loan: term', 'unsecured-loan-term'],
      ['Unsecured short-term loan: cost', 'unsecured-loan-cost'],
      ['Time to funds', 'working-capital-time'],
    ],
    note: 'For established trading businesses: short-term unsecured lenders often quote a fee or factor rate rather than an annual rate, so compare the total dollars repaid.',
  },
};

/** A table cell starts with a capital: "About 7% ..." where running text writes "about 7% ...". */
function sentenceCase(text: string): string {
  return upperFirst(text);
}

function earliest(dates: IsoDate[]): IsoDate {
  return dates.reduce((a, b) => (b < a ? b : a));
}

export function getServiceTerms(slug: ServiceSlug): ServiceTerms {
  const spec = specs[slug];
  if (!spec) throw new Error(`No indicative terms for service "${slug}": add it to src/facts/serviceTerms.ts.`);
  const rows = spec.rows.map(([label, id]) => ({label, fact: getFact(id)}));
  return {
    rows: rows.map(({label, fact}) => ({label, value: sentenceCase(fact.text)})),
    asAt: earliest(rows.map(({fact}) => fact.asAt)),
    reviewBy: earliest(rows.map(({fact}) => fact.reviewBy)),
    note: spec.note,
  };
}

/**
 * A fund whose trustee is not a company (or not known yet) sees only the commercial rows: its residential loans may be
 * consumer credit, which the business refers out (the SMSF note says why).
 */
export const withoutCorporateTrusteeRows = (terms: ServiceTerms): ServiceTerms => ({
  ...terms,
  rows: terms.rows.filter((row) => !row.label.endsWith(CORPORATE_TRUSTEE_ONLY)),
});

/** The facts a service's interest rate rows read ("bridging-rate"; a first and a second mortgage's); none for costs. */
export function rateFactsOf(slug: ServiceSlug): readonly string[] {
  return (specs[slug]?.rows ?? []).filter(([label]) => label.startsWith('Interest')).map(([, id]) => id);
}

/** The services with a terms table (all 14), for tests and tools. */
export const servicesWithTerms = Object.keys(specs) as ServiceSlug[];
