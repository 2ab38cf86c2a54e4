// Server entry of the content pages: each page slice's loader, action and headers.
export { HOME_PAGE_TEXT, homeLoader } from './home/home.loader';
export * from './fees';
export * from './products';
export * from './company';
export * from './activities';
export * from './news';
export * from './blog';
export * from './help';
export * from './search';
export { contentSitemapFileLoader, contentSitemapIndexLoader, contentSitemapLoader } from './sitemap';
