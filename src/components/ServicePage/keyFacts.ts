/**
 * The key-facts strip at the top of a service page: five figures picked from
 * the same indicative terms the table further down shows
 * (src/facts/serviceTerms.ts), so the strip and the table cannot disagree.
 * A service whose terms have no row of a kind (asset finance has no LVR)
 * shows the others.
 */
import type {ServiceTermsRow} from '../../facts/serviceTerms';
import {upperFirst} from '../../content/lowerFirst';

export type KeyFactKind = 'size' | 'lvr' | 'term' | 'rate' | 'time';

/** Which terms row answers each question, tried in this order; the first row that matches is shown. */
const matchers: [KeyFactKind, RegExp][] = [
  ['size', /\b(size|amount|limit)\b/i],
  ['lvr', /\bLVR\b|^Advance on commercial property|^Senior debt/i],
  // Not the "term" in "short-term": that row is a loan's size or cost.
  ['term', /(?<!-)\bterm\b/i],
  ['rate', /\b(rate|interest|cost|margin)\b/i],
  ['time', /^time to funds/i],
];

/** Whether a terms row gives a loan's size (its amount or limit): the readiness check compares the amount with it. */
export const isSizeRow = (label: string): boolean => matchers[0]![1].test(label);

export interface KeyFact {
  kind: KeyFactKind;
  label: string;
  value: string;
}

export function keyFacts(rows: readonly ServiceTermsRow[]): KeyFact[] {
  const used = new Set<ServiceTermsRow>();
  const facts: KeyFact[] = [];
  for (const [kind, pattern] of matchers) {
    const row = rows.find((r) => !used.has(r) && pattern.test(r.label));
    if (!row) continue;
    used.add(row);
    facts.push({kind, label: row.label, value: row.value});
  }
  return facts;
}

/**
 * The /services comparison's loan size and term: every row of the kind, not only the first, so a service that
 * covers two products (first and second mortgages) shows both ranges, each named by the rest of its label.
 */
export function comparedFacts(rows: readonly ServiceTermsRow[]): Partial<Record<'size' | 'term', string>> {
  const cell = (kind: 'size' | 'term') => {
    const pattern = matchers.find(([k]) => k === kind)![1];
    const matching = rows.filter((r) => pattern.test(r.label));
    if (matching.length <= 1) return matching[0]?.value;
    const joined = matching
      .map((r) => {
        // "Loan size: first mortgage" is named by its product; "Invoice finance: size" by the part before.
        const [before, after] = r.label.split(/:\s*/, 2);
        return `${after !== undefined && pattern.test(before!) ? after : before}: ${r.value}`;
      })
      .join('; ');
    // The cell starts with the first product's name: "First mortgage: …; second mortgage: …".
    return upperFirst(joined);
  };
  return {size: cell('size'), term: cell('term')};
}
