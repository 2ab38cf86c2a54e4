// The server halves of this site's routes. Route files re-export their loaders and actions from
// here: Remix keeps `.server` modules, and everything they import, out of the browser build.
export { personalCentreHeaders, personalCentreLoader } from '@brokerage/account-pages/server';
export { authAction, authApiAction, authLoader } from '@brokerage/auth-panel/server';
export { homeLoader } from '@brokerage/content-pages/server';
export {
  langLoader,
  logoutAction,
  notFoundLoader,
  robotsLoader,
  rootLoader,
  siteRootLoader,
  sitemapLoader,
  unknownPathLoader,
} from '@brokerage/site-server';
