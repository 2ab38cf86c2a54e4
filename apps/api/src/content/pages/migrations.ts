import { type Kysely, type Migration } from 'kysely';
import { ARTICLE_COUNTER, listCounterMigration } from '../list-counts';
import { optionalTextColumns } from '../shared';

/** Every localised table is keyed by its own id plus district and language. */
const localisedKey = ['district', 'lang'] as const;

const createPageTexts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_text')
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('text_id', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_text_pk', ['page', 'text_id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_meta')
      .addColumn('page', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('keywords', 'text', (c) => c.notNull())
      .addColumn('platform', 'text', (c) => c.notNull().defaultTo('all'))
      .addColumn('valid_from', 'text')
      .addColumn('valid_to', 'text')
      .addPrimaryKeyConstraint('page_meta_pk', ['page', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_base_config')
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('config_json', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_base_config_pk', [...localisedKey])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_base_config').execute();
    await db.schema.dropTable('page_meta').execute();
    await db.schema.dropTable('page_text').execute();
  },
};

const createFeesAndProducts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_fee_plan')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tagline', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('highlights_json', 'text', (c) => c.notNull())
      .addColumn('tables_json', 'text', (c) => c.notNull())
      .addColumn('notes_json', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_fee_plan_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_quote_service')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('market', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('features_json', 'text', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_quote_service_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_product')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('highlights_json', 'text', (c) => c.notNull())
      .addColumn('features_json', 'text', (c) => c.notNull())
      .addColumn('faq_json', 'text', (c) => c.notNull())
      .addColumn('risk_note', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_product_pk', ['slug', ...localisedKey])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_product').execute();
    await db.schema.dropTable('page_quote_service').execute();
    await db.schema.dropTable('page_fee_plan').execute();
  },
};

const createArticles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_article')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('group_key', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('body_html', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_article_pk', ['id', ...localisedKey])
      .execute();
    // Lists read one channel of one district/language, newest first.
    await db.schema
      .createIndex('page_article_channel_idx')
      .on('page_article')
      .columns(['channel', 'district', 'lang', 'group_key', 'published_at'])
      .execute();

    await db.schema
      .createTable('page_special_column')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      .addColumn('cover_image', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_special_column_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_blog_tag')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_blog_tag_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_news_stock')
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('market', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_news_stock_pk', ['code', ...localisedKey])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_news_stock').execute();
    await db.schema.dropTable('page_blog_tag').execute();
    await db.schema.dropTable('page_special_column').execute();
    await db.schema.dropTable('page_article').execute();
  },
};

const createHelpAndInfo: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('page_help_catalog')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_help_catalog_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_help_question')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('catalog_id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('question', 'text', (c) => c.notNull())
      .addColumn('answer_html', 'text', (c) => c.notNull())
      .addColumn('is_hot', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('page_help_question_pk', ['id', ...localisedKey])
      .execute();
    await db.schema
      .createIndex('page_help_question_catalog_idx')
      .on('page_help_question')
      .columns(['catalog_id', 'district', 'lang', 'sort'])
      .execute();

    await db.schema
      .createTable('page_download_form')
      .addColumn('id', 'integer', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('file_size', 'integer', (c) => c.notNull())
      .addColumn('url_path', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_download_form_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_branch')
      .addColumn('id', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('hours_weekdays', 'text', (c) => c.notNull())
      .addColumn('hours_holidays', 'text', (c) => c.notNull())
      .addColumn('map_link', 'text', (c) => c.notNull())
      .addColumn('map_image', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_branch_pk', ['id', ...localisedKey])
      .execute();

    await db.schema
      .createTable('page_info')
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('district', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('sections_json', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('page_info_pk', ['slug', ...localisedKey])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('page_info').execute();
    await db.schema.dropTable('page_branch').execute();
    await db.schema.dropTable('page_download_form').execute();
    await db.schema.dropTable('page_help_question').execute();
    await db.schema.dropTable('page_help_catalog').execute();
  },
};

/**
 * Product pages' trading details (issue 26, item 5): the fee market that prices the product, its
 * market facts, how-to-trade steps and related products. Nullable: a row written before them
 * answers without those fields, and its page renders without those sections.
 */
const productTrading = optionalTextColumns('page_product', ['fee_market', 'facts_json', 'steps_json', 'related_json']);

/**
 * Article lists read one channel of one district and language newest first, either all of it
 * (media, blog) or one group (news flash market, stock, special column, blog tag). Each index ends in
 * the list's order, `published_at, id`, so pages and deep-page boundary probes need no sort (issue 28);
 * the old group index lacked `id`, and the channel-wide lists had none.
 */
const articleListIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('page_article_channel_idx').execute();
    await db.schema.createIndex('page_article_list').on('page_article').columns(['channel', 'district', 'lang', 'published_at', 'id']).execute();
    await db.schema.createIndex('page_article_group_list').on('page_article').columns(['channel', 'district', 'lang', 'group_key', 'published_at', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('page_article_group_list').execute();
    await db.schema.dropIndex('page_article_list').execute();
    await db.schema
      .createIndex('page_article_channel_idx')
      .on('page_article')
      .columns(['channel', 'district', 'lang', 'group_key', 'published_at'])
      .execute();
  },
};

/**
 * Articles counted per channel, district, language, group and year by triggers
 * (`content/list-counts.ts`): a list's total, a tag's or column's count and the years of the media
 * list are a few counter rows, not a count over the table on the API's event loop (issue 28).
 */
const articleCounts = listCounterMigration(ARTICLE_COUNTER);

/** The company profile's milestones and memberships (issue 26), as JSON beside its sections; null elsewhere. */
const infoPageProfile = optionalTextColumns('page_info', ['profile_json']);

/** Names sort the run order across areas: core 0001-, official 0100-, pages 0200-. */
export const pageMigrations: Record<string, Migration> = {
  '0200-pages-texts-meta-base': createPageTexts,
  '0201-pages-fees-products': createFeesAndProducts,
  '0206-pages-product-trading': productTrading,
  '0202-pages-articles': createArticles,
  '0203-pages-help-downloads-branches-info': createHelpAndInfo,
  '0204-pages-article-list-indexes': articleListIndexes,
  '0205-pages-article-counts': articleCounts,
  '0207-pages-info-profile': infoPageProfile,
};
