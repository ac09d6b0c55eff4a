/**
 * The calculators under /tools/, in the order the tools page lists them. Each lives in one
 * folder, src/calculators/<slug>/: texts.ts (name, card and page texts, icon, service), maths.ts (the pure
 * maths), description.tsx (the page's fields and results; docs-dev/CALCULATORS.md), example.ts (the figures it
 * opens with and the service page's worked example from them), with its route in
 * src/pages/tools/<slug>.tsx. The quote form, readiness result and checks read this list; the
 * pages that list calculators (home, /resources, /resources/tools, the related links of a guide or service
 * page) read only their cards, which the content-index plugin writes from it.
 */
import type {CalculatorGlyph} from '../components/Icons/topics';
import type {ServiceSlug} from '../site-map';
import commercialPropertyLoan from './commercial-property-loan-calculator/texts';
import secondMortgage from './second-mortgage-calculator/texts';
import commercialRealEstate from './commercial-real-estate-calculator/texts';
import assetFinanceRoi from './asset-finance-roi-calculator/texts';
import workingCapital from './working-capital-calculator/texts';
import loanComparison from './loan-comparison-tool/texts';
import bridgingLoan from './bridging-loan-calculator/texts';

/** What a calculator's texts.ts declares. */
export interface CalculatorTexts {
  /** Its folder's name and its address under /tools/. */
  slug: string;
  /** The page's title and the cards' and links' text. */
  name: string;
  /** Shown on the home page and the resources hub: one for each most-asked-for kind of deal. */
  featured?: boolean;
  /** Its cards' icon: a Lucide icon's name from Icons/topics.tsx (a name, so the list loads no drawings). */
  icon: CalculatorGlyph;
  /**
   * What the amount it hands the quote form is, in its own words, when that is more than "the new loan": said under
   * the form's amount (the bridging calculator's bridge also takes over the loan owed now). Reads the scenario's
   * plain figures (its description's `broker`).
   */
  amountIs?: (figures: Readonly<Record<string, string>>) => string;
  /** The service a scenario it sends to the quote form most likely belongs to, where one is clear. */
  service?: ServiceSlug;
  /**
   * The words of the link to it under a service page's hero when it leads that page, where "Work out yours" would
   * promise more than it does (the comparison works out no loan: a business buyer read it as "how much can I borrow").
   */
  heroAction?: string;
  /** The question the calculator answers, shown on /resources/tools. */
  answers: string;
  /** The page's meta description: 70 to 160 characters (search results cut longer ones). */
  description: string;
  /** The guide that explains what the calculator works out (docs/guides/<slug>.mdx, its title as there). */
  guide: ReadingLink;
  /** A case study of a deal like the calculator's (blog/case-studies/<slug>.mdx, its title as there). */
  caseStudy: ReadingLink;
}

/** A page the calculator links to, by slug and title (tests/unit/calculatorPages.test.ts keeps both true). */
export interface ReadingLink {
  slug: string;
  title: string;
}

const list = [
  commercialPropertyLoan,
  secondMortgage,
  commercialRealEstate,
  assetFinanceRoi,
  workingCapital,
  loanComparison,
  bridgingLoan,
] as const;

export type CalculatorSlug = (typeof list)[number]['slug'];
export type Calculator = CalculatorTexts & {slug: CalculatorSlug};

export const calculators: readonly Calculator[] = list;
export const calculatorSlugs = calculators.map((c) => c.slug);
export const calculatorBySlug = Object.fromEntries(calculators.map((c) => [c.slug, c])) as Record<
  CalculatorSlug,
  Calculator
>;

export const isCalculatorSlug = (slug: unknown): slug is CalculatorSlug =>
  typeof slug === 'string' && Object.hasOwn(calculatorBySlug, slug);

export const calculatorPath = (slug: CalculatorSlug) => `/tools/${slug}`;
export const guidePath = (slug: string) => `/resources/guides/${slug}`;
export const caseStudyPath = (slug: string) => `/resources/case-studies/${slug}`;

/**
 * The places on every calculator page that a guide may link to, e.g. /tools/bridging-loan-calculator#results: the
 * page registers each with the build's broken-anchor check where it draws it, and the content check accepts these
 * and no other anchor on a calculator page (a writer's trial linked #calculator-assumptions: the check passed it and
 * the build, which had not been told of the id, refused it).
 */
export const calculatorAnchors = {
  /** "Your estimate", the figures. */
  results: 'results',
  /** "Assumptions", what the figures rest on. */
  assumptions: 'calculator-assumptions',
} as const;
