export { contentSitemapIndexLoader as loader } from '../pages.server';
