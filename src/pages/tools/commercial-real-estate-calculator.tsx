import Calculator from '@site/src/components/calculators/Calculator';
import commercialRealEstate from '@site/src/components/calculators/descriptions/commercialRealEstate';

export default function Page() {
  return <Calculator description={commercialRealEstate} />;
}
