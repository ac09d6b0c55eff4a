/**
 * Everything a web server must do to serve the build the way the site's own
 * Node server does, as data: the redirects and aliases (from src/site-map.ts),
 * the pages that exist, the security headers with the build's CSP hashes, the
 * caching rules and the request body limit. The nginx configuration and the
 * static-host files (_redirects, _headers) are rendered from it, so no rule is
 * ever written twice by hand.
 */
import {aliasPrefixes, allRedirects, type Redirect} from '../src/site-map';
import {ENQUIRY_BODY_LIMIT} from '../server/limits';
import {contentSecurityPolicyForPages} from '../server/security/csp';
import {HSTS, securityHeaders} from '../server/security/headers';
import {cleanPathOf} from '../server/static/cleanPath';
import {HASHED_ASSETS_PREFIX, IMMUTABLE, REVALIDATE} from '../server/static/caching';
import {contentTypes, loadSiteFiles} from '../server/static/siteFiles';

export interface HostingRules {
  /** Exact redirects and aliases: 301 to `to`, query string kept. */
  redirects: readonly Redirect[];
  /** Prefix aliases: `from` + rest moves to `to` + rest. */
  prefixRedirects: readonly Redirect[];
  /** The clean path of every page in the build ("/", "/about", "/resources/guides/x"). */
  pages: string[];
  /** Security headers for every response, HSTS aside (sent over HTTPS only). */
  headers: Record<string, string>;
  hsts: string;
  cache: {hashedAssetsPrefix: string; hashedAssets: string; everythingElse: string};
  /** Content type by file extension, e.g. ".html" -> "text/html; charset=utf-8". */
  contentTypes: Record<string, string>;
  /** Largest request body the API accepts. */
  bodyLimitBytes: number;
}

export function readHostingRules(buildDir: string): HostingRules {
  const site = loadSiteFiles(buildDir);
  const documents: string[] = [];
  const pages: string[] = [];
  for (const file of site.htmlFiles()) {
    const html = file.identity.body.toString('utf8');
    documents.push(html);
    if (file.relativePath !== '404.html') pages.push(cleanPathOf(file.relativePath));
  }
  if (pages.length === 0) throw new Error(`No pages found in ${buildDir}: run \`npm run build\` first.`);
  return {
    redirects: allRedirects,
    prefixRedirects: aliasPrefixes,
    pages: pages.sort(),
    headers: securityHeaders(contentSecurityPolicyForPages(documents)),
    hsts: HSTS,
    cache: {hashedAssetsPrefix: HASHED_ASSETS_PREFIX, hashedAssets: IMMUTABLE, everythingElse: REVALIDATE},
    contentTypes,
    bodyLimitBytes: ENQUIRY_BODY_LIMIT,
  };
}
