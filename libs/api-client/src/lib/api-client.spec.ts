import { AxiosError } from 'axios';
import { CODES, type Envelope } from '@brokerage/contracts';
import { createApiClient, createApiTransport, DEFAULT_TIMEOUT_MS, type ApiClient, type ApiClientOptions } from './api-client';
import { isEnvelope, isTokenInvalid } from './envelope';
import { echo, sendJson, startTestServer, type TestServer } from '../testing/http-test-server';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const options = (overrides: Partial<ApiClientOptions> = {}): ApiClientOptions => ({
  baseURL: server.url,
  lang: 'zh-hk',
  district: 'hk',
  ...overrides,
});

const lastHeaders = () => server.requests[server.requests.length - 1].headers;

const eachClient = (client: ApiClient) => [client.main, client.userServer, client.userApi];

/** The headers each of the three clients sent with one request, in the order main, userServer, userApi. */
const headersFromEachClient = async (client: ApiClient) => {
  const sent: ReturnType<typeof lastHeaders>[] = [];
  for (const http of eachClient(client)) {
    await http.request({ url: '/ping' });
    sent.push(lastHeaders());
  }
  return sent;
};

describe('headers sent by every client', () => {
  it.each([
    ['zh-cn', '1'],
    ['zh-hk', '2'],
    ['en', '3'],
  ] as const)('sends X-Lang %s as %s', async (lang, expected) => {
    const sent = await headersFromEachClient(createApiClient(options({ lang })));
    expect(sent.map((headers) => headers['x-lang'])).toEqual([expected, expected, expected]);
  });

  it.each([
    ['mainland', '1'],
    ['hk', '2'],
  ] as const)('sends X-Type %s as %s', async (district, expected) => {
    const sent = await headersFromEachClient(createApiClient(options({ district })));
    expect(sent.map((headers) => headers['x-type'])).toEqual([expected, expected, expected]);
  });

  it('sends X-Dev-Info official-web, the token as Authorization and the uuid as X-Uid', async () => {
    for (const headers of await headersFromEachClient(createApiClient(options({ token: 'tok-123', uid: 'user-uuid-9' })))) {
      expect(headers).toMatchObject({ 'x-dev-info': 'official-web', authorization: 'tok-123', 'x-uid': 'user-uuid-9' });
    }
  });

  it.each([undefined, null, '', '   '])('leaves Authorization and X-Uid out when token and uid are %p', async (missing) => {
    for (const headers of await headersFromEachClient(createApiClient(options({ token: missing, uid: missing })))) {
      expect(headers).not.toHaveProperty('authorization');
      expect(headers).not.toHaveProperty('x-uid');
    }
  });

  it('passes extra headers such as X-Forwarded-For on every client, but never lets them replace a spec header', async () => {
    const client = createApiClient(options({ token: 'real', headers: { 'X-Forwarded-For': '203.0.113.7', authorization: 'forged', 'x-lang': '9' } }));
    for (const headers of await headersFromEachClient(client)) {
      expect(headers).toMatchObject({ 'x-forwarded-for': '203.0.113.7', authorization: 'real', 'x-lang': '2' });
    }
  });

  it('never takes a spec header from the extra headers, even one the rules leave out', async () => {
    const client = createApiClient(options({ headers: { 'X-Uid': 'someone-else', 'x-quotestoken': 'q', 'X-Request-Id': 'fixed', 'X-Terminal': '2' } }));
    await client.main.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-uid');
    expect(lastHeaders()).not.toHaveProperty('x-quotestoken');
    expect(lastHeaders()).not.toHaveProperty('x-request-id');
    expect(lastHeaders()['x-terminal']).toBe('1');
    await client.userServer.request({ url: '/ping' });
    expect(lastHeaders()['x-request-id']).not.toBe('fixed');
  });
});

