import { deferHydration } from '@brokerage/ui';

/**
 * The registration box of news, media and special pages; the link carries the page's rgdim_
 * campaign parameters. A deferred part: it closes the list or the article, so its code comes when a
 * reader nears it (its link works before). Its own module: the detail pages show it too, and
 * importing it from the list page brought the list's tabs, pagination and cards into every
 * article's first load.
 */
export const RegisterCallToAction = deferHydration<{ path: string }>(() => import('./register-call-to-action-view').then((module) => module.RegisterCallToActionView));
