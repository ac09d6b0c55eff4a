/**
 * A calculator's worked example, for the hero of the service page it leads (its first `calculators:` entry): one
 * line from its opening figures through its own maths, worked by the content-index plugin at build time. Only the
 * calculators listed here have one; a service whose calculator is not listed shows the hero's link alone.
 */
import {bridgingExample} from './bridging-loan-calculator/example';

export const calculatorExamples: Partial<Record<string, () => string>> = {
  'bridging-loan-calculator': bridgingExample,
};
