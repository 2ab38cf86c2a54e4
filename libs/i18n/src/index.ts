// Browser-safe entry: holds no catalog. A page loads its own language with `loadCatalog`;
// code that may hold every language (server, tests, Storybook) imports '@brokerage/i18n/all-catalogs'.
export { HTML_LANG, LANGS, isLang, langOfHtmlLang, type Lang } from './lang';
export { loadCatalog } from './load-catalog';
export { isCatalogLoaded, registerCatalog } from './registry';
export { createI18n } from './create-i18n';
export { formatDate, hongKongDay, hongKongTime } from './format-date';
