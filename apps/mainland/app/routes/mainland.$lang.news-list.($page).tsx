// News (spec 2 `news-list/{page?}`): the company news, 10 a page.
export { NewsListRoute as default, newsListHandle as handle } from '@brokerage/content-pages';
export { newsListLoader as loader } from '../pages.server';
