import { setupI18n, type I18n } from '@lingui/core';
import type { Lang } from './lang';
import { registeredCatalog } from './registry';

/**
 * A fresh, activated i18n instance. Server rendering creates one per request so that
 * concurrent requests in different languages never share (and switch) a global.
 *
 * Synchronous: the language's catalog must already be registered — in the browser by
 * `await loadCatalog(lang)` (entry.client before hydrating, the `$lang` route's clientLoader
 * before a client-side navigation), on the server and in tests and Storybook by importing
 * `@brokerage/i18n/all-catalogs`. Otherwise it throws: a page silently shown in message ids
 * (or in English) is a bug that should fail tests and be seen, not be hidden.
 */
export function createI18n(lang: Lang): I18n {
  const messages = registeredCatalog(lang);
  if (!messages) {
    throw new Error(
      `createI18n: the "${lang}" catalog is not loaded. In the browser await loadCatalog('${lang}') first; ` +
        `on the server and in tests and Storybook import '@brokerage/i18n/all-catalogs'.`,
    );
  }
  return setupI18n({ locale: lang, messages: { [lang]: messages } });
}
