/**
 * An index of the production build, read once at start-up: which URL maps to
 * which file, its content type, ETag and compressed variants. The build does
 * not change while the server runs (a deploy restarts it), so files are held
 * in memory and no request ever touches the file system. Only files in the
 * index can be served, so a path such as /../etc/passwd has nothing to match.
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import zlib from 'zlib';
import {STATIC_HOST_FILES} from '../limits';

export type Encoding = 'br' | 'gzip';

export interface Variant {
  body: Buffer;
  etag: string;
}

export interface SiteFile {
  /** Path inside the build, with forward slashes, e.g. "resources/guides.html". */
  relativePath: string;
  contentType: string;
  isHtml: boolean;
  /** Served with Vary: Accept-Encoding and, when worth it, a compressed body. */
  compressible: boolean;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

/** Content type by extension; the nginx configuration's `types` block is generated from it. */
export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

/** The blog feeds, by file name: their own types, so feed readers and browsers know them. */
const contentTypesByName: Record<string, string> = {
  'rss.xml': 'application/rss+xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
};

const compressibleTypes = /^(text\/|application\/(json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;
/** Below this size compression saves less than the header costs. */
const MIN_COMPRESS_BYTES = 1024;

const precompressedExtensions: Record<string, Encoding> = {'.br': 'br', '.gz': 'gzip'};

function etagOf(body: Buffer, suffix = ''): string {
  return `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}${suffix}"`;
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true}))
    if (entry.isFile()) yield path.join(entry.parentPath, entry.name);
}

export interface SiteFiles {
  /** The file a URL path (already percent-decoded, no query) should serve, if any. */
  lookup(urlPath: string): SiteFile | undefined;
  /** build/404.html, served with status 404 for unknown paths. */
  notFoundPage: SiteFile | undefined;
  /** Every HTML file, for the CSP hash scan and the HTML page shell. */
  htmlFiles(): Iterable<SiteFile>;
  size: number;
}

/**
 * Reads the build. Precompressed siblings written by scripts/precompress.mjs
 * (file.br, file.gz) are used as they are; a compressible file without a
 * .gz sibling is gzipped here, which takes a few tens of milliseconds.
 */
export function loadSiteFiles(buildDir: string): SiteFiles {
  const files = new Map<string, SiteFile>();
  const siblings: {basePath: string; encoding: Encoding; body: Buffer}[] = [];

  if (fs.existsSync(buildDir)) {
    for (const full of walk(buildDir)) {
      const relativePath = path.relative(buildDir, full).split(path.sep).join('/');
      // Netlify's and Cloudflare's configuration files describe the site; they are not part of it.
      if ((STATIC_HOST_FILES as readonly string[]).includes(relativePath)) continue;
      const ext = path.extname(relativePath).toLowerCase();
      const body = fs.readFileSync(full);
      const encoding = precompressedExtensions[ext];
      if (encoding) {
        siblings.push({basePath: relativePath.slice(0, -ext.length), encoding, body});
        continue;
      }
      const contentType =
        contentTypesByName[path.basename(relativePath)] ?? contentTypes[ext] ?? 'application/octet-stream';
      files.set(relativePath, {
        relativePath,
        contentType,
        isHtml: ext === '.html',
        compressible: compressibleTypes.test(contentType),
        identity: {body, etag: etagOf(body)},
        encoded: {},
      });
    }
  }

  for (const {basePath, encoding, body} of siblings) {
    const file = files.get(basePath);
    // A precompressed file is only worth sending when it is smaller than the original.
    if (file?.compressible && body.length < file.identity.body.length) {
      file.encoded[encoding] = {body, etag: etagOf(file.identity.body, `-${encoding}`)};
    }
  }
  for (const file of files.values()) {
    if (file.compressible && !file.encoded.gzip && file.identity.body.length >= MIN_COMPRESS_BYTES) {
      const body = zlib.gzipSync(file.identity.body, {level: 9});
      if (body.length < file.identity.body.length) {
        file.encoded.gzip = {body, etag: etagOf(file.identity.body, '-gzip')};
      }
    }
  }

  return {
    lookup(urlPath) {
      const rel = urlPath.replace(/^\/+/, '');
      if (rel === '') return files.get('index.html');
      return files.get(rel) ?? files.get(`${rel}.html`) ?? files.get(`${rel.replace(/\/$/, '')}/index.html`);
    },
    notFoundPage: files.get('404.html'),
    *htmlFiles() {
      for (const file of files.values()) if (file.isHtml) yield file;
    },
    size: files.size,
  };
}
