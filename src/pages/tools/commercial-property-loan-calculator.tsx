import Calculator from '@site/src/components/calculators/Calculator';
import commercialPropertyLoan from '@site/src/components/calculators/descriptions/commercialPropertyLoan';

export default function Page() {
  return <Calculator description={commercialPropertyLoan} />;
}
