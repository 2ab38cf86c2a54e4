import { district as hk } from '@brokerage/hk-district';
import { sitemapLoaderWith } from './loaders';
import { logger } from '../logger';
import { createInProcessSite, langRoute, siteRootRoute, startStubApi, type InProcessRoute, type StubApi } from '../testing';

const routesWith = (detailPages: Parameters<typeof sitemapLoaderWith>[0]): InProcessRoute[] => [
  siteRootRoute(hk),
  langRoute(hk),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { default: () => <h1>Home</h1> } },
  { id: 'routes/sitemap[.]xml', parentId: 'root', path: 'sitemap.xml', module: { loader: sitemapLoaderWith(detailPages) } },
];

const locs = async (response: Response) => [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);

describe('sitemap with detail pages', () => {
  let api: StubApi;
  beforeEach(async () => {
    api = await startStubApi({});
  });
  afterEach(() => api.close());

  it('lists the detail pages the content gives after the route pages, in every language', async () => {
    const visit = createInProcessSite({ site: hk, routes: routesWith(async () => ['news-detail/7', 'blog/detail/3']), environment: { API_URL: api.url } });
    expect(await locs(await visit('/sitemap.xml'))).toEqual(['/zh-hk', '/zh-cn', '/en', '/zh-hk/news-detail/7', '/zh-cn/news-detail/7', '/en/news-detail/7', '/zh-hk/blog/detail/3', '/zh-cn/blog/detail/3', '/en/blog/detail/3']);
  });

  it('still lists the route pages when the content cannot be asked, and logs why', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const visit = createInProcessSite({ site: hk, routes: routesWith(async () => Promise.reject(new Error('API down'))), environment: { API_URL: api.url } });
    const response = await visit('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(await locs(response)).toEqual(['/zh-hk', '/zh-cn', '/en']);
    expect(warn).toHaveBeenCalledWith('Sitemap: detail pages unavailable, listing the route pages only', expect.objectContaining({ district: 'hk' }));
    warn.mockRestore();
  });
});
