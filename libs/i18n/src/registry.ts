import type { Messages } from '@lingui/core';
import type { Lang } from './lang';

/**
 * The catalogs this JavaScript realm holds: in a browser only those `loadCatalog` fetched (normally
 * the page's own language), on the server and in tests and Storybook all of them (all-catalogs.ts).
 */
const registered = new Map<Lang, Messages>();

/** Messages a server-rendered page embedded (the ones its render used), per language without its catalog yet. */
const pageMessagesOf = new Map<Lang, Messages>();

/** Callbacks that want a language's whole catalog, called once when it is registered. */
const waiting = new Map<Lang, Set<(messages: Messages) => void>>();

/**
 * Makes a language's merged catalog available to `createI18n`. `loadCatalog` and
 * `@brokerage/i18n/all-catalogs` call it; registering a language again replaces its catalog.
 * Instances made from the page's messages alone (`registerPageMessages`) receive it.
 */
export function registerCatalog(lang: Lang, messages: Messages): void {
  registered.set(lang, messages);
  pageMessagesOf.delete(lang);
  const callbacks = waiting.get(lang);
  waiting.delete(lang);
  callbacks?.forEach((callback) => callback(messages));
}

/**
 * Makes the messages a server-rendered page used available to `createI18n` until the language's
 * catalog arrives, so the browser can hydrate the page without waiting for it. Ignored once the
 * catalog is registered.
 */
export function registerPageMessages(lang: Lang, messages: Messages): void {
  if (!registered.has(lang)) pageMessagesOf.set(lang, messages);
}

/** Whether the language's whole catalog is registered (page messages alone do not count). */
export function isCatalogLoaded(lang: Lang): boolean {
  return registered.has(lang);
}

/** The registered catalog of a language, if any. */
export function registeredCatalog(lang: Lang): Messages | undefined {
  return registered.get(lang);
}

/** The page messages of a language whose catalog is not registered yet, if any. */
export function registeredPageMessages(lang: Lang): Messages | undefined {
  return pageMessagesOf.get(lang);
}

/** Calls `callback` with the language's catalog once it is registered. */
export function whenCatalogRegistered(lang: Lang, callback: (messages: Messages) => void): void {
  const callbacks = waiting.get(lang) ?? new Set();
  callbacks.add(callback);
  waiting.set(lang, callbacks);
}
