/**
 * Whether an enquiry was posted by a page on another site (a form there that
 * submits itself to ours, from each visitor's own browser and address).
 *
 * Browsers send Origin with every POST. It must name this site: the host the
 * request was sent to (its Host header, or X-Forwarded-Host from a trusted
 * proxy, which Fastify reads as request.host), or an origin listed in
 * ALLOWED_ORIGINS (for a site served from another host than its API). Only
 * the host is compared, not the scheme, so a proxy that ends TLS without
 * passing X-Forwarded-Proto does not turn every post into a cross-site one.
 * Without a usable Origin, Sec-Fetch-Site (set by the browser, which a page
 * cannot change) decides. A client that sends neither is not a browser on
 * another site's page (curl, a test) and is judged on the rest.
 */
import type {FastifyRequest} from 'fastify';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** "example.com:443" and "example.com" are the same host for an https origin. */
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

export function isCrossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = header(request, 'origin');
  const fetchSite = header(request, 'sec-fetch-site');
  if (origin && origin !== 'null') {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return true;
    }
    if (allowedOrigins.includes(url.origin)) return false;
    return withoutDefaultPort(url.host) !== withoutDefaultPort(request.host ?? '');
  }
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  // "Origin: null": a sandboxed frame, a file or a data: page.
  if (origin === 'null') return fetchSite !== 'same-origin';
  return false;
}
