import { LANGS, switchLangPath, type Lang, type SiteUrlConfig } from '@brokerage/domain';
import { HTML_LANG } from '@brokerage/i18n';

/** Each language's name in that language; never translated, so every visitor finds their own. */
export const LANGUAGE_NAMES: Record<Lang, string> = { 'zh-hk': '繁體中文', 'zh-cn': '简体中文', en: 'English' };

export interface LanguageLink {
  lang: Lang;
  /** Value for the link's `hreflang` and `lang` attributes (`zh-HK`, `zh-CN`, `en`). */
  tag: string;
  name: string;
  href: string;
  current: boolean;
}

/**
 * The language switch: the same page and query string in every language,
 * `{district prefix}/{lang}{path}?{query}`. The current language is included, flagged `current`.
 */
export function buildLanguageLinks({
  site,
  lang,
  pathname,
  search,
}: {
  site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>;
  lang: Lang;
  pathname: string;
  search?: string | null;
}): LanguageLink[] {
  return LANGS.map((target) => ({
    lang: target,
    tag: HTML_LANG[target],
    name: LANGUAGE_NAMES[target],
    href: switchLangPath(site, { pathname, search }, target),
    current: target === lang,
  }));
}
