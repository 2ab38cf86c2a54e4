// Media coverage (spec 2 `media-list/{page?}`): press releases of every year, 10 a page.
export { NewsListRoute as default, newsListHandle as handle } from '@brokerage/content-pages';
export { mediaListLoader as loader } from '../pages.server';
