/**
 * A fixed-window limit on enquiries per client address (ENQUIRY_RATE_LIMIT
 * per ENQUIRY_RATE_WINDOW_SECONDS). Held in memory: it resets on restart,
 * which is acceptable for a brake on floods from one address. Behind a proxy,
 * set TRUST_PROXY so the address is the visitor's, not the proxy's.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the address may send again (when not allowed). */
  retryAfterSeconds: number;
}

const SWEEP_AT = 10_000;

export function createRateLimiter({max, windowMs}: {max: number; windowMs: number}, clock = () => Date.now()) {
  const windows = new Map<string, {count: number; resetAt: number}>();
  return {
    hit(key: string): RateLimitResult {
      const now = clock();
      if (windows.size >= SWEEP_AT) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = {count: 0, resetAt: now + windowMs};
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= max;
      return {allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000))};
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
