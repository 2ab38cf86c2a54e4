import { createHash } from 'node:crypto';
import { district as site } from '@brokerage/mainland-district';
import { logger } from '@brokerage/site-server';
import { appRoutes, createInProcessSite, expectedSitemapLocs, sitemapLocs } from '@brokerage/site-server/testing';

/** How a Content-Security-Policy names an inline script or style by its hash. */
const cspHashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The app's own route table, as Remix derives it from app/routes. */
const routes = appRoutes(__dirname);

// No API in these tests: the home page must render without its text.
const environment = { API_URL: 'http://127.0.0.1:9', MAINLAND_SITE_URL: 'https://cn.example.com', HK_SITE_URL: 'https://www.example.com.hk' };
const visit = createInProcessSite({ site, routes, environment });

describe('mainland site', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each(['/', '/mainland', '/mainland/'])('redirects %s to /mainland/zh-cn', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/mainland/zh-cn');
  });

  it.each([
    ['/mainland/zh-cn', 'zh-CN', '持牌香港券商，畅享港股及美股投资'],
    ['/mainland/zh-hk', 'zh-HK', '持牌香港券商，暢享港股及美股投資'],
    ['/mainland/en', 'en', 'Hong Kong and US stocks with a licensed Hong Kong broker'],
  ])('renders %s with <html lang="%s">, the translated heading, the frame and server styles', async (path, htmlLang, heading) => {
    const response = await visit(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<html lang="${htmlLang}">`);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${heading}</h1>`));
    // An anonymous page is the same for every visitor: its styles carry no nonce, its policy names them by hash.
    const [, css] = /<style data-styled-ssr="" nonce="">([^<]+)<\/style>/.exec(html) ?? [];
    expect(css).toBeDefined();
    expect(response.headers.get('Content-Security-Policy')).toContain(cspHashOf(css));
    expect(html).toContain(`<link rel="canonical" href="https://cn.example.com${path}"/>`);
  });

  it('serves the 404 page with status 404', async () => {
    const response = await visit('/mainland/zh-cn/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('找不到页面');
  });

  it.each([
    ['/mainland/xx', '/mainland/zh-cn'],
    ['/mainland/xx/unknown', '/mainland/zh-cn'],
    ['/mainland/en/no-such-page', '/mainland/en'],
    // Spec 6: the personal centre and the account pages are the Hong Kong site's only.
    ['/mainland/en/sta-login', '/mainland/en'],
    ['/mainland/zh-cn/sta-login/goods', '/mainland/zh-cn'],
    ['/mainland/en/renew-record', '/mainland/en'],
    ['/xx/unknown', '/mainland/zh-cn'],
    // A Hong Kong site address goes to the Hong Kong site.
    ['/en/charges?x=1', 'https://www.example.com.hk/en/charges?x=1'],
    // Also when it looks like a file: a stock code is the last part of a stock news address.
    ['/zh-hk/news-stock/00700.HK', 'https://www.example.com.hk/zh-hk/news-stock/00700.HK'],
  ])('redirects %s to %s', async (path, location) => {
    const response = await visit(path);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(location);
  });

  it('lists every public page of the mainland site in the sitemap', async () => {
    // sitemap.xml is an index: the route pages' file first (here the content feeds have no API to ask).
    expect(sitemapLocs(await (await visit('/sitemap.xml')).text())).toEqual(['https://cn.example.com/sitemap-pages.xml']);
    const xml = await (await visit('/sitemap-pages.xml')).text();
    expect(sitemapLocs(xml)).toEqual(expectedSitemapLocs('https://cn.example.com', '/mainland'));
  });

  it('ends a session with a same-site POST to /mainland/logout', async () => {
    const response = await visit('/mainland/logout.data', { method: 'POST', headers: { Origin: 'https://cn.example.com' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=; Max-Age=0;/);
    expect((await visit('/mainland/logout.data', { method: 'POST', headers: { Origin: 'https://evil.example' } })).status).toBe(403);
  });
});
