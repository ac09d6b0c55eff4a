/**
 * Security headers on every response. HSTS is sent only over HTTPS: when the
 * server sits behind a proxy that ends TLS, set TRUST_PROXY so that
 * X-Forwarded-Proto is believed and request.protocol reads "https".
 */
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify';

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries (HSTS aside). The nginx configuration
 * and the static-host `_headers` file are generated from this same list.
 */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * Adds the headers to every response; returns the function that does it, for
 * error handlers to call again (an error answer must carry them too).
 */
export function registerSecurityHeaders(app: FastifyInstance, csp: string) {
  const fixed = securityHeaders(csp);
  const apply = (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(fixed);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  };
  app.addHook('onRequest', async (request, reply) => apply(request, reply));
  return apply;
}
