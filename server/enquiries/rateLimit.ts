/**
 * A fixed-window limit on enquiries per client (ENQUIRY_RATE_LIMIT per 10
 * minutes, config/index.ts; step one and step two counted apart), by Fastify's own @fastify/rate-limit. A
 * client is an IPv4 address or an IPv6 /64 (clientKey.ts). Counted before
 * the body is read, so a flood costs as little as possible; held in memory,
 * so it resets on restart, which is acceptable for a brake on floods from
 * one address. Behind a proxy, set TRUST_PROXY so the address is the
 * visitor's, not the proxy's.
 *
 * Memory and time stay bounded whatever the number of addresses: the
 * plugin's store is an LRU of at most `maxClients` windows (past that the
 * least recently seen client's count starts again, the price of bounded
 * memory under a flood from very many addresses), each hit one lookup.
 */
import rateLimit from '@fastify/rate-limit';
import type {FastifyInstance} from 'fastify';
import {clientKey} from '../http/clientKey';

export const MAX_CLIENTS = 100_000;

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Clients counted at once (the memory bound). */
  maxClients?: number;
}

/** The error a refused request throws; the route's error handler answers it with the site's 429 page or JSON. */
export class TooManyRequests extends Error {
  readonly statusCode = 429;
  constructor() {
    super('Too many enquiries');
  }
}

const noCountHeaders = {'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false};

/** Limits every route registered in `scope` (give the limited routes a scope of their own). */
export async function registerRateLimit(
  scope: FastifyInstance,
  {max, windowMs, maxClients = MAX_CLIENTS}: RateLimitOptions,
) {
  await scope.register(rateLimit, {
    max,
    timeWindow: windowMs,
    cache: maxClients,
    keyGenerator: (request) => clientKey(request.ip),
    // Retry-After only: the counts would tell a flood how to pace itself.
    addHeadersOnExceeding: noCountHeaders,
    addHeaders: {...noCountHeaders, 'retry-after': true},
    errorResponseBuilder: () => new TooManyRequests(),
  });
}
