import type { Article, ArticleSummary, District, Lang, SpecialColumn } from '@brokerage/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { contentAggregates } from '../aggregates';
import { newestFirstPage, pageKeys, pageWithTotal, toCount } from '../shared';
import { CHANNELS, notFound, type Channel, type PageScope, type Paging } from './shared';
import type { ArticlesTable, SpecialColumnsTable } from './tables';

type ArticleQuery = SelectQueryBuilder<Database, 'page_article', object>;

/** What a list shows of an article: never its body. */
const summaryColumns = ['id', 'group_key', 'title', 'summary', 'source', 'author', 'cover_image', 'published_at'] as const;
type ArticleSummaryRow = Pick<ArticlesTable, (typeof summaryColumns)[number]>;

const toArticleSummary = (row: ArticleSummaryRow): ArticleSummary => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  source: row.source,
  author: row.author,
  coverImage: row.cover_image,
  publishedAt: row.published_at,
});

const articlesOf = (db: Kysely<Database>, channel: Channel, { district, lang }: PageScope): ArticleQuery =>
  db.selectFrom('page_article').where('channel', '=', channel).where('district', '=', district).where('lang', '=', lang);

/** Which list a query reads, as a cache key of its total: channel, scope and the filter (group, year). */
type ListKey = PageScope & { channel: Channel; group?: string; year?: number };

/** The counters of one channel and scope (`content/list-counts.ts`), narrowed to a list's group and year. */
const countsOf = (db: Kysely<Database>, list: ListKey) => {
  let query = db.selectFrom('page_article_count').where('channel', '=', list.channel).where('district', '=', list.district).where('lang', '=', list.lang);
  if (list.group !== undefined) query = query.where('group_key', '=', list.group);
  if (list.year !== undefined) query = query.where('year', '=', list.year);
  return query;
};

/**
 * A list's total without paging: the sum of its counter rows (one per group and year), kept exact
 * by triggers, so it costs the same at 100 or 100,000 articles.
 */
const articleTotal = (db: Kysely<Database>, list: ListKey) =>
  contentAggregates(db).get(`articles:${list.channel}:${list.district}:${list.lang}:${list.group ?? ''}:${list.year ?? ''}`, async () => {
    const count = await countsOf(db, list)
      .select((eb) => eb.fn.sum<number>('items').as('total'))
      .executeTakeFirstOrThrow();
    return toCount(count.total);
  });

/**
 * One page of article summaries, newest first, and the total without paging. A deep page starts
 * from its first row found in the index (`newestFirstPage`), so the cost of a page does not grow
 * with the list.
 */
const newestArticles = async (db: Kysely<Database>, query: ArticleQuery, list: ListKey, { offset, limit }: Paging) => {
  const total = await articleTotal(db, list);
  const rows = await newestFirstPage({
    db,
    filtered: query,
    probe: query,
    publishedAt: 'page_article.published_at',
    id: 'page_article.id',
    offset,
    limit,
    total,
    // A year of a list is a range of publication times (stored in UTC, as the counters' years).
    published: list.year === undefined ? undefined : { from: `${list.year}-01-01`, before: `${list.year + 1}-01-01` },
    read: (page) => page.select(summaryColumns).execute(),
  });
  return { rows, total };
};

/** The same page as article summaries. */
const pageOfArticles = async (db: Kysely<Database>, query: ArticleQuery, list: ListKey, paging: Paging): Promise<{ list: ArticleSummary[]; total: number }> => {
  const { rows, total } = await newestArticles(db, query, list, paging);
  return { list: rows.map(toArticleSummary), total };
};

