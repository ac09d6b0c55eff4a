/** The data content-index hands to the pages it feeds. */
import type {Calculator, CalculatorSlug} from '../../calculators';
import type {ServiceIconName} from '../../services/records';
import type {MarketRange} from '../../facts/marketRanges';
import type {PostCard} from '../blog-card-lists/types';

/** A featured guide on the hub: what its card on the guides list shows (the date it was updated, its reading time). */
export interface GuideSummary {
  title: string;
  description: string;
  permalink: string;
  date?: string;
  minutes: number;
}

export interface ServiceSummary {
  slug: string;
  title: string;
  summary: string;
  category: string;
  /** Its cards' icon (src/services/records.ts), so a list of services loads no records. */
  icon: ServiceIconName;
  permalink: string;
}

/** The phone menu's services: each group of src/services/categories.ts with its services' titles and links. */
export type ServiceMenu = {id: string; label: string; services: {title: string; permalink: string}[]}[];

export interface Section {
  count: number;
  /** The newest posts, as the section's own list has them (src/plugins/blog-card-lists): one card anatomy for both. */
  latest: PostCard[];
}

export interface ContentIndex {
  services: ServiceSummary[];
  /** The home hero's indicative rates, resolved from the facts register (src/facts/marketRanges.ts). */
  marketRanges: MarketRange[];
  /** The guides' count and, instead of the newest, the most useful ones the hub shows (FEATURED_GUIDES). */
  guides: {count: number; featured: GuideSummary[]};
  caseStudies: Section;
  insights: Section;
}

/** The resources hub's glossary terms and questions, each a link to its place on its page. */
export interface HubExtras {
  terms: {term: string; permalink: string}[];
  /** Each with its answer's first sentence and its FAQs topic, the card's text and line under the question. */
  questions: {question: string; answer: string; topic: string; permalink: string}[];
}

/**
 * A calculator as its cards and links show it, featured first (the one order every list uses): @generated/content-index/default/
 * calculator-cards.json. Pages that list the calculators read this instead of src/calculators, whose page texts
 * (descriptions, guide and case-study links) only the calculator pages need.
 */
export type CalculatorCard = Pick<Calculator, 'slug' | 'name' | 'answers' | 'icon' | 'featured'> & {path: string};

/** Service titles by slug, for the related services under a guide: @generated/content-index/default/service-titles.json. */
export type ServiceTitles = Record<string, string>;

/** Each service's first guide (its page's `guides:`), for the readiness check's result: service-guides.json. */
export type ServiceGuides = Record<string, {title: string; permalink: string}>;

/**
 * The calculators each service page lists (its `calculators:`), for the quote form, which reads a scenario from one of
 * them as a possible loan for that service: service-calculators.json.
 */
export type ServiceCalculators = Record<string, CalculatorSlug[]>;

/** Each guide's updated date (YYYY-MM-DD) and reading time by its permalink, for the guides list: guide-cards.json. */
export type GuideCardDetails = Record<string, {date?: string; minutes: number}>;

/** A service's key facts (src/components/ServicePage/keyFacts.ts), picked from its terms at build time. */
export interface ServiceKeyFacts {
  asAt: string;
  facts: {kind: string; label: string; value: string}[];
  /** A "Security" row, where the terms have one. */
  security?: string;
}

/**
 * Every service's key facts, for the /services comparison, which shows them all:
 * @generated/content-index/default/service-key-facts.json.
 */
export type ServiceKeyFactsBySlug = Record<
  string,
  ServiceKeyFacts & {
    /** Every loan size and term row (src/components/ServicePage/keyFacts.ts, comparedFacts). */
    compared: {size?: string; term?: string};
  }
>;

/**
 * What one service page shows beside its own MDX, picked at build time from the other sections:
 * @generated/content-index/default/service-pages/{slug}.json, which the remark-service-page plugin
 * makes that page's MDX export, so each page carries its own and no other service's.
 */
export interface ServicePageData {
  /** With the dated note (src/facts/serviceTermsMarkdown.ts, datedNote) the strip ends with. */
  keyFacts: ServiceKeyFacts & {note: string};
  /** The newest case study tagged with the service's slug, for the side column. */
  caseStudy?: {title: string; description: string; permalink: string};
  /** The guides the front matter lists (`guides:`) that exist, with their titles, in its order. */
  relatedGuides: {slug: string; title: string}[];
  /** The service's questions (questionKey()) that the FAQs page also asks: its structured data leaves them out. */
  questionsOnFaqsPage: string[];
  /** Under the hero's link to its own calculator: a worked example from it (src/calculators/examples.ts); none when the service lists no calculator. */
  calculatorExample?: string;
  /** The hero link's words before "in the <calculator>": its `heroAction`, else "Work out yours"; none without one. */
  calculatorAction?: string;
}
