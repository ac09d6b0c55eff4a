import LoanComparisonTool from '@site/src/components/calculators/LoanComparisonTool';

export default function Page() {
  return <LoanComparisonTool />;
}
