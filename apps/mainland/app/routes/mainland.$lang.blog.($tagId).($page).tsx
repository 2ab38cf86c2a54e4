// Blog (spec 2 `blog/{tagId?}/{page?}`): posts of every tag or of one, 10 a page.
export { BlogListRoute as default, blogListHandle as handle } from '@brokerage/content-pages';
export { blogListLoader as loader } from '../pages.server';
