export { contentSitemapFileLoader as loader } from '../pages.server';
