/** The static side of the server, on a small fixture build: redirects, 404s, caching, compression and headers. */
import crypto from 'crypto';
import zlib from 'zlib';
import {buildApp} from '../../../server/http/app';
import {chooseEncoding} from '../../../server/static/routes';
import {allRedirects} from '../../../src/site-map';
import {INLINE_SCRIPT, removeDir, tempDir, testConfig, writeFixtureBuild} from './helpers';

let dir: string;
let app: ReturnType<typeof buildApp>;

beforeAll(() => {
  dir = tempDir();
  writeFixtureBuild(dir);
  app = buildApp({config: testConfig(dir)});
});

afterAll(async () => {
  await app.close();
  removeDir(dir);
});

describe('redirects', () => {
  it.each(allRedirects.map((r) => [r.from, r.to]))(
    '%s answers 301 to %s, keeping the query string',
    async (from, to) => {
      const response = await app.inject(`${from}?ref=old-site&x=1`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${to}?ref=old-site&x=1`);
    },
  );

  it('answers 301 for every page under a prefix alias', async () => {
    const response = await app.inject('/case-studies/a-case-study');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/resources/case-studies/a-case-study');
  });

  it('moves a page address with a trailing slash to the address without one', async () => {
    const response = await app.inject('/about/?a=b');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?a=b');
  });

  it('never redirects to another host', async () => {
    const response = await app.inject('//evil.example/');
    expect(response.headers.location ?? '').not.toMatch(/^\/\//);
  });
});

describe('pages and files', () => {
  it('serves a page at its address without .html', async () => {
    const response = await app.inject('/resources/guides');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Guides</h1>');
  });

  it('answers an unknown path with status 404 and the site’s not-found page', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('We couldn’t find that page');
  });

  it('answers 404 for a path outside the build', async () => {
    expect((await app.inject('/../../etc/passwd')).statusCode).toBe(404);
    expect((await app.inject('/%2e%2e/%2e%2e/etc/passwd')).statusCode).toBe(404);
  });

  it('answers an unknown API path with JSON', async () => {
    const response = await app.inject('/api/nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({error: 'Not found'});
  });

  it('caches hashed assets for a year and makes HTML revalidate', async () => {
    const asset = await app.inject('/assets/js/main.abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    const notFound = await app.inject('/nope');
    expect(notFound.headers['cache-control']).toBe('no-cache');
  });

  it('answers 304 when the ETag still matches', async () => {
    const first = await app.inject('/about');
    const again = await app.inject({url: '/about', headers: {'if-none-match': first.headers.etag as string}});
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers HEAD without a body', async () => {
    const response = await app.inject({method: 'HEAD', url: '/about'});
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('compression', () => {
  it('sends the precompressed Brotli file when the browser accepts it', async () => {
    const response = await app.inject({url: '/assets/js/main.abc123.js', headers: {'accept-encoding': 'gzip, br'}});
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('console.log("main")');
  });

  it('gzips a page that has no precompressed copy', async () => {
    const response = await app.inject({url: '/', headers: {'accept-encoding': 'gzip'}});
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toContain('Welcome');
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await app.inject({url: '/', headers: {'accept-encoding': 'identity'}});
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('Welcome');
  });

  it.each([
    ['br;q=0, gzip', ['br', 'gzip'], 'gzip'],
    ['*', ['br', 'gzip'], 'br'],
    ['gzip;q=0', ['gzip'], undefined],
    [undefined, ['br'], undefined],
  ] as const)('Accept-Encoding %s, with %j available, picks %s', (header, available, expected) => {
    expect(chooseEncoding(header, available)).toBe(expected);
  });
});

describe('security headers', () => {
  it('sends a CSP that allows the pages’ inline scripts by hash and nothing inline otherwise', async () => {
    const response = await app.inject('/');
    const csp = response.headers['content-security-policy'] as string;
    const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('sends the other security headers on every response', async () => {
    for (const url of ['/', '/nope', '/about-us', '/healthz']) {
      const {headers} = await app.inject(url);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await app.inject('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY, a client cannot claim HTTPS with a header.
    const claimed = await app.inject({url: '/', headers: {'x-forwarded-proto': 'https'}});
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('believes X-Forwarded-Proto from a trusted proxy', async () => {
    const proxied = buildApp({config: testConfig(dir, {TRUST_PROXY: '127.0.0.1'})});
    const response = await proxied.inject({url: '/', headers: {'x-forwarded-proto': 'https'}});
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await proxied.close();
  });
});

describe('GET /healthz', () => {
  it('answers 200 when all is well and 503 with the problem when not', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const down = buildApp({config: testConfig(dir), health: () => 'database not writable'});
    const response = await down.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({status: 'unavailable', problem: 'database not writable'});
    await down.close();
  });
});
