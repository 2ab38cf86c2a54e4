import { createHash } from 'node:crypto';
import type { User } from '@brokerage/contracts';
import { district as hk } from '@brokerage/hk-district';
import { logger } from '@brokerage/site-server';
import { appRoutes, createInProcessSite, expectedSitemapLocs, ok, refusal, sampleUser, sessionCookieHeader, sitemapLocs, startStubApi, type InProcessRoute } from '@brokerage/site-server/testing';

/** How a Content-Security-Policy names an inline script or style by its hash. */
const cspHashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const TOKEN = 'q3Vh0c2S1x8mK4pN7rT9wY2zB5dF8gJ1';
const user = sampleUser({ nickname: 'Chan Tai Man', userQuotaInfo: { token: 'quota-token' } });

/** The Hong Kong app's own routes, plus a page whose loader fails (for the error page). */
const routes: InProcessRoute[] = [
  ...appRoutes(__dirname),
  {
    id: 'routes/$lang.broken',
    parentId: 'routes/$lang',
    path: 'broken',
    module: {
      loader: () => {
        throw new Error('database password is hunter2');
      },
      default: () => null,
      handle: { sitemap: false },
    },
  },
];

interface ApiAnswers {
  intro?: string;
  region?: string;
  /** The current user, or a code for the current-user call (300101 token invalid). */
  currentUser?: User | number;
}

/**
 * A broker API stand-in answering the calls the site makes for a page and recording what it was
 * sent. Calls it has no answer for fail with code 900.
 */
const startApi = ({ intro = 'Licensed by the SFC since 2012.', region = 'HK', currentUser = user }: ApiAnswers = {}) =>
  startStubApi({
    '/official-website-config/api/v1/page-text': ok({ page: 'home', contentI18n: { 'hero.subtitle': intro } }),
    '/config-manager/api/ip-info/v1': ok({ result: region, ip: '203.0.113.7' }),
    '/user-server/api/get-current-user/v1': typeof currentUser === 'number' ? refusal(currentUser, 'token invalid') : ok(currentUser),
    '/user-server/web/logout/v1': ok(null),
  });

const sessionCookie = () => sessionCookieHeader(TOKEN);
/** What the visitor sees of the open-account button (header and footer link to the account guide). */
const showsOpenAccount = (html: string, lang: string) => html.includes(`href="/${lang}/account-guide"`);

