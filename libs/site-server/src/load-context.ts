import type { AppLoadContext } from '@remix-run/node';
import type { DistrictConfig } from '@brokerage/domain';
import type { SiteEnv } from './env';

/** What the site server gives every loader and the document render of one request. */
export interface SiteLoadContext {
  env: SiteEnv;
  site: DistrictConfig;
  /** The visitor's IP: the socket address, or X-Forwarded-For from a trusted proxy (TRUSTED_PROXIES). */
  clientIp: string;
  /** Nonce of this response's Content-Security-Policy. */
  cspNonce: string;
  /** Page paths (without district and language) that the sitemap lists, from the app's routes. */
  sitemapPages: readonly string[];
  /** The region of an IP as the API's ip-info tells it, remembered by the site for a while (`VisitorRegions.of`). */
  regionOfIp: (ip: string) => Promise<string>;
  /**
   * The visitor's region as the page cache classified it (`MAINLAND` or not) and keyed the page on:
   * the frame uses it instead of its own lookup, so a cached page shows what its key says.
   */
  visitorRegion?: string;
}

declare module '@remix-run/node' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- augments Remix's context with ours
  interface AppLoadContext extends SiteLoadContext {}
}

/** The site context of a loader; fails loudly when the app runs without the site server (e.g. a bare `vite dev`). */
export const siteContextOf = (context: AppLoadContext | undefined): SiteLoadContext => {
  if (!context?.env || !context.site) {
    throw new Error('The site load context is missing: start the site through its server (server/main.ts), not a bare Remix dev server.');
  }
  return context;
};
