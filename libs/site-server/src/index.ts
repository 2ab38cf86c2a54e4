// Server entry of the site plumbing (platform:server): never imported by code that reaches the
// browser; lint refuses it outside `*.server.ts` modules, server projects and tests.
export { analyticsAction } from './routes/analytics';
export { siteContextOf } from './load-context';
export { logger } from './logger';
export { requestApi, requestUserApi } from './api/request-api';
export { sanitizeCmsHtml } from './routes/cms-html';
export { isDocumentRequest } from './http/document-request';
export { commitSessionToken, readSessionToken } from './http/session-cookie';
export { currentUserOf } from './api/current-user';
export { appSessionAction, type AppSessionAnswer, type AppSessionOutcome } from './routes/app-session';
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
} from './routes/loaders';
export { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from './routes/sitemap';
export { RENDER_TIMEOUT_MS, logServerError, renderDocument } from './render/render-document';
export { BODY_LIMITS } from './http/request-body';
export { startSiteServer } from './http/site-server';