/** The article with its older and newer neighbour in the same channel and group. */
const withNeighbours = async (db: Kysely<Database>, row: ArticlesTable): Promise<Article> => {
  const sameGroup = articlesOf(db, row.channel as Channel, { district: row.district as District, lang: row.lang as Lang })
    .where('group_key', '=', row.group_key)
    .select(['id', 'title']);
  const [previous, next] = await Promise.all([
    sameGroup
      .where((eb) => eb.or([eb('published_at', '<', row.published_at), eb.and([eb('published_at', '=', row.published_at), eb('id', '<', row.id)])]))
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    sameGroup
      .where((eb) => eb.or([eb('published_at', '>', row.published_at), eb.and([eb('published_at', '=', row.published_at), eb('id', '>', row.id)])]))
      .orderBy('published_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    ...toArticleSummary(row),
    channel: row.channel,
    groupKey: row.group_key,
    bodyHtml: row.body_html,
    previous: previous ?? null,
    next: next ?? null,
  };
};

/** The article row of one of `channels`, or not found. */
const articleRow = async (db: Kysely<Database>, params: PageScope & { id: number; channels: Channel[] }): Promise<ArticlesTable> => {
  const row = await db
    .selectFrom('page_article')
    .selectAll()
    .where('id', '=', params.id)
    .where('channel', 'in', params.channels)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
};

const withArticleCounts = async (db: Kysely<Database>, columns: SpecialColumnsTable[], scope: PageScope): Promise<SpecialColumn[]> => {
  if (columns.length === 0) return [];
  const columnKeys = columns.map((column) => String(column.id));
  // Counts from the counters; each column's latest date from the top of its group index (one entry each).
  const stats = await contentAggregates(db).get(`special-stats:${scope.district}:${scope.lang}:${columnKeys.join(',')}`, () =>
    Promise.all(
      columnKeys.map(async (group) => {
        const list = { ...scope, channel: CHANNELS.special, group };
        const [count, latest] = await Promise.all([
          articleTotal(db, list),
          articlesOf(db, CHANNELS.special, scope).where('group_key', '=', group).select('published_at').orderBy('published_at', 'desc').limit(1).executeTakeFirst(),
        ]);
        return { group_key: group, count, latest: latest?.published_at ?? null };
      }),
    ),
  );
  const byColumn = new Map(stats.map((stat) => [stat.group_key, stat]));
  return columns.map((column) => {
    const stat = byColumn.get(String(column.id));
    return {
      id: column.id,
      title: column.title,
      summary: column.summary,
      author: column.author,
      coverImage: column.cover_image,
      articleCount: toCount(stat?.count),
      latestPublishedAt: stat?.latest ?? null,
    };
  });
};

/** Years that have press releases, newest first: the counter rows of the channel. */
export const listMediaYears = (db: Kysely<Database>, scope: PageScope) =>
  contentAggregates(db).get(`media-years:${scope.district}:${scope.lang}`, async () => {
    const rows = await countsOf(db, { ...scope, channel: CHANNELS.media })
      .select('year')
      .groupBy('year')
      .having((eb) => eb.fn.sum('items'), '>', 0)
      .orderBy('year', 'desc')
      .execute();
    return { list: rows.map((row) => row.year) };
  });

/** Press releases, newest first; of one year when `year` is given (the page keys bound the publication time). */
export const listMedia = (db: Kysely<Database>, params: PageScope & Paging & { year?: number }) =>
  pageOfArticles(db, articlesOf(db, CHANNELS.media, params), { ...params, channel: CHANNELS.media, year: params.year }, params);

export const findMediaArticle = async (db: Kysely<Database>, params: PageScope & { id: number }) =>
  withNeighbours(db, await articleRow(db, { ...params, channels: [CHANNELS.media] }));

/** An article of a special column, the news flash or stock news. */
export const findChannelArticle = async (db: Kysely<Database>, params: PageScope & { id: number }) =>
  withNeighbours(db, await articleRow(db, { ...params, channels: [CHANNELS.special, CHANNELS.flash, CHANNELS.stock] }));

export const listSpecialColumns = async (db: Kysely<Database>, params: PageScope & Paging) => {
  const columns = db.selectFrom('page_special_column').where('district', '=', params.district).where('lang', '=', params.lang);
  const { rows, total } = await pageWithTotal(columns, (filtered) => filtered.selectAll().orderBy('sort').orderBy('id').offset(params.offset).limit(params.limit).execute());
  return { list: await withArticleCounts(db, rows, params), total };
};

export const findSpecialColumn = async (db: Kysely<Database>, params: PageScope & Paging & { id: number }) => {
  const column = await db
    .selectFrom('page_special_column')
    .selectAll()
    .where('id', '=', params.id)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .executeTakeFirst();
  if (!column) throw notFound();
  const [withCounts] = await withArticleCounts(db, [column], params);
  const group = String(column.id);
  const articles = await pageOfArticles(db, articlesOf(db, CHANNELS.special, params).where('group_key', '=', group), { ...params, channel: CHANNELS.special, group }, params);
  return { column: withCounts, ...articles };
};

/** Market news flash of one market (hk, us or a). */
export const listNewsFlash = (db: Kysely<Database>, params: PageScope & Paging & { market: string }) =>
  pageOfArticles(db, articlesOf(db, CHANNELS.flash, params).where('group_key', '=', params.market), { ...params, channel: CHANNELS.flash, group: params.market }, params);

export const listStockNews = async (db: Kysely<Database>, params: PageScope & Paging & { code: string }) => {
  const stock = await db
    .selectFrom('page_news_stock')
    .select(['code', 'name', 'market'])
    .where('code', '=', params.code)
    .where('district', '=', params.district)
    .where('lang', '=', params.lang)
    .executeTakeFirst();
  if (!stock) throw notFound();
  const articles = await pageOfArticles(db, articlesOf(db, CHANNELS.stock, params).where('group_key', '=', stock.code), { ...params, channel: CHANNELS.stock, group: stock.code }, params);
  return { stock, ...articles };
};

export const listBlogTags = async (db: Kysely<Database>, scope: PageScope) => {
  const [tags, counts] = await Promise.all([
    db.selectFrom('page_blog_tag').selectAll().where('district', '=', scope.district).where('lang', '=', scope.lang).orderBy('sort').orderBy('id').execute(),
    contentAggregates(db).get(`blog-tag-counts:${scope.district}:${scope.lang}`, () =>
      countsOf(db, { ...scope, channel: CHANNELS.blog })
        .select((eb) => ['group_key', eb.fn.sum<number>('items').as('count')])
        .groupBy('group_key')
        .execute(),
    ),
  ]);
  const countByTag = new Map(counts.map((row) => [row.group_key, toCount(row.count)]));
  const list = tags.map((tag) => ({ id: tag.id, name: tag.name, postCount: countByTag.get(String(tag.id)) ?? 0 }));
  return { list, total: list.length };
};

const blogTag = (db: Kysely<Database>, params: PageScope & { id: number }) =>
  db.selectFrom('page_blog_tag').select(['id', 'name']).where('id', '=', params.id).where('district', '=', params.district).where('lang', '=', params.lang);

/** Blog posts, newest first; an unknown tag is not found. */
export const listBlogPosts = async (db: Kysely<Database>, params: PageScope & Paging & { tagId?: number }) => {
  let select = articlesOf(db, CHANNELS.blog, params);
  const group = params.tagId === undefined ? undefined : String(params.tagId);
  if (params.tagId !== undefined) {
    if (!(await blogTag(db, { ...params, id: params.tagId }).executeTakeFirst())) throw notFound();
    select = select.where('group_key', '=', String(params.tagId));
  }
  const { rows, total } = await newestArticles(db, select, { ...params, channel: CHANNELS.blog, group }, params);
  return { list: rows.map((row) => ({ ...toArticleSummary(row), tagId: Number(row.group_key) })), total };
};

export const findBlogPost = async (db: Kysely<Database>, params: PageScope & { id: number }) => {
  const row = await articleRow(db, { ...params, channels: [CHANNELS.blog] });
  const tag = await blogTag(db, { ...params, id: Number(row.group_key) }).executeTakeFirstOrThrow();
  return { ...(await withNeighbours(db, row)), tag };
};

/** One channel's articles as ids and dates, oldest first, for the sites' sitemaps: read from the list index alone. */
export const articleSitemapFeed = async (db: Kysely<Database>, params: PageScope & Paging & { channel: Channel }) => {
  const query = articlesOf(db, params.channel, params);
  const total = await articleTotal(db, params);
  const keys = await pageKeys({
    db,
    probe: query,
    publishedAt: 'page_article.published_at',
    id: 'page_article.id',
    offset: params.offset,
    limit: params.limit,
    total,
    oldestFirst: true,
  });
  return { list: keys.map((key) => ({ id: key.id, lastmod: key.published_at })), total };
};
