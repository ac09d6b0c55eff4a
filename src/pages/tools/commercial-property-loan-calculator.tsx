import CommercialPropertyLoanCalculator from '@site/src/components/calculators/CommercialPropertyLoanCalculator';

export default function Page() {
  return <CommercialPropertyLoanCalculator />;
}
