/**
 * How long a browser or CDN may keep each file. The build's hashed files
 * (under assets/) never change, so they are kept for a year; everything else,
 * HTML above all, must be revalidated so a deploy shows at once. The site's
 * server, the nginx configuration and the static-host `_headers` file all
 * read these rules, so they cannot drift apart.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files: the browser may keep them but must check the ETag first. */
export const REVALIDATE = 'no-cache';
/** URL prefix of the build's content-hashed files. */
export const HASHED_ASSETS_PREFIX = '/assets/';

export function cacheControlFor(relativePath: string, status = 200): string {
  return `/${relativePath}`.startsWith(HASHED_ASSETS_PREFIX) && status === 200 ? IMMUTABLE : REVALIDATE;
}
