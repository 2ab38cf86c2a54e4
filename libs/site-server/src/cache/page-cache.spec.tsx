import { createHash, randomBytes } from 'node:crypto';
import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { district as hk } from '@brokerage/hk-district';
import { siteContextOf } from '../load-context';
import { notFoundLoader } from '../routes/loaders';
import { logger } from '../logger';
import { ENTRY_OVERHEAD_BYTES, PAGE_CACHE_HEADER } from './page-cache';
import { langRoute, ok, sampleUser, sessionCookieHeader, siteRootRoute, startStubApi, type InProcessRoute, type StubApi, type StubApiCall } from '../testing';
import { sendRaw, startSiteServerForTest } from '../testing/malformed-requests';

const CURRENT_USER = '/user-server/api/get-current-user/v1';
const IP_INFO = '/config-manager/api/ip-info/v1';
/** A stand-in content endpoint the test pages show. */
const HEADLINE = '/test/headline';
const TOKEN = 'S3ss10nT0k3n-2b4d6f8h0j2l4n6p';
/** Text that compresses little (~270 KB, ~200 KB brotli'd or gzipped): two pages of it fit in 1 MB of kept copies, three do not. */
const NOISE = randomBytes(200 * 1024).toString('base64');

const headlineLoader = async ({ context }: LoaderFunctionArgs) => {
  const answer = (await (await fetch(`${siteContextOf(context).env.API_URL}${HEADLINE}`)).json()) as { data: string };
  return answer.data;
};
const Headline = () => <h1>{useLoaderData<typeof headlineLoader>()}</h1>;

const routes: InProcessRoute[] = [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { loader: headlineLoader, default: Headline } },
  // A page that says how it is cached itself, as the personal centre does.
  {
    id: 'routes/$lang.own',
    parentId: 'routes/$lang',
    path: 'own',
    module: { loader: headlineLoader, default: Headline, headers: () => ({ 'Cache-Control': 'private, no-store' }) },
  },
  { id: 'routes/$lang.404', parentId: 'routes/$lang', path: '404', module: { loader: notFoundLoader, default: () => <h1>Not found</h1> } },
  // Pages of a known size even compressed, for the memory bound.
  { id: 'routes/$lang.big.$n', parentId: 'routes/$lang', path: 'big/:n', module: { default: () => <p>{NOISE}</p> } },
  // A personal page whose compressed body is bigger than a socket's buffer: it goes out through the compression middleware.
  {
    id: 'routes/$lang.big-own',
    parentId: 'routes/$lang',
    path: 'big-own',
    module: { default: () => <p>{NOISE}</p>, headers: () => ({ 'Cache-Control': 'private, no-store' }) },
  },
];

/** A response's raw bytes, as sent (fetch would unpack them). */
const rawGet = (port: number, path: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });

/** A visitor from mainland China (by X-Forwarded-For, the site trusting its loopback proxy) and one from Hong Kong. */
const MAINLAND_IP = '198.51.100.86';
const HK_IP = '203.0.113.52';

