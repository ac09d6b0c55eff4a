import SecondMortgageCalculator from '@site/src/components/calculators/SecondMortgageCalculator';

export default function Page() {
  return <SecondMortgageCalculator />;
}
