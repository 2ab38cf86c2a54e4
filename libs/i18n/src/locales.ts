import type { Messages } from '@lingui/core';
import { messages as enAuthPanel } from './locales/en/auth-panel';
import { messages as enContentPages } from './locales/en/content-pages';
import { messages as enLayout } from './locales/en/layout';
import { messages as enSite } from './locales/en/site';
import { messages as enUi } from './locales/en/ui';
import { messages as enValidation } from './locales/en/validation';
import { messages as cnAuthPanel } from './locales/zh-cn/auth-panel';
import { messages as cnContentPages } from './locales/zh-cn/content-pages';
import { messages as cnLayout } from './locales/zh-cn/layout';
import { messages as cnSite } from './locales/zh-cn/site';
import { messages as cnUi } from './locales/zh-cn/ui';
import { messages as cnValidation } from './locales/zh-cn/validation';
import { messages as hkAuthPanel } from './locales/zh-hk/auth-panel';
import { messages as hkContentPages } from './locales/zh-hk/content-pages';
import { messages as hkLayout } from './locales/zh-hk/layout';
import { messages as hkSite } from './locales/zh-hk/site';
import { messages as hkUi } from './locales/zh-hk/ui';
import { messages as hkValidation } from './locales/zh-hk/validation';

export const LOCALES = ['zh-hk', 'zh-cn', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Compiled catalogs (from the .po files, by `npm run i18n:compile`), merged per locale. */
export const catalogs: Record<Locale, Messages> = {
  en: { ...enValidation, ...enUi, ...enLayout, ...enAuthPanel, ...enContentPages, ...enSite },
  'zh-cn': { ...cnValidation, ...cnUi, ...cnLayout, ...cnAuthPanel, ...cnContentPages, ...cnSite },
  'zh-hk': { ...hkValidation, ...hkUi, ...hkLayout, ...hkAuthPanel, ...hkContentPages, ...hkSite },
};

/** `<html lang>` value per locale. */
export const HTML_LANG: Record<Locale, string> = { 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', en: 'en' };
