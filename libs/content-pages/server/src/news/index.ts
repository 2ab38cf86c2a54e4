// The news pages' loaders.
export {
  mediaCentreLoader,
  mediaDetailLoader,
  mediaListLoader,
  newsDetailLoader,
  newsFlashListLoader,
  newsListLoader,
  newsSitemapCollections,
  newsSitemapPages,
  newsStockLoader,
  specialDetailLoader,
  specialListLoader,
} from './news.loader';
