/**
 * The HTTP application: security headers, the enquiry API, the health check
 * and the static site. It takes its parts as arguments so tests can build it
 * around a temporary database and a small fixture site.
 *
 * Connections are bounded for a small site: a request must arrive whole
 * within 30 s (its headers within 10 s), a connection with nothing to do is
 * closed after 5 s, and at most 256 are open at once (more are closed on
 * arrival), at most 20 from one client when no proxy is in front (see
 * connectionLimit.ts; the values and why are in config/index.ts).
 */
import Fastify, {type FastifyError, type FastifyInstance, type FastifyReply} from 'fastify';
import type {Config} from '../config';
import {limitConnectionsPerClient} from './connectionLimit';
import {loggerOptions} from './logger';
import {contentSecurityPolicyForPages} from '../security/csp';
import {registerSecurityHeaders} from '../security/headers';
import {registerStaticSite} from '../static/routes';
import {loadSiteFiles, type SiteFiles} from '../static/siteFiles';

export interface AppParts {
  config: Config;
  /** Defaults to the build at config.buildDir. */
  site?: SiteFiles;
  /** For /healthz: undefined when all is well, or a short, public reason (e.g. "disk full"). */
  health?: () => string | undefined | Promise<string | undefined>;
  /** For /healthz/notifications: undefined while enquiries reach the broker, or what stops them. */
  notificationHealth?: () => Promise<string | undefined>;
  /** Registers the enquiry API (absent when only the static side is wanted). */
  registerApi?: (app: FastifyInstance) => void;
}

const HEADERS_TIMEOUT_MS = 10_000;

/** Fastify's trustProxy from ours: a hop count becomes the function Fastify's types ask for (proxy-addr's rule). */
function trustProxyOption(trust: Config['trustProxy']) {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

export function buildApp({
  config,
  site = loadSiteFiles(config.buildDir),
  health = () => undefined,
  notificationHealth = async () => undefined,
  registerApi,
}: AppParts) {
  const {requestTimeoutMs, keepAliveMs, maxConnections, maxConnectionsPerClient} = config.http;
  // Set below, once the policy is known; Fastify asks for the handler of its own errors (a malformed URL) up front.
  // eslint-disable-next-line prefer-const -- assigned once the app exists, read by the handler above
  let securityHeaders: ReturnType<typeof registerSecurityHeaders> | undefined;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // A request Fastify cannot route (e.g. a malformed percent-encoding): the security headers and a plain 400.
    frameworkErrors: (_error, request, frameworkReply) => {
      const reply = frameworkReply as FastifyReply;
      securityHeaders?.(request, reply);
      return reply.code(400).type('application/json; charset=utf-8').send({error: 'Bad request'});
    },
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: {maxParamLength: 2048},
    // Enquiries set their own (smaller) limit; nothing else accepts a body.
    bodyLimit: 32 * 1024,
    requestTimeout: requestTimeoutMs,
    // A socket silent this long is closed, whatever state it is in.
    connectionTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      // How often Node checks the two timeouts above (its default, 30 s, would let slow clients stay longer).
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs),
    },
  });
  app.server.maxConnections = maxConnections;
  if (config.trustProxy === false) {
    limitConnectionsPerClient(app.server, maxConnectionsPerClient);
    // A proxy adds X-Forwarded-For. Not named in TRUST_PROXY, it is every visitor's address: they all share one
    // enquiry rate limit (a few a window for the whole site) and HSTS is never sent. Said once, with what to set.
    let warned = false;
    app.addHook('onRequest', async (request) => {
      if (warned || request.headers['x-forwarded-for'] === undefined) return;
      warned = true;
      app.log.warn(
        'a request came with X-Forwarded-For but TRUST_PROXY is not set: behind a proxy every visitor counts as the proxy, sharing one enquiry rate limit. Set TRUST_PROXY to the proxy address (e.g. TRUST_PROXY=127.0.0.1)',
      );
    });
  }

  const pages = [...site.htmlFiles()].map((file) => file.identity.body.toString('utf8'));
  const applyHeaders = registerSecurityHeaders(app, contentSecurityPolicyForPages(pages));
  securityHeaders = applyHeaders;

  // Anything that escapes a route: the security headers and a plain message, never the error itself.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({code: error.code ?? error.name}, 'request failed');
    applyHeaders(request, reply);
    return reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({error: status === 500 ? 'Something went wrong on our side.' : 'Bad request'});
  });

  /** A health check: 200 `{status: 'ok'}`, or 503 with the failing status and a short, public reason. */
  const healthCheck =
    (check: () => string | undefined | Promise<string | undefined>, failing: string) =>
    async (_request: unknown, reply: FastifyReply) => {
      let problem: string | undefined;
      try {
        problem = await check();
      } catch {
        problem = 'unavailable';
      }
      reply.header('cache-control', 'no-store');
      if (problem) return reply.code(503).send({status: failing, problem});
      return reply.code(200).send({status: 'ok'});
    };
  app.get('/healthz', healthCheck(health, 'unavailable'));
  // Enquiries are still taken and kept while their notifications fail, so this is a check of its own for a monitor,
  // not a reason for /healthz (which a proxy may use to take the server out of service) to fail.
  app.get('/healthz/notifications', healthCheck(notificationHealth, 'failing'));

  registerApi?.(app);
  if (config.serveSite) registerStaticSite(app, site);
  return app;
}
