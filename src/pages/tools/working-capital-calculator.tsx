import WorkingCapitalCalculator from '@site/src/components/calculators/WorkingCapitalCalculator';

export default function Page() {
  return <WorkingCapitalCalculator />;
}
