import type { Kysely } from 'kysely';
import {
  bookPdfPath,
  books,
  bookTypes,
  countryAreas,
  events,
  newsItems,
  parseData,
  promotions,
  protocols,
  SEED_LANGS,
  talks,
  talkTags,
  toHtml,
} from '@brokerage/seed/official';
import type { Database } from '../../db/schema';

/** The calendar year in Hong Kong of an ISO UTC time (news years follow Hong Kong dates). */
const hongKongYear = (iso: string): number => new Date(Date.parse(iso) + 8 * 3_600_000).getUTCFullYear();

/**
 * Inserts the official content that is not there yet. Existing rows are never overwritten, so
 * editors' changes survive restarts and a second run changes nothing. Registrations are untouched.
 * Activities and talks move forward by `calendarShiftMs` (news keeps its dates: it reports the past).
 */
export const seedOfficialContent = async (db: Kysely<Database>, { calendarShiftMs }: { calendarShiftMs: number }): Promise<void> => {
  const moved = (iso: string): string => (calendarShiftMs === 0 ? iso : new Date(Date.parse(iso) + calendarShiftMs).toISOString());
  await db.transaction().execute(async (trx) => {
    const activities = [...promotions, ...events];
    await trx
      .insertInto('official_activity')
      .values(
        activities.map((item) => ({
          id: item.id,
          district: item.district,
          kind: item.kind,
          tab: item.tab ?? null,
          cover_image: item.coverImage,
          link_url: item.linkUrl ?? null,
          starts_at: moved(item.startsAt),
          ends_at: moved(item.endsAt),
          published: item.published ? 1 : 0,
          published_at: moved(item.publishedAt),
          sort_order: item.sortOrder ?? 0,
          registration: item.registration ?? 'none',
          capacity: item.capacity ?? null,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_activity_i18n')
      .values(
        activities.flatMap((item) =>
          SEED_LANGS.map((lang) => ({
            activity_id: item.id,
            lang,
            title: item.title[lang],
            summary: item.summary[lang],
            content_html: toHtml(item.body, lang),
            terms_html: toHtml(item.terms, lang),
            location: item.location?.[lang] ?? '',
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_talk_tag')
      .values(talkTags.flatMap((tag, index) => SEED_LANGS.map((lang) => ({ code: tag.code, lang, name: tag.name[lang], sort_order: index + 1 }))))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_talk')
      .values(
        talks.map((talk) => ({
          id: talk.id,
          district: talk.district,
          tag: talk.tag,
          format: talk.format,
          cover_image: talk.coverImage,
          starts_at: moved(talk.startsAt),
          ends_at: moved(talk.endsAt),
          capacity: talk.capacity,
          published: 1,
          published_at: moved(talk.publishedAt),
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_talk_i18n')
      .values(
        talks.flatMap((talk) =>
          SEED_LANGS.map((lang) => ({
            talk_id: talk.id,
            lang,
            title: talk.title[lang],
            summary: talk.summary[lang],
            content_html: toHtml(talk.body, lang),
            speaker_name: talk.speakerName[lang],
            speaker_title: talk.speakerTitle[lang],
            location: talk.location[lang],
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_news')
      .values(
        newsItems.map((item) => ({
          id: item.id,
          district: item.district,
          year: hongKongYear(item.publishedAt),
          category: item.category,
          cover_image: item.coverImage,
          published: item.published ? 1 : 0,
          published_at: item.publishedAt,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_news_i18n')
      .values(
        newsItems.flatMap((item) =>
          SEED_LANGS.map((lang) => ({
            news_id: item.id,
            lang,
            title: item.title[lang],
            summary: item.summary[lang],
            content_html: toHtml(item.body, lang),
            source: item.source[lang],
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_parse_data')
      .values(
        parseData.flatMap((entry) =>
          SEED_LANGS.map((lang) => ({
            type: entry.type,
            key: entry.key,
            district: entry.district,
            lang,
            value_json: JSON.stringify(entry.value[lang]),
            updated_at: entry.updatedAt,
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_country_area')
      .values(
        countryAreas.map((area, index) => ({
          calling_code: area.callingCode,
          iso: area.iso,
          area_group: area.group,
          name_cn: area.cn,
          name_hk: area.hk,
          name_en: area.en,
          sort_order: index + 1,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_protocol')
      .values(
        protocols.flatMap((protocol) =>
          SEED_LANGS.map((lang) => ({
            type: protocol.type,
            district: protocol.district,
            lang,
            title: protocol.title[lang],
            version: protocol.version,
            effective_date: protocol.effectiveDate,
            content_html: toHtml(protocol.body, lang),
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();

    await trx
      .insertInto('official_book_type')
      .values(
        bookTypes.flatMap((type, index) =>
          SEED_LANGS.map((lang) => ({ code: type.code, lang, name: type.name[lang], description: type.description[lang], sort_order: index + 1 })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_book')
      .values(
        books.map((book) => ({
          name: book.name,
          district: book.district,
          type: book.type,
          cover_image: book.coverImage,
          page_count: book.pageCount,
          published: 1,
          published_at: book.publishedAt,
          sort_order: book.sortOrder,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    await trx
      .insertInto('official_book_i18n')
      .values(
        books.flatMap((book) =>
          SEED_LANGS.map((lang) => ({
            book_name: book.name,
            lang,
            title: book.title[lang],
            subtitle: book.subtitle[lang],
            author: book.author[lang],
            summary: book.summary[lang],
            chapters_json: JSON.stringify(book.chapters.map((chapter) => ({ title: chapter.title[lang], summary: chapter.summary[lang] }))),
            content_html: toHtml(book.body, lang),
            pdf_url: bookPdfPath(book.name, lang),
          })),
        ),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
};
