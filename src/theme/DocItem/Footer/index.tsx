/**
 * The foot of a doc page, replacing the theme's. On guides: related services
 * and calculators and a quote call to action that brings the guide's service
 * and title into the quote form (a "Last updated" line would
 * repeat the byline under the title). On other docs (the guides list, the
 * glossary): the "Last updated" line where the section records one. The
 * theme's footer also handles tags and "Edit this page" links, which the site
 * does not use; leaving it out keeps that code off every doc page.
 */
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import LastUpdated from '@theme/LastUpdated';
import RelatedLinks from '@site/src/components/RelatedLinks';
import calculatorCards from '@generated/content-index/default/calculator-cards.json';
import QuoteCallout from '@site/src/components/QuoteCallout';
import {articleQuoteService, quoteHref} from '@site/src/enquiry/quoteLink';
import serviceTitles from '@generated/content-index/default/service-titles.json';
import {useServiceForCalculators} from '@site/src/enquiry/useServiceForCalculators';

const noCalculators: readonly string[] = [];

export default function DocItemFooter() {
  const {frontMatter, metadata} = useDoc();
  const fm = frontMatter as {topic?: string; services?: string[]; calculators?: string[]; quote_service?: string};
  const services = (fm.services ?? []).filter((slug) => serviceTitles[slug]);
  // A guide's calculator is for the guide's loan, as its Get a quote is: the SMSF guide's loan calculator, an SMSF's.
  const quoteService = articleQuoteService(services, fm.quote_service);
  useServiceForCalculators(fm.topic && quoteService, fm.calculators ?? noCalculators);
  if (!fm.topic) {
    if (!metadata.lastUpdatedAt || metadata.permalink.replace(/\/$/, '') === '/resources/guides') return null;
    return (
      <footer className="theme-doc-footer docusaurus-mt-lg">
        <LastUpdated lastUpdatedAt={metadata.lastUpdatedAt} />
      </footer>
    );
  }
  // Calculators in the site's order, whatever order the front matter lists them in.
  const calculators = calculatorCards.filter((c) => fm.calculators?.includes(c.slug));
  return (
    <>
      <RelatedLinks
        heading="Related services and calculators"
        links={[
          ...services.map((slug) => ({kind: 'Service', label: serviceTitles[slug]!, to: `/services/${slug}`})),
          ...calculators.map((c) => ({kind: 'Calculator', label: c.name, to: c.path})),
        ]}
      />
      <QuoteCallout quoteHref={quoteHref({service: quoteService, topic: metadata.title})} />
    </>
  );
}
