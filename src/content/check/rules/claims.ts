/**
 * Statements a compliance review found wrong, kept from coming back. Each
 * rule names the phrasing and what the site says instead. The business-purpose
 * rule itself lives in src/compliance/creditScope.ts (MDX: <CreditScope />).
 */
import {frontMatterProse, proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';
import {contentSections} from '../../sections';

interface ClaimRule {
  /** Matches the wrong phrasing on one line of prose. */
  pattern: RegExp;
  /** When this also matches the sentence the phrasing is in, it is qualified and fine. */
  unless?: RegExp;
  /** Only lines that also match this are wrong (e.g. the claim is about a letter of credit). */
  onlyWith?: RegExp;
  /** A content folder the rule does not read (e.g. case studies, which tell of one deal). */
  exceptIn?: string;
  what: string;
  fix: string;
}

/** A time: "24 hours", "1-2 business days", "24 to 48 hours", "a week". */
const TIME = String.raw`(?:\d+|one|two|three|a)(?:\s*(?:-|–|to)\s*(?:\d+|two|three|four|five))?\s*(?:hours?|hrs?|h|(?:business\s+)?days?|weeks?)\b`;
const speedPromise = new RegExp(
  String.raw`\b(?:approv(?:al|als|ed)|funded|funding|funds(?:\s+in your account)?|decisions?)\s+(?:with)?in\s+(?:under\s+|less than\s+|as little as\s+)?${TIME}|\bsame[-\s]day\s+(?:approvals?|funding|decisions?|settlements?)\b|\b(?:24|48|72)[-\s]?(?:hours?|hrs?|h)\s+(?:approvals?|funding|decisions?|turnaround)\b`,
  'i',
);
/** A time told as what often happens and what it depends on, both in its sentence: not a promise. */
const qualifiedTime =
  /^(?=.*\b(?:often|usually|typically|commonly|common|can|may|in many cases)\b)(?=.*\b(?:complete application|subject to|once|after)\b)/i;

/** Products by name, so "you should get a purchase order" or "use our loan calculator" is not a recommendation. */
const PRODUCT = String.raw`(?:chattel mortgage|(?:finance|operating|novated) lease|hire purchase|line of credit|overdraft|bridging (?:loan|finance)|second mortgage|caveat loan|(?:invoice|debtor|trade) finance|(?:low[- ]doc|private|term|business|equipment|car|SMSF|property|development|construction) loan)s?`;
const productRecommendation = new RegExp(
  String.raw`\b(?:you should|you'd be better off with|your best (?:option|choice|bet) is|we(?:'d| would)? recommend(?: that)?(?: you)?)\s+(?:(?:take|choose|get|go with|go for|pick|use|apply for|sign up for|refinance (?:in)?to|switch to)\s+(?:out\s+)?)?(?:(?:a|an|the|this|our)\s+)?${PRODUCT}\b`,
  'i',
);

export const claimRules: readonly ClaimRule[] = [
  // Claims a broker must not make (ASIC RG 234; ASIC Act s12DA): approval is the lender's decision, and
  // counts, ratings and awards need evidence the site holds as typed data (src/trust.ts), not prose.
  {
    pattern:
      /\bguarantee(?:s|d)?\s+(?:(?:loan|credit|finance)\s+)?approvals?\b|\bapproval\s+(?:is\s+)?guaranteed\b|\bguaranteed\s+(?:to\s+)?(?:be\s+)?approved\b|\bwe(?:'ll|\s+will|\s+can)?\s+guarantee\s+(?:you|your|that)\b[^.,;]*\bapproved\b|\bapproved\b[^.;]{0,30},\s+guaranteed\b(?!\s+by\b)/i,
    // "No lender's approval is guaranteed", "Neither lender guaranteed approval" say the truth.
    unless: /\b(?:no|not|neither|never|cannot|can['’]t|could not|couldn['’]t)\b[^.,;]*\bguarantee/i,
    what: "an approval cannot be guaranteed: every loan is subject to the lender's assessment",
    fix: "say what lenders look at and that approval is subject to the lender's criteria",
  },
  {
    pattern:
      /\b(?:best|lowest|cheapest|unbeatable)\s+(?:possible\s+)?(?:interest\s+)?(?:rates?|deals?|pricing)\b|\b(?:rates?|deals?|pricing)\s+(?:are|is)\s+unbeatable\b|\bour\s+(?:rates?|deals?|pricing)\s+(?:are|is)\s+the\s+(?:best|lowest|cheapest)\b/i,
    // A comparison between loan types ("a first mortgage usually has the lowest rate") is not a claim about us.
    unless:
      /\b(?:usually|generally|typically|often|opens?|brings?|receives?|receive)\s+(?:\w+\s+){0,2}(?:best|lowest)\b/i,
    what: '"best" or "lowest" rates is a claim no broker can prove across the market',
    fix: 'describe what we do instead, e.g. "we compare offers from lenders on our panel"',
  },
  {
    pattern:
      /\b100\s?(?:%|per\s?cent)\s+(?:approvals?|approved|approval rate|success rate)\b|\b(?:approval|success) rate of 100\s?(?:%|per\s?cent)|\beveryone (?:is|gets) approved\b|\b(?:always|definitely|certainly|sure to)\s+(?:be\s+)?approved\b|\bapproval is certain\b|\b100\s?(?:%|per\s?cent) of (?:our )?(?:clients|applications|applicants|borrowers)\b|\bnever (?:had|seen) an? (?:application|loan|deal) (?:declined|refused|rejected|turned down)\b|(?<!\bnot )\b(?:every|each) (?:single )?(?:application|applicant|deal|client|borrower|one of our clients)(?: like (?:this|that|these|yours))?(?: (?:we|I) (?:send|sent|lodge|lodged|submit|submitted|have lodged|have sent))? (?:is |gets |was |has been )?approved\b/i,
    what: "a 100% approval claim cannot be true: every loan is subject to the lender's assessment",
    fix: "say what lenders look at and that approval is subject to the lender's criteria",
  },
  // A writer's trial: "Your loan will be approved." passed, where only the wording with "guarantee" was stopped. Not
  // after a question or a denial in its clause ("whether", "no one can promise"), nor before a condition on the lender
  // ("only if", "subject to"); "guarantee" and "definitely be approved" are the rules above's.
  {
    pattern:
      /(?<!\b(?:whether|if|unless|until|not|cannot|can['’]t|don['’]t|never|no one|nobody|guarantee[sd]?)\b[^.;,]{0,40})\b(?:you|your(?: [\w-]+){0,3} (?:loan|application|finance|deal))(?:\s+(?:will|is going to|are going to)|['’]ll)\s+(?!(?:definitely|certainly)\s+be\b)(?:\w+ly\s+)?(?:be|get)\s+approved\b(?!\s+(?:only|subject|if the lender))/i,
    what: "a loan is never sure to be approved: every loan is subject to the lender's assessment",
    fix: "say what lenders look at and that approval is subject to the lender's criteria",
  },
  {
    pattern:
      /\b(?:no|without(?:\s+(?:a|any))?|zero|skip(?:s|ping)?(?:\s+the)?)\s+credit[-\s](?:history\s+)?checks?\b|\bcredit[-\s]check[-\s]free\b/i,
    what: '"no credit check" is not true of a loan: every lender checks the applicant\'s credit before it approves one',
    fix: 'say when credit is checked, e.g. "the lender checks your credit file when you apply; talking to us first does not affect your credit file"',
  },
  {
    pattern:
      /\binstant(?:ly)?\s+(?:loan\s+|credit\s+)?(?:approv(?:al|als|ed|e)|decisions?)\b|\bapprov(?:al|ed)\s+(?:in\s+)?(?:minutes|instantly|on the spot)\b/i,
    what: 'approval is never instant: the lender assesses every application',
    fix: 'give a realistic, qualified time, e.g. "indicative terms often within two business days of a complete application"',
  },
  {
    // A time to approval or funding is a promise unless its sentence says it is what often happens and what it depends
    // on (CONTRIBUTING.md, "Speed and approval claims"). A case study tells of one deal's days, in the past.
    pattern: speedPromise,
    unless: qualifiedTime,
    exceptIn: contentSections.caseStudies.folder,
    what: 'a time to approval or funding is a promise unless the sentence says what it depends on',
    fix: 'give its conditions in the same sentence, e.g. "indicative terms often within two business days of a complete application"',
  },
  {
    // Telling this reader which product to take is a recommendation to a particular reader (CONTRIBUTING.md,
    // "General information only"): the guides say when an option tends to suit.
    pattern: productRecommendation,
    what: 'telling the reader which loan to take reads as a recommendation to them, which general information cannot give',
    fix: 'say when the option tends to suit, e.g. "a chattel mortgage often suits a business that wants to own the asset from the start", and that a broker looks at their situation',
  },
  {
    pattern:
      /\b(?:(?:over|more than|up to|around|nearly|about)\s+)?\d(?:[\d,]*\d)?\+?\s+(?:(?:banks|lenders|financiers)(?:\s+and\s+|,\s*))?(?:lenders|banks|financiers|credit providers)\b|\bpanel of\s+(?:over\s+|more than\s+)?\d/i,
    what: 'a count of lenders is a trust claim the site can only make from typed data (src/trust.ts)',
    fix: 'remove the number; the lender panel section renders from data the owner fills in',
  },
  {
    pattern:
      /\b\d(?:\.\d)?[-\s]?stars?\b|\bfive[-\s]stars?\b|\baward[-\s]winning\b|\bwon\s+(?:an?\s+|the\s+)?awards?\b|\brated\s+\d(?:\.\d)?\b|\b\d(?:\.\d)?\s*(?:\/|out of)\s*5\b/i,
    what: 'ratings, stars and awards need evidence the site holds as typed data (src/trust.ts), not a sentence',
    fix: 'remove it; reviews and awards render from src/trust.ts once the owner adds them with their source',
  },
  {
    pattern: /business (?:or|and) investment purposes?/i,
    unless: /other than (?:in )?residential/i,
    what: '"business or investment purposes" is wrong: the National Credit Code covers loans to individuals for residential investment',
    fix: 'write <CreditScope /> (the statement from src/compliance/creditScope.ts) or "business purposes (or investment other than in residential property)"',
  },
  {
    // "Clear" the verb, not the adjective: "we clear credit files" is the false promise, "a clear credit file" (one
    // with nothing adverse on it) is not.
    pattern:
      /(?<!\b(?:a|an|the)\s)\bclear(?:s|ed|ing)?\s+(?:(?:your|my|our|the|a|their|its)\s+)?credit (?:file|history|record)/i,
    what: 'credit files are not "cleared"',
    fix: 'say repayment history stays on file for two years and defaults for five (marked paid, not removed), and what on-time repayments do from now on',
  },
  {
    pattern: /\baims? to resolve/i,
    what: '"aim to resolve" understates the complaints rule (RG 271): 30 calendar days is a maximum',
    fix: "say we give a final response within 30 calendar days, or before then a written notice of the delay with its reasons and AFCA's details",
  },
  {
    pattern: /guarantee(?:s|d)?(?: of)? payment/i,
    onlyWith: /letters? of credit|\bL\/?Cs?\b/i,
    what: 'a letter of credit is not a "guarantee of payment"',
    fix: "say the issuing bank undertakes to pay when the documents presented comply with the letter of credit's terms",
  },
];

/** The sentence of `text` around `index`: a qualifier in the next sentence does not qualify this one. */
function sentenceAt(text: string, index: number): string {
  const start = text.slice(0, index).search(/[.!?]\s+(?=[^.!?]*$)/);
  const end = text.slice(index).search(/[.!?](?:\s|$)/);
  return text.slice(start < 0 ? 0 : start + 1, end < 0 ? undefined : index + end + 1).trim();
}

export function checkClaims(file: ContentFile): Problem[] {
  return [...frontMatterProse(file), ...proseLines(file)].flatMap(({line, text}) =>
    claimRules
      .filter((rule) => rule.pattern.test(text))
      .filter((rule) => !rule.unless?.test(sentenceAt(text, text.search(rule.pattern))))
      .filter((rule) => !rule.onlyWith || rule.onlyWith.test(text))
      .filter((rule) => !rule.exceptIn || !file.relativePath.startsWith(`${rule.exceptIn}/`))
      .map((rule) => ({file: file.relativePath, line, what: rule.what, fix: rule.fix})),
  );
}

const figure = /\d(?:[\d,]*\.?\d*)?\s?(?:%|per ?cent\b|percentage points?\b|basis points?\b|bps\b)/i;
const month =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** A date near a figure: a month and year, a year, a quarter (Q3 2026), or "as at". */
const dated = new RegExp(`\\b${month}\\.? \\d{4}\\b|\\b(?:19|20)\\d{2}\\b|\\bas at\\b`, 'i');

/** A worked example labelled as such is not a market figure: it needs no date. */
const labelledExample = /\bhypothetical\b|\billustrative\b|\b(?:our|this|the|a) (?:worked )?example\b/i;

/** How far back (in lines) a date still counts as near a figure. */
const nearLines = 6;

const isHeading = (text: string) => /^#{1,6} /.test(text);

/**
 * Insights: every rate or percentage has a date on its line or in the few
 * lines before it (a table counts from its first row). A figure in a section
 * that says it is a hypothetical, illustrative or worked example needs none.
 */
export function checkUndatedFigures(file: ContentFile): Problem[] {
  if (!file.relativePath.startsWith(`${contentSections.insights.folder}/`)) return [];
  const lines = proseLines(file);
  const isTableRow = (i: number) => lines[i]?.text.trimStart().startsWith('|') ?? false;
  const near = (i: number): string => {
    let start = i;
    while (isTableRow(i) && start > 0 && isTableRow(start - 1)) start--;
    const context = [lines[i]!.text];
    for (let j = start - (start === i ? 1 : 0); j >= Math.max(0, start - nearLines); j--) {
      if (isHeading(lines[j]!.text)) break;
      context.push(lines[j]!.text);
    }
    return context.join(' ');
  };
  const section = (i: number): string => {
    const context: string[] = [];
    for (let j = i; j >= 0; j--) {
      context.push(lines[j]!.text);
      if (isHeading(lines[j]!.text)) break;
    }
    return context.join(' ');
  };
  return lines.flatMap(({line, text}, i) => {
    const shown = figure.exec(text)?.[0];
    if (shown === undefined || dated.test(near(i)) || labelledExample.test(section(i))) return [];
    return [
      {
        file: file.relativePath,
        line,
        what: `the figure "${shown}" has no date near it`,
        fix: 'say when it was true ("in the year to September 2026"), or read it from the facts register with its date: <Fact id="..." /> (as at <Fact id="..." asAt />), the id from docs-dev/FACT-IDS.md; in a worked example, say it is hypothetical',
      },
    ];
  });
}