describe('main client only', () => {
  it.each([
    ['pc', '1'],
    ['h5', '2'],
  ] as const)('sends X-Terminal %s as %s', async (terminal, expected) => {
    const client = createApiClient(options({ terminal }));
    await client.main.request({ url: '/ping' });
    expect(lastHeaders()['x-terminal']).toBe(expected);
    await client.userServer.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-terminal');
    await client.userApi.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-terminal');
  });

  it('defaults X-Terminal to pc', async () => {
    await createApiClient(options()).main.request({ url: '/ping' });
    expect(lastHeaders()['x-terminal']).toBe('1');
  });

  it.each(['hz.example.com', 'www.HZ-quotes.example.com', 'trade-hz'])('sends X-QuotesToken on host %s', async (hostname) => {
    const client = createApiClient(options({ hostname, quotesToken: 'quotes-abc' }));
    await client.main.request({ url: '/ping' });
    expect(lastHeaders()['x-quotestoken']).toBe('quotes-abc');
    await client.userServer.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-quotestoken');
  });

  it.each([
    ['www.example.com', 'quotes-abc'],
    [undefined, 'quotes-abc'],
    ['hz.example.com', undefined],
    ['hz.example.com', ''],
  ])('leaves X-QuotesToken out for host %p with token %p', async (hostname, quotesToken) => {
    await createApiClient(options({ hostname, quotesToken })).main.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-quotestoken');
  });
});

