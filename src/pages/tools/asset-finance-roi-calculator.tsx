import AssetFinanceRoiCalculator from '@site/src/components/calculators/AssetFinanceRoiCalculator';

export default function Page() {
  return <AssetFinanceRoiCalculator />;
}
