/**
 * `@brokerage/i18n/all-catalogs`: every language's catalog, imported statically and registered on
 * import, so `createI18n` works for any language at once. For code that may hold all languages:
 * the server render (import it from the Remix server entry), tests (tools/jest/setup.cjs) and
 * Storybook (.storybook/preview.tsx). Never import it from code that reaches a browser bundle
 * of the sites: that would put every language back into every page.
 */
import type { Messages } from '@lingui/core';
import type { Lang } from './lang';
import { registerCatalog } from './registry';
import { messages as en } from './locales/en/messages';
import { messages as zhCn } from './locales/zh-cn/messages';
import { messages as zhHk } from './locales/zh-hk/messages';

/** Compiled catalogs (from the .po files, by `npm run i18n:compile`), one merged catalog per language. */
export const catalogs: Record<Lang, Messages> = { 'zh-hk': zhHk, 'zh-cn': zhCn, en };

for (const [lang, messages] of Object.entries(catalogs) as [Lang, Messages][]) registerCatalog(lang, messages);
