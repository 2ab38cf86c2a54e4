import type { AppLoadContext } from '@remix-run/node';
import type { SiteEnv } from './env';
import { siteContextOf } from './load-context';

/** How long a shared cache (CDN) may serve an anonymous page, and serve it stale while it fetches a new one. */
export const SHARED_CACHE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

/**
 * Cache headers of a rendered page (spec: anonymous pages cacheable by a CDN, logged-in ones private).
 * - A route's own Cache-Control wins (the personal centre's `private, no-store`).
 * - A visitor with a session, or a response that sets a cookie, gets `private, no-store`.
 * - An anonymous page is the same for everyone with the same user agent and, on the HK site,
 *   the same visitor country (the open-account button is hidden for mainland visitors). A shared
 *   cache may keep it only when the country comes from a header the CDN sets and keys on
 *   (`VISITOR_COUNTRY_HEADER`); otherwise the page depends on the visitor's IP and stays private.
 * - Error pages are not stored.
 */
/**
 * Cache-Control of an anonymous 200 page: the one response the site server's page cache may keep
 * (a page that sets its own rule, like the personal centre, never matches it).
 */
export const anonymousPageCacheControl = (env: SiteEnv): string =>
  env.VISITOR_COUNTRY_HEADER ? `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}` : 'private, no-cache';

export const applyDocumentCaching = ({ hasSession, status, headers, context }: { hasSession: boolean; status: number; headers: Headers; context: AppLoadContext }): void => {
  const { env } = siteContextOf(context);
  const vary = ['Cookie', 'User-Agent', ...(env.VISITOR_COUNTRY_HEADER ? [env.VISITOR_COUNTRY_HEADER] : [])];
  headers.set('Vary', vary.join(', '));
  if (headers.has('Cache-Control')) return;
  if (hasSession || headers.has('Set-Cookie')) headers.set('Cache-Control', 'private, no-store');
  else if (status !== 200) headers.set('Cache-Control', 'no-store');
  else headers.set('Cache-Control', anonymousPageCacheControl(env));
};
