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
import {spawn} from 'child_process';
import fs from 'fs';
import net from 'net';
import os from 'os';
import path from 'path';
import autocannon from 'autocannon';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

if (!fs.existsSync(path.join(root, 'build', 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hcf-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_PATH: path.join(dir, 'enquiries.db'),
    NOTIFICATIONS: 'off',
    ENQUIRY_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
  },
});

function cleanUp() {
  server.kill('SIGTERM');
  fs.rmSync(dir, {recursive: true, force: true});
}
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  const started = Date.now();
  while (
    !(await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > 30_000) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const home = await (await fetch(base)).text();
  const script = home.match(/<script src="?(\/assets\/js\/main\.[^" >]+\.js)/)?.[1];

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
  cleanUp();
}
