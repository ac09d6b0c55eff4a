/**
 * Structured data (schema.org JSON-LD), written where the component is
 * rendered, in the page body (search engines read it there as in the head).
 *
 * Not through `<Head>`: react-helmet-async rebuilds every head tag it is
 * handed on the client after hydration and compares it with the served one,
 * which for the glossary's 34 KB term set, and a guide's three blocks, was
 * main-thread work on every page load for data no visitor reads. In the body
 * React hydrates the served element as it is.
 *
 * What is the same on every page (the business and the website) is not
 * rendered by React at all: the build writes it into each page
 * (src/plugins/seo-assets), so no page's JavaScript carries it.
 */
import {jsonLdText} from '@site/src/content/structuredData/shared';

export default function JsonLd({data}: {data: object}) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: jsonLdText(data)}} />;
}
