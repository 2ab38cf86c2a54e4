import { contentEndpoints, LANGS, officialWebsiteConfigEndpoints, X_LANG, X_TYPE, type District, type Lang } from '@brokerage/contracts';
import type { DistrictConfig } from '@brokerage/domain';
import { district as hk } from '@brokerage/hk-district';
import { district as mainland } from '@brokerage/mainland-district';
import { logger, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '@brokerage/site-server';
import { createInProcessSite, langRoute, ok, siteRootRoute, startStubApi, type InProcessRoute, type StubApi, type StubApiCall } from '@brokerage/site-server/testing';
import { contentSitemapFileLoader, contentSitemapIndexLoader, contentSitemapLoader } from './sitemap';

/** How many published items each collection has, per district and language; unlisted ones have none. */
const CATALOGUE: Partial<Record<`${District} ${Lang} ${string}`, number>> = {
  'hk en blog': 2 * SITEMAP_MAX_URLS + 1,
  'hk zh-hk news': 3,
  'mainland zh-cn media': SITEMAP_MAX_URLS,
  'mainland en flash': 7,
};
const lastmodOf = (id: number) => new Date(Date.UTC(2020, 0, 1) + id * 60_000).toISOString();

/** The API's sitemap feeds over the catalogue (ids 1..n, oldest first); every other call fails. */
const feedAnswer = (call: StubApiCall) => {
  const district = (Object.keys(X_TYPE) as District[]).find((each) => X_TYPE[each] === call.headers['x-type']);
  const lang = LANGS.find((each) => X_LANG[each] === call.headers['x-lang']);
  const collection =
    call.path === officialWebsiteConfigEndpoints.newsSitemapFeed.path ? 'news' : call.path === contentEndpoints.articleSitemapFeed.path ? call.query.get('channel') : null;
  if (!district || !lang || !collection) return undefined;
  const total = CATALOGUE[`${district} ${lang} ${collection}`] ?? 0;
  const offset = Number(call.query.get('offset') ?? 0);
  const limit = Number(call.query.get('limit') ?? 5000);
  const ids = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => offset + index + 1);
  return ok({ list: ids.map((id) => ({ id, lastmod: lastmodOf(id) })), total });
};

const routesOf = (site: DistrictConfig): InProcessRoute[] => [
  siteRootRoute(site),
  langRoute(site),
  { id: 'routes/sitemap[.]xml', parentId: 'root', path: 'sitemap.xml', module: { loader: contentSitemapIndexLoader } },
  { id: 'routes/sitemap-pages[.]xml', parentId: 'root', path: 'sitemap-pages.xml', module: { loader: contentSitemapLoader } },
  { id: 'routes/sitemaps.$file', parentId: 'root', path: 'sitemaps/:file', module: { loader: contentSitemapFileLoader } },
];

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);

describe.each([
  ['hk', hk, 'https://www.example.com.hk', ''],
  ['mainland', mainland, 'https://cn.example.com', '/mainland'],
] as const)('sitemap index of the %s site, content grown past one file', (district, site, origin, base) => {
  let api: StubApi;
  let visit: ReturnType<typeof createInProcessSite>;
  beforeAll(async () => {
    api = await startStubApi(feedAnswer);
    const siteUrl = district === 'hk' ? { HK_SITE_URL: origin } : { MAINLAND_SITE_URL: origin };
    visit = createInProcessSite({ site, routes: routesOf(site), environment: { API_URL: api.url, ...siteUrl } });
  });
  afterAll(() => api.close());
  beforeEach(() => {
    // The small collections' calls (activities, help, books) have no answer here.
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  const pathOf: Record<string, (id: number) => string> = {
    news: (id) => `news-detail/${id}`,
    media: (id) => `about-us/media-centre/detail/${id}`,
    flash: (id) => `news-detail/flash/${id}`,
    special: (id) => `news-detail/special/${id}`,
    blog: (id) => `blog/detail/${id}`,
  };
  const expected = Object.entries(CATALOGUE)
    .filter(([key]) => key.startsWith(`${district} `))
    .map(([key, total]) => {
      const [, lang, collection] = key.split(' ') as [District, Lang, string];
      return { lang, collection, total: total ?? 0 };
    });

  it('lists the pages file, then per collection and language files of at most 50,000 URLs (50 MB) with lastmod, holding every published item once', async () => {
    const index = await visit('/sitemap.xml');
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(indexXml);
    expect(files[0]).toBe(`${origin}/sitemap-pages.xml`);

    const expectedFiles = expected.flatMap(({ lang, collection, total }) =>
      Array.from({ length: Math.ceil(total / SITEMAP_MAX_URLS) }, (_, index) => ({
        loc: `${origin}/sitemaps/${collection}-${lang}-${index + 1}.xml`,
        lastmod: lastmodOf(Math.min((index + 1) * SITEMAP_MAX_URLS, total)),
      })),
    );
    expect(files.slice(1).sort()).toEqual(expectedFiles.map((file) => file.loc).sort());
    for (const file of expectedFiles) expect(indexXml).toContain(`<loc>${file.loc}</loc><lastmod>${file.lastmod}</lastmod>`);

    for (const { lang, collection, total } of expected) {
      const listed: string[] = [];
      for (let n = 1; n <= Math.ceil(total / SITEMAP_MAX_URLS); n++) {
        const response = await visit(`/sitemaps/${collection}-${lang}-${n}.xml`);
        expect(response.status).toBe(200);
        const xml = await response.text();
        const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
        expect(urls.length).toBe(locsOf(xml).length);
        expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
        expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
        listed.push(...urls.map(([, loc]) => loc));
      }
      expect(listed).toEqual(Array.from({ length: total }, (_, index) => `${origin}${base}/${lang}/${pathOf[collection](index + 1)}`));
    }
  }, 60_000);

  it('answers 404 for a file past the last and for names it does not make', async () => {
    for (const { lang, collection, total } of expected) {
      expect((await visit(`/sitemaps/${collection}-${lang}-${Math.ceil(total / SITEMAP_MAX_URLS) + 1}.xml`)).status).toBe(404);
    }
    for (const name of ['stock-en-1.xml', 'blog-fr-1.xml', 'blog-en-0.xml', 'blog-en-1.txt']) expect((await visit(`/sitemaps/${name}`)).status).toBe(404);
  });

  it('never calls the paged list endpoints', () => {
    const lists = [officialWebsiteConfigEndpoints.newsList.path, contentEndpoints.mediaList.path, contentEndpoints.blogList.path, contentEndpoints.newsFlashList.path, contentEndpoints.specialDetail.path];
    expect(api.calls.filter((call) => lists.includes(call.path))).toEqual([]);
  });
});
