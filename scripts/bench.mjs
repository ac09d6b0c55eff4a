#!/usr/bin/env node
/**
 * `npm run bench`: requests per second the site's server sustains, measured
 * with autocannon against a server started for the purpose on a free port,
 * with a throwaway database, notification off and the rate limit raised.
 *   - a page: GET /services/bridging-finance (Brotli, as browsers ask)
 *   - a hashed asset: GET of the main script
 *   - enquiries: POST /api/enquiries with a valid JSON enquiry (each one
 *     committed to SQLite with an fsync before the 201)
 * Needs a build (npm run build). BENCH_SECONDS (default 10) and
 * BENCH_CONNECTIONS (default 10) tune the run.
 */
import os from 'os';
import autocannon from 'autocannon';
import {startSiteServer} from './lib/site-server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const {base, stop} = await startSiteServer({ENQUIRY_RATE_LIMIT: '100000000'});
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const home = await (await fetch(base)).text();
  const script = home.match(/<script [^>]*\bsrc="?(\/assets\/js\/main\.[^" >]+\.js)/)?.[1];

  const enquiry = JSON.stringify({
    service: 'bridging-finance',
    amount: '1,200,000',
    name: 'Bench Mark',
    email: 'bench@example.com.au',
    phone: '0412 345 678',
    message: 'Load test enquiry.',
    consent: true,
  });

  const runs = [
    {
      name: 'Page: GET /services/bridging-finance',
      url: `${base}/services/bridging-finance`,
      headers: {'accept-encoding': 'br, gzip'},
    },
    ...(script
      ? [{name: `Asset: GET ${script}`, url: `${base}${script}`, headers: {'accept-encoding': 'br, gzip'}}]
      : []),
    {
      name: 'Enquiries: POST /api/enquiries',
      url: `${base}/api/enquiries`,
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: enquiry,
      expect: 201,
    },
  ];

  console.log(
    `autocannon: ${connections} connections, ${seconds} s each, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  const rows = [];
  for (const run of runs) {
    const result = await autocannon({
      url: run.url,
      method: run.method ?? 'GET',
      headers: run.headers,
      body: run.body,
      connections,
      duration: seconds,
    });
    const bad = result.non2xx + result.errors + result.timeouts;
    rows.push({
      Benchmark: run.name,
      'Requests/s (mean)': Math.round(result.requests.average),
      'Latency p50 (ms)': result.latency.p50,
      'Latency p99 (ms)': result.latency.p99,
      Requests: result.requests.total,
      'Errors/non-2xx': bad,
    });
  }
  console.table(rows);
} finally {
  stop();
}
