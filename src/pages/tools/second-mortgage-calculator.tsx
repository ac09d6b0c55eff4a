import Calculator from '@site/src/components/calculators/Calculator';
import secondMortgage from '@site/src/components/calculators/descriptions/secondMortgage';

export default function Page() {
  return <Calculator description={secondMortgage} />;
}
