/** The calculators' names (calculator-names.ts) and their pages' texts (calculator-pages.ts) describe the same seven tools. */
import {calculatorNames} from '../../src/calculator-names';
import {calculatorSlugs, calculators} from '../../src/calculator-pages';

test('every named calculator has a page, in the same order, and every page takes its name from the list', () => {
  expect(calculatorSlugs).toEqual(Object.keys(calculatorNames));
  expect(calculators).toHaveLength(7);
  for (const calculator of calculators) expect(calculator.name).toBe(calculatorNames[calculator.slug]);
});
