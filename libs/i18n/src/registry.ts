import type { Messages } from '@lingui/core';
import type { Lang } from './lang';

/**
 * The catalogs this JavaScript realm holds: in a browser only those `loadCatalog` fetched (normally
 * the page's own language), on the server and in tests and Storybook all of them (all-catalogs.ts).
 */
const registered = new Map<Lang, Messages>();

/**
 * Makes a language's merged catalog available to `createI18n`. `loadCatalog` and
 * `@brokerage/i18n/all-catalogs` call it; registering a language again replaces its catalog.
 */
export function registerCatalog(lang: Lang, messages: Messages): void {
  registered.set(lang, messages);
}

/** Whether `createI18n(lang)` can run now (its catalog is registered). */
export function isCatalogLoaded(lang: Lang): boolean {
  return registered.has(lang);
}

/** The registered catalog of a language, if any. */
export function registeredCatalog(lang: Lang): Messages | undefined {
  return registered.get(lang);
}
