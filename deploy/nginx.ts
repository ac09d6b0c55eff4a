/**
 * Renders an nginx configuration that serves the build exactly as the site's
 * Node server does (see rules.ts), and passes the enquiry API and the health
 * check to that server. Two outputs: a server block to include in an existing
 * nginx, and a complete nginx.conf around it that runs with `nginx -c FILE`.
 *
 * One client cannot take every connection: at most MAX_CONNECTIONS_PER_CLIENT
 * requests in progress per address (limit_conn; more are answered 429), the
 * request line and headers within clientTimeoutSeconds in all
 * (client_header_timeout), the body never silent that long
 * (client_body_timeout), nor a response unread (send_timeout), a timed-out
 * connection's memory freed at once (reset_timedout_connection), and the
 * API's bodies are streamed to the Node server (no request buffering), whose
 * request timeout bounds the whole body. limit_conn counts a connection only
 * once its headers have arrived, so connections still sending headers are
 * bounded by the header timeout and worker_connections alone: a per-address
 * limit on connections belongs in front (docs-dev/OPERATIONS.md, Reliability).
 */
import type {HostingRules} from './rules';

export interface NginxOptions {
  /** Absolute path of the build directory. */
  root: string;
  /** "HOST:PORT" nginx listens on. */
  listen: string;
  /** The Node server, e.g. "http://127.0.0.1:3000". */
  api: string;
  /** Load and use the Brotli static module (Debian: libnginx-mod-http-brotli-static). */
  brotliModule?: string;
  /** Folder for the pid file, temporary files and the access log (complete configuration only). */
  stateDir: string;
  /** How long a client may take over its headers, stay silent during its body, or leave a response unread (default 10). */
  clientTimeoutSeconds?: number;
  /** The site's host names (`server_name`); without them the server block answers any host. */
  serverNames?: string[];
  /**
   * HTTPS on `listen`: the certificate chain and its key (Let's Encrypt's fullchain.pem and privkey.pem), and the
   * "HOST:PORT" where plain HTTP is answered with a redirect to HTTPS (and certificate renewals' challenges).
   */
  tls?: {certificate: string; key: string; httpListen: string};
}

/** Connections one worker holds at once (slow ones included): nginx's default of 1024 let one address fill it. */
export const WORKER_CONNECTIONS = 4096;

