// News about one stock (spec 2 `news-stock/{id}/{page?}`, id like 00700.HK).
export { NewsListRoute as default, newsListHandle as handle, newsStockMeta as meta } from '@brokerage/content-pages';
export { newsStockLoader as loader } from '../pages.server';
