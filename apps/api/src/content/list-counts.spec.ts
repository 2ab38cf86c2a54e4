import { contentEndpoints, officialWebsiteConfigEndpoints as official } from '@brokerage/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { call } from '../testing/call';
import { siteHeaders, startTestApp, testDialects } from '../testing/test-app';
import { ARTICLE_COUNTER, createListCounter, dropListCounter, NEWS_COUNTER } from './list-counts';

type Counts = Record<string, number>;

const asCounts = (rows: { key: string; items: number | string }[]): Counts =>
  Object.fromEntries(rows.filter((row) => Number(row.items) !== 0).map((row) => [row.key, Number(row.items)]));

/** What the triggers keep, and what counting the tables says, per list key (zero rows left out). */
const newsCounts = async (db: Kysely<Database>) => ({
  kept: asCounts((await sql<{ key: string; items: number }>`select district || ':' || year as key, items from official_news_count`.execute(db)).rows),
  counted: asCounts(
    (await sql<{ key: string; items: number }>`select district || ':' || year as key, count(*) as items from official_news where published = 1 group by district, year`.execute(db)).rows,
  ),
});

const articleCounts = async (db: Kysely<Database>) => ({
  kept: asCounts(
    (await sql<{ key: string; items: number }>`select channel || ':' || district || ':' || lang || ':' || group_key || ':' || year as key, items from page_article_count`.execute(db)).rows,
  ),
  counted: asCounts(
    (
      await sql<{ key: string; items: number }>`select channel || ':' || district || ':' || lang || ':' || group_key || ':' || substr(published_at, 1, 4) as key, count(*) as items
        from page_article group by channel, district, lang, group_key, substr(published_at, 1, 4)`.execute(db)
    ).rows,
  ),
});

const expectCountsExact = async (db: Kysely<Database>) => {
  const news = await newsCounts(db);
  expect(news.kept).toEqual(news.counted);
  const articles = await articleCounts(db);
  expect(articles.kept).toEqual(articles.counted);
  return { news: news.kept, articles: articles.kept };
};

