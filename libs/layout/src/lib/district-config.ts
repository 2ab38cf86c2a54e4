import type { District, Lang } from '@brokerage/contracts';
import type { MessageDescriptor } from '@lingui/core';

/** A link of a header menu; `path` is inside the site, without the district/language prefix. */
export interface MenuLink {
  id: string;
  label: MessageDescriptor;
  path: string;
}

/** A top-level header entry: a plain link (`path`) or a menu that opens (`children`). */
export interface MenuItem {
  id: string;
  label: MessageDescriptor;
  path?: string;
  children?: readonly MenuLink[];
  /** Only shown when other activities exist (spec 3 showOtherActivity). */
  requiresOtherActivity?: boolean;
}

/** A group site (spec 3 site list entry). */
export interface SiteListEntry {
  id: string;
  name: string;
  /** Absolute URL, or for one of our district sites its language home, e.g. `https://hk.example.com/en`. */
  href: string;
  /** Append the current page path and query, so the visitor lands on the same page (decisions.md: cross-district links). */
  keepPath?: boolean;
}

/** Map service used for branch links: Google Maps in Hong Kong, Amap on the mainland. */
export type MapLinkKind = 'google' | 'amap';

/** Everything district-specific about the frame; each app supplies its own. */
export interface DistrictConfig {
  district: District;
  defaultLang: Lang;
  /** URL prefix of a language on this site: `/zh-hk` on hk, `/mainland/zh-cn` on mainland. */
  basePath: (lang: Lang) => string;
  /** Used when the base config is unavailable (spec 8: the page still renders). */
  brandName: Record<Lang, string>;
  logoText: Record<Lang, string>;
  menu: readonly MenuItem[];
  /** Group sites per language; the entry with `currentSiteId` is this site. */
  groupSites: Record<Lang, readonly SiteListEntry[]>;
  currentSiteId: string;
  /** The HK site shows the licence and risk notice. */
  showLicenceNotice: boolean;
  mapLinkKind: MapLinkKind;
  /** Where open-account buttons lead: a path on this site or an absolute URL. */
  openAccountHref: string;
  /** Personal Centre entry of the account menu (HK only: `/sta-login`); omit to leave it out. */
  personalCentrePath?: string;
  /** The register/login page (spec 2 sta-regform). */
  registerPath: string;
  /** The download page, for the download banner on desktop browsers. */
  downloadPath: string;
}

/** The spec's URL prefix: `/mainland/{lang}` for mainland, otherwise `/{lang}`. */
export const districtBasePath = (district: District, lang: Lang): string => (district === 'mainland' ? `/mainland/${lang}` : `/${lang}`);

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** True for links that leave this site (`https:`, `mailto:`, `tel:`, protocol-relative). */
export const isExternalHref = (href: string): boolean => ABSOLUTE.test(href);

/** A path inside the site (`/charges`, `charges`, `` for home) → `/zh-hk/charges`; absolute URLs stay as they are. */
export const resolveHref = (config: Pick<DistrictConfig, 'basePath'>, lang: Lang, target: string): string => {
  if (isExternalHref(target)) return target;
  const trimmed = target.trim();
  if (trimmed === '' || trimmed === '/') return config.basePath(lang);
  return `${config.basePath(lang)}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`;
};

/**
 * The page path below the language prefix: `/mainland/en/charges/2` → `/charges/2`, the language
 * home → ``. A pathname outside the prefix gives `` (the other language's home is the best match).
 */
export const stripBasePath = (pathname: string, basePath: string): string => {
  const path = pathname.split(/[?#]/)[0];
  if (path === basePath || path === `${basePath}/`) return '';
  return path.startsWith(`${basePath}/`) ? path.slice(basePath.length).replace(/\/+$/, '') : '';
};

/** `?a=1` from `?a=1`, `a=1` or an empty value. */
export const normaliseSearch = (search: string | null | undefined): string => {
  const query = (search ?? '').split('#')[0].replace(/^\?/, '');
  return query ? `?${query}` : '';
};