describe('the page cache', () => {
  let api: StubApi;
  let headline: string;
  let clock: number;
  let site: Awaited<ReturnType<typeof startSiteServerForTest>>;

  const start = async (environment: Record<string, string> = {}) => {
    site = await startSiteServerForTest({ site: hk, routes, environment: { API_URL: api.url, ...environment }, now: () => clock });
    return site;
  };
  /** A response read to its end (an unread body would keep its connection open). */
  const visit = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`http://127.0.0.1:${site.port}${path}`, { headers, method, redirect: 'manual' });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  type Visit = Awaited<ReturnType<typeof visit>>;
  const outcome = (response: Visit) => response.headers.get(PAGE_CACHE_HEADER);

  beforeEach(async () => {
    for (const level of ['error', 'warn', 'info', 'request'] as const) jest.spyOn(logger, level).mockImplementation(() => undefined);
    headline = 'Markets open';
    clock = 1_000_000;
    api = await startStubApi((call: StubApiCall) => {
      if (call.path === HEADLINE) return ok(headline);
      if (call.path === CURRENT_USER) return ok(sampleUser({ nickname: 'Cheung Hoi Yan' }));
      if (call.path === IP_INFO) return ok({ result: call.headers['x-forwarded-for'] === MAINLAND_IP ? 'MAINLAND' : 'HK', ip: String(call.headers['x-forwarded-for']) });
      return undefined;
    });
  });
  afterEach(async () => {
    await site.close();
    await api.close();
    jest.restoreAllMocks();
  });

  it('renders an anonymous page once and serves it to the next visitors, however many ask at once', async () => {
    await start();
    const first = await Promise.all(Array.from({ length: 8 }, () => visit('/en')));
    expect(first.map(outcome).sort()).toEqual(Array(8).fill('miss'));
    expect(first.map((response) => response.body)).toEqual(Array(8).fill(expect.stringContaining('<h1>Markets open</h1>')));
    expect(api.callsTo(HEADLINE)).toHaveLength(1);

    const again = await visit('/en');
    expect(outcome(again)).toBe('hit');
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(api.callsTo(HEADLINE)).toHaveLength(1);
  });

  it("never serves a logged-in visitor's page to an anonymous one, nor the other way round", async () => {
    await start();
    const cookie = { Cookie: await sessionCookieHeader(TOKEN) };

    const loggedIn = await visit('/en', cookie);
    expect(outcome(loggedIn)).toBe('bypass');
    expect(loggedIn.headers.get('Cache-Control')).toBe('private, no-store');
    expect(loggedIn.body).toContain('Cheung Hoi Yan');
    const anonymous = await visit('/en');
    expect(outcome(anonymous)).toBe('miss');
    expect(anonymous.body).not.toContain('Cheung Hoi Yan');

    // The anonymous page is cached now; the signed-in visitor still gets their own.
    const loggedInAgain = await visit('/en', { ...cookie, 'User-Agent': 'node' });
    expect(outcome(loggedInAgain)).toBe('bypass');
    expect(loggedInAgain.body).toContain('Cheung Hoi Yan');
    expect((await visit('/en')).body).not.toContain('Cheung Hoi Yan');
    // Another cookie (analytics) leaves the visitor anonymous and served from the cache.
    expect(outcome(await visit('/en', { Cookie: '_ga=GA1.2.3' }))).toBe('hit');
  });

  it('keeps mainland visitors and others apart: the open-account button is hidden only from the mainland', async () => {
    await start();
    const fromMainland = { 'X-Forwarded-For': MAINLAND_IP };
    const fromHk = { 'X-Forwarded-For': HK_IP };
    expect((await visit('/en', fromHk)).body).toContain('Open Account');
    const mainland = await visit('/en', fromMainland);
    expect(outcome(mainland)).toBe('miss');
    expect(mainland.body).not.toContain('Open Account');
    const [mainlandAgain, hkAgain] = await Promise.all([visit('/en', fromMainland), visit('/en', fromHk)]);
    expect([outcome(mainlandAgain), outcome(hkAgain)]).toEqual(['hit', 'hit']);
    expect(mainlandAgain.body).not.toContain('Open Account');
    expect(hkAgain.body).toContain('Open Account');
    // One lookup per IP: the renders used the cache's answer, and hits ask nothing.
    expect(api.callsTo(IP_INFO).map((call) => call.headers['x-forwarded-for'])).toEqual([HK_IP, MAINLAND_IP]);
  });

  it('answers a kept page to a visitor whose region it has yet to ask, once it has asked', async () => {
    await start();
    await visit('/en', { 'X-Forwarded-For': HK_IP });
    const newcomer = await visit('/en', { 'X-Forwarded-For': '203.0.113.77' });
    expect(outcome(newcomer)).toBe('hit');
    expect(newcomer.body).toContain('Markets open');
    expect(api.callsTo(IP_INFO).map((call) => call.headers['x-forwarded-for'])).toEqual([HK_IP, '203.0.113.77']);
    expect(api.callsTo(HEADLINE)).toHaveLength(1);
  });

  it("keys on the CDN's country header when the site has one", async () => {
    await start({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry' });
    await visit('/en', { 'CF-IPCountry': 'HK' });
    const mainland = await visit('/en', { 'CF-IPCountry': 'CN' });
    expect(outcome(mainland)).toBe('miss');
    expect(mainland.body).not.toContain('Open Account');
    expect((await visit('/en', { 'CF-IPCountry': 'US' })).body).toContain('Open Account');
    expect(api.callsTo(IP_INFO)).toHaveLength(0);
  });

  it('keeps phones, desktops and the company app apart (download banner, layout)', async () => {
    await start();
    const iphone = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' };
    const otherIphone = { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' };
    const inApp = { 'User-Agent': `${iphone['User-Agent']} HarbourfrontApp/5.2.0` };
    expect(outcome(await visit('/en', iphone))).toBe('miss');
    expect(outcome(await visit('/en', inApp))).toBe('miss');
    expect(outcome(await visit('/en'))).toBe('miss');
    expect(outcome(await visit('/en', otherIphone))).toBe('hit');
  });

  it('shows changed content once the page has gone stale and been rendered again, or at once after clear()', async () => {
    await start({ PAGE_CACHE_TTL_SECONDS: '30' });
    expect((await visit('/en')).body).toContain('Markets open');
    headline = 'Markets closed';
    clock += 29_000;
    expect((await visit('/en')).body).toContain('Markets open');

    clock += 2_000;
    const stale = await visit('/en');
    expect(outcome(stale)).toBe('stale');
    expect(stale.body).toContain('Markets open');
    await site.pageCache?.idle();
    const fresh = await visit('/en');
    expect(outcome(fresh)).toBe('hit');
    expect(fresh.body).toContain('Markets closed');

    headline = 'Trading halted';
    site.pageCache?.clear();
    const afterClear = await visit('/en');
    expect(outcome(afterClear)).toBe('miss');
    expect(afterClear.body).toContain('Trading halted');
  });

  it('renders a page left unvisited past its stale window afresh, before answering', async () => {
    await start({ PAGE_CACHE_TTL_SECONDS: '30' });
    await visit('/en');
    headline = 'Markets closed';
    clock += 60 * 60_000;
    const response = await visit('/en');
    expect(outcome(response)).toBe('miss');
    expect(response.body).toContain('Markets closed');
  });

  it('serves every visitor of a key the same bytes, under a policy that lists the hashes of its inline scripts', async () => {
    await start();
    // Another user agent of the same device class (a desktop browser on no named system).
    const responses = [await visit('/en'), await visit('/en', { 'User-Agent': 'curl/8.5.0' }), await visit('/en')];
    expect(responses.map(outcome)).toEqual(['miss', 'hit', 'hit']);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(new Set(responses.map((response) => response.headers.get('Content-Security-Policy'))).size).toBe(1);
    const [page] = responses;
    expect(page.body).not.toMatch(/nonce="[^"]/);
    const policy = String(page.headers.get('Content-Security-Policy'));
    expect(policy).not.toContain('nonce-');
    const inlineScripts = [...page.body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
    expect(inlineScripts.length).toBeGreaterThan(1);
    for (const text of inlineScripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  });

  it("answers 304 to a browser holding the same page", async () => {
    await start();
    const first = await visit('/en');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const second = await visit('/en');
    expect(second.headers.get('ETag')).toBe(etag);

    const notModified = await visit('/en', { 'If-None-Match': String(etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe('');
    // The copy the browser keeps is the same bytes, so the same policy holds for it.
    expect(notModified.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));

    expect((await visit('/en', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
    headline = 'Markets closed';
    site.pageCache?.clear();
    const changed = await visit('/en', { 'If-None-Match': String(etag) });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    // A logged-in visitor never gets the anonymous page's 304.
    expect((await visit('/en', { 'If-None-Match': String(changed.headers.get('ETag')), Cookie: await sessionCookieHeader(TOKEN) })).status).toBe(200);
  });

  it('writes the access line of a page it answers from the cache, as of every request', async () => {
    await start();
    await visit('/en', { 'X-Forwarded-For': HK_IP });
    jest.mocked(logger.request).mockClear();
    expect(outcome(await visit('/en', { 'X-Forwarded-For': HK_IP }))).toBe('hit');
    expect(logger.request).toHaveBeenCalledWith({ method: 'GET', path: '/en', status: 200, ms: expect.any(Number), ip: HK_IP });
  });

  it('keeps the pages of each host the visitor addressed apart', async () => {
    await start();
    await visit('/en');
    expect(outcome(await visit('/en', { 'X-Forwarded-Host': 'www.example.hk' }))).toBe('miss');
    expect(outcome(await visit('/en', { 'X-Forwarded-Host': 'www.example.hk' }))).toBe('hit');
  });

  it('serves a link with campaign parameters from the page without them, and renders pages with other parameters', async () => {
    await start();
    await visit('/en');
    headline = 'Unpublished draft';
    for (const query of ['?utm_source=newsletter&utm_medium=email', '?gclid=Cj0KCQ', '?fbclid=IwAR1&utm_campaign=ipo']) {
      const campaign = await visit(`/en${query}`);
      expect([query, outcome(campaign)]).toEqual([query, 'hit']);
      expect(campaign.body).toContain('Markets open');
    }
    const paged = await visit('/en?utm_source=newsletter&page=2');
    expect(outcome(paged)).toBe('bypass');
    expect(paged.body).toContain('Unpublished draft');
    expect(api.callsTo(HEADLINE)).toHaveLength(2);
  });

  it('counts each kept page at the size of what it stores: its brotli and gzip copies, not the page uncompressed', async () => {
    await start();
    const lengthOf = async (headers: Record<string, string>) => Number((await rawGet(site.port, '/en/big/1', headers)).headers['content-length']);
    const [br, gzip, plain] = [await lengthOf({ 'Accept-Encoding': 'br' }), await lengthOf({ 'Accept-Encoding': 'gzip' }), await lengthOf({})];
    expect(plain).toBeGreaterThan(NOISE.length);
    expect(site.pageCache?.size()).toEqual({ pages: 1, bytes: br + gzip + ENTRY_OVERHEAD_BYTES });
  });

  it('answers a client that takes no encoding from the kept copy: the page bytes as rendered, with their own length and no Content-Encoding', async () => {
    await start();
    const rendered = await rawGet(site.port, '/en', {});
    const kept = await rawGet(site.port, '/en', {});
    const gzipped = await rawGet(site.port, '/en', { 'Accept-Encoding': 'gzip' });
    expect([rendered.headers['x-page-cache'], kept.headers['x-page-cache'], gzipped.headers['x-page-cache']]).toEqual(['miss', 'hit', 'hit']);
    expect(kept.body.equals(rendered.body)).toBe(true);
    expect(kept.body.toString('utf8')).toContain('Markets open');
    expect(kept.body.equals(gunzipSync(gzipped.body))).toBe(true);
    expect(kept.headers['content-encoding']).toBeUndefined();
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    // Every other header is the stored one, the same as the gzip copy's.
    const others = ({ headers }: { headers: IncomingHttpHeaders }) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-encoding', 'content-length', 'x-page-cache', 'connection', 'keep-alive'].includes(name)));
    expect(others(kept)).toEqual(others(gzipped));
    expect(kept.headers.etag).toBe(gzipped.headers.etag);
    expect(kept.headers.vary).toContain('Accept-Encoding');
    const head = await visit('/en', { 'Accept-Encoding': 'identity' }, 'HEAD');
    expect([outcome(head), head.headers.get('Content-Length'), head.body]).toEqual(['hit', String(kept.body.length), '']);
  });

  it("keys on the edge's device class and country headers, and renders a class's page from the class alone", async () => {
    await start({ VISITOR_COUNTRY_HEADER: 'CF-IPCountry', PAGE_CACHE_TTL_SECONDS: '30' });
    const iphoneAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const desktop = { 'CF-IPCountry': 'HK', 'X-Device-Class': 'isWindows,/pc' };
    const first = await visit('/en', { ...desktop, 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131' });
    expect(outcome(first)).toBe('miss');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    expect(first.headers.get('Vary')).toBe('X-Device-Class, CF-IPCountry, Accept-Encoding');
    // Whatever the user agent says, the class keys the page: a visitor lying about it only gets that class's page.
    const liar = await visit('/en', { ...desktop, 'User-Agent': iphoneAgent });
    expect(outcome(liar)).toBe('hit');
    expect(liar.body).toBe(first.body);
    const phone = await visit('/en', { 'CF-IPCountry': 'HK', 'X-Device-Class': 'isH5Page,isIos,/h5', 'User-Agent': 'curl/8' });
    expect(outcome(phone)).toBe('miss');
    expect(phone.body).not.toBe(first.body);
    // Without the class the site works it out from the user agent, as it does alone.
    const alone = await visit('/en', { 'CF-IPCountry': 'HK', 'User-Agent': iphoneAgent });
    expect(outcome(alone)).toBe('miss');
    expect(alone.headers.get('Vary')).toBe('Cookie, User-Agent, CF-IPCountry, Accept-Encoding');
  });

  it('stays within its memory bound, evicting the least recently used page', async () => {
    await start({ PAGE_CACHE_MAX_MB: '1' });
    for (const n of [1, 2]) expect(outcome(await visit(`/en/big/${n}`))).toBe('miss');
    expect(outcome(await visit('/en/big/1'))).toBe('hit');
    expect(outcome(await visit('/en/big/3'))).toBe('miss');
    expect(site.pageCache?.size().bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(site.pageCache?.size().pages).toBe(2);
    // Page 2 was used least recently, so it went.
    expect(outcome(await visit('/en/big/1'))).toBe('hit');
    expect(outcome(await visit('/en/big/2'))).toBe('miss');
  });

  it('stays out of requests whose page depends on more than the key: query strings, data requests, other methods, personal rules', async () => {
    await start();
    await visit('/en');
    headline = 'Unpublished draft';
    const preview = await visit('/en?previewToken=0123456789abcdef');
    expect(outcome(preview)).toBe('bypass');
    expect(preview.body).toContain('Unpublished draft');
    expect((await visit('/en')).body).toContain('Markets open');

    expect(outcome(await visit('/en.data'))).toBe('bypass');
    expect(outcome(await visit('/en', {}, 'POST'))).toBe('bypass');

    // A page with its own Cache-Control is rendered for each visitor.
    for (let round = 0; round < 2; round += 1) {
      const own = await visit('/en/own');
      expect(own.headers.get('Cache-Control')).toBe('private, no-store');
      expect(outcome(own)).toBe('bypass');
    }
    // A page that is not there is not kept either.
    for (let round = 0; round < 2; round += 1) expect(outcome(await visit('/en/404'))).toBe('bypass');
    expect(site.pageCache?.size().pages).toBe(1);
  });

  it('sends a large page it does not keep whole, compressed as the browser asks', async () => {
    await start();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const page = await visit('/en/big-own', { 'Accept-Encoding': encoding });
      expect(outcome(page)).toBe('bypass');
      expect(page.body).toContain(NOISE);
    }
  });

  it('sends a kept page in the encoding the browser takes best, as stored: brotli, else gzip, else as it is', async () => {
    await start();
    const plain = await visit('/en');
    const cases: [string, string | undefined, (body: Buffer) => Buffer][] = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
      ['identity', undefined, (body) => body],
    ];
    for (const [acceptEncoding, encoding, decode] of cases) {
      const response = await rawGet(site.port, '/en', { 'Accept-Encoding': acceptEncoding });
      expect([acceptEncoding, response.headers['x-page-cache'], response.headers['content-encoding']]).toEqual([acceptEncoding, 'hit', encoding]);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(decode(response.body).toString('utf8')).toBe(plain.body);
    }
  });

  it('answers a kept page with the headers of a rendered one and logs it like any request', async () => {
    await start();
    const rendered = await visit('/en');
    const kept = await visit('/en');
    expect([outcome(rendered), outcome(kept)]).toEqual(['miss', 'hit']);
    const comparable = (response: Visit) => Object.fromEntries([...response.headers].filter(([name]) => !['date', 'x-page-cache', 'keep-alive', 'connection'].includes(name)));
    expect(comparable(kept)).toEqual(comparable(rendered));
    expect(kept.headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    await new Promise((resolve) => setImmediate(resolve));
    expect(jest.mocked(logger.request).mock.calls.map(([line]) => line)).toEqual([
      expect.objectContaining({ method: 'GET', path: '/en', status: 200 }),
      expect.objectContaining({ method: 'GET', path: '/en', status: 200 }),
    ]);
  });

  it('still refuses a malformed request for a kept page', async () => {
    await start();
    await visit('/en');
    expect(await sendRaw(site.port, 'GET /en HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n')).toBe(400);
    expect(outcome(await visit('/en'))).toBe('hit');
  });

  it('answers HEAD from the cache without a body', async () => {
    await start();
    await visit('/en');
    const head = await visit('/en', {}, 'HEAD');
    expect(outcome(head)).toBe('hit');
    expect(head.body).toBe('');
  });

  it('is off with PAGE_CACHE_MAX_MB=0', async () => {
    await start({ PAGE_CACHE_MAX_MB: '0' });
    expect(site.pageCache).toBeNull();
    await visit('/en');
    await visit('/en');
    expect(api.callsTo(HEADLINE)).toHaveLength(2);
  });

  it("asks an anonymous visitor's region once for all their pages, also with the cache off; a user's goes with their session", async () => {
    await start({ PAGE_CACHE_MAX_MB: '0' });
    const fromMainland = { 'X-Forwarded-For': MAINLAND_IP };
    for (const path of ['/en', '/en/own', '/en']) expect((await visit(path, fromMainland)).body).not.toContain('Open Account');
    expect(api.callsTo(IP_INFO).map((call) => call.headers['x-forwarded-for'])).toEqual([MAINLAND_IP]);
    await visit('/en', { ...fromMainland, Cookie: await sessionCookieHeader(TOKEN) });
    expect(api.callsTo(IP_INFO)).toHaveLength(2);
    expect(api.callsTo(IP_INFO)[1].headers).toMatchObject({ 'x-forwarded-for': MAINLAND_IP, authorization: TOKEN });
  });
});
