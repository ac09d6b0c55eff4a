import Calculator from '@site/src/components/calculators/Calculator';
import workingCapital from '@site/src/components/calculators/descriptions/workingCapital';

export default function Page() {
  return <Calculator description={workingCapital} />;
}
