import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PostcodeLookupResponse } from '@villa/shared/contract';
import { postcodeLookupTexts } from '@villa/shared/contract';
import { ADDRESSES_BY_POSTCODE } from '../src/agent-office/postcodes/ukAddresses';
import { embeddedPostcodeProvider } from '../src/agent-office/postcodes/embeddedProvider';
import { createIdealPostcodesProvider } from '../src/agent-office/postcodes/idealPostcodesProvider';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_USERS } from '../src/db/seed/demoUsers';
import { DEMO_POSTCODES } from '../src/demo/people';
import { createTestApp, DEMO, tokenFor } from './helpers/testApp';

/*
 * Issue 15: the postcode lookup behind a provider interface. The licensed service (Ideal
 * Postcodes, chosen by POSTCODE_PROVIDER and its key) is tested against a local stub of its
 * documented API; the embedded set, the offline default, knows every postcode the seed uses.
 */

const KEY = 'ak_test_key';

/** The documented answers of GET /v1/postcodes/{postcode}?api_key=... */
function startStub() {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://stub');
    const match = /^\/v1\/postcodes\/(.+)$/.exec(url.pathname);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (!match) return send(404, { code: 4040, message: 'Resource not found' });
    const key = url.searchParams.get('api_key');
    if (key === 'ak_exhausted') return send(402, { code: 4020, message: 'Token balance depleted' });
    if (key !== KEY) return send(401, { code: 4010, message: 'Invalid Key' });
    const postcode = decodeURIComponent(match[1]);
    if (postcode === 'ID1 1QD') {
      return send(200, {
        result: [
          {
            line_1: 'Prime Minister & First Lord of the Treasury',
            line_2: '10 Downing Street',
            line_3: '',
            post_town: 'LONDON',
            county: '',
            postcode: 'ID1 1QD',
            dependent_locality: '',
          },
          {
            line_1: '2 Barons Court Road',
            line_2: '',
            line_3: '',
            post_town: 'NEWCASTLE UPON TYNE',
            county: 'Tyne and Wear',
            postcode: 'ID1 1QD',
            dependent_locality: 'Jesmond',
          },
        ],
        code: 2000,
        message: 'Success',
      });
    }
    if (postcode === 'ID1 1ZZ') return send(500, { code: 5000, message: 'Server error' });
    return send(404, { code: 4040, message: 'Postcode Not Found' });
  });
  return new Promise<{ url: string; requests: string[]; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}

describe('the postcode provider of a licensed service (Ideal Postcodes), against a stub', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  beforeAll(async () => {
    stub = await startStub();
  });
  afterAll(() => stub.close());

  test('finds the addresses of a postcode, as the lookup answers them', async () => {
    const provider = createIdealPostcodesProvider({ apiKey: KEY, baseUrl: stub.url });
    // Any spacing and case: the provider asks for the canonical postcode.
    const result = await provider.lookup('id11qd');
    expect(result).toEqual({
      kind: 'found',
      address: {
        Premises: ['Prime Minister & First Lord of the Treasury', '2 Barons Court Road'],
        Address2: '10 Downing Street',
        Town: 'London',
        County: '',
        Postcode: 'ID1 1QD',
      },
    });
    expect(stub.requests.at(-1)).toBe(`/v1/postcodes/ID1%201QD?api_key=${KEY}`);
  });

  test('an unknown postcode is not found; a malformed one never leaves the portal', async () => {
    const provider = createIdealPostcodesProvider({ apiKey: KEY, baseUrl: stub.url });
    expect(await provider.lookup('SW1A 9ZZ')).toEqual({ kind: 'notFound' });
    const asked = stub.requests.length;
    expect(await provider.lookup('not a postcode')).toEqual({ kind: 'invalid' });
    expect(stub.requests).toHaveLength(asked);
  });

  test('a bad key, no lookups left or a failing service throw (the lookup says unavailable)', async () => {
    await expect(
      createIdealPostcodesProvider({ apiKey: 'wrong', baseUrl: stub.url }).lookup('ID1 1QD'),
    ).rejects.toThrow('Ideal Postcodes answered 401');
    await expect(
      createIdealPostcodesProvider({ apiKey: 'ak_exhausted', baseUrl: stub.url }).lookup('ID1 1QD'),
    ).rejects.toThrow('answered 402');
    await expect(
      createIdealPostcodesProvider({ apiKey: KEY, baseUrl: stub.url }).lookup('ID1 1ZZ'),
    ).rejects.toThrow();
  });

  test('the server uses it when POSTCODE_PROVIDER names it, and says when it fails', async () => {
    const t = await createTestApp('sqlite', {
      config: { postcodes: { provider: 'ideal-postcodes', apiKey: KEY, baseUrl: stub.url } },
    });
    try {
      const token = await tokenFor(t.app, DEMO.agent);
      const lookup = async (q: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/postcode-lookup?q=${encodeURIComponent(q)}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json() as PostcodeLookupResponse;
      expect(await lookup('ID1 1QD')).toMatchObject({
        FullAddress: { Postcode: 'ID1 1QD', Town: 'London' },
      });
      expect(await lookup('SW1A 9ZZ')).toEqual({ error: postcodeLookupTexts.notFound });
      expect(await lookup('ID1 1ZZ')).toEqual({ error: postcodeLookupTexts.unavailable });
    } finally {
      await t.close();
    }
  });
});

describe('choosing the postcode provider', () => {
  test('the embedded set by default; the service needs its key', () => {
    expect(loadConfig({}).postcodes).toEqual({ provider: 'embedded' });
    expect(
      loadConfig({ POSTCODE_PROVIDER: 'ideal-postcodes', POSTCODE_API_KEY: 'ak_live' }).postcodes,
    ).toEqual({ provider: 'ideal-postcodes', apiKey: 'ak_live', baseUrl: null });
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ POSTCODE_PROVIDER: 'ideal-postcodes' })).toEqual([
      'POSTCODE_API_KEY must be set when POSTCODE_PROVIDER=ideal-postcodes',
    ]);
    expect(problems({ POSTCODE_PROVIDER: 'royal-mail' })).toEqual([
      'POSTCODE_PROVIDER must be one of embedded, ideal-postcodes (got "royal-mail")',
    ]);
  });
});

describe('the embedded postcode set', () => {
  test('knows every postcode the seed uses: the demo users and the demo customers', async () => {
    const seeded = [
      ...DEMO_USERS.flatMap((u) => (u.details.postcode ? [u.details.postcode] : [])),
      ...DEMO_POSTCODES,
    ];
    expect(seeded.length).toBeGreaterThan(8);
    for (const postcode of seeded) {
      expect(ADDRESSES_BY_POSTCODE.has(postcode)).toBe(true);
      expect((await embeddedPostcodeProvider.lookup(postcode)).kind).toBe('found');
    }
  });
});
