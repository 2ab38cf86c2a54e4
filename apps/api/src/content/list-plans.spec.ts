import { CompiledQuery, PostgresAdapter, type Kysely, type KyselyPlugin, type PluginTransformQueryArgs, type PluginTransformResultArgs, type RootOperationNode } from 'kysely';
import type { Database } from '../db/schema';
import { growContent } from '../testing/grow-content';
import { startTestApp, testDialects } from '../testing/test-app';
import { listNews, newsSitemapFeed } from './official/news';
import { articleSitemapFeed, listBlogPosts, listMedia, listNewsFlash } from './pages/articles';

/** Enough rows that both planners prefer an index to reading the table (PostgreSQL after ANALYZE). */
const GROWN = 3_000;
const LIMIT = 10;
const BIG_TABLES = ['official_news', 'official_news_i18n', 'page_article'];

/** Records every query a list call sends, to ask the database for its plan afterwards. */
class QueryRecorder implements KyselyPlugin {
  nodes: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.nodes.push(node);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

const planOf = async (db: Kysely<Database>, query: CompiledQuery): Promise<string> => {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const explain = CompiledQuery.raw(`${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${query.sql}`, [...query.parameters]);
  const { rows } = await db.executeQuery<Record<string, unknown>>(explain);
  return rows.map((row) => String(postgres ? row['QUERY PLAN'] : row['detail'])).join('\n');
};

/**
 * What makes a list call grow with its table: reading all of it, or sorting it. PostgreSQL may sort
 * the few rows of a last page it expects (\`Sort (… rows=9 …)\`): that stays one page.
 */
const growthInPlan = (plan: string, postgres: boolean): string[] =>
  plan.split('\n').filter((line) => {
    if (!postgres) return new RegExp(`^SCAN (${BIG_TABLES.join('|')})\\b`).test(line.trim()) || /USE TEMP B-TREE/.test(line);
    const sortedRows = /->\s+(?:Incremental )?Sort\s+\(cost=[\d.]+ rows=(\d+)/.exec(line) ?? /^(?:Incremental )?Sort\s+\(cost=[\d.]+ rows=(\d+)/.exec(line.trim());
    return new RegExp(`Seq Scan on (${BIG_TABLES.join('|')})\\b`).test(line) || (sortedRows !== null && Number(sortedRows[sortedRows.length - 1]) > 2 * LIMIT);
  });

type ListCall = (db: Kysely<Database>, offset: number) => Promise<{ list: unknown[]; total: number }>;

const now = '2027-01-01T00:00:00.000Z';
const LISTS: [name: string, call: ListCall][] = [
  ['news list', (db, offset) => listNews(db, { district: 'hk', lang: 'en', now, offset, limit: LIMIT })],
  ['news list of a year', (db, offset) => listNews(db, { district: 'hk', lang: 'en', now, year: 2025, offset, limit: LIMIT })],
  ['news flash list', (db, offset) => listNewsFlash(db, { district: 'hk', lang: 'en', market: 'hk', offset, limit: LIMIT })],
  ['media list', (db, offset) => listMedia(db, { district: 'hk', lang: 'en', offset, limit: LIMIT })],
  ['media list of a year', (db, offset) => listMedia(db, { district: 'hk', lang: 'en', year: 2025, offset, limit: LIMIT })],
  ['blog list', (db, offset) => listBlogPosts(db, { district: 'hk', lang: 'en', offset, limit: LIMIT })],
  ['blog list of a tag', (db, offset) => listBlogPosts(db, { district: 'hk', lang: 'en', tagId: 1, offset, limit: LIMIT })],
  ['news sitemap feed', (db, offset) => newsSitemapFeed(db, { district: 'hk', now, offset, limit: LIMIT })],
  ['flash sitemap feed', (db, offset) => articleSitemapFeed(db, { district: 'hk', lang: 'en', channel: 'flash', offset, limit: LIMIT })],
];

describe.each(testDialects())('content list query plans at %s scale [%s]', (dialect) => {
  let started: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    started = await startTestApp(dialect);
    await growContent(started.app.db, { news: GROWN, articles: { media: [['', GROWN]], blog: [['1', GROWN / 2], ['2', GROWN / 2]], flash: [['hk', GROWN]] } });
  }, 120_000);
  afterAll(() => started?.close());

  describe.each(LISTS)('%s', (_name, call) => {
    // Every query a request sends: the total (counter rows, and the news index past now), the page's probe and its rows.
    // The middle page is further than one step from either end: on SQLite it is read in steps (SQLITE_SKIP_STEP).
    it.each(['first', 'middle', 'last'] as const)('reads the %s page through an index, without a full scan or a sort', async (page) => {
      const db = started.app.db;
      const { total } = await call(db, 0);
      expect(total).toBeGreaterThan(GROWN / 4);
      const offset = { first: 0, middle: Math.floor(total / 2 / LIMIT) * LIMIT, last: Math.floor((total - 1) / LIMIT) * LIMIT }[page];

      const recorder = new QueryRecorder();
      const { list } = await call(db.withPlugin(recorder), offset);
      expect(list.length).toBeGreaterThan(0);
      expect(recorder.nodes.length).toBeGreaterThan(0);
      const postgres = dialect === 'postgres';
      for (const node of recorder.nodes) {
        const query = db.getExecutor().compileQuery(node, { queryId: 'plan' } as never);
        const plan = await planOf(db, query);
        expect({ sql: query.sql, growth: growthInPlan(plan, postgres) }).toEqual({ sql: query.sql, growth: [] });
      }
    });
  });

  it('pages deep into a list from either end return what plain offset paging returns', async () => {
    const db = started.app.db;
    const { total } = await listMedia(db, { district: 'hk', lang: 'en', offset: 0, limit: LIMIT });
    const everything = await db
      .selectFrom('page_article')
      .select(['id', 'published_at'])
      .where('channel', '=', 'media')
      .where('district', '=', 'hk')
      .where('lang', '=', 'en')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(everything).toHaveLength(total);
    for (const offset of [LIMIT, 990, 1_005, Math.floor(total / 2), total - 1_010, total - 15, total - 1]) {
      const { list } = await listMedia(db, { district: 'hk', lang: 'en', offset, limit: LIMIT });
      expect(list.map((item) => (item as { id: number }).id)).toEqual(everything.slice(offset, offset + LIMIT).map((row) => row.id));
    }
    expect((await listMedia(db, { district: 'hk', lang: 'en', offset: total, limit: LIMIT })).list).toEqual([]);

    const oldestFirst = [...everything].reverse();
    for (const offset of [0, 990, 1_005, Math.floor(total / 2), total - 1_010, total - 15]) {
      const { list } = await articleSitemapFeed(db, { district: 'hk', lang: 'en', channel: 'media', offset, limit: LIMIT });
      expect(list).toEqual(oldestFirst.slice(offset, offset + LIMIT).map((row) => ({ id: row.id, lastmod: row.published_at })));
    }
  });

  it.each([undefined, 2025])('pages deep into the news list (year %s) with items scheduled after now return what plain offset paging returns', async (year) => {
    const db = started.app.db;
    // A "now" 12 hours before the newest grown item: 720 items are scheduled and in no page.
    const now = '2025-12-31T12:00:00.000Z';
    const { total } = await listNews(db, { district: 'hk', lang: 'en', now, year, offset: 0, limit: LIMIT });
    let plain = db
      .selectFrom('official_news')
      .select('id')
      .where('published', '=', 1)
      .where('district', 'in', ['hk', 'all'])
      .where('published_at', '<=', now);
    if (year !== undefined) plain = plain.where('year', '=', year);
    const everything = await plain.orderBy('published_at', 'desc').orderBy('id', 'desc').execute();
    expect(everything).toHaveLength(total);
    expect(total).toBeGreaterThan(2_000);
    for (const offset of [990, 1_005, Math.floor(total / 2), total - 1_010, total - 15]) {
      const { list } = await listNews(db, { district: 'hk', lang: 'en', now, year, offset, limit: LIMIT });
      expect(list.map((item) => item.id)).toEqual(everything.slice(offset, offset + LIMIT).map((row) => row.id));
    }
  });
});
