import { ApiError, CODES, NEWS_CATEGORIES, type District, type Lang, type NewsDetail, type NewsSummary } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contentAggregates } from '../aggregates';
import { newestFirstPage, pageKeys, toCount } from '../shared';
import { districtsFor } from './shared';

type NewsCategory = (typeof NEWS_CATEGORIES)[number];

const localisedNews = (db: Kysely<Database>, district: District, lang: Lang) =>
  db
    .selectFrom('official_news')
    .innerJoin('official_news_i18n', (join) => join.onRef('official_news_i18n.news_id', '=', 'official_news.id').on('official_news_i18n.lang', '=', lang))
    .where('official_news.district', 'in', districtsFor(district));

const publishedNews = (db: Kysely<Database>, district: District, lang: Lang, now: string) =>
  localisedNews(db, district, lang).where('official_news.published', '=', 1).where('official_news.published_at', '<=', now);

interface NewsRow {
  id: number;
  year: number;
  category: string;
  cover_image: string;
  published_at: string;
  title: string;
  summary: string;
  source: string;
}

const toSummary = (row: NewsRow): NewsSummary => ({
  id: row.id,
  year: row.year,
  category: row.category as NewsCategory,
  title: row.title,
  summary: row.summary,
  coverImage: row.cover_image,
  source: row.source,
  publishedAt: row.published_at,
});

const summaryColumns = [
  'official_news.id',
  'official_news.year',
  'official_news.category',
  'official_news.cover_image',
  'official_news.published_at',
  'official_news_i18n.title',
  'official_news_i18n.summary',
  'official_news_i18n.source',
] as const;

/**
 * Published news of the district and `all`, scheduled items included (the page keys' bound on the
 * publication time leaves them out), on the news table alone: every news item is published
 * in all three languages (the seed writes them together), so its list index answers deep-page
 * probes, and its counters totals, without visiting the translations.
 */
const publishedNewsItems = (db: Kysely<Database>, district: District, year?: number) => {
  let query = db.selectFrom('official_news').where('official_news.published', '=', 1).where('official_news.district', 'in', districtsFor(district));
  if (year !== undefined) query = query.where('official_news.year', '=', year);
  return query;
};

/** Published news of the district (and `all`) counted by the triggers, per year (`content/list-counts.ts`). */
const countedNews = (db: Kysely<Database>, district: District, year?: number) => {
  let query = db.selectFrom('official_news_count').where('official_news_count.district', 'in', districtsFor(district));
  if (year !== undefined) query = query.where('official_news_count.year', '=', year);
  return query;
};

/**
 * Published items not live yet (published_at after now): the counters hold them, the lists do not.
 * Read from the list index's range after now, so it costs the scheduled items, not the list.
 */
const scheduledNews = (db: Kysely<Database>, district: District, now: string, year?: number) => {
  let query = db
    .selectFrom('official_news')
    .where('official_news.published', '=', 1)
    .where('official_news.published_at', '>', now)
    .where('official_news.district', 'in', districtsFor(district));
  if (year !== undefined) query = query.where('official_news.year', '=', year);
  return query;
};

export const listNewsYears = (db: Kysely<Database>, params: { district: District; lang: Lang; now: string }) =>
  contentAggregates(db).get(`news-years:${params.district}`, async () => {
    const [counted, scheduled] = await Promise.all([
      countedNews(db, params.district)
        .select((eb) => ['official_news_count.year', eb.fn.sum<number>('official_news_count.items').as('total')])
        .groupBy('official_news_count.year')
        .execute(),
      scheduledNews(db, params.district, params.now)
        .select((eb) => ['official_news.year', eb.fn.countAll<number>().as('total')])
        .groupBy('official_news.year')
        .execute(),
    ]);
    const notLive = new Map(scheduled.map((row) => [row.year, toCount(row.total)]));
    const list = counted
      .map((row) => ({ year: row.year, total: toCount(row.total) - (notLive.get(row.year) ?? 0) }))
      .filter((row) => row.total > 0)
      .sort((a, b) => b.year - a.year);
    return { list, total: list.length };
  });

/** Published, live news of the district (and of one year): the counters less the scheduled items, two small reads in one query. */
const newsTotal = (db: Kysely<Database>, params: { district: District; now: string; year?: number }) =>
  contentAggregates(db).get(`news-total:${params.district}:${params.year ?? ''}`, async () => {
    const row = await db
      .selectNoFrom(() => [
        countedNews(db, params.district, params.year)
          .select((counts) => counts.fn.sum<number>('official_news_count.items').as('n'))
          .as('counted'),
        scheduledNews(db, params.district, params.now, params.year)
          .select((scheduled) => scheduled.fn.countAll<number>().as('n'))
          .as('scheduled'),
      ])
      .executeTakeFirstOrThrow();
    return toCount(row.counted) - toCount(row.scheduled);
  });

export const listNews = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; year?: number; offset: number; limit: number },
): Promise<{ list: NewsSummary[]; total: number }> => {
  let filtered = publishedNews(db, params.district, params.lang, params.now);
  if (params.year !== undefined) filtered = filtered.where('official_news.year', '=', params.year);
  const total = await newsTotal(db, params);
  const rows = await newestFirstPage({
    db,
    filtered,
    probe: publishedNewsItems(db, params.district, params.year),
    published: { until: params.now },
    publishedAt: 'official_news.published_at',
    id: 'official_news.id',
    offset: params.offset,
    limit: params.limit,
    total,
    read: (query) => query.select(summaryColumns).execute(),
  });
  return { list: rows.map(toSummary), total };
};

/** One news item; drafts and scheduled items only when `includeDrafts` (a valid preview token). */
export const findNews = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; id: number; includeDrafts: boolean },
): Promise<NewsDetail> => {
  const { now } = params;
  const row = await localisedNews(db, params.district, params.lang)
    .where('official_news.id', '=', params.id)
    .select(summaryColumns)
    .select(['official_news.published', 'official_news_i18n.content_html'])
    .executeTakeFirst();
  const live = row !== undefined && row.published === 1 && row.published_at <= now;
  if (!row || (!live && !params.includeDrafts)) throw new ApiError(CODES.NOT_FOUND);
  return { ...toSummary(row), contentHtml: row.content_html, draft: !live };
};

/** Published news as ids and dates, oldest first, for the sites' sitemaps: read from the list index alone. */
export const newsSitemapFeed = async (
  db: Kysely<Database>,
  params: { district: District; now: string; offset: number; limit: number },
): Promise<{ list: { id: number; lastmod: string }[]; total: number }> => {
  const total = await newsTotal(db, params);
  const keys = await pageKeys({
    db,
    probe: publishedNewsItems(db, params.district),
    published: { until: params.now },
    publishedAt: 'official_news.published_at',
    id: 'official_news.id',
    offset: params.offset,
    limit: params.limit,
    total,
    oldestFirst: true,
  });
  return { list: keys.map((key) => ({ id: key.id, lastmod: key.published_at })), total };
};
