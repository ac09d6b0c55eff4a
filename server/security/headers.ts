/**
 * Security headers on every response. HSTS is sent only over HTTPS: when the
 * server sits behind a proxy that ends TLS, set TRUST_PROXY so that
 * X-Forwarded-Proto is believed and request.protocol reads "https".
 */
import type {FastifyInstance} from 'fastify';

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

export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  const fixed = securityHeaders(csp);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(fixed);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
