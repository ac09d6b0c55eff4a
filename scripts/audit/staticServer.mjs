/**
 * One small static file server for every build the audit compares, so the
 * site and the stock Docusaurus template are served exactly the same way:
 * Brotli for text (compressed once, kept in memory, so no request pays for
 * compression), `no-cache` for HTML and a year's immutable caching for
 * hashed assets, and Docusaurus's clean URLs (`/x` -> `x.html` or
 * `x/index.html`). It serves files only: no enquiry API, no redirects.
 */
import fs from 'fs';
import http from 'http';
import path from 'path';
import zlib from 'zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

function resolveFile(dir, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = path.join(dir, clean);
  for (const candidate of [base, `${base}.html`, path.join(base, 'index.html')]) {
    if (candidate.startsWith(dir) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Serves `dir` on 127.0.0.1:`port`; resolves to {base, close}. */
export async function serveStatic(dir, port) {
  const root = path.resolve(dir);
  const brotli = new Map();
  const server = http.createServer((request, response) => {
    const urlPath = new URL(request.url, 'http://x').pathname;
    let file = resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      file = resolveFile(root, '/404.html');
      status = 404;
      if (!file) return response.writeHead(404).end();
    }
    const ext = path.extname(file);
    const headers = {
      'content-type': types[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    let body = fs.readFileSync(file);
    if (compressible.has(ext) && /\bbr\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!brotli.has(file)) brotli.set(file, zlib.brotliCompressSync(body));
      body = brotli.get(file);
      headers['content-encoding'] = 'br';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return {base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r))};
}
