import Calculator from '@site/src/components/calculators/Calculator';
import assetFinanceRoi from '@site/src/components/calculators/descriptions/assetFinanceRoi';

export default function Page() {
  return <Calculator description={assetFinanceRoi} />;
}
