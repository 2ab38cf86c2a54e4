// The news pages' browser halves (component, meta, handle, data types).
export { listPagePath, newsPaging, registerPathOf, type NewsCard, type NewsDetailData, type NewsListData, type NewsListKind, type NewsNeighbour, type NewsTab, type StockLink } from './news-data';
export { NewsDetailRoute, newsDetailHandle, newsDetailHeaders, newsDetailMeta } from './news-detail-page';
export { NewsListRoute, newsFlashHandle, newsFlashMeta, newsListHandle, newsStockMeta } from './news-list-page';
/**
 * special-detail/{id}: a column's own page, with its head (title, summary, Article data). Not from
 * the list page's module: that brought the detail pages' meta into every list's first load.
 */
export { detailPageMeta as specialDetailMeta } from '../shared/detail-meta';
