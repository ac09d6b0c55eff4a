/**
 * Structured data (schema.org JSON-LD), written where the component is
 * rendered, in the page body (search engines read it there as in the head).
 *
 * Not through `<Head>`: react-helmet-async rebuilds every head tag it is
 * handed on the client after hydration and compares it with the served one,
 * which for the glossary's 34 KB term set, and a guide's three blocks, was
 * main-thread work on every page load for data no visitor reads. In the body
 * React hydrates the served element as it is.
 */
export default function JsonLd({data}: {data: object}) {
  // `<` escaped so that no string in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: json}} />;
}
