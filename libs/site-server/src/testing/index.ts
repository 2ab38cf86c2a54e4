// Test entry of the site server: serve an app's (or a slice's) routes in-process, without a build,
// against a stand-in broker API, as a signed-in user.
export { sampleUser } from '@brokerage/layout/testing';
export { appRoutes, createInProcessSite, inProcessBuild, type InProcessRoute } from './in-process';
export { langRoute, siteRootRoute } from './root-route';
export { sessionCookieHeader } from './session';
export { ok, refusal, requestFailed, startStubApi, type Envelope, type StubAnswer, type StubAnswers, type StubApi, type StubApiCall } from './stub-api';
export { expectedSitemapLocs, PUBLIC_PAGES, sitemapLocs } from './public-pages';
export { describeChineseTextScan, describeMalformedRequestScan } from './site-scans';
