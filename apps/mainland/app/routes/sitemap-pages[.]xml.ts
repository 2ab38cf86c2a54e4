export { contentSitemapLoader as loader } from '../pages.server';
