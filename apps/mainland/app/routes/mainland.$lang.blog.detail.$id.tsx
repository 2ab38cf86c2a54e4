// One blog post (spec 2 `blog/detail/{id}`).
export { BlogDetailRoute as default, blogDetailHandle as handle, blogDetailMeta as meta } from '@brokerage/content-pages';
export { blogDetailLoader as loader } from '../pages.server';
