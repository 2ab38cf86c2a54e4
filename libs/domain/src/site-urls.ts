// Every URL rule of spec 2 and decisions.md "URLs", in one place: the sites' routing, the frame's
// links, the language switch, canonical/hreflang links and the sitemap all use these.
import type { District, Lang } from './lang';
import { LANGS, isLang } from './lang';
import type { SiteUrlConfig } from './district-config';

/** Path in front of `/{lang}` on each district's site. */
export const DISTRICT_BASE_PATHS = { hk: '', mainland: '/mainland' } as const satisfies Record<District, SiteUrlConfig['basePath']>;

/** What a request for a path should get: the page in `lang`, or a redirect to `location`. */
export type RouteDecision = { kind: 'render'; lang: Lang } | { kind: 'redirect'; location: string };

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for links that leave this site (`https:`, `mailto:`, `tel:`, protocol-relative). */
export const isExternalHref = (href: string): boolean => ABSOLUTE.test(href);

/** `?a=1` from `?a=1`, `a=1` or an empty value; '' when there is no query. */
export const normaliseSearch = (search: string | null | undefined): string => {
  const query = (search ?? '').split('#')[0].replace(/^\?/, '');
  return query ? `?${query}` : '';
};

/** The language of a path segment, accepting any letter case (`/EN` is `en`); null when it is not one. */
export const parseLang = (segment: string | undefined | null): Lang | null => {
  if (!segment) return null;
  const lowered = segment.toLowerCase();
  return isLang(lowered) ? lowered : null;
};

/** `/zh-hk`, `/mainland/zh-cn`: the home page of a language on this site. */
export const homePath = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, lang: Lang = site.defaultLang): string => `${site.basePath}/${lang}`;

/**
 * A page of this site in a language: `path` is the page path without district and language
 * (`''` or `/` for the home page, `about-us/contact-us`, `/charges/2`).
 */
export const pagePath = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, lang: Lang, path = ''): string => {
  const trimmed = path.trim().replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed ? `${homePath(site, lang)}/${trimmed}` : homePath(site, lang);
};

/** A link target of the frame or a page: a path inside the site gets the language prefix, an absolute URL stays as it is. */
export const resolveHref = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, lang: Lang, target: string): string =>
  isExternalHref(target) ? target : pagePath(site, lang, target);

/** The path segments after the site's base path, or null when the path is outside it. */
const segmentsAfterBase = (site: Pick<SiteUrlConfig, 'basePath'>, pathname: string): string[] | null => {
  let path = pathname.split(/[?#]/)[0];
  if (site.basePath) {
    const lowered = path.toLowerCase();
    const base = site.basePath.toLowerCase();
    if (lowered !== base && !lowered.startsWith(`${base}/`)) return null;
    path = path.slice(site.basePath.length);
  }
  return path.split('/').filter(Boolean);
};

/** Language of the current URL, falling back to the site's default (for the root document and error pages). */
export const langOfPath = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, pathname: string): Lang => {
  const segments = segmentsAfterBase(site, pathname) ?? pathname.split('/').filter(Boolean);
  return parseLang(segments[0]) ?? site.defaultLang;
};

/** The page path of a URL without district and language (`/zh-hk/about-us` → `about-us`), or null outside the site. */
export const pageOfPath = (site: Pick<SiteUrlConfig, 'basePath'>, pathname: string): string | null => {
  const segments = segmentsAfterBase(site, pathname);
  if (!segments || !parseLang(segments[0])) return null;
  return segments.slice(1).join('/');
};

/** The page path as menus name their targets (`/charges/2`): '' for a home page or a path outside the site. */
export const menuPathOf = (site: Pick<SiteUrlConfig, 'basePath'>, pathname: string): string => {
  const page = pageOfPath(site, pathname);
  return page ? `/${page}` : '';
};

/** `/` (and the bare base path, e.g. `/mainland`): to the default language's home, keeping the query string. */
export const siteRootRedirect = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, search?: string): string =>
  `${homePath(site)}${normaliseSearch(search)}`;

/**
 * A URL whose language segment is `langSegment`: rendered when it is one of ours; a differently
 * cased one (`/EN/...`) goes to the same page in lower case; anything else goes to the default home.
 */
export const decideLangRoute = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, langSegment: string | undefined, url: URL): RouteDecision => {
  if (langSegment && isLang(langSegment)) return { kind: 'render', lang: langSegment };
  const lang = parseLang(langSegment);
  if (!lang) return { kind: 'redirect', location: siteRootRedirect(site, url.search) };
  const page = pageOfPath(site, url.pathname) ?? '';
  return { kind: 'redirect', location: `${pagePath(site, lang, page)}${normaliseSearch(url.search)}` };
};

/**
 * A path no route knows: to the home of the language it names (`/en/nowhere` → `/en`), or of the
 * site's default language. The query string is kept so campaign and invite parameters survive.
 */
export const unknownPathRedirect = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, url: URL): string => {
  const segments = segmentsAfterBase(site, url.pathname) ?? url.pathname.split('/').filter(Boolean);
  const lang = parseLang(segments[0]) ?? site.defaultLang;
  return `${homePath(site, lang)}${normaliseSearch(url.search)}`;
};

/** The same page in another language, keeping the query string (language switch, hreflang). */
export const switchLangPath = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, url: { pathname: string; search?: string | null }, lang: Lang): string =>
  `${pagePath(site, lang, pageOfPath(site, url.pathname) ?? '')}${normaliseSearch(url.search)}`;

/** The same page in every language, for `hreflang` alternates and the sitemap. */
export const languageAlternates = (site: Pick<SiteUrlConfig, 'basePath' | 'defaultLang'>, page: string): { lang: Lang; path: string }[] =>
  LANGS.map((lang) => ({ lang, path: pagePath(site, lang, page) }));

/**
 * Which district's site a path belongs to: `/mainland/...` is the mainland site's, `/{lang}/...`
 * the Hong Kong site's; null for anything else.
 */
export const districtOfPath = (pathname: string): District | null => {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === DISTRICT_BASE_PATHS.mainland.slice(1)) return 'mainland';
  return parseLang(segments[0]) ? 'hk' : null;
};

/** True when `current` (a page path, with or without its leading slash) is `path` or one of its sub-pages. */
export const isActivePath = (current: string, path: string): boolean => {
  const [here, target] = [current, path].map((value) => `/${value.replace(/^\/+|\/+$/g, '')}`);
  return here === target || here.startsWith(`${target}/`);
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
