import type { AppLoadContext } from '@remix-run/node';
import { deviceClassOfHeader, DEVICE_CLASS_HEADER } from '../http/device-class';
import type { SiteEnv } from '../env';
import { siteContextOf } from '../load-context';

/** How long a shared cache (CDN) may serve an anonymous page when no edge classifies the device, and serve it stale while it fetches a new one. */
export const SHARED_CACHE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 300;

/**
 * Whether the request came through an edge that set both normalised cache-key headers: the device
 * class (understood) and the visitor's country (VISITOR_COUNTRY_HEADER, when the site names one).
 * Then shared caches may key an anonymous page on those two headers alone.
 */
export const keyedByEdge = (env: SiteEnv, header: (name: string) => string | string[] | null | undefined): boolean => {
  if (!env.VISITOR_COUNTRY_HEADER) return false;
  const country = header(env.VISITOR_COUNTRY_HEADER);
  return typeof country === 'string' && country.trim() !== '' && deviceClassOfHeader(header(DEVICE_CLASS_HEADER) ?? undefined) !== null;
};

/**
 * Cache-Control of an anonymous 200 page: the one response the site server's page cache may keep
 * (a page that sets its own rule, like the personal centre, never matches it). With the edge's
 * headers a shared cache keeps it for the page cache's own period; with only a CDN's country header
 * for a minute; with neither the page depends on the visitor's IP and stays private.
 */
export const anonymousPageCacheControl = (env: SiteEnv, edge: boolean): string => {
  if (edge) return `public, max-age=0, s-maxage=${env.PAGE_CACHE_TTL_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
  return env.VISITOR_COUNTRY_HEADER ? `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}` : 'private, no-cache';
};

/**
 * Cache headers of a rendered page (spec: anonymous pages cacheable by a CDN, logged-in ones private).
 * - A route's own Cache-Control wins (the personal centre's `private, no-store`).
 * - A visitor with a session, or a response that sets a cookie, gets `private, no-store`.
 * - An anonymous page is the same for everyone of one device class and, on the HK site, one country
 *   class (the open-account button is hidden for mainland visitors): `anonymousPageCacheControl`,
 *   varying on the edge's two headers when it sent them, else on Cookie and User-Agent (and the
 *   CDN's country header).
 * - Error pages are not stored.
 */
export const applyDocumentCaching = ({
  hasSession,
  status,
  headers,
  request,
  context,
}: {
  hasSession: boolean;
  status: number;
  headers: Headers;
  request: Request;
  context: AppLoadContext;
}): void => {
  const { env } = siteContextOf(context);
  const edge = !hasSession && keyedByEdge(env, (name) => request.headers.get(name));
  const vary = edge ? [DEVICE_CLASS_HEADER, String(env.VISITOR_COUNTRY_HEADER)] : ['Cookie', 'User-Agent', ...(env.VISITOR_COUNTRY_HEADER ? [env.VISITOR_COUNTRY_HEADER] : [])];
  headers.set('Vary', vary.join(', '));
  if (headers.has('Cache-Control')) return;
  if (hasSession || headers.has('Set-Cookie')) headers.set('Cache-Control', 'private, no-store');
  else if (status !== 200) headers.set('Cache-Control', 'no-store');
  else headers.set('Cache-Control', anonymousPageCacheControl(env, edge));
};
