// Server entry of the site plumbing (platform:server): never imported by code that reaches the
// browser; lint refuses it outside `*.server.ts` modules, server projects and tests.
export { analyticsAction } from './analytics';
export { siteContextOf } from './load-context';
export { logger } from './logger';
export { requestApi, requestUserApi } from './request-api';
export { sanitizeCmsHtml } from './cms-html';
export { isDocumentRequest } from './document-request';
export { commitSessionToken, readSessionToken } from './session-cookie';
export { currentUserOf } from './current-user';
export { appSessionAction, type AppSessionAnswer, type AppSessionOutcome } from './app-session';
export {
  actionOnlyLoader,
  langLoader,
  logoutAction,
  notFoundLoader,
  robotsLoader,
  rootLoader,
  siteRootLoader,
  sitemapFileLoaderWith,
  sitemapIndexLoaderWith,
  sitemapLoaderWith,
  SITEMAP_PAGES_PATH,
  type SitemapCollection,
  unknownPathLoader,
} from './loaders';
export { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from './sitemap';
export { RENDER_TIMEOUT_MS, logServerError, renderDocument } from './render-document';
export { BODY_LIMITS } from './request-body';
export { startSiteServer } from './site-server';
