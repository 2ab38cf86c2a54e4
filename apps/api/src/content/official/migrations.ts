import { type Kysely, type Migration } from 'kysely';
import { listCounterMigration, NEWS_COUNTER } from '../list-counts';
import { optionalTextColumns } from '../shared';

/** Tables of tables.ts. Portable DDL only: text/integer columns, composite keys, no dialect features. */
const createActivities: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('official_activity')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('tab', 'text')
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addColumn('link_url', 'text')
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('official_activity_listing').on('official_activity').columns(['kind', 'district', 'published']).execute();

    await db.schema
      .createTable('official_activity_i18n')
      .addColumn('activity_id', 'integer', (c) => c.notNull().references('official_activity.id').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('terms_html', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_activity_i18n_pk', ['activity_id', 'lang'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('official_activity_i18n').execute();
    await db.schema.dropTable('official_activity').execute();
  },
};

const createTalks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('official_talk_tag')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_talk_tag_pk', ['code', 'lang'])
      .execute();

    await db.schema
      .createTable('official_talk')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('tag', 'text', (c) => c.notNull())
      .addColumn('format', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('official_talk_i18n')
      .addColumn('talk_id', 'integer', (c) => c.notNull().references('official_talk.id').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('speaker_name', 'text', (c) => c.notNull())
      .addColumn('speaker_title', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_talk_i18n_pk', ['talk_id', 'lang'])
      .execute();

    await db.schema
      .createTable('official_talk_registration')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('talk_id', 'integer', (c) => c.notNull().references('official_talk.id'))
      .addColumn('area_code', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('user_uuid', 'text')
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // Once per phone per talk, enforced by the database so concurrent submits cannot both land.
      .addUniqueConstraint('official_talk_registration_once', ['talk_id', 'area_code', 'phone_number'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('official_talk_registration').execute();
    await db.schema.dropTable('official_talk_i18n').execute();
    await db.schema.dropTable('official_talk').execute();
    await db.schema.dropTable('official_talk_tag').execute();
  },
};

const createNewsAndParseData: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('official_news')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('official_news_year').on('official_news').columns(['year', 'published_at']).execute();

    await db.schema
      .createTable('official_news_i18n')
      .addColumn('news_id', 'integer', (c) => c.notNull().references('official_news.id').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_news_i18n_pk', ['news_id', 'lang'])
      .execute();

    await db.schema
      .createTable('official_parse_data')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('value_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_parse_data_pk', ['type', 'key', 'district', 'lang'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('official_parse_data').execute();
    await db.schema.dropTable('official_news_i18n').execute();
    await db.schema.dropTable('official_news').execute();
  },
};

const createConfigManagerContent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('official_country_area')
      .addColumn('calling_code', 'text', (c) => c.notNull())
      .addColumn('iso', 'text', (c) => c.primaryKey())
      .addColumn('area_group', 'text', (c) => c.notNull())
      .addColumn('name_cn', 'text', (c) => c.notNull())
      .addColumn('name_hk', 'text', (c) => c.notNull())
      .addColumn('name_en', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('official_protocol')
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('effective_date', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_protocol_pk', ['type', 'district', 'lang'])
      .execute();

    await db.schema
      .createTable('official_book_type')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_book_type_pk', ['code', 'lang'])
      .execute();

    await db.schema
      .createTable('official_book')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addColumn('page_count', 'integer', (c) => c.notNull())
      .addColumn('published', 'integer', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addColumn('sort_order', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('official_book_i18n')
      .addColumn('book_name', 'text', (c) => c.notNull().references('official_book.name').onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('subtitle', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('chapters_json', 'text', (c) => c.notNull())
      .addColumn('content_html', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('official_book_i18n_pk', ['book_name', 'lang'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('official_book_i18n').execute();
    await db.schema.dropTable('official_book').execute();
    await db.schema.dropTable('official_book_type').execute();
    await db.schema.dropTable('official_protocol').execute();
    await db.schema.dropTable('official_country_area').execute();
  },
};

/** Registering for a talk needs a logged-in user: once per user per talk, like once per phone (rows from before have no user). */
const talkRegistrationOncePerUser: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('official_talk_registration_once_per_user').on('official_talk_registration').columns(['talk_id', 'user_uuid']).unique().execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('official_talk_registration_once_per_user').execute();
  },
};

/**
 * Events say how a visitor takes part (none, on the site, in the app) and, when on the site, how many
 * seats there are; registrations are once per user per event (the unique key decides under load).
 */
const eventRegistrations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('official_activity').addColumn('registration', 'text', (c) => c.notNull().defaultTo('none')).execute();
    await db.schema.alterTable('official_activity').addColumn('capacity', 'integer').execute();
    await db.schema
      .createTable('official_event_registration')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('activity_id', 'integer', (c) => c.notNull().references('official_activity.id'))
      .addColumn('user_uuid', 'text', (c) => c.notNull())
      .addColumn('area_code', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('official_event_registration_once_per_user', ['activity_id', 'user_uuid'])
      .execute();
    await db.schema.createIndex('official_event_registration_by_user').on('official_event_registration').columns(['user_uuid']).execute();
    await db.schema.createIndex('official_talk_registration_by_user').on('official_talk_registration').columns(['user_uuid']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('official_talk_registration_by_user').execute();
    await db.schema.dropTable('official_event_registration').execute();
    await db.schema.alterTable('official_activity').dropColumn('capacity').execute();
    await db.schema.alterTable('official_activity').dropColumn('registration').execute();
  },
};

/**
 * News lists read published items of a district (and `all`), newest first, optionally of one year.
 * Both indexes end in `published_at, id` (the list's order) and carry `district`, so a page, the
 * boundary probe of a deep page and the total read the index only, with no sort (issue 28).
 */
const newsListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('official_news_year').execute();
    await db.schema.createIndex('official_news_list').on('official_news').columns(['published', 'published_at', 'id', 'district']).execute();
    await db.schema.createIndex('official_news_year_list').on('official_news').columns(['year', 'published', 'published_at', 'id', 'district']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('official_news_year_list').execute();
    await db.schema.dropIndex('official_news_list').execute();
    await db.schema.createIndex('official_news_year').on('official_news').columns(['year', 'published_at']).execute();
  },
};

/**
 * Published news counted per district and year by triggers (`content/list-counts.ts`): a news
 * total is a few counter rows, not a count over the table on the API's event loop (issue 28).
 */
const newsCounts = listCounterMigration(NEWS_COUNTER);

/** A book may come as a PDF in each language (the book page's download button); content without one shows its text only. */
const bookPdfs = optionalTextColumns('official_book_i18n', ['pdf_url']);

export const officialMigrations: Record<string, Migration> = {
  '0100-official-001-activities': createActivities,
  '0100-official-002-talks': createTalks,
  '0100-official-003-news-and-parse-data': createNewsAndParseData,
  '0100-official-004-config-manager-content': createConfigManagerContent,
  '0100-official-005-talk-registration-once-per-user': talkRegistrationOncePerUser,
  '0100-official-006-event-registrations': eventRegistrations,
  '0100-official-007-news-list-indexes': newsListIndexes,
  '0100-official-008-news-counts': newsCounts,
  '0100-official-009-book-pdfs': bookPdfs,
};
