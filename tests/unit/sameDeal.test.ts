/**
 * The figures carried between calculators that ask about the same deal (src/calculators/sameDeal.ts), written out by
 * hand: the commercial property loan calculator's property value is the commercial real estate calculator's price.
 */
import {carriedFigures, sameDealCalculators} from '../../src/calculators/sameDeal';

const loanCalculator = {value: '900000', amount: '585000', rate: '8.25', years: '20', frequency: 'monthly', io: '2'};

test('the loan calculator’s property, loan, rate, term and frequency go to the real estate calculator', () => {
  expect(
    carriedFigures('commercial-property-loan-calculator', 'commercial-real-estate-calculator', loanCalculator),
  ).toEqual({price: '900000', amount: '585000', rate: '8.25', years: '20', frequency: 'monthly'});
});

test('and back, the price as the property value; a field left empty is not carried', () => {
  expect(
    carriedFigures('commercial-real-estate-calculator', 'commercial-property-loan-calculator', {
      price: '1200000',
      amount: '',
      rent: '90000',
    }),
  ).toEqual({value: '1200000'});
});

test('the loan and its term go to every loan of the loan comparison, and its rate does not: the offers differ in it', () => {
  const each = (value: string) => [value, value, value, value];
  const [amount1, amount2, amount3, amount4] = each('585000');
  const [years1, years2, years3, years4] = each('20');
  const [frequency1, frequency2, frequency3, frequency4] = each('monthly');
  expect(carriedFigures('commercial-property-loan-calculator', 'loan-comparison-tool', loanCalculator)).toEqual({
    ...{amount1, amount2, amount3, amount4},
    ...{years1, years2, years3, years4},
    ...{frequency1, frequency2, frequency3, frequency4},
  });
});

test('and back from the comparison, its first loan’s amount and term', () => {
  expect(
    carriedFigures('loan-comparison-tool', 'commercial-real-estate-calculator', {
      amount1: '750000',
      amount2: '800000',
      rate1: '7.2',
      years1: '15',
      years2: '25',
    }),
  ).toEqual({amount: '750000', years: '15'});
});

test('nothing between calculators of different deals', () => {
  expect(carriedFigures('commercial-property-loan-calculator', 'asset-finance-roi-calculator', loanCalculator)).toEqual(
    {},
  );
});

test('from a calculator to itself, every figure she filled in: her own figures, when she comes back to it', () => {
  expect(
    carriedFigures('second-mortgage-calculator', 'second-mortgage-calculator', {
      value: '1200000',
      owing: '500000',
      amount: '180000',
      fees: '',
    }),
  ).toEqual({value: '1200000', owing: '500000', amount: '180000'});
});

test('the calculators that ask about the same deal: the property ones and the comparison, or the calculator alone', () => {
  expect(sameDealCalculators('commercial-real-estate-calculator').sort()).toEqual([
    'commercial-property-loan-calculator',
    'commercial-real-estate-calculator',
    'loan-comparison-tool',
  ]);
  expect(sameDealCalculators('asset-finance-roi-calculator')).toEqual(['asset-finance-roi-calculator']);
});
