// Browser-safe part of the site core: routing rules, the root document and shared pages.
// Server-only code (loaders, env, headers, cookies, the Express server) is in `@brokerage/site-core/server`.
export type { SiteConfig, SiteRouteHandle } from './lib/site-config';
export {
  DISTRICT_BASE_PATHS,
  decideLangRoute,
  districtOfPath,
  homePath,
  langOfPath,
  languageAlternates,
  pageIdOf,
  pageOfPath,
  pagePath,
  parseLang,
  siteRootRedirect,
  switchLangPath,
  unknownPathRedirect,
  type RouteDecision,
} from './lib/routing';
export { NonceProvider, useNonce } from './lib/nonce';
export { SERVER_STYLES_ATTRIBUTE, SERVER_STYLES_MARKER, ServerStyles } from './lib/server-styles';
export { SiteProvider, useSite, type SiteContextValue } from './lib/site-context';
export { SiteDocument, type SiteRootData } from './lib/site-document';
export { HomePage, NotFoundPage, SiteErrorPage, type HomePageProps } from './lib/pages';
export { siteMessages } from './lib/messages';
export { pageTitleMeta, siteRootMeta, type PageTitleMetaOptions } from './lib/meta';
export { SiteFrame } from './lib/site-frame';
export { PERSONAL_CENTRE_PAGE, PersonalCentrePage, personalCentreMessages, type PersonalCentrePageProps } from './lib/personal-centre';
export { maskPhoneNumber, summariseUser, type AccountStatus, type PersonalCentreData, type PersonalCentreSummary } from './lib/personal-centre-summary';
