/**
 * The HTTP application: security headers, the enquiry API, the health check
 * and the static site. It takes its parts as arguments so tests can build it
 * around a temporary database and a small fixture site.
 */
import Fastify, {type FastifyInstance} from 'fastify';
import type {Config} from './config';
import {loggerOptions} from './logger';
import {contentSecurityPolicyForPages} from './security/csp';
import {registerSecurityHeaders} from './security/headers';
import {registerStaticSite} from './static/routes';
import {loadSiteFiles, type SiteFiles} from './static/siteFiles';

export interface AppParts {
  config: Config;
  /** Defaults to the build at config.buildDir. */
  site?: SiteFiles;
  /** Answers whether the database is ready, for /healthz. */
  isReady?: () => boolean;
  /** Registers the enquiry API (absent when only the static side is wanted). */
  registerApi?: (app: FastifyInstance) => void;
}

export function buildApp({config, site = loadSiteFiles(config.buildDir), isReady = () => true, registerApi}: AppParts) {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    // A hop count becomes the function Fastify's types ask for (the same rule proxy-addr applies).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: {maxParamLength: 2048},
    // Enquiries set their own (smaller) limit; nothing else accepts a body.
    bodyLimit: 32 * 1024,
  });

  const pages = [...site.htmlFiles()].map((file) => file.identity.body.toString('utf8'));
  registerSecurityHeaders(app, contentSecurityPolicyForPages(pages));

  app.get('/healthz', async (_request, reply) => {
    let ready = false;
    try {
      ready = isReady();
    } catch {
      ready = false;
    }
    reply.header('cache-control', 'no-store');
    return reply.code(ready ? 200 : 503).send({status: ready ? 'ok' : 'unavailable'});
  });

  registerApi?.(app);
  registerStaticSite(app, site);
  return app;
}
