import { district as hk } from '@brokerage/hk-district';
import { logger } from '../logger';
import { createInProcessSite, langRoute, ok, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubApi } from '../testing';

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const IP_INFO = '/config-manager/api/ip-info/v1';

const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  // A page that says how it is cached itself (as the personal centre does).
  { id: 'routes/$lang.own', parentId: 'routes/$lang', path: 'own', module: { default: () => <h1>Own</h1>, headers: () => ({ 'Cache-Control': 'private, max-age=30' }) } },
];

describe('cache headers of pages', () => {
  let api: StubApi;
  beforeEach(async () => {
    for (const level of ['error', 'warn'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
    api = await startStubApi({ [CURRENT_USER]: ok(sampleUser()), [IP_INFO]: ok({ result: 'HK', ip: '203.0.113.7' }) });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await api.close();
  });

  const visit = (environment: Record<string, string> = {}) => createInProcessSite({ site: hk, routes, environment: { API_URL: api.url, ...environment } });

  it('keeps an anonymous page private when the visitor country comes from the IP (no shared cache can key on it)', async () => {
    const response = await visit()('/en');
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toBe('Cookie, User-Agent');
  });

  it("lets a CDN keep an anonymous page when it names the visitor's country in a header, varying on that header", async () => {
    const site = visit({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' });
    const response = await site('/en', { headers: { 'CF-IPCountry': 'HK' } });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(response.headers.get('Vary')).toBe('Cookie, User-Agent, CF-IPCountry');
    // The country header replaces the API's IP lookup: a mainland visitor gets no open-account button.
    const mainland = await (await site('/en', { headers: { 'CF-IPCountry': 'CN' } })).text();
    const elsewhere = await (await site('/en', { headers: { 'CF-IPCountry': 'HK' } })).text();
    expect(elsewhere).toContain('Open Account');
    expect(mainland).not.toContain('Open Account');
    expect(api.callsTo(IP_INFO)).toHaveLength(0);
  });

  it('with the edge’s device-class and country headers, lets shared caches keep the page for the page cache’s period, varying on those two alone', async () => {
    const site = visit({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry', PAGE_CACHE_TTL_SECONDS: '45' });
    const response = await site('/en', { headers: { 'CF-IPCountry': 'HK', 'X-Device-Class': 'isWindows,/pc' } });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=45, stale-while-revalidate=300');
    expect(response.headers.get('Vary')).toBe('X-Device-Class, CF-IPCountry');
    // A class the site does not understand is no class: the raw user agent keys the page, as without an edge.
    for (const deviceClass of ['isWindows,isTablet,/pc', 'isWindows,/tv', 'isAndroid,isIos,/h5']) {
      const unknown = await site('/en', { headers: { 'CF-IPCountry': 'HK', 'X-Device-Class': deviceClass } });
      expect([deviceClass, unknown.headers.get('Vary')]).toEqual([deviceClass, 'Cookie, User-Agent, CF-IPCountry']);
    }
    // The country header missing: as without an edge.
    expect((await site('/en', { headers: { 'X-Device-Class': 'isWindows,/pc' } })).headers.get('Vary')).toBe('Cookie, User-Agent, CF-IPCountry');
    // A session's page stays private whatever the edge sent.
    const loggedIn = await site('/en', { headers: { 'CF-IPCountry': 'HK', 'X-Device-Class': '/pc', Cookie: await sessionCookieHeader('S3ss10nT0k3n-2b4d6f8h0j2l4n6p') } });
    expect(loggedIn.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps a logged-in page out of every cache', async () => {
    const response = await visit({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' })('/en', { headers: { Cookie: await sessionCookieHeader('S3ss10nT0k3n-2b4d6f8h0j2l4n6p') } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    // A cookie that holds no token is no session, as for the root loader: the page stays shareable.
    const junk = await visit({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' })('/en', { headers: { Cookie: 'session=x' } });
    expect(junk.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  });

  it("stores no error page, and leaves a page's own rule alone", async () => {
    const site = visit({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' });
    const notFound = await site('/en/404');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('Cache-Control')).toBe('no-store');
    expect((await site('/en/own')).headers.get('Cache-Control')).toBe('private, max-age=30');
  });
});
