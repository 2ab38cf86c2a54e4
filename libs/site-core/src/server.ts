// Server-only entry of the site core: never import it from code that reaches the browser
// (route modules may, for their loaders; Remix drops loaders from the browser build).
export { APP_ENVS, DEFAULT_PORTS, PORT_VARIABLES, SiteEnvError, parseSiteEnv, type AppEnv, type SiteEnv } from './server/env';
export { contentSecurityPolicy, createNonce, securityHeaders, type SecurityHeaderOptions } from './server/security-headers';
export {
  SESSION_MAX_AGE_SECONDS,
  clearSessionToken,
  commitSessionToken,
  isPlausibleToken,
  readSessionToken,
  sessionCookie,
  sessionCookieName,
} from './server/session-cookie';
export { siteContextOf, type SiteLoadContext } from './server/load-context';
export { logger, type LogFields } from './server/logger';
export { requestApi, type RequestApiArgs } from './server/request-api';
export { terminalOf } from './server/terminal';
export { loadShellState, type ShellLoadInput, type ShellLoadResult } from './server/shell';
export { renderRobots, renderSitemap, sitemapPagesOf } from './server/sitemap';
export {
  HOME_PAGE_TEXT,
  homeLoader,
  langLoader,
  logoutAction,
  notFoundLoader,
  robotsLoader,
  rootLoader,
  siteRootLoader,
  sitemapLoader,
  unknownPathLoader,
} from './server/loaders';
export { RENDER_TIMEOUT_MS, logServerError, renderDocument } from './server/render-document';
export { createSiteServer, startSiteServer, type SiteServer, type SiteServerOptions, type StartSiteServerOptions } from './server/site-server';
export { createInProcessSite, type InProcessRoute, type InProcessSiteOptions } from './server/in-process';
export { personalCentreHeaders, personalCentreLoader } from './server/personal-centre';
