import { contentEndpoints, officialWebsiteConfigEndpoints as official, SITEMAP_FEED_MAX_LIMIT, type District } from '@brokerage/contracts';
import { call } from '../testing/call';
import { growContent } from '../testing/grow-content';
import { siteHeaders, startTestApp, testDialects } from '../testing/test-app';

/** More than one sitemap file holds (50,000 URLs). */
const GROWN_BLOG = 50_001;

describe.each(testDialects())('sitemap feeds over a collection grown past one sitemap file [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    started = await startTestApp(dialect);
    await growContent(started.app.db, { news: 2_000, articles: { blog: [['1', GROWN_BLOG]] }, langs: ['en'] });
  }, 180_000);
  afterAll(() => started?.close());

  /** Every item of a feed, page after page, as the sites read it. */
  const walk = async (read: (offset: number) => Promise<{ list: { id: number; lastmod: string }[]; total: number }>) => {
    const items: { id: number; lastmod: string }[] = [];
    let total = Infinity;
    for (let offset = 0; offset < total; offset += SITEMAP_FEED_MAX_LIMIT) {
      const page = await read(offset);
      total = page.total;
      items.push(...page.list);
    }
    return { items, total };
  };

  it.each(['hk', 'mainland'] as const)('gives every published blog post of the %s site once, oldest first, with its date', async (district: District) => {
    const feed = await walk(async (offset) => (await call(started.app, contentEndpoints.articleSitemapFeed, { query: { channel: 'blog', offset, limit: SITEMAP_FEED_MAX_LIMIT }, headers: siteHeaders('en', district) })).data);
    const published = await started.app.db
      .selectFrom('page_article')
      .select(['id', 'published_at'])
      .where('channel', '=', 'blog')
      .where('district', '=', district)
      .where('lang', '=', 'en')
      .orderBy('published_at')
      .orderBy('id')
      .execute();
    expect(feed.total).toBe(published.length);
    expect(feed.items).toEqual(published.map((row) => ({ id: row.id, lastmod: row.published_at })));
    if (district === 'hk') expect(feed.total).toBeGreaterThan(GROWN_BLOG);
  }, 60_000);

  it('gives every published news item, drafts and scheduled items left out', async () => {
    const feed = await walk(async (offset) => (await call(started.app, official.newsSitemapFeed, { query: { offset, limit: SITEMAP_FEED_MAX_LIMIT }, headers: siteHeaders('en', 'hk') })).data);
    const now = new Date(started.clock.now()).toISOString();
    const published = await started.app.db
      .selectFrom('official_news')
      .select(['id', 'published_at'])
      .where('published', '=', 1)
      .where('published_at', '<=', now)
      .where('district', 'in', ['hk', 'all'])
      .orderBy('published_at')
      .orderBy('id')
      .execute();
    expect(feed.items).toEqual(published.map((row) => ({ id: row.id, lastmod: row.published_at })));
    expect(feed.total).toBeGreaterThan(2_000);
  });

  it('refuses a page larger than the feed gives', async () => {
    const refused = await call(started.app, contentEndpoints.articleSitemapFeed, { query: { channel: 'blog', limit: SITEMAP_FEED_MAX_LIMIT + 1 }, headers: siteHeaders('en', 'hk') });
    expect(refused).toMatchObject({ status: 400 });
  });
});
