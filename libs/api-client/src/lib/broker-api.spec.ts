import { CODES, serviceEndpoints, type ServiceName } from '@brokerage/contracts';
import { createApiClient, type ApiClientOptions } from './api-client';
import { BROKER_SERVICE_CLIENTS, createBrokerApi } from './broker-api';
import type { AnyEndpoint } from './endpoints';
import { sendJson, startTestServer, type TestServer } from '../testing/http-test-server';

/** Every call of spec section 7 with a full path. */
const SPEC_7_CALLS = [
  'GET /user-server/web/get-trade-password-token/v1',
  'GET /user-server/web/check-trade-password-exist/v1',
  'POST /user-server/web/send-phone-captcha/v3',
  'POST /user-server/web/web-register-login/v1',
  'GET /user-server/web/check-phone/v2',
  'POST /user-server/web/org-email-verify-login/v1',
  'POST /user-server/web/send-email-captcha/v1',
  'POST /user-server/web/org-email-captcha-login/v1',
  'GET /user-server/api/get-current-user/v1',
  'GET /user-server/web/logout/v1',
  'GET /user-server/web/user-info-and-name-get/v1',
  'GET /user-server/web/user-info-for-open-api-apply/v1',
  'POST /user-server/web/login/v2',
  'GET /user-server/api/get-token-key/v1',
  'GET /user-server/web/get-token-by-token-key/v1',
  'POST /config-manager/api/get-country-area/v1',
  'GET /config-manager/api/open-api-uuid-get/v1',
  'GET /config-manager/api/get-file-cred-app/v1',
  'POST /config-manager/api/select-protocol-info/v1',
  'POST /config-manager/api/cfg-valuable-book-by-name/v1',
  'POST /config-manager/api/cfg-valuable-book-by-type/v1',
  'POST /config-manager/api/cfg-valuable-manager/v1',
  'POST /config-manager/api/update-open-api-info/v1',
  'GET /config-manager/api/ip-info/v1',
  'GET /official-website-config/api/v1/activity-list',
  'GET /official-website-config/api/v1/activity-detail',
  'GET /official-website-config/api/v1/activity-detail-preview',
  'GET /official-website-config/api/v1/chair-list',
  'GET /official-website-config/api/v1/chair-detail',
  'POST /official-website-config/api/v1/chair-register',
  'GET /official-website-config/api/v1/news-year-list',
  'GET /official-website-config/api/v1/news-list',
  'GET /official-website-config/api/v1/news-detail',
  'GET /official-website-config/api/v1/news-detail-preview',
  'GET /official-website-config/api/v1/find-parse-data',
  'GET /user-api/query/common_config',
];

/** Calls of the account pages (spec 2: `sta-login/goods`, `renew-record`) that spec 7 does not show. */
const ACCOUNT_CALLS = ['GET /user-server/web/quote-packages/v1', 'GET /user-server/web/quote-renew-records/v1'];

const services = Object.keys(serviceEndpoints) as ServiceName[];
const endpointsOf = (service: ServiceName) => Object.entries(serviceEndpoints[service] as Record<string, AnyEndpoint>);
const allEndpoints = services.flatMap((service) => endpointsOf(service).map(([, endpoint]) => endpoint));

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer((request, response) => sendJson(response, { code: 0, msg: 'success', data: { path: request.path } }));
});

afterEach(async () => {
  await server.close();
});

const options = (overrides: Partial<ApiClientOptions> = {}): ApiClientOptions => ({
  baseURL: server.url,
  lang: 'zh-cn',
  district: 'mainland',
  token: 'session-token',
  terminal: 'h5',
  // The echo server's data never matches the contracts; these tests look at the requests.
  responseValidation: 'report',
  onContractViolation: () => undefined,
  ...overrides,
});

describe('serviceEndpoints', () => {
  it.each(SPEC_7_CALLS)('has an endpoint for %s', (call) => {
    expect(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain(call);
  });

  it.each(ACCOUNT_CALLS)('has an endpoint for the account-page call %s', (call) => {
    expect(allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toContain(call);
  });

  it('has no two endpoints with the same method and path, and no function name twice in a service', () => {
    const calls = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    for (const service of services) {
      const names = endpointsOf(service).map(([, endpoint]) => endpoint.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('createBrokerApi', () => {
  it.each(services)('calls every %s endpoint at its method and path through the documented client', async (service) => {
    const api = createBrokerApi(options());
    const functions = api[service] as Record<string, (input?: unknown) => Promise<unknown>>;
    const clientName = BROKER_SERVICE_CLIENTS[service];
    for (const [key, endpoint] of endpointsOf(service)) {
      const before = server.requests.length;
      await expect(functions[key](endpoint.body && endpoint.query ? { query: {}, body: {} } : endpoint.body ? {} : undefined)).resolves.toEqual({ path: endpoint.path });
      const request = server.requests[before];
      expect([request.method, request.path]).toEqual([endpoint.method, endpoint.path]);
      expect(request.headers).toMatchObject({ 'x-lang': '1', 'x-type': '1', 'x-dev-info': 'official-web', authorization: 'session-token' });
      if (clientName === 'main') {
        expect(request.headers['x-terminal']).toBe('2');
        expect(request.headers).not.toHaveProperty('x-request-id');
      } else {
        expect(request.headers['x-request-id']).toEqual(expect.any(String));
        expect(request.headers).not.toHaveProperty('x-terminal');
      }
    }
  });

  it('binds a function for every endpoint of every service, and nothing else', () => {
    const api = createBrokerApi(options());
    for (const service of services) {
      expect(Object.keys(api[service]).sort()).toEqual(Object.keys(serviceEndpoints[service]).sort());
    }
  });

  it('sends the quote subscription calls as user-service calls, with the session and the page asked for', async () => {
    const api = createBrokerApi(options());
    await api.quoteSubscriptions.quoteRenewRecords({ offset: 10, limit: 10 });
    const request = server.requests[server.requests.length - 1];
    expect(request.path).toBe('/user-server/web/quote-renew-records/v1');
    expect(Object.fromEntries(request.query)).toEqual({ offset: '10', limit: '10' });
    expect(request.headers).toMatchObject({ authorization: 'session-token', 'x-request-id': expect.any(String) });
    expect(request.headers).not.toHaveProperty('x-terminal');
  });

  it('uses a client built beforehand, so the layout can subscribe to its token errors', async () => {
    server.respondWith((_request, response) => sendJson(response, { code: CODES.TOKEN_INVALID, msg: '登录已失效，请重新登录。', data: null }));
    const client = createApiClient(options());
    const onTokenError = jest.fn();
    client.onTokenError(onTokenError);
    const api = createBrokerApi(client);
    expect(api.client).toBe(client);
    await expect(api.officialWebsiteConfig.newsYearList()).rejects.toMatchObject({ code: CODES.TOKEN_INVALID });
    expect(onTokenError).toHaveBeenCalledTimes(1);
  });
});
