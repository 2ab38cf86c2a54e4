import type { ServerBuild } from '@remix-run/node';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import { renderRobots, renderSitemap, sitemapPagesOf } from './sitemap';


const Page = () => null;
type Route = { id: string; parentId?: string; path?: string; index?: boolean; page?: boolean; handle?: unknown };
const manifest = (routes: Route[]): ServerBuild['routes'] =>
  Object.fromEntries(
    routes.map(({ page = true, handle, ...route }) => [route.id, { ...route, module: { ...(page ? { default: Page } : {}), ...(handle ? { handle } : {}) } }]),
  ) as ServerBuild['routes'];

const hkRoutes = manifest([
  { id: 'root', path: '' },
  { id: 'routes/_index', parentId: 'root', index: true, page: false },
  { id: 'routes/$lang', parentId: 'root', path: ':lang' },
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true },
  { id: 'routes/$lang.404', parentId: 'routes/$lang', path: '404', handle: { sitemap: false } },
  { id: 'routes/$lang.charges.$mealId', parentId: 'routes/$lang', path: 'charges/:mealId?' },
  { id: 'routes/$lang.about-us.contact-us', parentId: 'routes/$lang', path: 'about-us/contact-us' },
  { id: 'routes/$lang.news-detail.$id', parentId: 'routes/$lang', path: 'news-detail/:categoryId?/:id/:page?' },
  { id: 'routes/$lang.sta-login', parentId: 'routes/$lang', path: 'sta-login', handle: { sitemap: false } },
  { id: 'routes/$lang.sta-login.api', parentId: 'routes/$lang.sta-login', path: 'api' },
  { id: 'routes/$lang.help-centre', parentId: 'routes/$lang', path: 'help-centre' },
  { id: 'routes/$lang.help-centre._index', parentId: 'routes/$lang.help-centre', index: true },
  { id: 'routes/$lang.help-centre.faq', parentId: 'routes/$lang.help-centre', path: 'faq' },
  { id: 'routes/$lang.export', parentId: 'routes/$lang', path: 'export', page: false },
  { id: 'routes/$', parentId: 'root', path: '*', page: false },
  { id: 'routes/robots[.]txt', parentId: 'root', path: 'robots.txt', page: false },
]);

describe('sitemap pages', () => {
  it('lists every page with a fixed address, home first, from the route manifest', () => {
    expect(sitemapPagesOf(hkRoutes, hk)).toEqual(['', 'about-us/contact-us', 'charges', 'help-centre', 'help-centre/faq', 'sta-login/api']);
  });

  it("lists a parameter's pages when the route's handle names its values", () => {
    const routes = manifest([
      { id: 'root', path: '' },
      { id: 'routes/$lang', parentId: 'root', path: ':lang' },
      { id: 'routes/$lang.products.financial-investment.($slug)', parentId: 'routes/$lang', path: 'products/financial-investment/:slug?', handle: { sitemapParams: { slug: ['bonds', 'etf'] } } },
      { id: 'routes/$lang.download-tip.$type', parentId: 'routes/$lang', path: 'download-tip/:type', handle: { sitemapParams: { type: ['hk'] } } },
      { id: 'routes/$lang.news-detail.$id', parentId: 'routes/$lang', path: 'news-detail/:id' },
      { id: 'routes/$lang.files.$', parentId: 'routes/$lang', path: 'files/*', handle: { sitemapParams: {} } },
    ]);
    expect(sitemapPagesOf(routes, hk)).toEqual(['download-tip/hk', 'products/financial-investment', 'products/financial-investment/bonds', 'products/financial-investment/etf']);
  });

  it('only takes the routes under the site prefix', () => {
    const routes = manifest([
      { id: 'root', path: '' },
      { id: 'routes/mainland._index', parentId: 'root', path: 'mainland', index: true, page: false },
      { id: 'routes/mainland.$lang', parentId: 'root', path: 'mainland/:lang' },
      { id: 'routes/mainland.$lang._index', parentId: 'routes/mainland.$lang', index: true },
      { id: 'routes/mainland.$lang.download', parentId: 'routes/mainland.$lang', path: 'download' },
      { id: 'routes/$lang.download', parentId: 'root', path: ':lang/download' },
    ]);
    expect(sitemapPagesOf(routes, mainland)).toEqual(['', 'download']);
    expect(sitemapPagesOf(routes, hk)).toEqual(['download']);
  });
});

describe('sitemap.xml', () => {
  const xml = renderSitemap(mainland, 'https://cn.example.com', ['', 'about-us/company-profile']);

  it('has one entry per page and language with absolute URLs', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toEqual([
      'https://cn.example.com/mainland/zh-hk',
      'https://cn.example.com/mainland/zh-cn',
      'https://cn.example.com/mainland/en',
      'https://cn.example.com/mainland/zh-hk/about-us/company-profile',
      'https://cn.example.com/mainland/zh-cn/about-us/company-profile',
      'https://cn.example.com/mainland/en/about-us/company-profile',
    ]);
  });

  it('links every language version and the default one from each entry', () => {
    const first = xml.split('</url>')[0];
    expect(first).toContain('hreflang="zh-HK" href="https://cn.example.com/mainland/zh-hk"');
    expect(first).toContain('hreflang="zh-CN" href="https://cn.example.com/mainland/zh-cn"');
    expect(first).toContain('hreflang="en" href="https://cn.example.com/mainland/en"');
    expect(first).toContain('hreflang="x-default" href="https://cn.example.com/mainland/zh-cn"');
  });

  it('is well-formed XML with the sitemap and xhtml namespaces, escaping URLs', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(renderSitemap(hk, 'https://x.example?a=1&b=2', [''])).toContain('<loc>https://x.example?a=1&amp;b=2/zh-hk</loc>');
  });

  it('is an empty urlset when the site has no pages', () => {
    expect(renderSitemap(hk, 'https://www.example.com', [])).not.toContain('<url>');
  });
});

describe('robots.txt', () => {
  it('opens production to crawlers and points at the sitemap', () => {
    expect(renderRobots('pro', 'https://www.example.com.hk')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.com.hk/sitemap.xml\n');
  });

  it('keeps crawlers out of the test environments', () => {
    for (const appEnv of ['sit', 'uat'] as const) expect(renderRobots(appEnv, 'https://sit.example.com')).toMatch(/User-agent: \*\nDisallow: \/\n/);
  });
});
