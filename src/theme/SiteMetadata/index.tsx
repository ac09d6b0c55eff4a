/** The theme's site-wide metadata, plus the business as FinancialService structured data on every page. */
import SiteMetadata from '@theme-original/SiteMetadata';
import JsonLd from '@site/src/components/JsonLd';
import {financialServiceData} from '@site/src/content/businessStructuredData';

export default function SiteMetadataWrapper() {
  return (
    <>
      <SiteMetadata />
      <JsonLd data={financialServiceData()} />
    </>
  );
}
