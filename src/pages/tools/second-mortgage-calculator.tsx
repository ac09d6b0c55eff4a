import CalculatorPreview from '@site/src/components/CalculatorPreview';

export default function Page() {
  return <CalculatorPreview slug="second-mortgage-calculator" />;
}
