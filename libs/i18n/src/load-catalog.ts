import type { Messages } from '@lingui/core';
import { isLang, langOfHtmlLang, type Lang } from './lang';
import { registerCatalog, registeredCatalog } from './registry';

/**
 * One module per language: the catalogs of every area, merged by `lingui compile`
 * (catalogsMergePath in lingui.config.ts). Each is a separate dynamic import, so a bundler
 * emits one chunk per language (`en-[hash].js`, …) and a page downloads its own language only.
 * Exported for the tests (they spy on it); not part of the public API.
 */
export const CATALOG_MODULES: Record<Lang, () => Promise<{ messages: Messages }>> = {
  'zh-hk': () => import('./catalogs/zh-hk'),
  'zh-cn': () => import('./catalogs/zh-cn'),
  en: () => import('./catalogs/en'),
};

/** Loads under way or done, so concurrent calls share one import. A failed load is forgotten (retried next call). */
const loads = new Map<Lang, Promise<Messages>>();

/**
 * Loads (once) a language's catalog and registers it, so that `createI18n(lang)` works afterwards
 * and instances made from the page's embedded messages receive the rest.
 * Resolves at once when the catalog is already registered (e.g. by `@brokerage/i18n/all-catalogs`).
 * Rejects for a value that is not a language, and when the chunk cannot be fetched.
 */
export function loadCatalog(lang: Lang): Promise<Messages> {
  if (!isLang(lang)) return Promise.reject(new Error(`loadCatalog: "${String(lang)}" is not a language of the site`));
  const registered = registeredCatalog(lang);
  if (registered) return Promise.resolve(registered);
  let load = loads.get(lang);
  if (!load) {
    load = CATALOG_MODULES[lang]().then(
      ({ messages }) => {
        registerCatalog(lang, messages);
        return messages;
      },
      (error: unknown) => {
        loads.delete(lang);
        throw new Error(`loadCatalog: the ${lang} catalog did not load`, { cause: error });
      },
    );
    loads.set(lang, load);
  }
  return load;
}

/**
 * Browser: loads the catalog of the page's language (`<html lang>`). A page carries only the
 * messages its server render used, so what it renders later for the first time (a dialog) waits
 * for this. Never rejects: if the catalog cannot be fetched, that shows with the page's messages.
 * On the server (every catalog registered at start) it resolves at once.
 */
export function loadPageCatalog(): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const lang = langOfHtmlLang(document.documentElement.lang);
  return lang ? loadCatalog(lang).then(() => undefined, () => undefined) : Promise.resolve();
}
