import Calculator from '@site/src/components/calculators/Calculator';
import description from '@site/src/calculators/commercial-real-estate-calculator/description';

export default function Page() {
  return <Calculator description={description} />;
}
