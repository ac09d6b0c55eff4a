/**
 * The glossary is what guides lean on: every guide links at least one term
 * (/resources/glossary#anchor), and the anchors other pages and writers rely
 * on never disappear from the glossary (renaming one breaks links elsewhere).
 */
import type {ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

export const glossaryPath = 'docs/glossary/index.mdx';

/** The glossary anchors writers and other pages may link to (/resources/glossary#anchor). */
// prettier-ignore
export const linkableGlossaryAnchors = [
  'abn', 'afca', 'amortisation', 'australian-credit-licence', 'balloon-payment', 'bank-guarantee', 'bare-trust',
  'bas', 'bbsy', 'break-costs', 'bridging-loan', 'broker-fee', 'business-purpose-declaration', 'cap-rate',
  'capitalised-interest', 'cash-conversion-cycle', 'cash-on-cash', 'cash-rate', 'caveat', 'chattel-mortgage',
  'comparison-rate', 'covenant', 'credit-guide', 'credit-representative', 'cross-collateralisation', 'current-ratio',
  'deed-of-priority', 'default-interest', 'directors-guarantee', 'discharge-fee', 'dscr', 'due-diligence', 'ebitda',
  'end-debt', 'equity', 'establishment-fee', 'exit-fee', 'exit-strategy', 'finance-lease', 'first-mortgage',
  'fixed-rate', 'full-doc-loan', 'gross-realisation-value', 'gross-yield', 'gst', 'icr', 'indicative-terms',
  'interest-only', 'invoice-finance', 'letter-of-offer', 'line-of-credit', 'loan-to-cost-ratio', 'low-doc-loan',
  'lrba', 'lvr', 'mezzanine-finance', 'mortgagee-in-possession', 'national-credit-code', 'net-yield', 'noi',
  'non-bank-lender', 'outgoings', 'overdraft', 'peak-debt', 'ppsr', 'presales', 'principal-and-interest',
  'private-lender', 'progress-payments', 'qs-report', 'quick-ratio', 'rba', 'refinance', 'residual-value',
  'second-mortgage', 'security', 'senior-debt', 'serviceability', 'settlement', 'smsf', 'specialised-security',
  'term-sheet', 'trade-finance', 'transfer-duty', 'unsecured-business-loan', 'vacancy-allowance', 'valuation',
  'variable-rate', 'wale', 'working-capital', 'zoning'
];

/** A term heading: `### LVR {/* #lvr *\/}`. */
export const glossaryTerm = /^### (.+?) \{\/\* #([a-z0-9-]+) \*\/\}\s*$/gm;

export function checkGuideGlossaryLink(file: ContentFile): Problem[] {
  if (!/^docs\/guides\/(?!index\.)[^/]+\.mdx?$/.test(file.relativePath)) return [];
  if (file.body.includes('/resources/glossary#')) return [];
  return [
    {
      file: file.relativePath,
      line: file.bodyLine,
      what: 'a guide that links no glossary term',
      // A relative "../glossary#lvr" reaches the term too, but the site's glossary links are found by this address.
      fix: 'link the first use of a term to its definition, written from the first /: [LVR](/resources/glossary#lvr)',
    },
  ];
}

export function checkGlossaryAnchors(file: ContentFile): Problem[] {
  if (file.relativePath !== glossaryPath) return [];
  const anchors = new Set([...file.body.matchAll(glossaryTerm)].map((m) => m[2]));
  return linkableGlossaryAnchors
    .filter((anchor) => !anchors.has(anchor))
    .map((anchor) => ({
      file: file.relativePath,
      line: file.bodyLine,
      what: `the term anchor #${anchor} is gone, and other pages link to /resources/glossary#${anchor}`,
      fix: `keep a term headed "### Term name {/* #${anchor} */}" (change the term's name or text, never its anchor)`,
    }));
}