const NEWS_ID = 800_000;
const ARTICLE_ID = 800_000;
const article = (id: number, overrides: Partial<Database['page_article']> = {}) => ({
  id,
  channel: 'blog',
  group_key: '1',
  district: 'hk',
  lang: 'en',
  title: `Counted ${id}`,
  summary: '',
  body_html: '',
  source: '',
  author: '',
  cover_image: '',
  published_at: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

describe.each(testDialects())('list counters kept by triggers [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    started = await startTestApp(dialect);
    db = started.app.db;
  }, 60_000);
  afterAll(() => started?.close());

  it('hold the seed: every key equals counting the table', async () => {
    const { news, articles } = await expectCountsExact(db);
    expect(Object.keys(news).length).toBeGreaterThan(0);
    expect(Object.keys(articles).length).toBeGreaterThan(0);
  });

  it('follow news through inserts, publishing, unpublishing, district and year changes, and deletes', async () => {
    const ids = [NEWS_ID, NEWS_ID + 1, NEWS_ID + 2];
    await db
      .insertInto('official_news')
      .values(ids.map((id, index) => ({ id, district: 'hk', year: 2024, category: 'market', cover_image: '', published: index === 0 ? 0 : 1, published_at: '2024-05-01T00:00:00.000Z' })))
      .execute();
    await expectCountsExact(db);
    await db.updateTable('official_news').set({ published: 1 }).where('id', '=', ids[0]).execute();
    await expectCountsExact(db);
    await db.updateTable('official_news').set({ published: 0 }).where('id', '=', ids[1]).execute();
    await expectCountsExact(db);
    await db.updateTable('official_news').set({ district: 'mainland' }).where('id', '=', ids[2]).execute();
    await expectCountsExact(db);
    await db.updateTable('official_news').set({ year: 2023 }).where('id', 'in', ids).execute();
    await expectCountsExact(db);
    await db.updateTable('official_news').set({ district: 'all' }).where('id', 'in', ids).execute();
    await expectCountsExact(db);
    // An edit that moves nothing (a new cover) leaves the counts as they are.
    await db.updateTable('official_news').set({ cover_image: '/new.jpg' }).where('id', 'in', ids).execute();
    await expectCountsExact(db);
    await db.deleteFrom('official_news').where('id', 'in', ids).execute();
    await expectCountsExact(db);
  });

  it('follow articles through inserts, moves between channel, group, language, district and year, and deletes', async () => {
    const ids = [ARTICLE_ID, ARTICLE_ID + 1, ARTICLE_ID + 2];
    await db.insertInto('page_article').values(ids.map((id) => article(id))).execute();
    await expectCountsExact(db);
    await db.updateTable('page_article').set({ group_key: '2' }).where('id', '=', ids[0]).execute();
    await db.updateTable('page_article').set({ lang: 'zh-hk' }).where('id', '=', ids[1]).execute();
    await expectCountsExact(db);
    await db.updateTable('page_article').set({ district: 'mainland', channel: 'media', group_key: '' }).where('id', '=', ids[2]).execute();
    await expectCountsExact(db);
    await db.updateTable('page_article').set({ published_at: '2019-12-31T23:00:00.000Z' }).where('id', 'in', ids).execute();
    await expectCountsExact(db);
    await db.deleteFrom('page_article').where('id', 'in', ids).execute();
    await expectCountsExact(db);
  });

  it('stay exact when many publishes and deletes run at once', async () => {
    const ids = Array.from({ length: 40 }, (_, index) => NEWS_ID + 100 + index);
    await db
      .insertInto('official_news')
      .values(ids.map((id) => ({ id, district: 'all', year: 2022, category: 'market', cover_image: '', published: 0, published_at: '2022-02-01T00:00:00.000Z' })))
      .execute();
    const articleIds = Array.from({ length: 40 }, (_, index) => ARTICLE_ID + 100 + index);
    // Each statement its own transaction on its own connection (PostgreSQL's pool): all of them touch the same counter rows.
    await Promise.all([
      ...ids.map((id) => db.updateTable('official_news').set({ published: 1 }).where('id', '=', id).execute()),
      ...articleIds.map((id) => db.insertInto('page_article').values(article(id, { channel: 'media', group_key: '' })).execute()),
    ]);
    const { news } = await expectCountsExact(db);
    expect(news['all:2022']).toBeGreaterThanOrEqual(ids.length);
    await Promise.all([
      ...ids.map((id, index) => (index % 2 ? db.deleteFrom('official_news').where('id', '=', id).execute() : db.updateTable('official_news').set({ published: 0 }).where('id', '=', id).execute())),
      ...articleIds.map((id) => db.deleteFrom('page_article').where('id', '=', id).where('lang', '=', 'en').execute()),
    ]);
    await expectCountsExact(db);
    await db.deleteFrom('official_news').where('id', 'in', ids).execute();
  });

  it('give the lists their totals at once after a direct database write', async () => {
    const newsTotal = async () => (await call<{ total: number }>(started.app, official.newsList, { query: { year: 2021 }, headers: siteHeaders('en', 'hk') })).data.total;
    const blogTotal = async () => (await call<{ total: number }>(started.app, contentEndpoints.blogList, { query: { tagId: 1 }, headers: siteHeaders('en', 'hk') })).data.total;
    const [news, blog] = [await newsTotal(), await blogTotal()];
    await db
      .insertInto('official_news')
      .values({ id: NEWS_ID + 500, district: 'hk', year: 2021, category: 'market', cover_image: '', published: 1, published_at: '2021-06-01T00:00:00.000Z' })
      .execute();
    await db.insertInto('page_article').values(article(ARTICLE_ID + 500)).execute();
    expect([await newsTotal(), await blogTotal()]).toEqual([news + 1, blog + 1]);
    await db.deleteFrom('official_news').where('id', '=', NEWS_ID + 500).execute();
    await db.deleteFrom('page_article').where('id', '=', ARTICLE_ID + 500).execute();
    expect([await newsTotal(), await blogTotal()]).toEqual([news, blog]);
  });

  it('are filled from the content already there when the migration runs on an existing database', async () => {
    const before = await expectCountsExact(db);
    for (const counter of [NEWS_COUNTER, ARTICLE_COUNTER]) await dropListCounter(db as Kysely<unknown>, counter);
    for (const counter of [NEWS_COUNTER, ARTICLE_COUNTER]) await createListCounter(db as Kysely<unknown>, counter);
    expect(await expectCountsExact(db)).toEqual(before);
  });

  if (dialect === 'postgres') {
    it('empty with a truncated table (TRUNCATE skips row triggers)', async () => {
      await sql`truncate official_news cascade`.execute(db);
      await expectCountsExact(db);
      expect((await newsCounts(db)).kept).toEqual({});
    });
  }
});
