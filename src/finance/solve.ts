/**
 * Root finding for RATE and IRR: Newton's method from the guess, falling back
 * to bisection over a bracket of per-period rates when Newton wanders off or
 * stalls (spreadsheets' own IRR fails to converge on long loan cash flows).
 */

const TOLERANCE = 1e-12;
const MAX_NEWTON_STEPS = 100;
const MAX_BISECTIONS = 400;
/** Per-period rates searched when Newton fails (docs-dev/CALCULATORS.md §0). */
export const RATE_BRACKET: readonly [number, number] = [-0.99, 1];

export class NoSolutionError extends Error {}

function newton(f: (x: number) => number, guess: number): number | undefined {
  let x = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const y = f(x);
    if (!Number.isFinite(y)) return undefined;
    if (Math.abs(y) < TOLERANCE) return x;
    const h = Math.max(1e-7, Math.abs(x) * 1e-7);
    const slope = (f(x + h) - f(x - h)) / (2 * h);
    if (!Number.isFinite(slope) || slope === 0) return undefined;
    const next = x - y / slope;
    if (!Number.isFinite(next) || next <= -1) return undefined;
    if (Math.abs(next - x) < 1e-14 * Math.max(1, Math.abs(x))) return next;
    x = next;
  }
  return Math.abs(f(x)) < 1e-7 ? x : undefined;
}

function bisect(f: (x: number) => number, [low, high]: readonly [number, number]): number | undefined {
  // Scan for a sign change first: f may not change sign across the whole bracket.
  const samples = 200;
  let a = low;
  let fa = f(a);
  for (let i = 1; i <= samples; i += 1) {
    const b = low + ((high - low) * i) / samples;
    const fb = f(b);
    if (Number.isFinite(fa) && Number.isFinite(fb) && fa * fb <= 0) {
      let lo = a;
      let hi = b;
      let flo = fa;
      for (let j = 0; j < MAX_BISECTIONS; j += 1) {
        const mid = (lo + hi) / 2;
        const fmid = f(mid);
        if (Math.abs(fmid) < TOLERANCE || (hi - lo) / 2 < 1e-16) return mid;
        if (flo * fmid <= 0) hi = mid;
        else {
          lo = mid;
          flo = fmid;
        }
      }
      return (lo + hi) / 2;
    }
    a = b;
    fa = fb;
  }
  return undefined;
}

/** A root of f near `guess`; throws NoSolutionError when there is none in the bracket. */
export function solveRate(f: (x: number) => number, guess: number): number {
  const root = newton(f, guess) ?? bisect(f, RATE_BRACKET);
  if (root === undefined) throw new NoSolutionError('No rate solves these cash flows');
  return root;
}
