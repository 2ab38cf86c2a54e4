/**
 * Query parameters a page's own script keeps up to date as the visitor works (the fee calculator's
 * trade, so a reload, a shared link or the language switch keeps it): the page already shows what
 * they say, so a change of them alone needs no loader to run again.
 */
export const VIEW_STATE_PARAMS = ['market', 'side', 'price', 'quantity', 'plan', 'order'] as const;
export type ViewStateParam = (typeof VIEW_STATE_PARAMS)[number];

const withoutViewState = (url: URL): string => {
  const params = new URLSearchParams(url.search);
  for (const name of VIEW_STATE_PARAMS) params.delete(name);
  params.sort();
  return params.toString();
};

/** Whether `next` is `current` but for view-state parameters (the same address counts too). */
export const differsOnlyInViewState = (current: URL, next: URL): boolean =>
  current.pathname === next.pathname && withoutViewState(current) === withoutViewState(next);
