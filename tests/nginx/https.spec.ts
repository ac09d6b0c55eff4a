/**
 * The nginx configuration generated with a certificate (`--tls-cert`, `--tls-key`, `--http`), as an owner deploys it
 * on a server of their own: pages over HTTPS with HSTS, plain HTTP moved to HTTPS except certificate challenges, and
 * a quote request sent over HTTPS taken as the site's own. The certificate is self-signed for the test
 * (tests/nginx/start-nginx.ts), so the checks accept it.
 */
import https from 'https';
import Database from 'better-sqlite3';
import {expect, test} from '@playwright/test';
import {validEnquiry} from '../fixtures/enquiry';

const httpsURL = process.env.E2E_NGINX_HTTPS_URL!;
const httpURL = process.env.E2E_NGINX_HTTP_REDIRECT_URL!;

test.use({baseURL: httpsURL, ignoreHTTPSErrors: true});

test('a page over HTTPS comes with HSTS and its scripts run', async ({page}) => {
  const response = await page.goto('/about');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('h1')).toBeVisible();
});

test('plain HTTP is moved to the same page over HTTPS, query kept; certificate challenges are answered', async ({
  request,
}) => {
  const moved = await request.get(`${httpURL}/resources/guides?from=ad`, {maxRedirects: 0});
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${httpsURL}/resources/guides?from=ad`);
  // Answered over plain HTTP from the state folder, never redirected, so renewals keep working: on the HTTPS
  // configuration's port 80 and on the plain configuration (the first certificate's).
  for (const base of [httpURL, process.env.E2E_NGINX_PLAIN_URL!]) {
    const challenge = await request.get(`${base}/.well-known/acme-challenge/hcf-test`, {maxRedirects: 0});
    expect(challenge.status()).toBe(200);
    expect(await challenge.text()).toBe('hcf-test-token');
  }
});

test('a quote request sent from the site over HTTPS is stored as the site’s own, not as cross-site', async () => {
  const name = 'Hana Httpsform';
  const body = JSON.stringify(validEnquiry({name}));
  // From its own loopback address, so the rate limit's count for the other nginx tests is not touched.
  const status = await new Promise<number>((resolve, reject) => {
    const request = https.request(
      new URL('/api/enquiries', httpsURL),
      {
        method: 'POST',
        localAddress: '127.0.0.30',
        rejectUnauthorized: false,
        headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: httpsURL},
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  expect(status).toBe(201);
  const db = new Database(process.env.E2E_DATABASE_PATH!, {readonly: true});
  try {
    const rows = db.prepare("SELECT spam_reason FROM enquiries WHERE json_extract(data, '$.name') = ?").all(name);
    expect(rows).toEqual([{spam_reason: null}]);
  } finally {
    db.close();
  }
});
