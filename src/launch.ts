/**
 * The launch checklist: every value the owner must set before the site goes
 * live, and the check docusaurus.config.ts runs on each build. A normal build
 * (`npm start`, `npm test`) only warns, so the example site keeps working for
 * a newcomer; a launch build (`LAUNCH=1 npm run build`) refuses to build and
 * names each value still to set.
 */
import {business, valuesToSetBeforeLaunch, type Business} from './business';
import {e164} from './content/businessStructuredData';
import {isValidAbn} from './enquiry/abn';
import {
  brokerFees,
  commissions,
  mostUsedLenders,
  overseasRecipients,
  type BrokerFee,
  type Commissions,
  type MostUsedLenders,
  type OverseasRecipient,
} from './disclosures';
import {LENDER_SURVEY_BY_THIS_BUSINESS} from './facts/data/lenderSurvey';

export interface LaunchValue {
  /** The name of the value in its file. */
  name: string;
  /** The file to edit. */
  file: string;
  /** What to enter. */
  what: string;
}

/** What each business field holds, for the message that names it. */
const businessFieldLabels: Record<keyof Business, string> = {
  brandName: 'the brand name',
  legalName: 'the legal name',
  tagline: 'the tagline',
  phone: 'the phone number',
  email: 'the e-mail address',
  address: 'the office address',
  businessHours: 'the business hours',
  openingHours: 'the opening hours (days and times, for search engines)',
  abn: 'the ABN',
  licensee: "the licensee's name, Australian Credit Licence number and contact details",
  creditRepresentativeNumber: 'the Credit Representative Number',
  memberships: 'the AFCA member number and industry association (null if none)',
  areaServed: 'the area served',
  serviceArea: 'where you arrange loans and who answers enquiries',
  replyTime: 'how soon a broker replies to a quote request, as you can keep to it',
  url: 'the site URL',
};

export interface LaunchInputs {
  businessExamples: readonly (keyof Business)[];
  business: Business;
  mostUsedLenders: MostUsedLenders;
  brokerFees: readonly BrokerFee[] | null;
  commissions: Commissions | null;
  overseasRecipients: readonly OverseasRecipient[] | null;
  lenderSurveyByThisBusiness: boolean;
}

const currentInputs: LaunchInputs = {
  businessExamples: valuesToSetBeforeLaunch,
  business,
  mostUsedLenders,
  brokerFees,
  commissions,
  overseasRecipients,
  lenderSurveyByThisBusiness: LENDER_SURVEY_BY_THIS_BUSINESS,
};

/**
 * What the shipped examples carry (an example.* address, "Example ..." text, a run of zeros for a number): a field
 * taken off valuesToSetBeforeLaunch while it still holds one was not set. The list is the owner's to edit; this
 * reads what the site would publish.
 */
const exampleMark = /\bexample\b|\b0{4,}\b|^[0\s]+$/i;
/** The parts of a value still holding an example, each by its name: "licensee.contactDetails", not all of licensee. */
const exampleParts = (value: unknown, name: string): string[] =>
  typeof value === 'string'
    ? exampleMark.test(value)
      ? [`${name}: ${JSON.stringify(value)}`]
      : []
    : Object.entries(value ?? {}).flatMap(([key, part]) => exampleParts(part, `${name}.${key}`));
/** Placeholder text where a sentence belongs ("TBC", "TODO", "-"): not set. */
const placeholder = /^\s*(tb[acd]|todo|x+|-+|\.+)?\s*\.?\s*$/i;

