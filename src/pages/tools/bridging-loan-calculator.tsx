import BridgingLoanCalculator from '@site/src/components/calculators/BridgingLoanCalculator';

export default function Page() {
  return <BridgingLoanCalculator />;
}
