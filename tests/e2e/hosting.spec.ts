/**
 * Addresses the site answers the same way wherever it is served from: the
 * site's own server (npm run test:e2e) and nginx with the generated
 * configuration in front of it (npm run test:nginx).
 */
import fs from 'fs';
import path from 'path';
import {expect, test, type APIResponse} from './fixtures';
import {allRedirects} from '../../src/site-map';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers['content-security-policy'], response.url()).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
}

test('a page asked for by its .html file moves to its clean address, keeping the query', async ({request}) => {
  for (const [from, to] of [
    ['/about.html?ref=x', '/about?ref=x'],
    ['/resources/guides.html', '/resources/guides'],
    ['/index.html', '/'],
  ]) {
    const response = await request.get(from!, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
    expectSecurityHeaders(response);
  }
});

test('a trailing slash moves to the page without it; elsewhere it is not found', async ({request}) => {
  const moved = await request.get('/services/?a=1', {maxRedirects: 0});
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe('/services?a=1');
  expect((await request.get('/no-such-page/', {maxRedirects: 0})).status()).toBe(404);
});

test('an unknown address answers 404 with the not-found page, headers and no caching', async ({request}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.text()).toContain('Page Not Found');
  expectSecurityHeaders(response);
});

test('crafted alias paths never break the redirect', async ({request}) => {
  for (const path of ['/case-studies/x%0d%0aSet-Cookie:%20pwn=1', '/case-studies/x%00y', '/case-studies/%E4%B8%AD']) {
    const response = await request.get(path, {maxRedirects: 0});
    // nginx refuses a NUL byte in a path while parsing the request (400): also never a 500.
    expect(path.includes('%00') ? [301, 400, 404] : [301, 404], path).toContain(response.status());
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers()['location'] ?? '', path).not.toMatch(/[\r\n\0]/);
    // nginx's parser answers before any location applies, with a bare page and no headers to add.
    if (response.status() === 400) expect(await response.text()).not.toMatch(/error:|stack|at \//i);
    else expectSecurityHeaders(response);
  }
});

test("the static hosts' configuration files are never served", async ({request}) => {
  for (const path of ['/_redirects', '/_headers']) expect((await request.get(path)).status(), path).toBe(404);
});

test('compressed copies are sent to browsers that accept them', async ({request}) => {
  const response = await request.get('/resources/glossary', {headers: {'accept-encoding': 'br'}});
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['vary']).toMatch(/accept-encoding/i);
});

test('the build’s _headers and _redirects match what is served', async ({request}) => {
  const buildDir = path.resolve(__dirname, '../../build');
  const headersFile = fs.readFileSync(path.join(buildDir, '_headers'), 'utf8');
  const csp = (await request.get('/')).headers()['content-security-policy'];
  expect(headersFile).toContain(`Content-Security-Policy: ${csp}\n`);
  const redirectsFile = fs.readFileSync(path.join(buildDir, '_redirects'), 'utf8').split('\n');
  for (const {from, to} of allRedirects) expect(redirectsFile).toContain(`${from} ${to} 301`);
});
