// Investment courses (spec 2 `special-list/{page?}`): the special columns.
export { NewsListRoute as default, newsListHandle as handle } from '@brokerage/content-pages';
export { specialListLoader as loader } from '../pages.server';
