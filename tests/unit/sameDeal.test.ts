/**
 * The figures carried between calculators that ask about the same deal (src/calculators/sameDeal.ts), written out by
 * hand: the commercial property loan calculator's property value is the commercial real estate calculator's price.
 */
import {carriedFigures} from '../../src/calculators/sameDeal';

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

test('nothing between calculators of different deals, or from a calculator to itself', () => {
  expect(carriedFigures('commercial-property-loan-calculator', 'asset-finance-roi-calculator', loanCalculator)).toEqual(
    {},
  );
  expect(
    carriedFigures('commercial-property-loan-calculator', 'commercial-property-loan-calculator', loanCalculator),
  ).toEqual({});
});
