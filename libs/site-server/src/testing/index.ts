// Test entry of the site server: serve an app's (or a slice's) routes in-process, without a build.
export { appRoutes, createInProcessSite, type InProcessRoute } from './in-process';
export { langRoute, siteRootRoute } from './root-route';
