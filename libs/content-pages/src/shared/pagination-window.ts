/** Pages shown on each side of the current one before the list is cut short (then first/last links appear). */
export const PAGINATION_NEIGHBOURS = 2;

/**
 * The pages a list's pagination links to: the first and last, the previous and next, and the current
 * page's neighbours. Apart from the component, so that its deferred part (`./deferred-list-links`) is
 * given the addresses of these pages alone, not of every page (a list can have 10,000).
 */
export const linkedPages = (page: number, pageCount: number): number[] => {
  const pages = new Set([1, page - 1, page + 1, pageCount]);
  for (let number = page - PAGINATION_NEIGHBOURS; number <= page + PAGINATION_NEIGHBOURS; number += 1) pages.add(number);
  return [...pages].filter((number) => number >= 1 && number <= pageCount).sort((a, b) => a - b);
};
