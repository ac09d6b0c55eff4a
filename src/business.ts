/**
 * The business facts, typed once and read everywhere: navbar, mobile menu,
 * footer, contact page, legal pages and structured data.
 *
 * SET BEFORE LAUNCH: every value listed in `valuesToSetBeforeLaunch` below is
 * an example that must be replaced with the business's real details. While any
 * is listed, every page shows a notice that the details are examples, the
 * build prints a warning and a launch build (`LAUNCH=1 npm run build`) stops:
 * see src/launch.ts, which also checks the disclosures in src/disclosures.ts.
 */

export interface PostalAddress {
  street: string;
  locality: string;
  region: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';
  postcode: string;
  country: 'AU';
}

export interface Phone {
  /** How the number is written on the page. */
  display: string;
  /** The href of a tel: link: a 13 or 1300 number as dialled (tel:1300975707), any other with +61 and no leading 0 (tel:+61249261180). */
  href: `tel:${string}`;
}

/** Days as schema.org names them. */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface Business {
  brandName: string;
  legalName: string;
  tagline: string;
  phone: Phone;
  email: string;
  address: PostalAddress;
  /** Monday to Friday, local time of the office. No brackets of its own: it is often shown in brackets, or after a comma. */
  businessHours: string;
  /** The same hours for structured data (24-hour times); keep both in step. */
  openingHours: {days: readonly Weekday[]; opens: string; closes: string};
  abn: string;
  /** Holder of the Australian Credit Licence the business operates under, and how to reach it (for the credit guide). */
  licensee: {name: string; australianCreditLicence: string; contactDetails: string};
  /** The business's own number as an authorised credit representative. */
  creditRepresentativeNumber: string;
  /**
   * Dispute-resolution and industry memberships. AFCA membership is required of
   * every licensee and credit representative; `association` (such as the FBAA)
   * is optional and null as shipped: enter its name only if the business is a
   * member. The About page names it once `memberships` is no longer an example.
   */
  memberships: {afcaMemberNumber: string; association: string | null};
  areaServed: string;
  /**
   * Where the firm arranges loans and who answers the phone and the quote
   * form, a sentence each, as a borrower would want to hear it, e.g. area
   * "Australia-wide, with most clients in Sydney, the Hunter and regional
   * NSW", whoAnswers "One of our two brokers, never a call centre". Shown on
   * the home and contact pages once removed from valuesToSetBeforeLaunch.
   */
  serviceArea: {area: string; whoAnswers: string};
  /**
   * How soon a broker replies to a quote request, as it reads in a sentence ("A broker replies within one
   * business day"): a commitment shown beside every quote call to action and in the form's next steps.
   */
  replyTime: string;
  /** Site URL without a trailing slash. */
  url: string;
}

export const business = {
  brandName: 'Harbourline Commercial Finance',
  legalName: 'Harbourline Commercial Finance Pty Ltd',
  tagline: 'Commercial, property and private lending, arranged by brokers who read the deal first.',
  phone: {display: '1300 975 707', href: 'tel:1300975707'},
  email: 'quotes@harbourline.example',
  address: {
    street: 'Level 1, 100 Example Street',
    locality: 'Sydney',
    region: 'NSW',
    postcode: '2000',
    country: 'AU',
  },
  // Sydney time, not "AEST/AEDT": a Brisbane reader is an hour behind in summer (a franchise buyer's trial).
  businessHours: 'Monday to Friday 8:30 am to 5:30 pm Sydney time',
  openingHours: {days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30'},
  abn: '00 000 000 000',
  licensee: {
    name: 'Example Aggregation Pty Ltd',
    australianCreditLicence: '000000',
    contactDetails: 'GPO Box 0000, Sydney NSW 2001, phone 1300 000 000',
  },
  creditRepresentativeNumber: '000000',
  memberships: {afcaMemberNumber: '00000', association: null},
  areaServed: 'Australia',
  serviceArea: {
    area: 'Example: the states and regions where you arrange loans.',
    whoAnswers: 'Example: who picks up the phone and replies to a quote request.',
  },
  replyTime: 'within one business day',
  url: 'https://www.harbourline.example',
} as const satisfies Business;

/** The brand's first word ("Harbourline"): the page titles' suffix and the bylines' "Harbourline lending team". */
export const brandShortName = business.brandName.split(' ')[0]!;

/**
 * Fields that still hold example values. Remove a field from this list when
 * its real value has been entered above. While it is not empty every page says
 * the details are examples, and `LAUNCH=1 npm run build` refuses to build.
 */
export const valuesToSetBeforeLaunch: readonly (keyof Business)[] = [
  // The number shown in the navbar, footer and contact page: an example until the business's own is entered.
  'phone',
  'email',
  'address',
  // Commitments to borrowers: the hours shown and given to search engines, and how soon a broker replies.
  'businessHours',
  'openingHours',
  'replyTime',
  'abn',
  'licensee',
  'creditRepresentativeNumber',
  'memberships',
  'serviceArea',
  'url',
];

/** True while `key` still holds an example value (structured data and badges must leave it out). */
export function isExampleValue(
  key: keyof Business,
  toSet: readonly (keyof Business)[] = valuesToSetBeforeLaunch,
): boolean {
  return toSet.includes(key);
}

/** "Level 1, 100 Example Street, Sydney NSW 2000" */
export function formatAddress(address: PostalAddress = business.address): string {
  return `${address.street}, ${address.locality} ${address.region} ${address.postcode}`;
}

/** The licence line the footer and legal pages carry (ASIC wants the words in full). */
export function licenceLine(): string {
  return (
    `${business.legalName} (ABN ${business.abn}) is an authorised credit representative ` +
    `(Credit Representative Number ${business.creditRepresentativeNumber}) of ` +
    `${business.licensee.name}, Australian Credit Licence ${business.licensee.australianCreditLicence}.`
  );
}
