/** Structured data (schema.org JSON-LD) in the page head. */
import Head from '@docusaurus/Head';

export default function JsonLd({data}: {data: object}) {
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
