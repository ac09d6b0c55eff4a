/**
 * The checks scripts/inline-critical-css.mjs makes on what Docusaurus and
 * Beasties wrote, so that a change in either stops the build instead of
 * publishing pages without their first-paint CSS or with broken requests.
 */

/** The page's stylesheet link, which the build moves into a <noscript>; throws when the page names it another way. */
export function stylesheetLink(html: string): string {
  const link = html.match(/<link rel="?stylesheet"?[^>]*>/)?.[0];
  if (!link) throw new Error('[critical-css] a page names a stylesheet, but not as <link rel=stylesheet ...>');
  return link;
}

/**
 * Beasties resolves url() against the stylesheet's folder, and reads a data: URI with escaped quotes in it
 * (Infima's breadcrumb, menu and search icons, all custom properties) as a relative path:
 * url(/assets/css/"data:...), a request that fails. No rule the site uses reads those properties, so the broken
 * values are inert (the full stylesheet, added later, declares them correctly); a page whose inlined CSS starts
 * to read one stops the build here, with the property named.
 */
export function assertNoBrokenDataUriRead(css: string): void {
  for (const [, name] of css.matchAll(/(--[\w-]+):\s*url\(\/[^)"']*["']data:/g)) {
    if (css.includes(`var(${name}`))
      throw new Error(`[critical-css] the inlined CSS reads ${name}, whose data: URI Beasties rewrote as a path`);
  }
  const outsideCustomProperty = css.replace(/--[\w-]+:[^;}]*/g, '').match(/url\(\/[^)"']*["']data:/);
  if (outsideCustomProperty)
    throw new Error(
      `[critical-css] a data: URI in the inlined CSS was rewritten as a path (${outsideCustomProperty[0]}...)`,
    );
}
