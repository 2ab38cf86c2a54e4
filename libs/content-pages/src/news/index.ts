// The news pages' browser halves (component, meta, handle, data types).
export { listPagePath, newsPaging, registerPathOf, type NewsCard, type NewsDetailData, type NewsListData, type NewsListKind, type NewsNeighbour, type NewsTab, type StockLink } from './news-data';
export { NewsDetailRoute, newsDetailHandle, newsDetailHeaders, newsDetailMeta } from './news-detail-page';
export { NewsListRoute, newsFlashHandle, newsFlashMeta, newsListHandle, newsStockMeta, specialDetailMeta } from './news-list-page';
