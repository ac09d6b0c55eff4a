/**
 * Pages search engines should not index: the search results page and the
 * tag, author and archive lists the blog sections generate (thin pages that
 * repeat the posts). They carry `noindex`, so the sitemap leaves them out too
 * (the sitemap plugin skips noindex pages).
 */
const noindexPatterns = [
  /^\/search$/,
  /^\/resources\/(case-studies|insights)\/(tags|authors|archive|page)(\/|$)/,
  /^\/404(\.html)?$/,
];

export function isNoindexPath(pathname: string): boolean {
  return noindexPatterns.some((pattern) => pattern.test(pathname));
}

/** Sections whose pages are articles (og:type article). */
export function isArticlePath(pathname: string): boolean {
  return /^\/resources\/(guides|case-studies|insights)\/[a-z0-9-]+$/.test(pathname) && !isNoindexPath(pathname);
}
