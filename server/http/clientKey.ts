/**
 * Who counts as one client, for the enquiry rate limit and the per-client
 * connection limit: an IPv4 address, or an IPv6 /64. One home or office line
 * gets a whole /64, so counting single IPv6 addresses would give it 2^64 tries.
 */
import net from 'net';

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

/** What the limits count: the IPv4 address (also when written IPv4-mapped), or the IPv6 /64. */
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
