import type { SiteListEntry } from './district-config';
import { isActivePath, normaliseSearch } from './site-urls';

/**
 * Where a group-site entry leads from the current page: an entry that keeps the path goes to the
 * same page and query on the other site (its `href` is that site's home in the current language),
 * unless the other site lacks the page, then to that home; any other entry goes to its `href`.
 * `currentPath` is the page path as menus name it (`/charges/2`, '' on a home page).
 */
export const groupSiteHref = (entry: SiteListEntry, currentPath: string, search?: string | null): string => {
  if (!entry.keepPath) return entry.href;
  const home = entry.href.replace(/\/+$/, '');
  if (currentPath && entry.missingPages?.some((page) => isActivePath(currentPath, page))) return home;
  return `${home}${currentPath}${normaliseSearch(search)}`;
};
