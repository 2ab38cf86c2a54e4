export { sitemapLoader as loader } from '@brokerage/site-core/server';
