import { HomeRoute } from '@brokerage/content-pages';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import type { DistrictConfig } from '@brokerage/domain';
import { logger } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute } from '@brokerage/site-server/testing';
import { HOME_PAGE_TEXT, homeLoader } from './home.loader';

/** The slice mounted as the apps mount it: the language's index route. */
const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: 'routes/$lang._index', parentId: 'routes/$lang', index: true, module: { loader: homeLoader, default: HomeRoute } },
];

const PAGE_TEXT = '/official-website-config/api/v1/page-text';

/** A content API stand-in answering page-text with `intro` (or failing when it is null), recording the pages asked for. */
const startApi = async (intro: string | null) => {
  const api = await startStubApi(intro === null ? {} : { [PAGE_TEXT]: ok({ page: 'home', contentI18n: { [HOME_PAGE_TEXT.textId]: intro } }) });
  return { ...api, pagesAsked: () => api.callsTo(PAGE_TEXT).map((call) => call.query.get('page') ?? '') };
};

describe('home page slice', () => {
  beforeEach(() => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    [hk, '/zh-hk', '一個賬戶，投資港股、美股及A股'],
    [mainland, '/mainland/en', 'Hong Kong and US stocks with a licensed Hong Kong broker'],
  ])('shows the %s heading and the introduction from the content API', async (site, path, heading) => {
    const api = await startApi('Licensed by the SFC since 2012.');
    try {
      const html = await (await createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url } })(path)).text();
      expect(html).toContain(`${heading}</h1>`);
      expect(html).toMatch(/data-testid="home-intro"[^>]*>Licensed by the SFC since 2012\.</);
      expect(api.pagesAsked()).toContain(HOME_PAGE_TEXT.page);
    } finally {
      await api.close();
    }
  });

  it('renders without the introduction when the API fails, and logs why', async () => {
    const api = await startApi(null);
    try {
      const response = await createInProcessSite({ site: hk, routes: routesOf(hk), environment: { API_URL: api.url } })('/en');
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain('Hong Kong, US and A-share markets in one account</h1>');
      expect(html).not.toContain('data-testid="home-intro"');
      expect(logger.error).toHaveBeenCalledWith('Home page text could not be loaded', expect.objectContaining({ district: 'hk', lang: 'en' }));
    } finally {
      await api.close();
    }
  });
});
