import CommercialRealEstateCalculator from '@site/src/components/calculators/CommercialRealEstateCalculator';

export default function Page() {
  return <CommercialRealEstateCalculator />;
}
