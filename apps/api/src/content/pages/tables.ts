/**
 * Tables of the page-content area (page texts, base config, head/meta, fees, products,
 * articles, help centre, download forms, branches, information pages).
 *
 * Every localised row is stored once per district and language, so a request reads exactly
 * the rows of its X-Type / X-Lang. Portable SQL only: text and integer columns, JSON as text,
 * timestamps as ISO-8601 text.
 */

export interface PageTextsTable {
  page: string;
  text_id: string;
  district: string;
  lang: string;
  text: string;
}

export interface PageMetaTable {
  page: string;
  district: string;
  lang: string;
  title: string;
  description: string;
  keywords: string;
  /** 'all', 'pc' or 'h5'; filtered against X-Terminal when platform_check is on. */
  platform: string;
  /** ISO time window; filtered against now when time_check is on. Null = open-ended. */
  valid_from: string | null;
  valid_to: string | null;
}

export interface BaseConfigsTable {
  district: string;
  lang: string;
  /** JSON of BaseConfig without the branches (those come from `branches`). */
  config_json: string;
}

export interface FeePlansTable {
  id: number;
  district: string;
  lang: string;
  sort: number;
  name: string;
  tagline: string;
  summary: string;
  /** 1 for the plan shown at `charges` without an id. */
  is_default: number;
  highlights_json: string;
  tables_json: string;
  notes_json: string;
}

export interface QuoteServicesTable {
  id: number;
  district: string;
  lang: string;
  market: string;
  sort: number;
  name: string;
  description: string;
  /** Price in minor units of `currency` per `period`; 0 = free. */
  price_cents: number;
  currency: string;
  period: string;
  features_json: string;
  audience: string;
}

export interface ProductsTable {
  slug: string;
  district: string;
  lang: string;
  sort: number;
  title: string;
  summary: string;
  highlights_json: string;
  features_json: string;
  faq_json: string;
  risk_note: string;
  /** Migration 0206: null in rows written before it (the page then has no such section). */
  fee_market: string | null;
  facts_json: string | null;
  steps_json: string | null;
  related_json: string | null;
}

export interface ArticlesTable {
  id: number;
  /** 'media' | 'special' | 'flash' | 'stock' | 'blog' */
  channel: string;
  /** Special column id, flash type, stock code or blog tag id; '' for media. */
  group_key: string;
  district: string;
  lang: string;
  title: string;
  summary: string;
  body_html: string;
  source: string;
  author: string;
  cover_image: string;
  published_at: string;
}

export interface SpecialColumnsTable {
  id: number;
  district: string;
  lang: string;
  sort: number;
  title: string;
  summary: string;
  author: string;
  cover_image: string;
}

export interface BlogTagsTable {
  id: number;
  district: string;
  lang: string;
  sort: number;
  name: string;
}

export interface NewsStocksTable {
  code: string;
  district: string;
  lang: string;
  name: string;
  market: string;
}

export interface HelpCatalogsTable {
  id: number;
  district: string;
  lang: string;
  sort: number;
  title: string;
  description: string;
  icon: string;
}

export interface HelpQuestionsTable {
  id: number;
  catalog_id: number;
  district: string;
  lang: string;
  sort: number;
  question: string;
  answer_html: string;
  /** 1 when the question is listed on help-centre/faq. */
  is_hot: number;
}

export interface DownloadFormsTable {
  id: number;
  district: string;
  lang: string;
  sort: number;
  category: string;
  title: string;
  description: string;
  file_name: string;
  file_size: number;
  url_path: string;
  updated_at: string;
}

export interface BranchesTable {
  id: string;
  district: string;
  lang: string;
  sort: number;
  name: string;
  address: string;
  phone: string;
  hours_weekdays: string;
  hours_holidays: string;
  map_link: string;
  map_image: string;
}

export interface InfoPagesTable {
  slug: string;
  district: string;
  lang: string;
  title: string;
  summary: string;
  sections_json: string;
  updated_at: string;
  /** JSON of the page's CompanyProfile (the company profile only); null for every other page. */
  profile_json: string | null;
}

/** Articles per channel, district, language, group and year of `published_at`, kept by triggers (migration 0205-pages-article-counts). */
export interface ArticleCountsTable {
  channel: string;
  district: string;
  lang: string;
  group_key: string;
  year: number;
  items: number;
}

export interface PageTables {
  page_text: PageTextsTable;
  page_meta: PageMetaTable;
  page_base_config: BaseConfigsTable;
  page_fee_plan: FeePlansTable;
  page_quote_service: QuoteServicesTable;
  page_product: ProductsTable;
  page_article: ArticlesTable;
  page_article_count: ArticleCountsTable;
  page_special_column: SpecialColumnsTable;
  page_blog_tag: BlogTagsTable;
  page_news_stock: NewsStocksTable;
  page_help_catalog: HelpCatalogsTable;
  page_help_question: HelpQuestionsTable;
  page_download_form: DownloadFormsTable;
  page_branch: BranchesTable;
  page_info: InfoPagesTable;
}
