import { setupI18n, type I18n } from '@lingui/core';
import { catalogs, type Locale } from './locales';

/**
 * A fresh, activated i18n instance. Server rendering creates one per request so that
 * concurrent requests in different languages never share (and switch) a global.
 */
export function createI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
}
