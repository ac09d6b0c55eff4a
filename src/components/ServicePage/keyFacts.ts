/**
 * The key-facts strip at the top of a service page: five figures picked from
 * the same indicative terms the table further down shows
 * (src/facts/serviceTerms.ts), so the strip and the table cannot disagree.
 * A service whose terms have no row of a kind (asset finance has no LVR)
 * shows the others.
 */
import type {ServiceTermsRow} from '../../facts/serviceTerms';

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