describe('the Hong Kong site served with its API', () => {
  let errorLog: jest.SpyInstance;
  let warnLog: jest.SpyInstance;
  beforeEach(() => {
    errorLog = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    warnLog = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the home page with its language, server styles, inline scripts named by hash and the API text', async () => {
    const api = await startApi();
    try {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
      const response = await visit('/en');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      const [, css] = /<style data-styled-ssr="" nonce="">([^<]*\.[a-zA-Z]+\{[^<]*color:#0c3c8f[^<]*)<\/style>/.exec(html) ?? [];
      expect(css).toBeDefined();
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(cspHashOf(css));
      expect(html).not.toContain('__server-rendered-styles__');
      expect(html).toContain('Hong Kong, US and A-share markets in one account</h1>');
      expect(html).toContain('Licensed by the SFC since 2012.');
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en"/>');
      expect(html).toContain('hrefLang="zh-HK" href="http://localhost:3000/zh-hk"');
      // An anonymous page carries no nonce: every inline script that runs is named by its hash in the
      // policy; the page's messages are a data block, not a script.
      expect(html).not.toContain('test-nonce');
      const inlineScripts = [...html.matchAll(/<script(?![^>]*(?:\ssrc=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const code of inlineScripts) expect(policy).toContain(cspHashOf(code));
      expect(html).toMatch(/<script type="application\/json" id="page-messages">\{"layout\.header\.skipToContent":\["Skip to main content"\]/);
    } finally {
      await api.close();
    }
  });

  it('calls the API with the visitor language, district, IP and session token', async () => {
    const api = await startApi({ intro: '一個帳戶' });
    try {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url }, clientIp: '198.51.100.23' });
      await visit('/zh-hk', { headers: { Cookie: await sessionCookie(), 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } });
      const [pageText] = api.callsTo('/official-website-config/api/v1/page-text');
      expect(pageText.url).toBe('/official-website-config/api/v1/page-text?page=home');
      expect(pageText.headers).toMatchObject({ 'x-lang': '2', 'x-type': '2', 'x-dev-info': 'official-web', 'x-terminal': '2' });
      // Page texts are the same for every visitor: asked without anyone's token or IP, and shared (docs/decisions/010).
      expect(pageText.headers).not.toHaveProperty('authorization');
      expect(pageText.headers).not.toHaveProperty('x-forwarded-for');
      expect(api.callsTo('/config-manager/api/ip-info/v1')[0].headers).toMatchObject({
        'x-lang': '2',
        'x-terminal': '2',
        'x-forwarded-for': '198.51.100.23',
        authorization: TOKEN,
      });
      expect(api.callsTo('/user-server/api/get-current-user/v1')[0].headers.authorization).toBe(TOKEN);
    } finally {
      await api.close();
    }
  });

  it('shows the logged-in user but never puts the quote token into the page', async () => {
    const api = await startApi({ intro: '一個帳戶' });
    try {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
      const response = await visit('/zh-hk', { headers: { Cookie: await sessionCookie() } });
      const html = await response.text();
      expect(api.callsTo('/user-server/api/get-current-user/v1')).toHaveLength(1);
      expect(html).not.toContain('quota-token');
      expect(html).not.toContain(TOKEN);
    } finally {
      await api.close();
    }
  });

  it('keeps a public page shown to a logged-in user out of every cache, even where a CDN may keep the anonymous one', async () => {
    const api = await startApi();
    try {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url, VISITOR_COUNTRY_HEADER: 'CF-IPCountry' } });
      const loggedIn = await visit('/zh-hk', { headers: { Cookie: await sessionCookie(), 'CF-IPCountry': 'HK' } });
      expect(await loggedIn.text()).toContain('Chan Tai Man');
      expect(loggedIn.headers.get('Cache-Control')).toBe('private, no-store');
      expect(loggedIn.headers.get('Vary')).toContain('Cookie');
      const anonymous = await visit('/zh-hk', { headers: { 'CF-IPCountry': 'HK' } });
      expect(anonymous.headers.get('Cache-Control')).toMatch(/^public, /);
    } finally {
      await api.close();
    }
  });

  it('still renders the home page, without the text, when the page has no introduction, and logs it', async () => {
    const api = await startApi({ intro: '' });
    try {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
      const response = await visit('/zh-cn');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('<html lang="zh-CN">');
      expect(html).toContain('一个账户，投资港股、美股及A股</h1>');
      expect(html).not.toContain('data-testid="home-intro"');
      expect(warnLog).toHaveBeenCalledWith('Home page text has no introduction', expect.objectContaining({ district: 'hk', lang: 'zh-cn' }));
    } finally {
      await api.close();
    }
  });

  it('still renders the home page when the API cannot be reached', async () => {
    const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: 'http://127.0.0.1:9' } });
    const response = await visit('/zh-hk');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="zh-HK">');
    expect(errorLog).toHaveBeenCalledWith('Home page text could not be loaded', expect.objectContaining({ error: expect.anything() }));
  });

  it('answers the 404 page with status 404 and redirects unknown paths home', async () => {
    const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: 'http://127.0.0.1:9' } });
    const notFound = await visit('/zh-hk/404');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<html lang="zh-HK">');
    for (const [path, location] of [
      ['/', '/zh-hk'],
      ['/?ICode=AB12', '/zh-hk?ICode=AB12'],
      ['/xx', '/zh-hk'],
      ['/xx/unknown', '/zh-hk'],
      ['/en/unknown/deeper', '/en'],
      ['/EN', '/en'],
    ]) {
      const response = await visit(path);
      expect([path, response.status, response.headers.get('Location')]).toEqual([path, 302, location]);
    }
    expect((await visit('/favicon.ico')).status).toBe(404);
    expect((await visit('/zh-hk/missing.png')).status).toBe(404);
  });

  it('answers a failing page with the translated error page, logs the error and never shows it', async () => {
    const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: 'http://127.0.0.1:9' } });
    const response = await visit('/zh-hk/broken');
    const html = await response.text();
    expect(response.status).toBe(500);
    expect(html).toContain('<html lang="zh-HK">');
    expect(html).toContain('頁面出現問題');
    expect(html).not.toContain('hunter2');
    expect(errorLog).toHaveBeenCalledWith('Request failed', expect.objectContaining({ error: expect.objectContaining({ message: 'database password is hunter2' }) }));
  });

  it('sends paths of the other district to its own site when that has another origin', async () => {
    const visit = createInProcessSite({ site: hk, routes, environment: { MAINLAND_SITE_URL: 'http://localhost:3001' } });
    const response = await visit('/mainland/en/charges?x=1');
    expect(response.headers.get('Location')).toBe('http://localhost:3001/mainland/en/charges?x=1');
  });

  it('lists the public pages in the sitemap, not the 404 page or the personal centre', async () => {
    const visit = createInProcessSite({ site: hk, routes });
    // sitemap.xml is an index: the route pages' file first (here the content feeds have no API to ask).
    expect(sitemapLocs(await (await visit('/sitemap.xml')).text())).toEqual(['http://localhost:3000/sitemap-pages.xml']);
    const xml = await (await visit('/sitemap-pages.xml')).text();
    expect(sitemapLocs(xml)).toEqual(expectedSitemapLocs('http://localhost:3000', ''));
  });

  describe('frame', () => {
    it('frames the page with header and footer, and offers account opening to a visitor outside the mainland', async () => {
      const api = await startApi({ region: 'HK' });
      try {
        const html = await (await createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } })('/en')).text();
        expect(html).toMatch(/<header[\s>]/);
        expect(html).toMatch(/<footer[\s>]/);
        expect(html).toContain('id="main-content"');
        expect(showsOpenAccount(html, 'en')).toBe(true);
      } finally {
        await api.close();
      }
    });

    it('hides account opening from a visitor whose IP is in mainland China', async () => {
      const api = await startApi({ region: 'MAINLAND' });
      try {
        const html = await (await createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } })('/zh-cn')).text();
        expect(showsOpenAccount(html, 'zh-cn')).toBe(false);
      } finally {
        await api.close();
      }
    });

    it('treats a failed IP lookup as not mainland, and logs it', async () => {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: 'http://127.0.0.1:9' } });
      const html = await (await visit('/en')).text();
      expect(showsOpenAccount(html, 'en')).toBe(true);
      expect(html).toContain('<title>Harbourfront Securities</title>');
      expect(warnLog).toHaveBeenCalledWith('Frame data unavailable, using its fallback', expect.objectContaining({ source: 'ipInfo' }));
    });

    it('shows a logged-in user without the open-account button when the account guide does not apply', async () => {
      const api = await startApi({ currentUser: { ...user, guideAccountFlag: false } });
      try {
        const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
        const html = await (await visit('/en', { headers: { Cookie: await sessionCookie() } })).text();
        expect(html).toContain('Chan Tai Man');
        expect(showsOpenAccount(html, 'en')).toBe(false);
      } finally {
        await api.close();
      }
    });

    it('clears a session the API rejects and shows the visitor as logged out', async () => {
      const api = await startApi({ currentUser: 300101 });
      try {
        const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
        const response = await visit('/en', { headers: { Cookie: await sessionCookie() } });
        expect(response.status).toBe(200);
        expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
        expect(await response.text()).not.toContain('Chan Tai Man');
      } finally {
        await api.close();
      }
    });
  });

  describe('logout', () => {
    const logout = (visit: ReturnType<typeof createInProcessSite>, headers: Record<string, string>) =>
      // What the frame's fetcher sends (Remix single fetch).
      visit('/logout.data', { method: 'POST', headers });

    it('ends the session at the API and clears the cookie', async () => {
      const api = await startApi();
      try {
        const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
        const response = await logout(visit, { Cookie: await sessionCookie(), Origin: 'http://localhost:3000', Referer: 'http://localhost:3000/en/charges' });
        expect(response.status).toBe(200);
        expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;.*HttpOnly/);
        const [call] = api.callsTo('/user-server/web/logout/v1');
        expect(call.headers).toMatchObject({ authorization: TOKEN, 'x-lang': '3' });
      } finally {
        await api.close();
      }
    });

    it('ends the session and clears the cookie for a form posted without JavaScript, back on the page it came from', async () => {
      const api = await startApi();
      try {
        const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
        const formPost = async (referer: string) =>
          visit('/logout', {
            method: 'POST',
            headers: { Cookie: await sessionCookie(), Origin: 'http://localhost:3000', Referer: referer, 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
            body: '',
          });
        const response = await formPost('http://localhost:3000/zh-cn/charges?tab=1');
        expect(response.status).toBe(303);
        expect(response.headers.get('Location')).toBe('/zh-cn/charges?tab=1');
        expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;.*HttpOnly/);
        expect(api.callsTo('/user-server/web/logout/v1')).toHaveLength(1);
        // A Referer from another site is no place to send the visitor.
        expect((await formPost('https://evil.example/zh-hk/charges')).headers.get('Location')).toBe('/zh-hk');
      } finally {
        await api.close();
      }
    });

    it('clears the cookie even when the API cannot be reached', async () => {
      const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: 'http://127.0.0.1:9' } });
      const response = await logout(visit, { Cookie: await sessionCookie(), Origin: 'http://localhost:3000' });
      expect(response.status).toBe(200);
      expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
      expect(warnLog).toHaveBeenCalledWith('Logout at the API failed; the session cookie is cleared anyway', expect.anything());
    });

    it('refuses a logout posted from another site', async () => {
      const api = await startApi();
      try {
        const visit = createInProcessSite({ site: hk, routes, environment: { API_URL: api.url } });
        for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }] as Record<string, string>[]) {
          const response = await logout(visit, { Cookie: await sessionCookie(), ...headers });
          expect(response.status).toBe(403);
          expect(response.headers.get('Set-Cookie')).toBeNull();
        }
        expect(api.callsTo('/user-server/web/logout/v1')).toHaveLength(0);
      } finally {
        await api.close();
      }
    });
  });
});
