/**
 * Serves the production build: HTTP 301 for every redirect and alias in
 * src/site-map.ts (keeping the query string), 404 with the site's own
 * not-found page for unknown paths, compressed bodies, ETags, and caching
 * that suits each file (a year for hashed assets, revalidate for the rest).
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';
import {redirectTarget} from '../../src/site-map';
import {cacheControlFor} from './caching';
import {cleanPathOf} from './cleanPath';
import type {Encoding, SiteFile, SiteFiles, Variant} from './siteFiles';

/** The encoding to send, preferring Brotli, from an Accept-Encoding header. */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header || available.length === 0) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (e: Encoding) => accepted.get(e) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  return (['br', 'gzip'] as const).filter((e) => available.includes(e) && quality(e) > 0)[0];
}

function splitUrl(url: string): {path: string; query: string} | undefined {
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  try {
    return {path: decodeURIComponent(rawPath), query: q === -1 ? '' : url.slice(q)};
  } catch {
    return undefined;
  }
}

/** C0 and C1 control characters and DEL: never part of a page's address. */
const controlCharacter = /\p{Cc}/u;

/**
 * A Location header for a redirect to `path` (decoded) plus the raw query:
 * each path segment percent-encoded again, and any byte a header cannot hold
 * in the query encoded, so a crafted address (%0d%0a, %00, non-ASCII) can
 * neither break the header nor add one. Undefined for a path with control
 * characters: no page has one, so it is answered 404.
 */
export function redirectLocation(path: string, query: string): string | undefined {
  if (controlCharacter.test(path)) return undefined;
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  const encodedQuery = query.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));
  return encodedPath + encodedQuery;
}

export function sendSiteFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status = 200) {
  const available = Object.keys(file.encoded) as Encoding[];
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const variant: Variant = encoding ? file.encoded[encoding]! : file.identity;

  reply.header('content-type', file.contentType);
  reply.header('cache-control', cacheControlFor(file.relativePath, status));
  if (file.compressible) reply.header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  if (status === 200) {
    reply.header('etag', variant.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === variant.etag)) {
      return reply.code(304).send();
    }
  }
  return reply.code(status).send(variant.body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply, site: SiteFiles) {
  if (request.url.startsWith('/api/')) return reply.code(404).send({error: 'Not found'});
  if (site.notFoundPage) return sendSiteFile(request, reply, site.notFoundPage, 404);
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
}

export function registerStaticSite(app: FastifyInstance, site: SiteFiles): void {
  app.get('/*', async (request, reply) => {
    const url = splitUrl(request.url);
    if (!url) return sendNotFound(request, reply, site);
    const {path, query} = url;

    const target = redirectTarget(path);
    if (target) {
      const location = redirectLocation(target, query);
      return location ? reply.redirect(location, 301) : sendNotFound(request, reply, site);
    }

    // The site's addresses have no trailing slash: /about/ moves to /about.
    if (path.length > 1 && path.endsWith('/')) {
      const canonical = `/${path.replace(/^\/+|\/+$/g, '')}`;
      const location = site.lookup(canonical)?.isHtml && redirectLocation(canonical, query);
      return location ? reply.redirect(location, 301) : sendNotFound(request, reply, site);
    }

    const file = site.lookup(path);
    if (!file || file === site.notFoundPage) return sendNotFound(request, reply, site);
    // A page's file name is not its address: /about.html moves to /about, /index.html to /.
    if (file.isHtml && path.endsWith('.html')) return reply.redirect(cleanPathOf(path) + query, 301);
    return sendSiteFile(request, reply, file);
  });

  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply, site));
}
