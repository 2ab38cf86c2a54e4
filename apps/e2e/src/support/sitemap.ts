/**
 * Every `<loc>` page URL of a site's sitemap: sitemap.xml is an index (issue 28), so its files are
 * read in turn. The sitemap names the public origin; files are fetched from `origin`, the running
 * server, by their path.
 */
export const sitemapPageLocs = async (origin: string): Promise<string[]> => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  if (!index.includes('<sitemapindex')) return locsOf(index);
  const files = await Promise.all(locsOf(index).map(async (file) => (await fetch(`${origin}${new URL(file).pathname}`)).text()));
  return files.flatMap(locsOf);
};
