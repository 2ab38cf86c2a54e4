import { contentEndpoints, type Article, type District, type Lang, type SpecialColumn } from '@brokerage/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { registerEndpoint } from '../../../http/register-endpoint';
import { pageWithTotal, toCount } from '../../shared';
import { CHANNELS, notFound, toArticleSummary, type Channel } from '../shared';
import type { ArticlesTable, SpecialColumnsTable } from '../tables';

type ArticleQuery = SelectQueryBuilder<Database, 'page_article', object>;

const articlesOf = (db: Kysely<Database>, channel: Channel, district: District, lang: Lang): ArticleQuery =>
  db.selectFrom('page_article').where('channel', '=', channel).where('district', '=', district).where('lang', '=', lang);

/** One page of article rows, newest first, and the total without paging. */
const newestArticles = (query: ArticleQuery, offset: number, limit: number) =>
  pageWithTotal(query, (filtered) => filtered.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute());

/** The same page as article summaries. */
const pageOfArticles = async (query: ArticleQuery, offset: number, limit: number) => {
  const { rows, total } = await newestArticles(query, offset, limit);
  return { list: rows.map(toArticleSummary), total };
};

/** The article with its older and newer neighbour in the same channel and group. */
const withNeighbours = async (db: Kysely<Database>, row: ArticlesTable): Promise<Article> => {
  const sameGroup = articlesOf(db, row.channel as Channel, row.district as District, row.lang as Lang)
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

const findArticle = (db: Kysely<Database>, id: number, channels: Channel[], district: District, lang: Lang) =>
  db
    .selectFrom('page_article')
    .selectAll()
    .where('id', '=', id)
    .where('channel', 'in', channels)
    .where('district', '=', district)
    .where('lang', '=', lang)
    .executeTakeFirst();

const specialColumnsWithCounts = async (db: Kysely<Database>, columns: SpecialColumnsTable[], district: District, lang: Lang): Promise<SpecialColumn[]> => {
  if (columns.length === 0) return [];
  const stats = await articlesOf(db, CHANNELS.special, district, lang)
    .where(
      'group_key',
      'in',
      columns.map((column) => String(column.id)),
    )
    .select((eb) => ['group_key', eb.fn.countAll().as('count'), eb.fn.max('published_at').as('latest')])
    .groupBy('group_key')
    .execute();
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

export const registerArticleRoutes = (app: FastifyInstance): void => {
  registerEndpoint(app, contentEndpoints.mediaYears, async ({ lang, district }) => {
    const rows = await articlesOf(app.db, CHANNELS.media, district, lang)
      .select((eb) => eb.fn<string>('substr', ['published_at', eb.val(1), eb.val(4)]).as('year'))
      .distinct()
      .execute();
    return { list: rows.map((row) => Number(row.year)).sort((a, b) => b - a) };
  });

  registerEndpoint(app, contentEndpoints.mediaList, async ({ query, lang, district }) => {
    let select = articlesOf(app.db, CHANNELS.media, district, lang);
    if (query.year !== undefined) {
      select = select.where('published_at', '>=', `${query.year}-01-01`).where('published_at', '<', `${query.year + 1}-01-01`);
    }
    return pageOfArticles(select, query.offset, query.limit);
  });

  registerEndpoint(app, contentEndpoints.mediaDetail, async ({ query, lang, district }) => {
    const row = await findArticle(app.db, query.id, [CHANNELS.media], district, lang);
    if (!row) throw notFound();
    return withNeighbours(app.db, row);
  });

  registerEndpoint(app, contentEndpoints.specialList, async ({ query, lang, district }) => {
    const columns = app.db.selectFrom('page_special_column').where('district', '=', district).where('lang', '=', lang);
    const { rows, total } = await pageWithTotal(columns, (filtered) =>
      filtered.selectAll().orderBy('sort').orderBy('id').offset(query.offset).limit(query.limit).execute(),
    );
    return { list: await specialColumnsWithCounts(app.db, rows, district, lang), total };
  });

  registerEndpoint(app, contentEndpoints.specialDetail, async ({ query, lang, district }) => {
    const column = await app.db
      .selectFrom('page_special_column')
      .selectAll()
      .where('id', '=', query.id)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!column) throw notFound();
    const [withCounts] = await specialColumnsWithCounts(app.db, [column], district, lang);
    const articles = await pageOfArticles(
      articlesOf(app.db, CHANNELS.special, district, lang).where('group_key', '=', String(column.id)),
      query.offset,
      query.limit,
    );
    return { column: withCounts, ...articles };
  });

  registerEndpoint(app, contentEndpoints.articleDetail, async ({ query, lang, district }) => {
    const row = await findArticle(app.db, query.id, [CHANNELS.special, CHANNELS.flash, CHANNELS.stock], district, lang);
    if (!row) throw notFound();
    return withNeighbours(app.db, row);
  });

  registerEndpoint(app, contentEndpoints.newsFlashList, async ({ query, lang, district }) =>
    pageOfArticles(articlesOf(app.db, CHANNELS.flash, district, lang).where('group_key', '=', query.type), query.offset, query.limit),
  );

  registerEndpoint(app, contentEndpoints.stockNews, async ({ query, lang, district }) => {
    const stock = await app.db
      .selectFrom('page_news_stock')
      .select(['code', 'name', 'market'])
      .where('code', '=', query.id)
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirst();
    if (!stock) throw notFound();
    const articles = await pageOfArticles(
      articlesOf(app.db, CHANNELS.stock, district, lang).where('group_key', '=', stock.code),
      query.offset,
      query.limit,
    );
    return { stock, ...articles };
  });

  registerEndpoint(app, contentEndpoints.blogTags, async ({ lang, district }) => {
    const [tags, counts] = await Promise.all([
      app.db.selectFrom('page_blog_tag').selectAll().where('district', '=', district).where('lang', '=', lang).orderBy('sort').orderBy('id').execute(),
      articlesOf(app.db, CHANNELS.blog, district, lang)
        .select((eb) => ['group_key', eb.fn.countAll().as('count')])
        .groupBy('group_key')
        .execute(),
    ]);
    const countByTag = new Map(counts.map((row) => [row.group_key, toCount(row.count)]));
    const list = tags.map((tag) => ({ id: tag.id, name: tag.name, postCount: countByTag.get(String(tag.id)) ?? 0 }));
    return { list, total: list.length };
  });

  registerEndpoint(app, contentEndpoints.blogList, async ({ query, lang, district }) => {
    let select = articlesOf(app.db, CHANNELS.blog, district, lang);
    if (query.tagId !== undefined) {
      const tag = await app.db
        .selectFrom('page_blog_tag')
        .select('id')
        .where('id', '=', query.tagId)
        .where('district', '=', district)
        .where('lang', '=', lang)
        .executeTakeFirst();
      if (!tag) throw notFound();
      select = select.where('group_key', '=', String(query.tagId));
    }
    const { rows, total } = await newestArticles(select, query.offset, query.limit);
    return { list: rows.map((row) => ({ ...toArticleSummary(row), tagId: Number(row.group_key) })), total };
  });

  registerEndpoint(app, contentEndpoints.blogDetail, async ({ query, lang, district }) => {
    const row = await findArticle(app.db, query.id, [CHANNELS.blog], district, lang);
    if (!row) throw notFound();
    const tag = await app.db
      .selectFrom('page_blog_tag')
      .select(['id', 'name'])
      .where('id', '=', Number(row.group_key))
      .where('district', '=', district)
      .where('lang', '=', lang)
      .executeTakeFirstOrThrow();
    return { ...(await withNeighbours(app.db, row)), tag };
  });
};
