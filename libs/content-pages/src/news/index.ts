// The news pages' browser halves (component, meta, handle, data types).
export { listPagePath, newsPaging, registerPathOf, type NewsCard, type NewsDetailData, type NewsListData, type NewsListKind, type NewsNeighbour, type NewsTab } from './news-data';
export { NewsDetailRoute, newsDetailHandle, newsDetailHeaders, newsDetailMeta } from './news-detail-page';
export { NewsListRoute, newsFlashHandle, newsListHandle, specialDetailMeta } from './news-list-page';
