/**
 * Where a quote request came from: the first page of the visit, the site that
 * referred the visitor (its host only), the campaign tags on the landing
 * address, the tool (a calculator, or the loan readiness check) that handed
 * the visitor to /contact, and the title of the page whose "Get a quote" she
 * followed (src/enquiry/quoteLink.ts), which the form adds as it sends.
 *
 * The browser keeps it in sessionStorage for the visit only (no cookie; see
 * src/client/attribution.ts) and the form sends it only with the enquiry. The
 * server checks it here again, because anyone can post anything: each value
 * has a length limit and a shape, control characters are refused, and a
 * value that fails is dropped (the visitor cannot see or fix a hidden field).
 *
 * Stored in the enquiry's JSON as `attribution` (the report reads it there).
 */
import {calculatorBySlug, calculatorSlugs, type Calculator} from '../calculators';
import {readinessCheck} from '../readiness/page';

export interface Attribution {
  /** The first page of the visit: its path, plus only the utm_* parameters it carried. */
  landingPage?: string;
  /** The referring site's host name, when the visit came from another site. */
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The calculator's slug, or READINESS_TOOL, that handed the visitor to the form. */
  tool?: string;
  /** The title of the guide or page whose "Get a quote" brought her to the form. */
  askedFrom?: string;
}

/** The form's hidden field (and the JSON key) carrying the attribution. */
export const ATTRIBUTION_FIELD = 'attribution';
/** The sessionStorage key the client module writes (src/client/attribution.ts repeats it to stay tiny). */
export const ATTRIBUTION_STORAGE_KEY = 'hcf-visit';
/** The tool name for a visitor the loan readiness check sent (its link carries from=loan-readiness-check). */
export const READINESS_TOOL = 'loan-readiness-check';

export const attributionKeys = [
  'landingPage',
  'referrerHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'tool',
  'askedFrom',
] as const;

/** Readable names, for the e-mail, the export and the list. */
export const attributionLabels: Record<keyof Attribution, string> = {
  landingPage: 'First page of the visit',
  referrerHost: 'Referred by (site)',
  utmSource: 'Campaign source (utm_source)',
  utmMedium: 'Campaign medium (utm_medium)',
  utmCampaign: 'Campaign name (utm_campaign)',
  tool: 'Tool used',
  askedFrom: 'Asked from the page',
};

/** Control characters, line separators and direction controls: never in a value. */
const unsafe = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** A host name: labels of letters, digits and hyphens, dots between (a punycode name included). */
const hostPattern = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const toolPattern = /^[a-z0-9-]{1,60}$/;
const MAX_LANDING = 500;
const MAX_UTM = 150;
/** As long as a page title a "Get a quote" link may carry (src/enquiry/quoteLink.ts). */
const MAX_TITLE = 150;

const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const clean = value.normalize('NFC').trim();
  return clean !== '' && clean.length <= max && !unsafe.test(clean) ? clean : undefined;
};

/** A landing page: a path starting with one "/" and at most utm_* parameters. */
function landingPage(value: unknown): string | undefined {
  const page = text(value, MAX_LANDING);
  if (!page || !page.startsWith('/') || page.startsWith('//') || /[\s#]/.test(page)) return undefined;
  const [path, query] = page.split('?', 2) as [string, string | undefined];
  if (query === undefined) return path;
  const kept = [...new URLSearchParams(query)].filter(([key]) => key.startsWith('utm_'));
  return kept.length === 0 ? path : `${path}?${new URLSearchParams(kept).toString()}`;
}

const tools = new Set<string>([...calculatorSlugs, READINESS_TOOL]);

/**
 * The attribution the server keeps: from an object (JSON) or its JSON text
 * (the form's hidden field). Anything unrecognised is left out; undefined
 * when nothing is left.
 */
export function cleanAttribution(input: unknown): Attribution | undefined {
  let source = input;
  if (typeof source === 'string') {
    if (source === '' || source.length > 4000) return undefined;
    try {
      source = JSON.parse(source) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!source || typeof source !== 'object' || Array.isArray(source)) return undefined;
  const raw = source as Record<string, unknown>;
  const host = text(raw.referrerHost, 253)?.toLowerCase();
  const tool = text(raw.tool, 60);
  const result: Attribution = {
    landingPage: landingPage(raw.landingPage),
    referrerHost: host && hostPattern.test(host) ? host : undefined,
    utmSource: text(raw.utmSource, MAX_UTM),
    utmMedium: text(raw.utmMedium, MAX_UTM),
    utmCampaign: text(raw.utmCampaign, MAX_UTM),
    tool: tool && toolPattern.test(tool) && tools.has(tool) ? tool : undefined,
    askedFrom: text(raw.askedFrom, MAX_TITLE),
  };
  for (const key of attributionKeys) if (result[key] === undefined) delete result[key];
  return Object.keys(result).length > 0 ? result : undefined;
}

/**
 * What the form sends: the visit's attribution as the browser kept it (JSON, or '' for none) with the title of the page
 * she asked from. Not in her message, where it once opened what she wrote and reached the broker as her words.
 */
export function withAskedFrom(visit: string, askedFrom: string | undefined): string {
  if (!askedFrom) return visit;
  let kept: unknown;
  try {
    kept = JSON.parse(visit);
  } catch {
    kept = undefined;
  }
  return JSON.stringify({...(kept && typeof kept === 'object' ? kept : {}), askedFrom});
}

/** A tool's name for people: "Bridging loan calculator", "Loan readiness check", "(none)". */
export function toolName(slug: string): string {
  if (slug === '') return '(none)';
  if (slug === READINESS_TOOL) return readinessCheck.name;
  return (calculatorBySlug as Record<string, Calculator | undefined>)[slug]?.name ?? slug;
}

/** One value of the attribution as the broker reads it: the tool by its name, the rest as recorded. */
export function attributionValue(attribution: Attribution | undefined, key: keyof Attribution): string | undefined {
  const value = attribution?.[key];
  return key === 'tool' && value ? toolName(value) : value;
}

/** The attribution as labelled lines, in a fixed order; empty values left out. */
export function attributionLines(attribution: Attribution | undefined): {label: string; value: string}[] {
  if (!attribution) return [];
  return attributionKeys
    .filter((key) => attribution[key])
    .map((key) => ({label: attributionLabels[key], value: attributionValue(attribution, key)!}));
}
