/**
 * The enquiry rate limit: who counts as one client (an IPv4 address, an IPv6
 * /64), and that memory and time per request stay bounded however many
 * addresses are live.
 */
import {clientKey, createRateLimiter} from '../../../server/enquiries/rateLimit';

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('the limiter', () => {
  it('counts every address of one IPv6 /64 together, and another /64 apart', () => {
    const limiter = createRateLimiter({max: 2, windowMs: 60_000}, () => 0);
    expect(limiter.hit('2001:db8:1:2::1').allowed).toBe(true);
    expect(limiter.hit('2001:db8:1:2::2').allowed).toBe(true);
    expect(limiter.hit('2001:db8:1:2:ffff:1:2:3')).toEqual({allowed: false, retryAfterSeconds: 60});
    expect(limiter.hit('2001:db8:1:3::1').allowed).toBe(true);
  });

  it('lets an address send again once its window is over', () => {
    let now = 0;
    const limiter = createRateLimiter({max: 1, windowMs: 10_000}, () => now);
    expect(limiter.hit('192.0.2.1').allowed).toBe(true);
    expect(limiter.hit('192.0.2.1').allowed).toBe(false);
    now = 10_000;
    expect(limiter.hit('192.0.2.1').allowed).toBe(true);
  });

  it('forgets expired windows as it goes, and never keeps more than its maximum', () => {
    let now = 0;
    const limiter = createRateLimiter({max: 5, windowMs: 1000}, () => now, 1000);
    for (let i = 0; i < 5000; i += 1) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(1000);
    now = 2000;
    limiter.hit('192.0.2.1');
    expect(limiter.size).toBe(1);
  });

  it('looks at a bounded number of windows per request, however many addresses are live', () => {
    // Counted, not timed: every step of iterating a Map goes through its iterator's next().
    // The old limiter scanned all live windows on each request once it held 10,000.
    const limiter = createRateLimiter({max: 5, windowMs: 600_000}, () => 1);
    for (let i = 0; i < 100_000; i += 1) limiter.hit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    const iteratorPrototype = Object.getPrototypeOf(new Map().entries()) as {next: () => unknown};
    const next = iteratorPrototype.next;
    let steps = 0;
    iteratorPrototype.next = function (this: unknown) {
      steps += 1;
      return next.call(this);
    };
    try {
      for (let i = 0; i < 10_000; i += 1) limiter.hit(`172.16.${(i >> 8) & 255}.${i & 255}`);
    } finally {
      iteratorPrototype.next = next;
    }
    expect(limiter.size).toBe(100_000);
    expect(steps / 10_000).toBeLessThanOrEqual(3);
  });
});
