/** `handle` of a page route module (a page slice exports its own). */
export interface SiteRouteHandle {
  /** `false` keeps the page out of sitemap.xml (404, pages behind login). */
  sitemap?: boolean;
  /**
   * Values of the route's parameters that make pages of their own, for sitemap.xml (e.g. the product
   * slugs of `products/financial-investment/:slug?`). A route with a parameter not listed here is left out.
   */
  sitemapParams?: Record<string, readonly string[]>;
  /** Visitors without a session get the 'please login first' dialog (spec 2). */
  requiresLogin?: boolean;
  /**
   * The page without the site frame (no header, footer or frame dialogs), for pages shown inside
   * the native app's webview (`helpframe/...`). The document (`<html lang>`, head) stays.
   */
  frameless?: boolean;
}