/** Every value still to set, in the order a reader meets them in their files. */
export function launchValuesToSet(inputs: LaunchInputs = currentInputs): LaunchValue[] {
  const fields = Object.keys(businessFieldLabels) as (keyof Business)[];
  const examples = fields.filter(
    (key) => inputs.businessExamples.includes(key) || exampleParts(inputs.business[key], key).length > 0,
  );
  const toSet: LaunchValue[] = examples.map((key) => ({
    name: key,
    file: 'src/business.ts',
    what: `${businessFieldLabels[key]} (${
      inputs.businessExamples.includes(key)
        ? `then remove "${key}" from valuesToSetBeforeLaunch`
        : `it still holds the example in ${exampleParts(inputs.business[key], key).join('; ')}`
    })`,
  }));
  const {abn, phone} = inputs.business;
  // Entered, but mistyped: it would stand in the footer, the credit guide and the search engines' data.
  if (!examples.includes('abn') && !isValidAbn(abn)) {
    toSet.push({
      name: 'abn',
      file: 'src/business.ts',
      what: `an ABN whose check digits add up ("${abn}" does not: compare it with the ABN Lookup)`,
    });
  }
  // Every call button shows one and dials the other.
  if (!examples.includes('phone') && e164(phone) !== e164({...phone, href: `tel:${phone.display}`})) {
    toSet.push({
      name: 'phone',
      file: 'src/business.ts',
      what: `a phone number whose link dials the number shown ("${phone.href}" for "${phone.display}")`,
    });
  }
  const disclosures = 'src/disclosures.ts';
  const {financialYear, lenders} = inputs.mostUsedLenders;
  if (financialYear === null || lenders.length === 0) {
    toSet.push({
      name: 'mostUsedLenders',
      file: disclosures,
      what: 'the six lenders used most in the last financial year, and that year',
    });
  }
  if (inputs.brokerFees === null) {
    toSet.push({name: 'brokerFees', file: disclosures, what: 'the fees you charge borrowers ([] if none)'});
  }
  // How commission reaches the business is the credit guide's sentence on it: blank is not set.
  if (inputs.commissions === null || placeholder.test(inputs.commissions.howShared)) {
    toSet.push({
      name: 'commissions',
      file: disclosures,
      what: 'the upfront and trail commission ranges, and how commission reaches you',
    });
  }
  if (inputs.overseasRecipients === null) {
    toSet.push({
      name: 'overseasRecipients',
      file: disclosures,
      what: 'who outside Australia receives personal information, and the countries ([] if no one)',
    });
  }
  if (!inputs.lenderSurveyByThisBusiness) {
    toSet.push({
      name: 'LENDER_SURVEY_BY_THIS_BUSINESS',
      file: 'src/facts/data/lenderSurvey.ts',
      what: "the lender ranges are the example business's survey, which the pages call yours: check them as docs-dev/FACTS.md says (step 5), then set this to true",
    });
  }
  return toSet;
}

/** The message a launch build stops with: one line per value. */
/** A launch build's refusal: the values still to set, for the operator; any other error keeps its stack trace. */
export class LaunchRefused extends Error {}

export function launchRefusal(toSet: readonly LaunchValue[]): string {
  return [
    `Launch build refused: ${toSet.length} value${toSet.length === 1 ? '' : 's'} still to set before launch:`,
    ...toSet.map((v) => `  - ${v.name} in ${v.file}: ${v.what}`),
    'See docs-dev/CONFIGURATION.md.',
  ].join('\n');
}

/** Docusaurus evaluates its config more than once in a build (each time afresh): the warning is printed once. */
const warned = Symbol.for('harbourline.launch-warned');
function warnOncePerProcess(message: string): void {
  const global = globalThis as typeof globalThis & {[warned]?: true};
  if (global[warned]) return;
  global[warned] = true;
  console.warn(message);
}

/**
 * Run by docusaurus.config.ts on every build. With LAUNCH=1 (or any value but
 * 0, false, no or off) it throws (so the build stops) while any value is still
 * to set; in any other production build it warns. Returns the values still to set.
 */
export function checkLaunchValues(
  env: Record<string, string | undefined> = process.env,
  toSet: readonly LaunchValue[] = launchValuesToSet(),
  warn: (message: string) => void = warnOncePerProcess,
): readonly LaunchValue[] {
  if (toSet.length === 0) return toSet;
  // Any value but off (0, false, no, off, or none) asks for a launch build: never a typo that quietly only warns.
  const launch = env.LAUNCH?.trim() ?? '';
  if (launch !== '' && !/^(0|false|no|off)$/i.test(launch)) throw new LaunchRefused(launchRefusal(toSet));
  if (env.NODE_ENV === 'production') {
    warn(`[launch] Example or missing values, set them before launch: ${toSet.map((v) => v.name).join(', ')}`);
  }
  return toSet;
}
