import { deferHydration } from '../deferred-hydration';
import type { AppScreenProps } from './app-screen-views';

export type { AppScreenKind, AppScreenMarket, AppScreenProps } from './app-screen-views';

/**
 * A screen of the trading app (quote, order ticket, portfolio, IPO subscription, fees) with plainly
 * sample data; put it in a `<DeviceFrame>`. The server renders it in full; its code is a deferred
 * part (decision 013), so these pictures add nothing to a page's first-load JavaScript, and as
 * static markup they look the same before and after they hydrate.
 *
 * A deferred part, not a plain component nor one that never hydrates (decision 022): a client-side
 * navigation to a page with a screen renders it in the browser, so its code must be reachable there,
 * and a boundary left dehydrated for good would hold up the transitions that reach it.
 */
export const AppScreen = deferHydration<AppScreenProps>(() => import('./app-screen-views').then((module) => module.AppScreenView));
