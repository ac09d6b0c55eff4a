import CalculatorPreview from '@site/src/components/CalculatorPreview';

export default function Page() {
  return <CalculatorPreview slug="bridging-loan-calculator" />;
}
