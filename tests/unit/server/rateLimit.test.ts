/**
 * The enquiry rate limit (@fastify/rate-limit, as server/enquiries/rateLimit.ts
 * sets it up): who counts as one client (an IPv4 address, an IPv6 /64), that
 * a window ends, and that memory stays bounded however many addresses are
 * live. The route's 429 answer (the site's page, Retry-After) is tested in
 * enquiries.test.ts and abuse.test.ts.
 */
import Fastify from 'fastify';
import {clientKey} from '../../../server/http/clientKey';
import {registerRateLimit, type RateLimitOptions} from '../../../server/enquiries/rateLimit';

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

/** A server whose one route is limited as enquiries are; `post(from)` answers the status. */
async function limitedServer(options: RateLimitOptions) {
  const app = Fastify();
  await app.register(async (scope) => {
    await registerRateLimit(scope, options);
    scope.post('/', async () => 'ok');
  });
  const post = async (remoteAddress: string) => {
    const response = await app.inject({method: 'POST', url: '/', remoteAddress});
    return {status: response.statusCode, retryAfter: response.headers['retry-after']};
  };
  return {app, post};
}

afterEach(() => jest.restoreAllMocks());

describe('the limiter', () => {
  it('counts every address of one IPv6 /64 together, and another /64 apart', async () => {
    const {app, post} = await limitedServer({max: 2, windowMs: 60_000});
    expect((await post('2001:db8:1:2::1')).status).toBe(200);
    expect((await post('2001:db8:1:2::2')).status).toBe(200);
    expect(await post('2001:db8:1:2:ffff:1:2:3')).toEqual({status: 429, retryAfter: '60'});
    expect((await post('2001:db8:1:3::1')).status).toBe(200);
    await app.close();
  });

  it('counts an IPv4 address written IPv4-mapped as that address', async () => {
    const {app, post} = await limitedServer({max: 1, windowMs: 60_000});
    expect((await post('203.0.113.9')).status).toBe(200);
    expect((await post('::ffff:203.0.113.9')).status).toBe(429);
    await app.close();
  });

  it('lets an address send again once its window is over, and sends no counts', async () => {
    let now = 1_000_000;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const {app, post} = await limitedServer({max: 1, windowMs: 10_000});
    expect((await post('192.0.2.1')).status).toBe(200);
    now += 4_000;
    expect(await post('192.0.2.1')).toEqual({status: 429, retryAfter: '6'});
    now += 6_000;
    const again = await app.inject({method: 'POST', url: '/', remoteAddress: '192.0.2.1'});
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.headers).filter((name) => name.includes('ratelimit'))).toEqual([]);
    await app.close();
  });

  it('keeps at most maxClients windows: past that the least recently seen client starts again', async () => {
    const {app, post} = await limitedServer({max: 1, windowMs: 60_000, maxClients: 3});
    expect((await post('192.0.2.1')).status).toBe(200);
    expect((await post('192.0.2.1')).status).toBe(429);
    for (const other of ['192.0.2.2', '192.0.2.3', '192.0.2.4']) expect((await post(other)).status).toBe(200);
    expect((await post('192.0.2.1')).status).toBe(200);
    await app.close();
  });
});
