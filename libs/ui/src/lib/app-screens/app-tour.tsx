import { deferHydration } from '../deferred-hydration';
import type { AppTourProps } from './app-tour-view';

export type { AppTourProps } from './app-tour-view';

/**
 * Screens of the app side by side, each with a title and a line on what it is for. Desktops see a
 * row; phones slide through them one at a time (scroll snap), the next one peeking in. Static
 * pictures and words: like `AppPhone`, a deferred part, so its code stays out of the first load.
 */
export const AppTour = deferHydration<AppTourProps>(() => import('./app-tour-view').then((module) => module.AppTourView));
