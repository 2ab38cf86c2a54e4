import type { District } from '@brokerage/contracts';
import type { Locale } from '@brokerage/i18n';

/**
 * What shared routing and rendering need to know about one district site. Each app
 * declares its own in `app/district.ts`; everything else about the district (menus,
 * group sites, notices) lives next to it there.
 */
export interface SiteConfig {
  district: District;
  /** Language of `/` and of any URL whose language segment is missing or unknown. */
  defaultLang: Locale;
  /** Path in front of `/{lang}`: '' on the HK site, '/mainland' on the mainland site. */
  basePath: '' | `/${string}`;
}

/** `handle` of a page route module. */
export interface SiteRouteHandle {
  /** `false` keeps the page out of sitemap.xml (404, pages behind login). */
  sitemap?: boolean;
  /** Visitors without a session get the 'please login first' dialog (spec 2). */
  requiresLogin?: boolean;
}
