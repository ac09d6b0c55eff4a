/**
 * Statements a compliance review found wrong, kept from coming back. Each
 * rule names the phrasing and what the site says instead. The business-purpose
 * rule itself lives in src/compliance/creditScope.ts (MDX: <CreditScope />).
 */
import {proseLines, type ContentFile} from '../contentFiles';
import type {Problem} from '../problem';

interface ClaimRule {
  /** Matches the wrong phrasing on one line of prose. */
  pattern: RegExp;
  /** When this also matches the line, the phrasing is qualified and fine. */
  unless?: RegExp;
  /** Only lines that also match this are wrong (e.g. the claim is about a letter of credit). */
  onlyWith?: RegExp;
  what: string;
  fix: string;
}

export const claimRules: readonly ClaimRule[] = [
  {
    pattern: /business (?:or|and) investment purposes?/i,
    unless: /other than (?:in )?residential/i,
    what: '"business or investment purposes" is wrong: the National Credit Code covers loans to individuals for residential investment',
    fix: 'write <CreditScope /> (the statement from src/compliance/creditScope.ts) or "business purposes (or investment other than in residential property)"',
  },
  {
    pattern: /clear(?:s|ed|ing)?\s+(?:(?:your|the|a|their|its)\s+)?credit (?:file|history|record)/i,
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

export function checkClaims(file: ContentFile): Problem[] {
  return proseLines(file).flatMap(({line, text}) =>
    claimRules
      .filter((rule) => rule.pattern.test(text))
      .filter((rule) => !rule.unless?.test(text))
      .filter((rule) => !rule.onlyWith || rule.onlyWith.test(text))
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
  if (!file.relativePath.startsWith('blog/insights/')) return [];
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
        fix: 'give its date and source in the same sentence, e.g. "4.35% (RBA cash rate target, November 2026)"; in a worked example, say it is hypothetical',
      },
    ];
  });
}
