/** `handle` of a page route module (a page slice exports its own). */
export interface SiteRouteHandle {
  /** `false` keeps the page out of sitemap.xml (404, pages behind login). */
  sitemap?: boolean;
  /** Visitors without a session get the 'please login first' dialog (spec 2). */
  requiresLogin?: boolean;
}
