/**
 * A fixed-window limit on enquiries per client (ENQUIRY_RATE_LIMIT per
 * ENQUIRY_RATE_WINDOW_SECONDS). Held in memory: it resets on restart, which
 * is acceptable for a brake on floods from one address. Behind a proxy, set
 * TRUST_PROXY so the address is the visitor's, not the proxy's.
 *
 * A client is an IPv4 address, or an IPv6 /64: one home or office line gets
 * a whole /64, so counting single IPv6 addresses would give it 2^64 tries.
 *
 * Time and memory stay bounded whatever the number of addresses. Every
 * window has the same length, so windows kept in order of creation are also
 * in order of expiry: each hit drops the expired ones from the front (a
 * Map's insertion order) and never scans the rest. At most `maxClients`
 * windows are kept; past that the oldest is dropped first (that client's
 * count starts again, the price of bounded memory under a flood from very
 * many addresses).
 */
import net from 'net';

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until the address may send again (when not allowed). */
  retryAfterSeconds: number;
}

export const MAX_CLIENTS = 100_000;

/** Expands an IPv6 address to its eight 16-bit groups. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const last = (tail === undefined ? left : right).at(-1);
  if (last && net.isIPv4(last)) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    const groups = [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    (tail === undefined ? left : right).splice(-1, 1, ...groups);
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** What the limit counts: the IPv4 address (also when written IPv4-mapped), or the IPv6 /64. */
export function clientKey(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi, lo] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export function createRateLimiter(
  {max, windowMs}: {max: number; windowMs: number},
  clock = () => Date.now(),
  maxClients = MAX_CLIENTS,
) {
  const windows = new Map<string, {count: number; resetAt: number}>();
  return {
    hit(address: string): RateLimitResult {
      const now = clock();
      const key = clientKey(address);
      // Drop expired windows from the front; stop at the first live one.
      for (const [k, w] of windows) {
        if (w.resetAt > now && windows.size < maxClients) break;
        windows.delete(k);
      }
      let window = windows.get(key);
      if (!window) {
        window = {count: 0, resetAt: now + windowMs};
        windows.set(key, window);
      }
      window.count += 1;
      const allowed = window.count <= max;
      return {allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.resetAt - now) / 1000))};
    },
    /** Clients being counted (for tests and the memory bound). */
    get size() {
      return windows.size;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
