import type { BaseConfig, FeeTable } from '@brokerage/contracts';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  BASE_CONFIG,
  BLOG_POSTS,
  BLOG_TAGS,
  BRANCHES,
  DOWNLOAD_FORMS,
  HELP_CATALOGS,
  HELP_QUESTIONS,
  INFO_PAGES,
  MEAL_PLANS,
  MEDIA_RELEASES,
  NEWS_FLASH,
  NEWS_STOCKS,
  PAGE_META,
  PAGE_TEXTS,
  PRODUCTS,
  QUOTE_SERVICES,
  SEED_DISTRICTS,
  SEED_LANGS,
  SPECIAL_ARTICLES,
  SPECIAL_COLUMNS,
  STOCK_NEWS,
  resolve,
  type ArticleSeed,
  type SeedDistrict,
  type SeedLang,
} from '@brokerage/seed/pages';
import { CHANNELS, type Channel } from './shared';
import type { PageTables } from './tables';

// The article counts are the triggers' to write.
type Rows = { [T in Exclude<keyof PageTables, 'page_article_count'>]: Insertable<PageTables[T]>[] };

const articleRows = (channel: Channel, articles: ArticleSeed[], district: SeedDistrict, lang: SeedLang): Rows['page_article'] =>
  articles.map((article) => ({
    id: article.id,
    channel,
    group_key: article.group,
    district,
    lang,
    title: resolve(article.title, district, lang),
    summary: resolve(article.summary, district, lang),
    body_html: resolve(article.bodyHtml, district, lang),
    source: resolve(article.source, district, lang),
    author: resolve(article.author, district, lang),
    cover_image: article.coverImage,
    published_at: article.publishedAt,
  }));

