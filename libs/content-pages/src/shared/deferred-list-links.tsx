import { deferHydration } from '@brokerage/ui';
import type { PaginationProps } from './pagination';
import { linkedPages } from './pagination-window';

/**
 * A list page's tabs and pagination as deferred parts (decision 013): plain links, which the server
 * renders in full and whose code comes after the page has hydrated. Every list page uses these, not
 * the components themselves, so they share one chunk each.
 */

const PaginationPart = deferHydration(() => import('./pagination').then((module) => module.PaginationOfLinks));

/** LinkTabs (`./link-tabs`), deferred. */
export const LinkTabs = deferHydration(() => import('./link-tabs').then((module) => module.LinkTabs));

/**
 * Pagination (`./pagination`), deferred; nothing when there is one page. A deferred part re-renders
 * only when its data changes and takes a function prop as a callback (a new function alone changes
 * nothing), so `hrefOf` would keep giving another language's addresses after a client-side
 * navigation: the part gets the address of each page it links to instead.
 */
export function Pagination({ page, pageCount, hrefOf }: PaginationProps) {
  if (pageCount <= 1) return null;
  return <PaginationPart page={page} pageCount={pageCount} hrefs={Object.fromEntries(linkedPages(page, pageCount).map((number) => [number, hrefOf(number)]))} />;
}
