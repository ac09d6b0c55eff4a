/**
 * Above every page: while React hydrates, the tab keeps the title the server wrote.
 *
 * React hydrates in slices, and the head library writes the document's head between them. Docusaurus's site-wide
 * defaults render first, so before the page's own <Head> had rendered the tab read "Harbourline Commercial Finance"
 * for a moment on every first load. Helmet's `titleTemplate` (a template without "%s" is the whole title) holds
 * the served title until hydration ends; then this Head unmounts and the page's own title applies.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Read when the bundle runs, before hydration starts (the first head write replaces it); undefined on the server.
const servedTitle = typeof document === 'undefined' ? undefined : document.title;

export default function Root({children}: {children: ReactNode}) {
  // useIsBrowser is false until hydration ends (and for a server render, which has no served title to keep).
  const hydrating = !useIsBrowser() && servedTitle !== undefined;
  return (
    <>
      {hydrating && (
        <Head titleTemplate={servedTitle}>
          <title>{servedTitle}</title>
        </Head>
      )}
      {children}
    </>
  );
}
