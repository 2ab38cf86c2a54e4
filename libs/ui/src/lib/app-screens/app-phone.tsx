import { deferHydration } from '../deferred-hydration';
import type { AppPhoneProps } from './app-phone-view';

export type { AppPhoneProps } from './app-phone-view';
export type { AppScreenKind, AppScreenMarket, AppScreenProps } from './app-screen-views';

/**
 * A screen of the trading app (quote, order ticket, portfolio, IPO subscription, fees) with plainly
 * sample data, in a phone drawn in CSS: one picture for screen readers, named after the screen.
 * The server renders it in full; its code, the phone's frame included, is a deferred part (decision
 * 013), so these pictures add nothing to a page's first-load JavaScript, and as static markup they
 * look the same before and after they hydrate.
 *
 * A deferred part, not a plain component nor one that never hydrates (decision 022): a client-side
 * navigation to a page with a phone renders it in the browser, so its code must be reachable there,
 * and a boundary left dehydrated for good would hold up the transitions that reach it.
 */
export const AppPhone = deferHydration<AppPhoneProps>(() => import('./app-phone-view').then((module) => module.AppPhoneView));
