import type { BrokerApi } from '@brokerage/api-client';
import { sitemapFileLoaderWith, sitemapIndexLoaderWith, sitemapLoaderWith, type SitemapCollection } from '@brokerage/site-server';
import { activitiesSitemapPages } from './activities';
import { blogSitemapPages } from './blog';
import { helpSitemapPages } from './help';
import { newsSitemapCollections, newsSitemapPages } from './news';

/** Detail pages of the small editorial areas (each area logs and leaves out what its API calls could not give). */
const contentDetailPages = async (api: BrokerApi): Promise<string[]> =>
  (await Promise.all([activitiesSitemapPages(api), newsSitemapPages(api), blogSitemapPages(api), helpSitemapPages(api)])).flat();

/** Collections that grow by thousands a year: each gets sitemap files of its own, from the API's sitemap feeds (issue 28). */
const growingCollections: SitemapCollection[] = [
  ...newsSitemapCollections,
  { name: 'blog', feed: (api, page) => api.content.articleSitemapFeed({ channel: 'blog', ...page }), path: (id) => `blog/detail/${id}` },
];

/** `sitemap-pages.xml`: the route table's pages and the small collections' detail pages, in every language. */
export const contentSitemapLoader = sitemapLoaderWith(contentDetailPages);
/** `sitemap.xml`: the index of the pages' file and the growing collections' files. */
export const contentSitemapIndexLoader = sitemapIndexLoaderWith(growingCollections);
/** `sitemaps/{collection}-{lang}-{n}.xml`. */
export const contentSitemapFileLoader = sitemapFileLoaderWith(growingCollections);
