/**
 * Round values for a chart axis: steps of 1, 2, 2.5 or 5 times a power of ten, so an axis reads
 * $0, $250,000, $500,000 ... rather than $0, $228,183, $456,365 ...
 */

/** The step that splits 0..max into at most `count` round intervals. */
export function niceStep(max: number, count: number, {integer = false} = {}): number {
  if (!(max > 0) || count < 1) return 1;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough - 1e-9) ?? 10 * power;
  // An axis of whole things (years, months) never steps by a fraction, nor by 2.5.
  if (integer) return step <= 1 ? 1 : step === 2.5 * power && power >= 1 ? 5 * power : Math.ceil(step);
  return step;
}

/**
 * Ticks for a value axis from 0 (or a negative minimum) up to at least `max`: the axis is stretched to the
 * next round value so the top line is labelled too. For example niceTicks(912_730) is 0, 250,000 ... 1,000,000.
 */
export function niceTicks(max: number, min = 0, count = 4): number[] {
  const step = niceStep(Math.max(max, 0) - Math.min(min, 0), count);
  const first = Math.floor(Math.min(min, 0) / step + 1e-9) * step;
  const last = Math.ceil(Math.max(max, 0) / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = first; value <= last + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6 || 0);
  return ticks.length > 1 ? ticks : [0, step];
}

/**
 * Whole-number ticks from 0 for a time axis, never past the end, and always labelling the end:
 * 0, 5, 10 ... 25 years; 0, 5, 10, 12 months. An end too close to the last round tick replaces it.
 */
export function stepTicks(max: number, count = 5): number[] {
  const step = niceStep(max, count, {integer: true});
  const ticks: number[] = [];
  for (let value = 0; value <= max + 1e-9; value += step) ticks.push(value);
  const end = Math.round(max);
  const gap = end - ticks.at(-1)!;
  if (gap > 0) {
    if (gap < step / 3 && ticks.length > 1) ticks.pop();
    ticks.push(end);
  }
  return ticks;
}
