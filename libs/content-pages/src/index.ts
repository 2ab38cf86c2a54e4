// Browser entry of the content pages: each page slice's component, meta and handle.
// Loaders and actions are in the server entry, `@brokerage/content-pages/server`.
export { HomeRoute, type HomeData } from './home/home-page';
export * from './fees';
export * from './products';
export * from './company';
export * from './activities';
export * from './news';
export * from './blog';
export * from './help';
export * from './search';
// List navigation the account pages share.
export { LinkTabs, type LinkTab } from './shared/link-tabs';
export { Pagination } from './shared/pagination';
export type { RelatedArticle } from './shared/related-articles';
