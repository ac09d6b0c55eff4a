/**
 * The quote form's two sends read the server's refusals the same way
 * (src/components/QuoteForm/send.ts): the field errors of a 400, and a 429's
 * Retry-After in whole minutes, at least one.
 */
import {sendDetails, sendEnquiry} from '../../src/components/QuoteForm/send';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), {status, headers}));
}

test.each([
  ['step one', () => sendEnquiry({name: 'A'}, 'key-1')],
  ['step two', () => sendDetails({abn: '1'})],
])('%s: a 400 with field errors is "invalid", a 429 gives the wait in minutes', async (_, send) => {
  answer(400, {errors: {phone: 'Enter a phone number'}});
  await expect(send()).resolves.toEqual({kind: 'invalid', errors: {phone: 'Enter a phone number'}});
  answer(429, {}, {'retry-after': '61'});
  await expect(send()).resolves.toEqual({kind: 'rate-limited', retryAfterMinutes: 2});
  answer(429, {}, {'retry-after': '10'});
  await expect(send()).resolves.toEqual({kind: 'rate-limited', retryAfterMinutes: 1});
  answer(429, {});
  await expect(send()).resolves.toEqual({kind: 'rate-limited', retryAfterMinutes: 10});
});

test('a 400 without field errors is a failure for step two', async () => {
  answer(400, {});
  await expect(sendDetails({abn: '1'})).resolves.toEqual({kind: 'failed'});
});
