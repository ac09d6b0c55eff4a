/**
 * The quote form's sending logic (src/components/QuoteForm/send.ts) against
 * the real server: the device goes offline after the server stored the
 * enquiry, so the answer is lost and the server cannot be asked. The form
 * must not say "not sent"; a fresh showing of the form in the same tab finds
 * the submission by its kept key and content, and a resend is the same
 * enquiry, stored and e-mailed once.
 */
import {forgetUnconfirmed, sendEnquiry, storedReference, unconfirmed} from '../../../src/components/QuoteForm/send';
import {createServer, type Server} from '../../../server/server';
import {
  mailEnv,
  readRows,
  removeDir,
  sleep,
  startSmtp,
  tempDir,
  testConfig,
  validEnquiry,
  waitFor,
  writeFixtureBuild,
} from './helpers';

jest.setTimeout(30_000);

let dir: string;
let server: Server;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const realFetch = globalThis.fetch;
const device = {online: true};

beforeEach(async () => {
  dir = tempDir();
  writeFixtureBuild(dir);
  smtp = await startSmtp();
  server = createServer(testConfig(dir, {ENQUIRY_RATE_LIMIT: '100', ...mailEnv(smtp.port)}));
  const base = await server.start();
  const kept = new Map<string, string>();
  Object.assign(globalThis, {
    sessionStorage: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    },
  });
  Object.defineProperty(globalThis, 'navigator', {
    value: {
      get onLine() {
        return device.online;
      },
    },
    configurable: true,
  });
  // The page's relative addresses, on the test server; offline, nothing gets through.
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (!device.online) throw new TypeError('Failed to fetch');
    return realFetch(`${base}${url}`, init);
  }) as typeof fetch;
});

afterEach(async () => {
  globalThis.fetch = realFetch;
  device.online = true;
  forgetUnconfirmed();
  await server.close();
  await smtp.close();
  removeDir(dir);
});

it('offline after the server stored it: "could not confirm", never "not sent"; a fresh page finds it, and a resend is stored once', async () => {
  const body = validEnquiry({name: 'Olive Offline'}) as unknown as Record<string, string>;
  const key = 'offline-after-send-0123456789';
  const online = globalThis.fetch;
  // The post reaches the server and is stored; the device drops off the network before the answer arrives.
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (url === '/api/enquiries') {
      await online(url, init);
      device.online = false;
      throw new TypeError('Failed to fetch');
    }
    return online(url, init);
  }) as typeof fetch;

  const outcome = await sendEnquiry(body, key);
  expect(outcome).toEqual({kind: 'unknown', offline: true});
  expect(readRows(server.databasePath, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
  expect(unconfirmed()).toEqual({key, body});

  // Back online, a fresh showing of the form in the same tab asks about the kept submission first.
  globalThis.fetch = online;
  device.online = true;
  const kept = unconfirmed()!;
  const stored = await storedReference(kept.key, kept.body);
  expect(stored).toEqual({reference: expect.stringMatching(/^HCF-/), detailsToken: expect.any(String)});
  // Sending again under the kept key is the same enquiry.
  const again = await sendEnquiry(kept.body, kept.key);
  expect(again).toMatchObject({kind: 'sent', reference: (stored as {reference: string}).reference});
  expect(unconfirmed()).toBeUndefined();
  expect(readRows(server.databasePath, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
  await waitFor(() => smtp.messages.length >= 1, 5000, 'the e-mail');
  await sleep(300);
  expect(smtp.messages).toHaveLength(1);
});

it('a 503 after the server stored it (a commit that finished past its deadline): the form asks by key, never "not sent"', async () => {
  const body = validEnquiry({name: 'Lena Late'}) as unknown as Record<string, string>;
  const online = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    if (url === '/api/enquiries') {
      await online(url, init);
      return new Response('{"error":"database not writable in time"}', {status: 503});
    }
    return online(url, init);
  }) as typeof fetch;
  const outcome = await sendEnquiry(body, 'late-commit-0123456789abcdef');
  expect(outcome).toMatchObject({kind: 'sent', reference: expect.stringMatching(/^HCF-/)});
  expect(readRows(server.databasePath, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 1}]);
});

it('offline before sending: "not sent" is the truth, and nothing reaches the server', async () => {
  device.online = false;
  expect(await sendEnquiry(validEnquiry() as unknown as Record<string, string>, 'offline-before-send-0123')).toEqual({
    kind: 'offline',
  });
  expect(readRows(server.databasePath, 'SELECT COUNT(*) AS n FROM enquiries')).toEqual([{n: 0}]);
});
