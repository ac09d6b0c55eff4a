/**
 * Where the build leaves the link to the site's full stylesheet: inside
 * <noscript id="full-stylesheet"> (scripts/inline-critical-css.mjs), which a
 * browser running scripts reads as text. Shared by the client module that adds
 * the stylesheet after hydration (fullStylesheet.ts), the notice for a script
 * that failed to load (loadFailureNotice.ts) and the server's own pages.
 */
export const FULL_STYLESHEET_ID = 'full-stylesheet';

/** Marks the <link> once a script has added it, so it is added once. */
export const ADDED_ATTRIBUTE = `data-${FULL_STYLESHEET_ID}`;

/** The link's address in the <noscript>'s text (the build writes it without quotes). */
export const fullStylesheetHrefPattern = /<link\b[^>]*\bhref="?([^"\s>]+)/;

/** The stylesheet's address, from the link the build wrote in the <noscript> (read as text when scripts run). */
export function fullStylesheetHref(noscriptText: string): string | undefined {
  return fullStylesheetHrefPattern.exec(noscriptText)?.[1];
}