/** nginx quoting for a header value or path. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** add_header lines: `always`, so 301, 404 and 5xx responses carry them too. */
function headerLines(rules: HostingRules, cacheControl?: string): string[] {
  const lines = Object.entries(rules.headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`);
  lines.push('add_header strict-transport-security $hcf_hsts always;');
  if (cacheControl) lines.push(`add_header cache-control ${quote(cacheControl)} always;`);
  return lines;
}

function block(head: string, body: string[], indent = '  '): string {
  return [`${head} {`, ...body.map((line) => `${indent}${line}`), '}'].join('\n');
}

/** Requests in progress from one address at once; a page load needs a handful. */
export const MAX_CONNECTIONS_PER_CLIENT = 20;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The server block (with HTTPS, and the one redirecting plain HTTP to it): include it inside `http { }` of an
 * existing nginx (it needs the `map` printed above it).
 */
export function renderServerBlock(rules: HostingRules, options: NginxOptions): string {
  const pageHeaders = headerLines(rules, rules.cache.everythingElse);
  const locations: string[] = [];

  // nginx never adds headers from an outer level to a location that sets its own,
  // so each location repeats the security headers (generated, not hand-copied).
  for (const {from, to} of rules.redirects) {
    const body = [...headerLines(rules), `return 301 ${to}$is_args$args;`];
    locations.push(block(`location = ${from}`, body), block(`location = ${from}/`, body));
  }
  for (const {from, to} of rules.prefixRedirects) {
    locations.push(
      block(`location ^~ ${from}`, [
        ...headerLines(rules),
        // rewrite ... permanent keeps the query string and escapes the path it writes.
        `rewrite ^${escapeRegex(from)}(.+?)/*$ ${to}$1 permanent;`,
        'return 404;',
      ]),
    );
  }
  locations.push(
    // The static-host files describe the site to Netlify or Cloudflare; they are not pages.
    block('location = /_redirects', ['return 404;']),
    block('location = /_headers', ['return 404;']),
    block('location = /404.html', ['internal;', ...pageHeaders]),
    block('location = /index.html', [...headerLines(rules), 'return 301 /$is_args$args;']),
    // /about.html and /x/index.html move to /about and /x when that page exists.
    block('location ~ ^(?<hcf_page>/.+?)(/index)?\\.html$', [
      ...headerLines(rules),
      'if (-f $request_filename) { return 301 $hcf_page$is_args$args; }',
      'return 404;',
    ]),
    // /about/ moves to /about when /about is a page; other paths ending in / are not found.
    block('location ~ ^(?<hcf_clean>/.+?)/+$', [
      ...headerLines(rules),
      'if (-f $document_root$hcf_clean.html) { return 301 $hcf_clean$is_args$args; }',
      'if (-f $document_root$hcf_clean/index.html) { return 301 $hcf_clean$is_args$args; }',
      'return 404;',
    ]),
    block(`location ^~ ${rules.cache.hashedAssetsPrefix}`, [
      ...headerLines(rules, rules.cache.hashedAssets),
      'try_files $uri =404;',
    ]),
    block('location = /healthz', proxyLines(options.api, rules)),
    block('location = /healthz/notifications', proxyLines(options.api, rules)),
    block('location ^~ /api/', proxyLines(options.api, rules)),
    block('location /', [...pageHeaders, 'try_files $uri $uri.html $uri/index.html =404;']),
  );

  const compression = ['gzip off;', 'gzip_static on;', 'gzip_vary on;'];
  if (options.brotliModule) compression.push('brotli_static on;');

  const server = block('server', [
    ...listenLines(options),
    ...serverNameLines(options),
    `root ${quote(options.root)};`,
    'index index.html;',
    'server_tokens off;',
    'charset utf-8;',
    'charset_types text/css text/plain text/javascript application/json application/xml application/manifest+json image/svg+xml;',
    // Relative Location headers, as the Node server sends.
    'absolute_redirect off;',
    'etag on;',
    `client_max_body_size ${Math.ceil(rules.bodyLimitBytes / 1024)}k;`,
    ...clientLimitLines(options),
    ...compression,
    'error_page 404 /404.html;',
    '',
    // Over plain HTTP the site answers certificate challenges itself; over HTTPS the redirecting server does.
    ...(options.tls ? [] : [...acmeChallengeLocation(options).split('\n'), '']),
    ...locations.join('\n\n').split('\n'),
  ]);
  return options.tls ? `${server}\n\n${httpsRedirectServer(options, options.tls.httpListen)}` : server;
}

/** "[::]:PORT" listens on IPv6 and, with ipv6only=off, IPv4 too: one address serves both. */
function dualStack(listen: string): string {
  return listen.startsWith('[::]:') ? `${listen} ipv6only=off` : listen;
}

function listenLines({listen, tls}: NginxOptions): string[] {
  if (!tls) return [`listen ${dualStack(listen)};`];
  return [
    // http2 as a listen parameter: nginx 1.22 (Debian 12) reads only this form; newer nginx warns and still uses it.
    `listen ${dualStack(listen)} ssl http2;`,
    // limit_conn counts each HTTP/2 stream as a connection: fewer streams than its limit, so a page's burst of
    // requests waits in the browser instead of meeting 429s.
    `http2_max_concurrent_streams ${MAX_CONNECTIONS_PER_CLIENT - 4};`,
    `ssl_certificate ${quote(tls.certificate)};`,
    `ssl_certificate_key ${quote(tls.key)};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
    'ssl_session_cache shared:hcf_tls:10m;',
    'ssl_session_timeout 1d;',
  ];
}

function serverNameLines({serverNames}: NginxOptions): string[] {
  return serverNames?.length ? [`server_name ${serverNames.join(' ')};`] : [];
}

/**
 * Let's Encrypt's HTTP challenge, answered from `acme/` in the state folder (certbot's `--webroot -w` there), so
 * a certificate can be issued and renewed while the site runs; the build folder is replaced on every deploy.
 */
function acmeChallengeLocation({stateDir}: NginxOptions): string {
  return block('location ^~ /.well-known/acme-challenge/', [
    `root ${quote(`${stateDir.replace(/\/+$/, '')}/acme`)};`,
    'default_type text/plain;',
  ]);
}

/** Plain HTTP, moved to the same address over HTTPS, except the certificate challenges. */
function httpsRedirectServer(options: NginxOptions, httpListen: string): string {
  const httpsPort = options.listen.slice(options.listen.lastIndexOf(':') + 1);
  // To the site's own name when it has one, not to whatever Host a request names.
  const host = options.serverNames?.[0] ?? '$host';
  const target = `https://${host}${httpsPort === '443' ? '' : `:${httpsPort}`}$request_uri`;
  return block('server', [
    `listen ${dualStack(httpListen)};`,
    ...serverNameLines(options),
    'server_tokens off;',
    ...clientLimitLines(options),
    ...acmeChallengeLocation(options).split('\n'),
    ...block('location /', [`return 301 ${target};`]).split('\n'),
  ]);
}

/** One client's share of the server: its connections at once, and how slow it may be (the file's first comment). */
function clientLimitLines({clientTimeoutSeconds: seconds = 10}: NginxOptions): string[] {
  return [
    `limit_conn hcf_per_client ${MAX_CONNECTIONS_PER_CLIENT};`,
    'limit_conn_status 429;',
    `client_header_timeout ${seconds}s;`,
    `client_body_timeout ${seconds}s;`,
    `send_timeout ${seconds}s;`,
    // Close a timed-out connection with a reset: its socket buffers are freed at once, not after the FIN wait.
    'reset_timedout_connection on;',
  ];
}

function proxyLines(api: string, rules: HostingRules): string[] {
  return [
    `proxy_pass ${api.replace(/\/+$/, '')};`,
    // The security headers from nginx, on the server's answers and on nginx's own (a body over the limit, 413; the
    // server down, 502), which the server never sees; the server's copies are dropped so each is sent once.
    ...[...Object.keys(rules.headers), 'strict-transport-security'].map((name) => `proxy_hide_header ${name};`),
    ...headerLines(rules),
    'proxy_http_version 1.1;',
    // The host as the browser wrote it, port included: the server compares it with the Origin
    // header, which keeps the port ($host would drop it, and every post on a port other than
    // 80 or 443 would look cross-site).
    'proxy_set_header Host $http_host;',
    // nginx is the edge: the visitor is the address that connected, whatever the
    // request claims. (Behind a CDN, set real_ip_header/set_real_ip_from first.)
    'proxy_set_header X-Forwarded-For $remote_addr;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header Connection "";',
    'proxy_read_timeout 60s;',
    // Stream the body: the Node server's 30 s request timeout then bounds its whole arrival.
    'proxy_request_buffering off;',
  ];
}

/**
 * What the server block needs at the http level: the `map` for its HSTS header
 * (sent only over HTTPS, as the Node server does) and the zone that counts
 * each client's connections.
 */
export function renderHttpPrelude(): string {
  return [
    block('map $scheme $hcf_hsts', ['https "max-age=31536000; includeSubDomains";', 'default "";']),
    'limit_conn_zone $binary_remote_addr zone=hcf_per_client:10m;',
  ].join('\n');
}

function typesBlock(rules: HostingRules): string {
  const byType = new Map<string, string[]>();
  for (const [extension, type] of Object.entries(rules.contentTypes)) {
    const bare = type.split(';')[0]!.trim();
    byType.set(bare, [...(byType.get(bare) ?? []), extension.slice(1)]);
  }
  return block(
    'types',
    [...byType].map(([type, extensions]) => `${type} ${extensions.join(' ')};`),
  );
}

/** A complete nginx.conf: `nginx -c FILE` (add `-g 'daemon off;'` under a process manager). */
export function renderNginxConf(rules: HostingRules, options: NginxOptions): string {
  const state = options.stateDir.replace(/\/+$/, '');
  const lines = [
    '# Generated by `npm run deploy-config -- nginx`. Regenerate after every build:',
    "# the Content-Security-Policy carries the hashes of the build's inline scripts.",
  ];
  if (options.brotliModule) lines.push(`load_module ${options.brotliModule};`);
  lines.push(
    'worker_processes auto;',
    // Each proxied request holds two descriptors (visitor and Node server).
    `worker_rlimit_nofile ${WORKER_CONNECTIONS * 2 + 1024};`,
    `pid ${state}/nginx.pid;`,
    'error_log stderr warn;',
    '',
    block('events', [`worker_connections ${WORKER_CONNECTIONS};`]),
    '',
    block('http', [
      ...typesBlock(rules).split('\n'),
      'default_type application/octet-stream;',
      'sendfile on;',
      'tcp_nopush on;',
      'keepalive_timeout 30s;',
      `access_log ${state}/access.log;`,
      `client_body_temp_path ${state}/client_body;`,
      `proxy_temp_path ${state}/proxy;`,
      `fastcgi_temp_path ${state}/fastcgi;`,
      `uwsgi_temp_path ${state}/uwsgi;`,
      `scgi_temp_path ${state}/scgi;`,
      '',
      ...renderHttpPrelude().split('\n'),
      '',
      ...renderServerBlock(rules, options).split('\n'),
    ]),
    '',
  );
  return lines.join('\n');
}
