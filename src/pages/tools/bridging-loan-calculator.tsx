import Calculator from '@site/src/components/calculators/Calculator';
import bridgingLoan from '@site/src/components/calculators/descriptions/bridgingLoan';

export default function Page() {
  return <Calculator description={bridgingLoan} />;
}
