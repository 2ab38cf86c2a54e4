import type { Lang } from '@brokerage/domain';

export { LANGS, isLang, type Lang } from '@brokerage/domain';

/** `<html lang>` value per language. */
export const HTML_LANG: Record<Lang, string> = { 'zh-hk': 'zh-HK', 'zh-cn': 'zh-CN', en: 'en' };

/**
 * The language of an `<html lang>` value (as `HTML_LANG` writes it, in any letter case), or null.
 * The browser entry reads the language of the server-rendered page with it.
 */
export const langOfHtmlLang = (value: string | null | undefined): Lang | null => {
  const wanted = (value ?? '').trim().toLowerCase();
  return (Object.keys(HTML_LANG) as Lang[]).find((lang) => HTML_LANG[lang].toLowerCase() === wanted) ?? null;
};