describe('request id clients', () => {
  it('give every request of userServer and userApi its own X-Request-Id, the main client none', async () => {
    const client = createApiClient(options());
    await Promise.all([...Array(10)].map(() => client.userServer.request({ url: '/ping' })));
    await Promise.all([...Array(10)].map(() => client.userApi.request({ url: '/ping' })));
    const ids = server.requests.map((request) => request.headers['x-request-id']);
    expect(ids).toHaveLength(20);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(20);

    await client.main.request({ url: '/ping' });
    expect(lastHeaders()).not.toHaveProperty('x-request-id');
  });

  it('send userApi calls to userApiBaseURL when it is given', async () => {
    const other = await startTestServer();
    try {
      const client = createApiClient(options({ userApiBaseURL: other.url }));
      await client.userApi.request({ url: '/user-api/query/common_config' });
      expect(other.requests.map((request) => request.path)).toEqual(['/user-api/query/common_config']);
      expect(server.requests).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});

describe('per-context isolation', () => {
  it('keeps two concurrent users apart: each request carries its own token, uid and language', async () => {
    server.respondWith((request, response) => {
      // Answer the first user late, so both calls are in flight together.
      const delay = request.headers.authorization === 'token-alice' ? 50 : 0;
      setTimeout(() => echo(request, response), delay);
    });
    const alice = createApiClient(options({ token: 'token-alice', uid: 'alice', lang: 'en' }));
    const bob = createApiClient(options({ token: 'token-bob', uid: 'bob', lang: 'zh-cn', district: 'mainland' }));
    await Promise.all([alice.main.request({ url: '/a' }), bob.main.request({ url: '/b' }), alice.userServer.request({ url: '/a' }), bob.userServer.request({ url: '/b' })]);

    const seen = server.requests.map((request) => [request.path, request.headers.authorization, request.headers['x-uid'], request.headers['x-lang'], request.headers['x-type']]);
    expect(seen).toHaveLength(4);
    expect(seen.filter(([path]) => path === '/a')).toEqual([
      ['/a', 'token-alice', 'alice', '3', '2'],
      ['/a', 'token-alice', 'alice', '3', '2'],
    ]);
    expect(seen.filter(([path]) => path === '/b')).toEqual([
      ['/b', 'token-bob', 'bob', '1', '1'],
      ['/b', 'token-bob', 'bob', '1', '1'],
    ]);
  });

  it('signals a token error only to the context whose call got 300101', async () => {
    server.respondWith((request, response) =>
      sendJson(response, request.headers.authorization === 'expired' ? { code: CODES.TOKEN_INVALID, msg: 'expired', data: null } : { code: 0, msg: 'ok', data: 1 }),
    );
    const expiredListener = jest.fn();
    const validListener = jest.fn();
    const expired = createApiClient(options({ token: 'expired', onTokenError: expiredListener }));
    const valid = createApiClient(options({ token: 'valid', onTokenError: validListener }));
    await Promise.allSettled([expired.main.request({ url: '/x' }), valid.main.request({ url: '/x' })]);
    expect(expiredListener).toHaveBeenCalledTimes(1);
    expect(validListener).not.toHaveBeenCalled();
  });
});

describe('shared transport (one set of axios instances for many contexts)', () => {
  it('sends each context its own token, uid, language, district and extra headers when their calls run in parallel', async () => {
    server.respondWith((request, response) => {
      // The first context is answered last, so every call is in flight at once.
      const delay = request.headers.authorization === 'token-alice' ? 50 : 0;
      setTimeout(() => echo(request, response), delay);
    });
    const transport = createApiTransport({ baseURL: server.url });
    const alice = createApiClient(options({ transport, token: 'token-alice', uid: 'alice', lang: 'en', headers: { 'X-Forwarded-For': '203.0.113.1' } }));
    const bob = createApiClient(options({ transport, token: 'token-bob', uid: 'bob', lang: 'zh-cn', district: 'mainland', headers: { 'X-Forwarded-For': '198.51.100.2' } }));
    const visitor = createApiClient(options({ transport, terminal: 'h5' }));
    await Promise.all([
      alice.main.request({ url: '/a' }),
      bob.main.request({ url: '/b' }),
      visitor.main.request({ url: '/v' }),
      alice.userServer.request({ url: '/a' }),
      bob.userApi.request({ url: '/b' }),
    ]);

    const seen = server.requests.map((request) => [
      request.path,
      request.headers.authorization,
      request.headers['x-uid'],
      request.headers['x-lang'],
      request.headers['x-type'],
      request.headers['x-forwarded-for'],
    ]);
    expect(seen.filter(([path]) => path === '/a')).toEqual([
      ['/a', 'token-alice', 'alice', '3', '2', '203.0.113.1'],
      ['/a', 'token-alice', 'alice', '3', '2', '203.0.113.1'],
    ]);
    expect(seen.filter(([path]) => path === '/b')).toEqual([
      ['/b', 'token-bob', 'bob', '1', '1', '198.51.100.2'],
      ['/b', 'token-bob', 'bob', '1', '1', '198.51.100.2'],
    ]);
    expect(seen.filter(([path]) => path === '/v')).toEqual([['/v', undefined, undefined, '2', '2', undefined]]);
    expect(server.requests.find((request) => request.path === '/v')?.headers['x-terminal']).toBe('2');
    for (const http of [transport.main, transport.userServer, transport.userApi]) expect(http.defaults.headers.common).not.toHaveProperty('Authorization');
  });

  it('signals a token error only to the context whose call got 300101', async () => {
    server.respondWith((request, response) =>
      sendJson(response, request.headers.authorization === 'expired' ? { code: CODES.TOKEN_INVALID, msg: 'expired', data: null } : { code: 0, msg: 'ok', data: 1 }),
    );
    const transport = createApiTransport({ baseURL: server.url });
    const expiredListener = jest.fn();
    const validListener = jest.fn();
    const expired = createApiClient(options({ transport, token: 'expired', onTokenError: expiredListener }));
    const valid = createApiClient(options({ transport, token: 'valid', onTokenError: validListener }));
    const [expiredAnswer, validAnswer] = await Promise.allSettled([expired.main.request({ url: '/x' }), valid.main.request({ url: '/x' })]);
    expect(expiredAnswer).toMatchObject({ status: 'rejected', reason: { code: CODES.TOKEN_INVALID } });
    expect(validAnswer).toEqual({ status: 'fulfilled', value: 1 });
    expect(expiredListener).toHaveBeenCalledTimes(1);
    expect(validListener).not.toHaveBeenCalled();
  });

  it("applies each context's timeout to its calls", async () => {
    server.respondWith(() => undefined);
    const transport = createApiTransport({ baseURL: server.url });
    const rejection = await createApiClient(options({ transport, timeout: 100 })).main.request({ url: '/slow' }).catch((reason: unknown) => reason);
    expect(rejection).toBeInstanceOf(AxiosError);
    expect((rejection as AxiosError).code).toBe(AxiosError.ECONNABORTED);
  });

  it('refuses a transport made for another API', () => {
    const transport = createApiTransport({ baseURL: 'http://127.0.0.1:1' });
    expect(() => createApiClient(options({ transport }))).toThrow('the transport was made for other base URLs');
  });
});

describe('envelope rules', () => {
  it('resolves code 0 with data only', async () => {
    server.respondWith((_request, response) => sendJson(response, { code: 0, msg: 'success', data: { result: 'MAINLAND' } }));
    await expect(createApiClient(options()).main.request({ url: '/config-manager/api/ip-info/v1' })).resolves.toEqual({ result: 'MAINLAND' });
  });

  it('resolves code 0 with null data as null', async () => {
    server.respondWith((_request, response) => sendJson(response, { code: 0, msg: 'success', data: null }));
    await expect(createApiClient(options()).userServer.request({ url: '/logout' })).resolves.toBeNull();
  });

  it.each([CODES.CAPTCHA_REQUIRED, CODES.REQUEST_FAILED, CODES.PHONE_NOT_REGISTERED, -1])('rejects code %i with the whole body and no token-error signal', async (code) => {
    const body = { code, msg: 'server says no', data: { hint: 'x' } };
    server.respondWith((_request, response) => sendJson(response, body));
    const onTokenError = jest.fn();
    const client = createApiClient(options({ onTokenError }));
    for (const http of eachClient(client)) {
      await expect(http.request({ url: '/x' })).rejects.toEqual(body);
    }
    expect(onTokenError).not.toHaveBeenCalled();
  });

  it('rejects an envelope that comes with an HTTP error status with the body too', async () => {
    const body = { code: 800, msg: 'request failed!', data: null };
    server.respondWith((_request, response) => sendJson(response, body, 400));
    await expect(createApiClient(options()).main.request({ url: '/x' })).rejects.toEqual(body);
  });

  it('on code 300101 signals the option callback and every subscriber, and still rejects with the body', async () => {
    const body = { code: CODES.TOKEN_INVALID, msg: 'Your session has expired.', data: null };
    server.respondWith((_request, response) => sendJson(response, body));
    const fromOption = jest.fn();
    const subscriber = jest.fn();
    const client = createApiClient(options({ token: 'old', onTokenError: fromOption }));
    const unsubscribe = client.onTokenError(subscriber);

    const rejection = await client.userServer.request({ url: '/user-server/api/get-current-user/v1' }).catch((reason: unknown) => reason);
    expect(rejection).toEqual(body);
    expect(isTokenInvalid(rejection)).toBe(true);
    expect(fromOption).toHaveBeenCalledWith(body);
    expect(subscriber).toHaveBeenCalledWith(body);

    unsubscribe();
    await expect(client.main.request({ url: '/x' })).rejects.toEqual(body);
    expect(subscriber).toHaveBeenCalledTimes(1);
    expect(fromOption).toHaveBeenCalledTimes(2);
  });

  it('on code 300101 with an HTTP 401 status still signals and rejects with the body', async () => {
    const body = { code: CODES.TOKEN_INVALID, msg: 'expired', data: null };
    server.respondWith((_request, response) => sendJson(response, body, 401));
    const onTokenError = jest.fn();
    await expect(createApiClient(options({ onTokenError })).main.request({ url: '/x' })).rejects.toEqual(body);
    expect(onTokenError).toHaveBeenCalledTimes(1);
  });

  it('keeps rejecting with the body when a token-error listener throws', async () => {
    const body = { code: CODES.TOKEN_INVALID, msg: 'expired', data: null };
    server.respondWith((_request, response) => sendJson(response, body));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    const client = createApiClient(
      options({
        onTokenError: () => {
          throw new Error('dialog broke');
        },
      }),
    );
    client.onTokenError(after);
    await expect(client.main.request({ url: '/x' })).rejects.toEqual(body);
    expect(after).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('rejects a success status without an envelope with an axios ERR_BAD_RESPONSE error', async () => {
    server.respondWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>gateway page</html>');
    });
    const rejection = await createApiClient(options()).main.request({ url: '/x' }).catch((reason: unknown) => reason);
    expect(rejection).toBeInstanceOf(AxiosError);
    expect((rejection as AxiosError).code).toBe(AxiosError.ERR_BAD_RESPONSE);
    expect(isEnvelope(rejection)).toBe(false);
  });

  it('rejects an HTTP error without an envelope with the axios error as is', async () => {
    server.respondWith((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad Gateway');
    });
    const rejection = await createApiClient(options()).main.request({ url: '/x' }).catch((reason: unknown) => reason);
    expect(rejection).toBeInstanceOf(AxiosError);
    expect((rejection as AxiosError).response?.status).toBe(502);
  });
});

describe('network failures', () => {
  it(`defaults the timeout to ${DEFAULT_TIMEOUT_MS} ms on all three clients`, () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(3000);
    const client = createApiClient(options());
    for (const http of eachClient(client)) expect(http.axios.defaults.timeout).toBe(3000);
  });

  it('rejects with the axios timeout error when the server never answers', async () => {
    server.respondWith(() => undefined);
    const onTokenError = jest.fn();
    const client = createApiClient(options({ timeout: 100, onTokenError }));
    for (const http of eachClient(client)) {
      const rejection = await http.request({ url: '/hang' }).catch((reason: unknown) => reason);
      expect(rejection).toBeInstanceOf(AxiosError);
      expect((rejection as AxiosError).code).toBe(AxiosError.ECONNABORTED);
      expect((rejection as AxiosError).message).toMatch(/timeout of 100ms exceeded/);
    }
    expect(onTokenError).not.toHaveBeenCalled();
  });

  it('rejects with the axios connection error when nothing listens on the port', async () => {
    const closed = await startTestServer();
    const url = closed.url;
    await closed.close();
    const rejection = await createApiClient(options({ baseURL: url })).main.request({ url: '/x' }).catch((reason: unknown) => reason);
    expect(rejection).toBeInstanceOf(AxiosError);
    expect((rejection as AxiosError).code).toBe('ECONNREFUSED');
    expect((rejection as AxiosError).response).toBeUndefined();
  });
});

describe('bad options', () => {
  it.each([
    [{ lang: 'fr' }, /lang must be one of zh-cn, zh-hk, en/],
    [{ district: 'sg' }, /district must be one of mainland, hk/],
    [{ terminal: 'tv' }, /terminal must be one of pc, h5/],
    [{ lang: 'toString' }, /lang must be one of/],
    [{ timeout: 0 }, /timeout must be a positive number/],
    [{ timeout: Number.NaN }, /timeout must be a positive number/],
  ])('refuses %p', (overrides, message) => {
    expect(() => createApiClient({ ...options(), ...(overrides as Partial<ApiClientOptions>) })).toThrow(message);
  });
});

describe('isEnvelope', () => {
  it.each([
    [{ code: 0, msg: '', data: null }, true],
    [{ code: 300101, msg: 'x' }, true],
    [{ code: '0', msg: 'x', data: null }, false],
    [{ code: 1.5, msg: 'x', data: null }, false],
    [{ code: 0, data: null }, false],
    [null, false],
    ['{"code":0}', false],
  ])('%p → %p', (value, expected) => {
    expect(isEnvelope(value as Envelope)).toBe(expected);
  });
});
