// Browser-safe plumbing of both sites: the root document, the frame glue, page head helpers and
// the error and 404 pages. Server-only code (loaders, env, cookies, the Express server) is in
// `@brokerage/site-server`; pages are slices in the page libs (content-pages, account-pages).
export type { SiteRouteHandle } from './lib/route-handle';
export { NonceProvider, useNonce } from './lib/nonce';
export { SERVER_STYLES_MARKER } from './lib/server-styles';
export { pageMessagesJson, pageMessagesMarker } from './lib/page-messages';
export { useSite, useSiteHref } from './lib/site-context';
export { SiteDocument, type SiteRootData } from './lib/site-document';
export { NotFoundPage, notFoundHandle, notFoundMeta } from './lib/pages';
export { SiteErrorPage } from './lib/site-error-page';
export { LanguagePages, languageClientLoader } from './lib/language-pages';
export { PageHeading, PageLead, PageSection } from './lib/page-layout';
export { pageTitleMeta, siteRootMeta } from './lib/meta';
export { SiteFrame } from './lib/site-frame';
export { frameShouldRevalidate } from './lib/frame-revalidation';
export { hydrateSite } from './lib/hydrate';
