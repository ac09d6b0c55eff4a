/**
 * The nginx configuration and the static-host files are generated from the
 * same rules as the site's own server: every redirect and alias of the site
 * map, every page, the build's CSP, the caching rules.
 */
import fs from 'fs';
import path from 'path';
import {renderNginxConf, renderServerBlock} from '../../deploy/nginx';
import {readHostingRules} from '../../deploy/rules';
import {cleanPathOf} from '../../server/static/cleanPath';
import {renderHeaders, renderRedirects} from '../../deploy/staticHost';
import {contentSecurityPolicyForPages} from '../../server/security/csp';
import {loadSiteFiles} from '../../server/static/siteFiles';
import {aliasPrefixes, allRedirects} from '../../src/site-map';
import {removeDir, tempDir, writeFixtureBuild} from './server/helpers';

let dir: string;
let build: string;

beforeAll(() => {
  dir = tempDir();
  build = writeFixtureBuild(dir);
});
afterAll(() => removeDir(dir));

const nginxOptions = () => ({root: build, listen: '127.0.0.1:8080', api: 'http://127.0.0.1:3000', stateDir: dir});

function serverCsp(): string {
  const pages = [...loadSiteFiles(build).htmlFiles()].map((file) => file.identity.body.toString('utf8'));
  return contentSecurityPolicyForPages(pages);
}

test('clean paths drop .html and index', () => {
  expect(cleanPathOf('index.html')).toBe('/');
  expect(cleanPathOf('about.html')).toBe('/about');
  expect(cleanPathOf('resources/guides.html')).toBe('/resources/guides');
  expect(cleanPathOf('x/index.html')).toBe('/x');
});

test('the rules list the pages of the build, without the not-found page', () => {
  const {pages} = readHostingRules(build);
  expect(pages).toEqual(['/', '/about', '/resources/guides']);
});

describe('_redirects', () => {
  test('holds every redirect and alias of the site map as a 301, with and without a trailing slash', () => {
    const lines = renderRedirects(readHostingRules(build)).split('\n');
    for (const {from, to} of allRedirects) {
      expect(lines).toContain(`${from} ${to} 301`);
      expect(lines).toContain(`${from}/ ${to} 301`);
    }
    for (const {from, to} of aliasPrefixes) expect(lines).toContain(`${from}* ${to}:splat 301`);
  });

  test('moves every page’s .html address and trailing slash to its clean path', () => {
    const lines = renderRedirects(readHostingRules(build)).split('\n');
    expect(lines).toContain('/about.html /about 301!');
    expect(lines).toContain('/about/ /about 301');
    expect(lines).toContain('/index.html / 301!');
  });

  test('puts wildcard rules after the exact ones (hosts take the first match)', () => {
    const lines = renderRedirects(readHostingRules(build))
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    const firstWildcard = lines.findIndex((l) => l.includes('*'));
    expect(lines.slice(firstWildcard).every((l) => l.includes('*'))).toBe(true);
  });

  test('proxies the API to the Node server only when an API origin is set', () => {
    const rules = readHostingRules(build);
    expect(renderRedirects(rules)).not.toContain('/api/');
    expect(renderRedirects(rules, {apiOrigin: 'https://api.example.com.au'})).toContain(
      '/api/* https://api.example.com.au/api/:splat 200',
    );
  });
});

describe('_headers', () => {
  test('carries the CSP the server sends for this build, the other security headers, and HSTS', () => {
    const headers = renderHeaders(readHostingRules(build));
    expect(headers).toContain(`/*\n  Content-Security-Policy: ${serverCsp()}\n`);
    expect(headers).toContain('  X-Content-Type-Options: nosniff');
    expect(headers).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains');
  });

  test('caches hashed assets for a year', () => {
    expect(renderHeaders(readHostingRules(build))).toContain(
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable',
    );
  });
});

