/**
 * Security headers on every response. HSTS is sent only over HTTPS: when the
 * server sits behind a proxy that ends TLS, set TRUST_PROXY so that
 * X-Forwarded-Proto is believed and request.protocol reads "https".
 */
import type {FastifyInstance} from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

export function registerSecurityHeaders(app: FastifyInstance, csp: string): void {
  const fixed: Record<string, string> = {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(fixed);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
