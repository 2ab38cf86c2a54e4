// Browser-safe entry: holds no catalog. A page hydrates with the messages the server embedded
// (`registerPageMessages`), then loads its own language with `loadCatalog`;
// code that may hold every language (server, tests, Storybook) imports '@brokerage/i18n/all-catalogs'.
export { HTML_LANG, LANGS, isLang, langOfHtmlLang, type Lang } from './lang';
export { loadCatalog, loadPageCatalog } from './load-catalog';
export { isCatalogLoaded, registerCatalog, registerPageMessages } from './registry';
export { setMessageUseRecorder, type MessageUseRecorder } from './message-use';
export { createI18n } from './create-i18n';
export { formatDay } from './format-date';
export { hongKongDay, hongKongTime } from './hong-kong-time';
