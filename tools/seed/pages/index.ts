/**
 * Page-content seed: typed data in zh-hk, zh-cn and en for both districts, turned into rows by
 * apps/api/src/content/pages/seed.ts. Everything a visitor reads is written once per language
 * with `t()`; district differences use `byDistrict()`.
 */
export { BASE_CONFIG } from './base-config';
export { BLOG_POSTS, BLOG_TAGS } from './blog';
export { BRAND, LICENCES } from './brand';
export { BRANCHES } from './branches';
export { DOWNLOAD_FORMS } from './download-forms';
export { MEAL_PLANS, QUOTE_SERVICES } from './fees';
export { HELP_CATALOGS, HELP_QUESTIONS } from './help';
export { INFO_PAGES } from './info-pages';
export { MEDIA_RELEASES } from './media';
export { NEWS_FLASH, NEWS_STOCKS, STOCK_NEWS } from './news';
export { PAGE_META } from './page-meta';
export { PAGE_TEXTS } from './page-texts';
export { BOND_MINIMUM, PRODUCTS } from './products';
export { SPECIAL_ARTICLES, SPECIAL_COLUMNS } from './specials';
export type { ArticleSeed } from './articles';
export { collectTexts, resolve, SEED_DISTRICTS, SEED_LANGS, type L, type SeedDistrict, type SeedLang } from './localise';
