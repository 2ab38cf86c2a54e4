// News flash of one market (spec 2 `news-flash-list/{type?}`: hk, us or a).
export { NewsListRoute as default, newsFlashHandle as handle, newsFlashMeta as meta } from '@brokerage/content-pages';
export { newsFlashListLoader as loader } from '../pages.server';
