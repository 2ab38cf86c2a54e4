export { sitemapLoader as loader } from '../pages.server';
