import { LANGS, type Lang } from '@brokerage/contracts';
import { HTML_LANG } from '@brokerage/i18n';
import { normaliseSearch, stripBasePath } from './district-config';

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
  basePath,
  lang,
  pathname,
  search,
}: {
  basePath: (lang: Lang) => string;
  lang: Lang;
  pathname: string;
  search?: string | null;
}): LanguageLink[] {
  const path = stripBasePath(pathname, basePath(lang));
  const query = normaliseSearch(search);
  return LANGS.map((target) => ({
    lang: target,
    tag: HTML_LANG[target],
    name: LANGUAGE_NAMES[target],
    href: `${basePath(target)}${path}${query}`,
    current: target === lang,
  }));
}
