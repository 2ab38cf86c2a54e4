import type { District } from '@brokerage/contracts';
import { LOCALES, isLocale, type Locale } from '@brokerage/i18n';
import type { SiteConfig } from './site-config';

/** Path in front of `/{lang}` on each district's site (decisions.md "URLs"). */
export const DISTRICT_BASE_PATHS: Record<District, SiteConfig['basePath']> = { hk: '', mainland: '/mainland' };

/** What a request for a path should get: the page in `lang`, or a redirect to `location`. */
export type RouteDecision = { kind: 'render'; lang: Locale } | { kind: 'redirect'; location: string };

/** `?a=1` kept as is; an empty or missing query gives ''. */
const querySuffix = (search: string | undefined): string => (search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '');

/** The language of a path segment, accepting any letter case (`/EN` is `en`); null when it is not one. */
export const parseLang = (segment: string | undefined | null): Locale | null => {
  if (!segment) return null;
  const lowered = segment.toLowerCase();
  return isLocale(lowered) ? lowered : null;
};

/** `/zh-hk`, `/mainland/zh-cn`: the home page of a language on this site. */
export const homePath = (site: SiteConfig, lang: Locale = site.defaultLang): string => `${site.basePath}/${lang}`;

/**
 * A page of this site in a language: `path` is the page path without district and language
 * (`''` or `/` for the home page, `about-us/contact-us`, `/charges/2`).
 */
export const pagePath = (site: SiteConfig, lang: Locale, path = ''): string => {
  const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed ? `${homePath(site, lang)}/${trimmed}` : homePath(site, lang);
};

/** The path segments after the site's base path, or null when the path is outside it. */
const segmentsAfterBase = (site: SiteConfig, pathname: string): string[] | null => {
  if (site.basePath) {
    const lowered = pathname.toLowerCase();
    const base = site.basePath.toLowerCase();
    if (lowered !== base && !lowered.startsWith(`${base}/`)) return null;
    pathname = pathname.slice(site.basePath.length);
  }
  return pathname.split('/').filter(Boolean);
};

/** Language of the current URL, falling back to the site's default (for the root document and error pages). */
export const langOfPath = (site: SiteConfig, pathname: string): Locale => {
  const segments = segmentsAfterBase(site, pathname) ?? pathname.split('/').filter(Boolean);
  return parseLang(segments[0]) ?? site.defaultLang;
};

/** The page path of a URL without district and language (`/zh-hk/about-us` → `about-us`), or null outside the site. */
export const pageOfPath = (site: SiteConfig, pathname: string): string | null => {
  const segments = segmentsAfterBase(site, pathname);
  if (!segments || !parseLang(segments[0])) return null;
  return segments.slice(1).join('/');
};

/** `/` (and the bare base path, e.g. `/mainland`): to the default language's home, keeping the query string. */
export const siteRootRedirect = (site: SiteConfig, search?: string): string => `${homePath(site)}${querySuffix(search)}`;

/**
 * A URL whose language segment is `langSegment`: rendered when it is one of ours; a differently
 * cased one (`/EN/...`) goes to the same page in lower case; anything else goes to the default home.
 */
export const decideLangRoute = (site: SiteConfig, langSegment: string | undefined, url: URL): RouteDecision => {
  if (langSegment && isLocale(langSegment)) return { kind: 'render', lang: langSegment };
  const lang = parseLang(langSegment);
  if (!lang) return { kind: 'redirect', location: siteRootRedirect(site, url.search) };
  const page = pageOfPath(site, url.pathname) ?? '';
  return { kind: 'redirect', location: `${pagePath(site, lang, page)}${querySuffix(url.search)}` };
};

/**
 * A path no route knows: to the home of the language it names (`/en/nowhere` → `/en`), or of the
 * site's default language. The query string is kept so campaign and invite parameters survive.
 */
export const unknownPathRedirect = (site: SiteConfig, url: URL): string => {
  const segments = segmentsAfterBase(site, url.pathname) ?? url.pathname.split('/').filter(Boolean);
  const lang = parseLang(segments[0]) ?? site.defaultLang;
  return `${homePath(site, lang)}${querySuffix(url.search)}`;
};

/** The same page in another language, keeping the query string (language switch, hreflang). */
export const switchLangPath = (site: SiteConfig, url: Pick<URL, 'pathname' | 'search'>, lang: Locale): string =>
  `${pagePath(site, lang, pageOfPath(site, url.pathname) ?? '')}${querySuffix(url.search)}`;

/** The same page in every language, for `hreflang` alternates and the sitemap. */
export const languageAlternates = (site: SiteConfig, page: string): { lang: Locale; path: string }[] =>
  LOCALES.map((lang) => ({ lang, path: pagePath(site, lang, page) }));

/**
 * Which district's site a path belongs to: `/mainland/...` is the mainland site's, `/{lang}/...`
 * the Hong Kong site's; null for anything else.
 */
export const districtOfPath = (pathname: string): District | null => {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === DISTRICT_BASE_PATHS.mainland.slice(1)) return 'mainland';
  return parseLang(segments[0]) ? 'hk' : null;
};

/**
 * Id of a page's texts and head/meta in the content API: `home` for the home page, else the
 * page path up to its first numeric segment, joined by `-` (`charges/2` → `charges`,
 * `about-us/company-profile` → `about-us-company-profile`, `news-detail/3/15` → `news-detail`).
 */
export const pageIdOf = (page: string): string => {
  const segments: string[] = [];
  for (const segment of page.split('/').filter(Boolean)) {
    if (/^\d+$/.test(segment)) break;
    segments.push(segment.toLowerCase());
  }
  return segments.length > 0 ? segments.join('-') : 'home';
};
