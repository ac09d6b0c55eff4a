/**
 * The build (scripts/start-scripts-after-paint.ts) turns each of the page's
 * `<script src defer>` tags into a data block of this type, which the browser
 * neither downloads nor runs; the inline start-up script later turns them
 * back into real scripts, in the same order.
 */
export const SCRIPT_PLACEHOLDER_TYPE = 'text/x-start-after-paint';

/** The site's bundles as Docusaurus writes them into a page (minified HTML, so the quotes may be missing). */
const deferredScript = /<script src=("?)(\/assets\/js\/[^\s">]+\.js)\1 defer><\/script>/g;
/** Any script tag that would still download one of the site's bundles. */
const bundleScript = /<script\b[^>]*\ssrc=["']?\/assets\/js\//;

/**
 * Build-time side: a page's HTML with its bundle scripts turned into placeholders, in the same order.
 * Throws when a bundle script is left in a form it does not recognise, so a change in how Docusaurus
 * writes its tags fails the build instead of quietly bringing the scripts back before the first paint.
 */
export function withScriptPlaceholders(html: string): string {
  const changed = html.replace(deferredScript, `<script type=${SCRIPT_PLACEHOLDER_TYPE} data-src=$2></script>`);
  const left = changed.match(bundleScript);
  if (left) throw new Error(`a bundle script in an unexpected form: ${left[0]}`);
  return changed;
}