describe('nginx', () => {
  test('answers every redirect and alias with a 301 that keeps the query string', () => {
    const conf = renderServerBlock(readHostingRules(build), nginxOptions());
    for (const {from, to} of allRedirects) {
      expect(conf).toContain(`location = ${from} {`);
      expect(conf).toContain(`return 301 ${to}$is_args$args;`);
    }
    for (const {to} of aliasPrefixes) expect(conf).toContain(`${to}$1 permanent;`);
  });

  test('sends the same CSP as the server, on every response, and proxies the API with the visitor address', () => {
    const conf = renderNginxConf(readHostingRules(build), nginxOptions());
    expect(conf).toContain(`add_header content-security-policy "${serverCsp()}" always;`);
    expect(conf).toContain('location ^~ /api/');
    expect(conf).toContain('proxy_pass http://127.0.0.1:3000;');
    expect(conf).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    // nginx's own answers for the API (413, 502) carry the headers too, and the server's copies are not sent twice.
    const api = conf.slice(conf.indexOf('location ^~ /api/'), conf.indexOf('}', conf.indexOf('location ^~ /api/')));
    expect(api).toContain(`add_header content-security-policy "${serverCsp()}" always;`);
    expect(api).toContain('proxy_hide_header content-security-policy;');
    expect(conf).toContain('client_max_body_size 32k;');
    expect(conf).toContain('gzip_static on;');
  });

  test('bounds slow clients in the server block itself, so an nginx that includes it gets the timeouts too', () => {
    const conf = renderServerBlock(readHostingRules(build), {...nginxOptions(), clientTimeoutSeconds: 3});
    for (const directive of ['client_header_timeout', 'client_body_timeout', 'send_timeout']) {
      expect(conf).toContain(`${directive} 3s;`);
    }
    expect(conf).toContain('reset_timedout_connection on;');
    expect(renderServerBlock(readHostingRules(build), nginxOptions())).toContain('client_header_timeout 10s;');
  });

  test('with a certificate, serves HTTPS on --listen and moves plain HTTP to it, except certificate challenges', () => {
    const tls = {certificate: '/etc/le/fullchain.pem', key: '/etc/le/privkey.pem', httpListen: '0.0.0.0:80'};
    const options = {...nginxOptions(), listen: '0.0.0.0:443', serverNames: ['www.example.com.au'], tls};
    const conf = renderServerBlock(readHostingRules(build), options);
    expect(conf).toContain('listen 0.0.0.0:443 ssl http2;');
    expect(conf).toContain('ssl_certificate "/etc/le/fullchain.pem";');
    expect(conf).toContain('ssl_certificate_key "/etc/le/privkey.pem";');
    const redirect = conf.slice(conf.indexOf('listen 0.0.0.0:80;'));
    expect(redirect).toContain('server_name www.example.com.au;');
    // To the site's own name, whatever Host a request names; on 443 with no port: https://www.example.com.au/about.
    expect(redirect).toContain('return 301 https://www.example.com.au$request_uri;');
    // Slow clients are bounded on port 80 too, and HTTP/2 streams stay under the per-address limit.
    expect(redirect).toContain('client_header_timeout 10s;');
    expect(redirect).toContain('limit_conn hcf_per_client 20;');
    expect(conf).toContain('http2_max_concurrent_streams 16;');
    expect(redirect).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{\s+root "[^"]+\/acme";/);
    // Without a name, the redirect keeps the host asked for, and "[::]" listens on IPv6 and IPv4 alike.
    const dual = {...nginxOptions(), listen: '[::]:8443', tls: {...tls, httpListen: '[::]:8080'}};
    const unnamed = renderServerBlock(readHostingRules(build), dual);
    expect(unnamed).toContain('return 301 https://$host:8443$request_uri;');
    expect(unnamed).toContain('listen [::]:8443 ipv6only=off ssl http2;');
    expect(unnamed).toContain('listen [::]:8080 ipv6only=off;');
    // Without a certificate, the one plain-HTTP server answers the challenges itself (for the first certificate).
    expect(renderServerBlock(readHostingRules(build), nginxOptions())).toContain(`root "${dir}/acme";`);
  });

  test('loads Brotli only when the module is given', () => {
    const rules = readHostingRules(build);
    expect(renderNginxConf(rules, nginxOptions())).not.toContain('brotli');
    const withBrotli = renderNginxConf(rules, {...nginxOptions(), brotliModule: '/m/brotli.so'});
    expect(withBrotli).toContain('load_module /m/brotli.so;');
    expect(withBrotli).toContain('brotli_static on;');
  });
});

test('the site’s server never serves the static-host files', () => {
  const withHostFiles = path.join(dir, 'with-host-files');
  fs.cpSync(build, withHostFiles, {recursive: true});
  fs.writeFileSync(path.join(withHostFiles, '_redirects'), '/a /b 301\n');
  fs.writeFileSync(path.join(withHostFiles, '_headers'), '/*\n  X-Test: 1\n');
  const site = loadSiteFiles(withHostFiles);
  expect(site.lookup('/_redirects')).toBeUndefined();
  expect(site.lookup('/_headers')).toBeUndefined();
  expect(site.lookup('/about')).toBeDefined();
});
