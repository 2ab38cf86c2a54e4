// `/` → `/zh-hk` (query string kept).
export { siteRootLoader as loader } from '@brokerage/site-core/server';
