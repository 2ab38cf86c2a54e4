import { ApiError, CODES, NEWS_CATEGORIES, type District, type Lang, type NewsDetail, type NewsSummary } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageWithTotal, toCount } from '../shared';
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

export const listNewsYears = async (db: Kysely<Database>, params: { district: District; lang: Lang; now: string }) => {
  const rows = await publishedNews(db, params.district, params.lang, params.now)
    .select((eb) => ['official_news.year', eb.fn.countAll<number>().as('total')])
    .groupBy('official_news.year')
    .orderBy('official_news.year', 'desc')
    .execute();
  const list = rows.map((row) => ({ year: row.year, total: toCount(row.total) }));
  return { list, total: list.length };
};

export const listNews = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; year?: number; offset: number; limit: number },
): Promise<{ list: NewsSummary[]; total: number }> => {
  let base = publishedNews(db, params.district, params.lang, params.now);
  if (params.year !== undefined) base = base.where('official_news.year', '=', params.year);
  const { rows, total } = await pageWithTotal(base, (filtered) =>
    filtered.select(summaryColumns).orderBy('official_news.published_at', 'desc').orderBy('official_news.id', 'desc').limit(params.limit).offset(params.offset).execute(),
  );
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
