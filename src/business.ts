/**
 * The business facts, typed once and read everywhere: navbar, mobile menu,
 * footer, contact page, legal pages and structured data.
 *
 * SET BEFORE LAUNCH: every value listed in `valuesToSetBeforeLaunch` below is
 * an example that must be replaced with the business's real details. The build
 * prints a warning while any of them is still marked as an example.
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
  /** The href of a tel: link (1300 numbers are dialled without +61). */
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
  /** Monday to Friday, local time of the office. */
  businessHours: string;
  /** The same hours for structured data (24-hour times); keep both in step. */
  openingHours: {days: readonly Weekday[]; opens: string; closes: string};
  abn: string;
  /** Holder of the Australian Credit Licence the business operates under. */
  licensee: {name: string; australianCreditLicence: string};
  /** The business's own number as an authorised credit representative. */
  creditRepresentativeNumber: string;
  /** Industry and dispute-resolution memberships, stated only when real. */
  memberships: {afcaMemberNumber: string; association: string};
  areaServed: string;
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
  businessHours: 'Monday to Friday, 8:30 am to 5:30 pm (AEST/AEDT)',
  openingHours: {days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:30', closes: '17:30'},
  abn: '00 000 000 000',
  licensee: {name: 'Example Aggregation Pty Ltd', australianCreditLicence: '000000'},
  creditRepresentativeNumber: '000000',
  memberships: {afcaMemberNumber: '00000', association: 'Finance Brokers Association of Australia (FBAA)'},
  areaServed: 'Australia',
  url: 'https://www.harbourline.example',
} as const satisfies Business;

/**
 * Fields that still hold example values. Remove a field from this list when
 * its real value has been entered above; the build warns while it is not empty.
 */
export const valuesToSetBeforeLaunch: readonly (keyof Business)[] = [
  'email',
  'address',
  'abn',
  'licensee',
  'creditRepresentativeNumber',
  'memberships',
  'url',
];

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
