/**
 * Whether the amount band a visitor chose sits below or above the loan sizes lenders usually offer for a service, or
 * straddles where they start or end, so
 * the result says so beside that service's card instead of showing "$250,000 to $20 million" under "Under $100,000"
 * without a word. The sizes are the service's terms rows (the facts register, src/facts/serviceTerms.ts): the same
 * rows the card shows, read as numbers here, so the note and the table cannot disagree.
 */
import type {ServiceTermsRow} from '../facts/serviceTerms';
import {isSizeRow} from '../components/ServicePage/keyFacts';
import type {AmountBand} from './questions';
import {AMOUNT_BOTTOM, AMOUNT_TOP} from './rules';
import {lowerFirst} from '../content/lowerFirst';

interface Bound {
  amount: number;
  /** As the register writes it: "$250,000", "$20 million". */
  text: string;
}

const MONEY = /\$([\d,.]+)( million)?/g;

function bound([text, digits, million]: RegExpMatchArray): Bound {
  return {amount: Number(digits!.replace(/,/g, '')) * (million ? 1_000_000 : 1), text: text.trim()};
}

/** "$250,000 to $20 million" (and "... per vehicle") as its two ends; throws on any other form, so a test catches it. */
export function sizeSpan(value: string): {min: Bound; max: Bound} {
  const ends = [...value.matchAll(MONEY)];
  if (ends.length !== 2 || !/^\$[\d,.]+( million)? to \$/.test(value)) {
    throw new Error(`Loan size "${value}" is not "$X to $Y": amountFit.ts cannot compare a band with it.`);
  }
  return {min: bound(ends[0]!), max: bound(ends[1]!)};
}

/** The smallest and largest size across a service's size rows (working capital has three products, each with one). */
function serviceSpan(rows: readonly ServiceTermsRow[]): {min: Bound; max: Bound} | undefined {
  const spans = rows.filter((row) => isSizeRow(row.label)).map((row) => sizeSpan(row.value));
  if (spans.length === 0) return undefined;
  const min = spans.map((s) => s.min).reduce((a, b) => (b.amount < a.amount ? b : a));
  const max = spans.map((s) => s.max).reduce((a, b) => (b.amount > a.amount ? b : a));
  return {min, max};
}

/**
 * The sentence for a card whose usual sizes the whole band misses, a softer one when they cut through the band, or
 * undefined when the band lies within them.
 * `asAt` is the card's dated "as at" already written out; `band` the answer's label.
 */
export function amountFitNote(
  rows: readonly ServiceTermsRow[],
  amount: AmountBand,
  band: string,
  asAt: string,
): string | undefined {
  const span = serviceSpan(rows);
  if (!span) return undefined;
  const chose = lowerFirst(band);
  if (AMOUNT_TOP[amount] <= span.min.amount) {
    return `Below the usual size: lenders usually start this finance at ${span.min.text} (as at ${asAt}), and you chose ${chose}. Below that, talk to us about alternatives.`;
  }
  if (AMOUNT_BOTTOM[amount] >= span.max.amount) {
    return `Above the usual size: lenders usually offer this finance up to ${span.max.text} (as at ${asAt}), and you chose ${chose}. Talk to us about how a larger loan could be arranged.`;
  }
  // A band the usual sizes cut through: a borrower trial's $210,000 refinance, under "$100,000 to $500,000", met
  // no word that refinancing usually starts at $250,000. Not the open-ended bands as a rule: "under $100,000" reaches
  // down to loans smaller than any service's smallest, and "more than $10 million" up past any largest, so nearly
  // every card would say it; but a start at half the band or more leaves much of it below (another trial's $38,000
  // tax debt met "$50,000 to $10 million" without a word).
  const startsHigh = AMOUNT_BOTTOM[amount] > 0 || span.min.amount >= AMOUNT_TOP[amount] / 2;
  if (startsHigh && AMOUNT_BOTTOM[amount] < span.min.amount) {
    return `Lenders usually start this finance at ${span.min.text} (as at ${asAt}): if your loan is smaller, talk to us about alternatives.`;
  }
  if (Number.isFinite(AMOUNT_TOP[amount]) && AMOUNT_TOP[amount] > span.max.amount) {
    return `Lenders usually offer this finance up to ${span.max.text} (as at ${asAt}): if your loan is larger, talk to us about how it could be arranged.`;
  }
  return undefined;
}
