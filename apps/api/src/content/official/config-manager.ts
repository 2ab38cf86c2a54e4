import { createHash } from 'node:crypto';
import { ApiError, CODES, type BookDetail, type BookSummary, type CountryArea, type District, type Lang, type Protocol, type ProtocolType } from '@brokerage/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pageWithTotal, parseJson, toCount } from '../shared';
import { districtsFor } from './shared';

/**
 * Country areas with a version derived from their content, so any edit of the table changes the
 * version and clients holding an old list fetch the new one. An unchanged version answers without lists.
 * Every entry carries its names in all three languages, so the answer is the same for every X-Lang.
 */
export const getCountryAreas = async (db: Kysely<Database>, params: { knownVersion?: string }) => {
  const rows = await db.selectFrom('official_country_area').selectAll().orderBy('area_group').orderBy('sort_order').orderBy('iso').execute();
  const version = createHash('sha256')
    .update(JSON.stringify(rows.map((row) => [row.area_group, row.sort_order, row.iso, row.calling_code, row.name_cn, row.name_hk, row.name_en])))
    .digest('hex')
    .slice(0, 16);
  if (params.knownVersion === version) return { version };

  const toArea = (row: (typeof rows)[number]): CountryArea => ({
    area: row.calling_code,
    value: `+${row.calling_code}`,
    text: `+${row.calling_code}`,
    cn: row.name_cn,
    hk: row.name_hk,
    en: row.name_en,
    iso: row.iso,
  });
  return {
    version,
    commonCountry: rows.filter((row) => row.area_group === 'common').map(toArea),
    othersCountry: rows.filter((row) => row.area_group === 'others').map(toArea),
  };
};

/** Agreements in the order asked; a district's own text wins over the shared one. */
export const getProtocols = async (db: Kysely<Database>, params: { district: District; lang: Lang; types: ProtocolType[] }) => {
  const rows = await db
    .selectFrom('official_protocol')
    .selectAll()
    .where('type', 'in', params.types)
    .where('lang', '=', params.lang)
    .where('district', 'in', districtsFor(params.district))
    .execute();
  const list: Protocol[] = [];
  for (const type of params.types) {
    const row = rows.find((candidate) => candidate.type === type && candidate.district !== 'all') ?? rows.find((candidate) => candidate.type === type);
    if (!row) continue;
    list.push({ type, lang: params.lang, title: row.title, version: row.version, effectiveDate: row.effective_date, contentHtml: row.content_html });
  }
  if (list.length === 0) throw new ApiError(CODES.NOT_FOUND);
  return { list, total: list.length };
};

const localisedBooks = (db: Kysely<Database>, district: District, lang: Lang, now: string) =>
  db
    .selectFrom('official_book')
    .innerJoin('official_book_i18n', (join) => join.onRef('official_book_i18n.book_name', '=', 'official_book.name').on('official_book_i18n.lang', '=', lang))
    .where('official_book.district', 'in', districtsFor(district))
    .where('official_book.published', '=', 1)
    .where('official_book.published_at', '<=', now);

const bookSummaryColumns = [
  'official_book.name',
  'official_book.type',
  'official_book.cover_image',
  'official_book.page_count',
  'official_book.published_at',
  'official_book_i18n.title',
  'official_book_i18n.subtitle',
  'official_book_i18n.author',
  'official_book_i18n.summary',
] as const;

interface BookRow {
  name: string;
  type: string;
  cover_image: string;
  page_count: number;
  published_at: string;
  title: string;
  subtitle: string;
  author: string;
  summary: string;
}

const toBookSummary = (row: BookRow): BookSummary => ({
  name: row.name,
  type: row.type,
  title: row.title,
  subtitle: row.subtitle,
  author: row.author,
  summary: row.summary,
  coverImage: row.cover_image,
  pageCount: row.page_count,
  publishedAt: row.published_at,
});

export const getBookTypes = async (db: Kysely<Database>, params: { district: District; lang: Lang; now: string }) => {
  const [types, counts] = await Promise.all([
    db.selectFrom('official_book_type').select(['code', 'name', 'description']).where('lang', '=', params.lang).orderBy('sort_order').execute(),
    localisedBooks(db, params.district, params.lang, params.now)
      .select((eb) => ['official_book.type', eb.fn.countAll<number>().as('total')])
      .groupBy('official_book.type')
      .execute(),
  ]);
  const list = types.map((type) => ({ ...type, total: toCount(counts.find((count) => count.type === type.code)?.total) }));
  return { list, total: list.length };
};

export const listBooks = async (
  db: Kysely<Database>,
  params: { district: District; lang: Lang; now: string; type?: string; offset: number; limit: number },
) => {
  let base = localisedBooks(db, params.district, params.lang, params.now);
  if (params.type) base = base.where('official_book.type', '=', params.type);
  const { rows, total } = await pageWithTotal(base, (filtered) =>
    filtered
      .select(bookSummaryColumns)
      .orderBy('official_book.sort_order', 'desc')
      .orderBy('official_book.published_at', 'desc')
      .orderBy('official_book.name')
      .limit(params.limit)
      .offset(params.offset)
      .execute(),
  );
  return { list: rows.map(toBookSummary), total };
};

export const findBook = async (db: Kysely<Database>, params: { district: District; lang: Lang; now: string; name: string }): Promise<BookDetail> => {
  const row = await localisedBooks(db, params.district, params.lang, params.now)
    .leftJoin('official_book_type', (join) =>
      join.onRef('official_book_type.code', '=', 'official_book.type').on('official_book_type.lang', '=', params.lang),
    )
    .where('official_book.name', '=', params.name)
    .select(bookSummaryColumns)
    .select(['official_book_type.name as type_name', 'official_book_i18n.chapters_json', 'official_book_i18n.content_html', 'official_book_i18n.pdf_url'])
    .executeTakeFirst();
  if (!row) throw new ApiError(CODES.NOT_FOUND);
  return {
    ...toBookSummary(row),
    typeName: row.type_name ?? row.type,
    chapters: parseJson<BookDetail['chapters']>(row.chapters_json),
    contentHtml: row.content_html,
    ...(row.pdf_url ? { pdfUrl: row.pdf_url } : {}),
  };
};
