import type { BrokerApi } from '@brokerage/api-client';
import { sitemapLoaderWith } from '@brokerage/site-server';
import { activitiesSitemapPages } from './activities';
import { blogSitemapPages } from './blog';
import { helpSitemapPages } from './help';
import { newsSitemapPages } from './news';

/** Detail pages of every editorial area (each area logs and leaves out what its API calls could not give). */
const contentDetailPages = async (api: BrokerApi): Promise<string[]> =>
  (await Promise.all([activitiesSitemapPages(api), newsSitemapPages(api), blogSitemapPages(api), helpSitemapPages(api)])).flat();

/** `sitemap.xml` of the sites: the route table's pages and every editorial detail page. */
export const contentSitemapLoader = sitemapLoaderWith(contentDetailPages);
