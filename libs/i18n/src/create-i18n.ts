import { setupI18n, type I18n } from '@lingui/core';
import type { Lang } from './lang';
import { recordMessageUse } from './message-use';
import { registeredCatalog, registeredPageMessages, whenCatalogRegistered } from './registry';

/**
 * An instance made from the messages the server embedded in the page (the browser before the
 * catalog has arrived). A message outside them is '' rather than English or its id, and the
 * instance takes the whole catalog when it arrives, silently: what is on screen used only embedded
 * messages, so nothing needs to render again, and a `change` event would make Lingui's provider
 * re-render the whole page, parts still waiting to hydrate included (React error #421).
 */
const fromPageMessages = (lang: Lang): I18n | undefined => {
  const pageMessages = registeredPageMessages(lang);
  if (!pageMessages) return undefined;
  // A copy: the instance keeps this very object as its messages, and the catalog is merged into it.
  const messages = { ...pageMessages };
  const i18n = setupI18n({ locale: lang, messages: { [lang]: messages }, missing: () => '' });
  whenCatalogRegistered(lang, (catalog) => Object.assign(messages, catalog));
  return i18n;
};

/**
 * A fresh, activated i18n instance. Server rendering creates one per request so that
 * concurrent requests in different languages never share (and switch) a global.
 *
 * Synchronous: the language's catalog (or, until it arrives, the page's own messages) must already
 * be registered — in the browser by the entry (the messages the server embedded, else
 * `await loadCatalog(lang)`) and by the `$lang` route's clientLoader before a client-side
 * navigation, on the server and in tests and Storybook by importing
 * `@brokerage/i18n/all-catalogs`. Otherwise it throws: a page silently shown in message ids
 * (or in English) is a bug that should fail tests and be seen, not be hidden.
 */
export function createI18n(lang: Lang): I18n {
  const messages = registeredCatalog(lang);
  const i18n = messages ? setupI18n({ locale: lang, messages: { [lang]: messages } }) : fromPageMessages(lang);
  if (!i18n) {
    throw new Error(
      `createI18n: the "${lang}" catalog is not loaded. In the browser await loadCatalog('${lang}') first; ` +
        `on the server and in tests and Storybook import '@brokerage/i18n/all-catalogs'.`,
    );
  }
  recordMessageUse(i18n, lang);
  return i18n;
}
