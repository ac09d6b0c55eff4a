/**
 * The 14 services, one record each: everything the site keys by a service's
 * slug that is not a changing figure. The site map, the quote form, the
 * /services comparison and cards, the service pages' scope note and the loan
 * readiness check all read these records, so a service is named here once;
 * docs-dev/ARCHITECTURE.md ("Adding a service") lists the other files a new one needs. Dated figures (rates, ranges) stay in the facts register
 * (src/facts/data/*), which the terms table reads (src/facts/serviceTerms.ts).
 * Each page's content lives in docs/services/{slug}.mdx, named after the slug;
 * its title must be the record's name (tests/unit/enquiry/schema.test.ts).
 */

import type {ServiceCategory} from './categories';

export {serviceCategories, type ServiceCategory} from './categories';

/**
 * Which credit-scope note the service page shows (src/compliance/creditScope.ts):
 * - `business-purpose`: the business-purpose line;
 * - `declaration`: that line, and how a business-purpose declaration works and
 *   that we verify the purpose (loans most often sought for personal needs);
 * - `smsf-trustee`: the SMSF trustee rule in its place, since a fund may borrow
 *   for residential property.
 */
export type ServiceScope = 'business-purpose' | 'declaration' | 'smsf-trustee';

export interface ServiceRecord {
  slug: string;
  /** As the service page titles it, and as the quote form, e-mail and readiness check name it. */
  name: string;
  category: ServiceCategory;
  /**
   * The icon on every card that lists the service, by name: a Lucide icon (ISC licence) or one drawn for the site
   * (src/components/Icons/drawn.ts), mapped in src/components/Icons/topics.tsx, so the server, which reads the slugs, does not load the icon library.
   */
  icon: string;
  scope: ServiceScope;
  /** What the service is usually secured by, in a few words, for the /services comparison. */
  security: string;
  /** The risk the loan readiness check names when it suggests the service. */
  risk: string;
}

