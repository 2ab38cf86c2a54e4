import { createHash } from 'node:crypto';
import { district as site } from '@brokerage/hk-district';
import { logger } from '@brokerage/site-server';
import { appRoutes, createInProcessSite, expectedSitemapLocs, sitemapLocs } from '@brokerage/site-server/testing';

/** How a Content-Security-Policy names an inline script or style by its hash. */
const cspHashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The app's own route table, as Remix derives it from app/routes. */
const routes = appRoutes(__dirname);

// No API in these tests: the home page must render without its text.
const visit = createInProcessSite({ site, routes, environment: { API_URL: 'http://127.0.0.1:9', HK_SITE_URL: 'https://www.example.com.hk' } });

describe('Hong Kong site', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('redirects / to /zh-hk', async () => {
    const response = await visit('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/zh-hk');
  });

  it.each([
    ['/zh-hk', 'zh-HK', '一個帳戶，投資港股、美股及A股', '港灣證券'],
    ['/zh-cn', 'zh-CN', '一个账户，投资港股、美股及A股', '港湾证券'],
    ['/en', 'en', 'Hong Kong, US and A-share markets in one account', 'Harbourfront Securities'],
  ])('renders %s with <html lang="%s">, the translated heading, the frame and server styles', async (path, htmlLang, heading, brand) => {
    const response = await visit(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${htmlLang}">`);
    // Without the content API the title falls back to the brand name.
    expect(html).toContain(`<title>${brand}</title>`);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${heading}</h1>`));
    // An anonymous page is the same for every visitor: its styles carry no nonce, its policy names them by hash.
    const [, css] = /<style data-styled-ssr="" nonce="">([^<]+)<\/style>/.exec(html) ?? [];
    expect(css).toBeDefined();
    expect(response.headers.get('Content-Security-Policy')).toContain(cspHashOf(css));
  });

  it('serves the 404 page in each language with status 404', async () => {
    const response = await visit('/en/404');
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain('<title>Page not found</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('href="/en"');
    expect(await (await visit('/zh-hk/404')).text()).toContain('找不到頁面');
  });

  it.each([
    ['/en/sta-login', 'Personal Centre'],
    ['/en/sta-login/api', 'Open API applications'],
    ['/en/sta-login/goods', 'Quote packages'],
    ['/en/renew-record', 'Renewal history'],
  ])('serves %s to a visitor as a private, unindexed page inviting them to log in', async (path, title) => {
    const response = await visit(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Log in to see your account details');
  });

  it.each([
    ['/xx/unknown', '/zh-hk'],
    ['/fr', '/zh-hk'],
    ['/en/no-such-page', '/en'],
    ['/zh-cn/a/b?ICode=AB12', '/zh-cn?ICode=AB12'],
    ['/EN', '/en'],
  ])('redirects %s to %s', async (path, location) => {
    const response = await visit(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('lists every public page of every language in the sitemap, and robots.txt points at it', async () => {
    // sitemap.xml is an index: the route pages' file first (here the content feeds have no API to ask).
    expect(sitemapLocs(await (await visit('/sitemap.xml')).text())).toEqual(['https://www.example.com.hk/sitemap-pages.xml']);
    const xml = await (await visit('/sitemap-pages.xml')).text();
    expect(sitemapLocs(xml)).toEqual(expectedSitemapLocs('https://www.example.com.hk', ''));
    expect(await (await visit('/robots.txt')).text()).toContain('Sitemap: https://www.example.com.hk/sitemap.xml');
  });

  it('ends a session with a same-site POST to /logout', async () => {
    const response = await visit('/logout.data', { method: 'POST', headers: { Origin: 'https://www.example.com.hk' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
    expect((await visit('/logout.data', { method: 'POST', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });
});
