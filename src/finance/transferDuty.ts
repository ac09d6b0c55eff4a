/**
 * Transfer (stamp) duty on a property's dutiable value under a sliding scale
 * of the kind the states publish: a rate per $100 (or part of $100) of the
 * value above each threshold, on top of the duty on everything below it. The
 * base amount at each threshold is the duty up to it, rounded to the nearest
 * dollar with 50 cents rounded down, as Revenue NSW publishes its scale. The
 * scales themselves, with their sources and dates, come from the facts register
 * (src/facts/dutyScales.ts).
 */

export interface DutyBracket {
  /** The value above which this bracket's rate applies ($0 for the first). */
  from: number;
  /** Dollars of duty for every $100, or part of $100, of the value above `from`. */
  per100: number;
}

export interface DutyScale {
  /** In order of `from`; the first from $0 for a whole scale, from `base`'s threshold for the top of one. */
  brackets: readonly DutyBracket[];
  /** The least duty on any dutiable transaction. */
  minimum: number;
  /**
   * The published duty on the first bracket's `from`, where only the scale's top brackets are known (Queensland's
   * "$38,025 plus $5.75 for each $100 over $1,000,000"): the scale then covers values from there up only.
   */
  base?: number;
}

/** Whether the scale reaches this value (a scale of top brackets only starts at its first bracket's threshold). */
export const coversValue = (scale: DutyScale, value: number) =>
  scale.base === undefined ? value > 0 : value >= scale.brackets[0]!.from;

/** Rounds to whole dollars, 50 cents down (Duties Act 1997 (NSW), base amounts). */
const roundHalfDown = (dollars: number) => Math.ceil(Math.round(dollars * 100) / 100 - 0.5);

/** The duty on the value above `from`, charged per $100 or part of $100, in cents to avoid float drift. */
const marginal = (above: number, per100: number) => (Math.ceil(above / 100) * Math.round(per100 * 100)) / 100;

/** The duty on a dutiable value, in dollars and cents. Throws for a value below a top-brackets scale (coversValue). */
export function transferDuty(value: number, scale: DutyScale): number {
  if (!(value > 0)) return 0;
  if (!coversValue(scale, value)) throw new RangeError(`the duty scale starts above ${value}`);
  const {brackets} = scale;
  let base = scale.base ?? 0;
  for (let i = 0; i < brackets.length; i++) {
    const {from, per100} = brackets[i]!;
    const next = brackets[i + 1];
    if (!next || value <= next.from) return Math.max(scale.minimum, base + marginal(value - from, per100));
    base = roundHalfDown(base + marginal(next.from - from, per100));
  }
  return 0;
}