/** In the owner's order: the quote form's choices and the tests follow it. */
export const services = [
  {
    slug: 'first-second-mortgages',
    name: 'First and second mortgages',
    category: 'property',
    icon: 'Layers',
    scope: 'declaration',
    security: 'A first or second mortgage over commercial property',
    risk: 'A second mortgage ranks behind the first: its rate is higher, the first lender may need to consent, and both lenders can act if repayments stop.',
  },
  {
    slug: 'commercial-property-development',
    name: 'Commercial property development finance',
    category: 'property',
    icon: 'BuildingCrane',
    scope: 'business-purpose',
    security: 'A first mortgage over the site, with guarantees',
    risk: 'Cost overruns and slow sales come out of your equity first: lenders fund against a budget and presales, not hopes.',
  },
  {
    slug: 'working-capital',
    name: 'Working capital finance',
    category: 'business',
    icon: 'RefreshCw',
    scope: 'business-purpose',
    security: 'Property or a general security agreement; unsecured loans rely on cash flow',
    risk: 'A revolving facility that is always fully drawn has become long-term debt: lenders review limits each year.',
  },
  {
    slug: 'bridging-finance',
    name: 'Bridging finance',
    category: 'property',
    icon: 'BridgeBetween',
    // Sought by individuals moving house as often as by businesses: the declaration note, as for second mortgages.
    scope: 'declaration',
    security: 'Mortgages over the property being bought and the one being sold',
    risk: 'If the sale comes later or lower than planned, capitalised interest keeps growing and the end debt is larger: test both in the bridging loan calculator.',
  },
  {
    slug: 'refinancing-solutions',
    name: 'Refinancing',
    category: 'property',
    icon: 'ArrowLeftRight',
    scope: 'business-purpose',
    security: 'A mortgage over commercial property',
    risk: 'Break costs, discharge fees and a new valuation can outweigh a small saving in the rate.',
  },
  {
    slug: 'equipment-finance',
    name: 'Equipment finance',
    category: 'asset',
    icon: 'Cog',
    scope: 'business-purpose',
    security: 'The equipment being financed',
    risk: 'A balloon lowers the repayments but leaves a lump sum to pay or refinance at the end of the term.',
  },
  {
    slug: 'business-acquisition',
    name: 'Business acquisition finance',
    category: 'business',
    icon: 'Briefcase',
    scope: 'business-purpose',
    security: 'The business’s assets, often with property or directors’ guarantees',
    risk: 'Lenders lend on the business’s past earnings: if they fall under new ownership, the loan still has to be repaid.',
  },
  {
    slug: 'trade-finance',
    name: 'Trade finance',
    category: 'business',
    icon: 'Ship',
    scope: 'business-purpose',
    // Its terms state it too (a "Security" row, src/facts/serviceTerms.ts), which the comparison shows instead.
    security: 'A general security agreement, often with guarantees or property',
    risk: 'A shipment delay or a currency move can stretch a trade facility’s term and cost.',
  },
  {
    slug: 'asset-backed-lending',
    name: 'Asset-backed lending',
    category: 'asset',
    icon: 'ShieldCheck',
    scope: 'business-purpose',
    security: 'The business’s property, equipment, receivables or stock',
    risk: 'If the assets’ value falls, the lender can reduce the limit.',
  },
  {
    slug: 'private-lending',
    name: 'Private lending',
    category: 'specialist',
    icon: 'KeyRound',
    scope: 'declaration',
    security: 'A first or second mortgage over property',
    risk: 'Private loans cost more and run for months, not years: the loan depends on the exit (a sale or a refinance) happening on time.',
  },
  {
    slug: 'smsf-lending',
    name: 'SMSF lending',
    category: 'specialist',
    icon: 'PiggyBank',
    scope: 'smsf-trustee',
    security: "The property the fund buys (a limited recourse loan), usually with members' personal guarantees",
    risk: 'An SMSF loan must follow the super rules: it buys a single acquirable asset (usually one property on one title), which borrowed money may repair but not improve. Lenders also want the fund to keep cash to meet repayments, and its investment strategy must weigh that liquidity. We do not advise on whether an SMSF strategy suits your fund; a licensed financial adviser should.',
  },
  {
    slug: 'debt-consolidation',
    name: 'Business debt consolidation',
    category: 'business',
    icon: 'Merge',
    scope: 'declaration',
    security: 'Usually a mortgage over property',
    risk: 'Paying short debts over a longer term lowers the repayment but can raise the total interest; interest the ATO charges is not tax deductible, so compare the after-tax cost.',
  },
  {
    slug: 'caveat-loans',
    name: 'Caveat loans',
    category: 'specialist',
    icon: 'Timer',
    scope: 'declaration',
    security: 'A caveat over property, usually behind an existing mortgage',
    risk: 'Caveat loans are short and expensive: if the exit is late, default interest and extension fees add up quickly.',
  },
  {
    slug: 'asset-finance',
    name: 'Asset finance',
    category: 'asset',
    icon: 'Truck',
    scope: 'business-purpose',
    security: 'The vehicle being financed',
    risk: 'A balloon lowers the repayments but leaves a lump sum to pay or refinance at the end of the term.',
  },
] as const satisfies readonly ServiceRecord[];

export type ServiceSlug = (typeof services)[number]['slug'];
export type ServiceIconName = (typeof services)[number]['icon'];

/**
 * The slugs, in the records' order. Marked pure so the bundler sees this module has no side effects and
 * leaves it out of main.js, which every page runs: the layout reads the site map, which re-exports from
 * here. Components import records from this module, not through the site map, for the same reason.
 */
export const serviceSlugs: readonly ServiceSlug[] = /* @__PURE__ */ services.map((s) => s.slug);

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return services.some((s) => s.slug === slug);
}

/** The service's record; a slug that is not a service is a type error. */
export function serviceRecord(slug: ServiceSlug): (typeof services)[number] {
  return services.find((s) => s.slug === slug)!;
}