/** Every row of the page-content tables for one district and language. */
export function buildPageRows(district: SeedDistrict, lang: SeedLang): Rows {
  const here = <T>(value: T) => resolve(value, district, lang);
  const config: Omit<BaseConfig, 'branches'> = here(BASE_CONFIG);

  return {
    page_text: Object.entries(PAGE_TEXTS).flatMap(([page, texts]) =>
      Object.entries(texts).map(([textId, text]) => ({ page, text_id: textId, district, lang, text: here(text) })),
    ),
    page_meta: PAGE_META.map((entry) => ({
      page: entry.page,
      district,
      lang,
      title: here(entry.title),
      description: here(entry.description),
      keywords: here(entry.keywords),
      platform: 'all',
      valid_from: null,
      valid_to: null,
    })),
    page_base_config: [{ district, lang, config_json: JSON.stringify(config) }],
    page_fee_plan: MEAL_PLANS.map((plan) => {
      const tables: FeeTable[] = here(plan.tables);
      return {
        id: plan.id,
        district,
        lang,
        sort: plan.sort,
        name: here(plan.name),
        tagline: here(plan.tagline),
        summary: here(plan.summary),
        is_default: plan.isDefault ? 1 : 0,
        highlights_json: JSON.stringify(here(plan.highlights)),
        tables_json: JSON.stringify(tables),
        notes_json: JSON.stringify(here(plan.notes)),
      };
    }),
    page_quote_service: QUOTE_SERVICES.map((service) => ({
      id: service.id,
      district,
      lang,
      market: here(service.market),
      sort: service.sort,
      name: here(service.name),
      description: here(service.description),
      price_cents: here(service.priceCents),
      currency: here(service.currency),
      period: here(service.period),
      features_json: JSON.stringify(here(service.features)),
      audience: here(service.audience),
    })),
    page_product: PRODUCTS.map((product) => ({
      slug: product.slug,
      district,
      lang,
      sort: product.sort,
      title: here(product.title),
      summary: here(product.summary),
      highlights_json: JSON.stringify(here(product.highlights)),
      features_json: JSON.stringify(here(product.features)),
      faq_json: JSON.stringify(here(product.faq)),
      risk_note: here(product.riskNote),
      fee_market: product.feeMarket === undefined ? null : here(product.feeMarket),
      facts_json: product.facts === undefined ? null : JSON.stringify(here(product.facts)),
      steps_json: product.steps === undefined ? null : JSON.stringify(here(product.steps)),
      related_json: product.related === undefined ? null : JSON.stringify(here(product.related)),
    })),
    page_article: [
      ...articleRows(CHANNELS.media, MEDIA_RELEASES, district, lang),
      ...articleRows(CHANNELS.special, SPECIAL_ARTICLES, district, lang),
      ...articleRows(CHANNELS.flash, NEWS_FLASH, district, lang),
      ...articleRows(CHANNELS.stock, STOCK_NEWS, district, lang),
      ...articleRows(CHANNELS.blog, BLOG_POSTS, district, lang),
    ],
    page_special_column: SPECIAL_COLUMNS.map((column) => ({
      id: column.id,
      district,
      lang,
      sort: column.sort,
      title: here(column.title),
      summary: here(column.summary),
      author: here(column.author),
      cover_image: here(column.coverImage),
    })),
    page_blog_tag: BLOG_TAGS.map((tag) => ({ id: tag.id, district, lang, sort: tag.sort, name: here(tag.name) })),
    page_news_stock: NEWS_STOCKS.map((stock) => ({ code: stock.code, district, lang, name: here(stock.name), market: stock.market })),
    page_help_catalog: HELP_CATALOGS.map((catalog) => ({
      id: catalog.id,
      district,
      lang,
      sort: catalog.sort,
      title: here(catalog.title),
      description: here(catalog.description),
      icon: catalog.icon,
    })),
    page_help_question: HELP_QUESTIONS.map((question) => ({
      id: question.id,
      catalog_id: question.catalogId,
      district,
      lang,
      sort: question.sort,
      question: here(question.question),
      answer_html: here(question.answerHtml),
      is_hot: question.isHot ? 1 : 0,
    })),
    page_download_form: DOWNLOAD_FORMS.map((form) => ({
      id: form.id,
      district,
      lang,
      sort: form.sort,
      category: form.category,
      title: here(form.title),
      description: here(form.description),
      file_name: form.fileName,
      file_size: form.fileSize,
      url_path: `/files/forms/${form.fileName}`,
      updated_at: form.updatedAt,
    })),
    page_branch: BRANCHES.map((branch) => ({
      id: branch.id,
      district,
      lang,
      sort: branch.sort,
      name: here(branch.name),
      address: here(branch.address),
      phone: here(branch.phone),
      hours_weekdays: here(branch.hoursWeekdays),
      hours_holidays: here(branch.hoursHolidays),
      map_link: here(branch.mapLink),
      map_image: here(branch.mapImage),
    })),
    page_info: INFO_PAGES.map((page) => ({
      slug: page.slug,
      district,
      lang,
      title: here(page.title),
      summary: here(page.summary),
      sections_json: JSON.stringify(here(page.sections)),
      updated_at: here(page.updatedAt),
      profile_json: page.profile ? JSON.stringify(here(page.profile)) : null,
    })),
  };
}

/** Rows per INSERT: far below the bound-parameter limits of SQLite (32766) and PostgreSQL (65535). */
const CHUNK = 100;

/**
 * Fills the page-content tables for both districts and all three languages. Rows already present
 * (same key) are left as they are, so the seed is safe on every start and never overwrites edits.
 */
export async function seedPages(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const district of SEED_DISTRICTS) {
      for (const lang of SEED_LANGS) {
        const rows = buildPageRows(district, lang);
        for (const table of Object.keys(rows) as (keyof Rows)[]) {
          const tableRows = rows[table] as Insertable<PageTables[keyof PageTables]>[];
          for (let start = 0; start < tableRows.length; start += CHUNK) {
            // Kysely cannot relate a union of table names to a union of row types; buildPageRows typed each table's rows.
            await trx
              .insertInto(table)
              .values(tableRows.slice(start, start + CHUNK) as never)
              .onConflict((conflict) => conflict.doNothing())
              .execute();
          }
        }
      }
    }
  });
}
