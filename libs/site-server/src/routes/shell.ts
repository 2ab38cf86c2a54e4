import type { User } from '@brokerage/contracts';
import { isTokenInvalid, type BrokerApi } from '@brokerage/api-client';
import type { Lang } from '@brokerage/i18n';
import { createShellState, type ShellState } from '@brokerage/layout';
import { pageIdOf, pageOfPath } from '@brokerage/domain';
import { currentUserOf } from '../api/current-user';
import type { SiteLoadContext } from '../load-context';
import { logger } from '../logger';
import { regionOfCountry } from '../http/visitor-region';

/** Promotions (0), welcome offers (1) and other promotions (4): any of them shows the Promotions menu (spec 7). */
const OTHER_ACTIVITY_TYPES = '0,1,4';

export interface ShellLoadInput {
  request: Request;
  context: SiteLoadContext;
  lang: Lang;
  api: BrokerApi;
  /** The request carries a session cookie, so the current user is fetched. */
  hasSession: boolean;
}

export interface ShellLoadResult {
  shell: ShellState;
  /**
   * The session's token gave no user: the API said it is invalid (300101) or get-current-user
   * failed in any other way. Spec 4 and 8 reset the token then, so the cookie should go.
   */
  tokenRejected: boolean;
}

/**
 * The shell state is serialised into the page, so the user it carries must hold nothing a page
 * script should not see: the quote token is only ever sent by the site server (X-QuotesToken).
 */
const withoutQuoteToken = (user: User): User => ({ ...user, userQuotaInfo: { token: '' } });

/**
 * The frame's first state for one request (spec 3): the user, base config, the page's head/meta,
 * whether other activities exist and whether the visitor's IP is in mainland China, fetched in
 * parallel. A failed call never fails the page: spec 8's fallbacks apply and the failure is logged.
 */
export const loadShellState = async ({ request, context, lang, api, hasSession }: ShellLoadInput): Promise<ShellLoadResult> => {
  const { env, site } = context;
  const url = new URL(request.url);
  const pageId = pageIdOf(pageOfPath(site, url.pathname) ?? '');
  // 300101 from any of the frame's calls: the token-error dialog (spec 4).
  let tokenInvalid = false;
  const stopListening = api.client.onTokenError(() => {
    tokenInvalid = true;
  });
  // An anonymous visitor's region is the site's remembered lookup (the page cache keys on the same);
  // a user's goes with their session, as all their calls do.
  const regionOfVisitor = () => (hasSession ? api.configManager.ipInfo().then(({ result }) => result) : context.regionOfIp(context.clientIp));
  try {
    const [user, baseConfig, pageMeta, activityTotal, ipRegion] = await Promise.allSettled([
      hasSession ? currentUserOf(context, api).then(withoutQuoteToken) : Promise.resolve(null),
      api.content.baseConfig(),
      api.content.pageMeta({ type: 'meta', time_check: false, platform_check: true, key_ids: [pageId] }).then(({ items }) => items),
      api.officialWebsiteConfig.activityList({ type: OTHER_ACTIVITY_TYPES, offset: '0', limit: '1' }).then(({ total }) => total),
      context.visitorRegion ?? regionOfCountry(env.VISITOR_COUNTRY_HEADER && request.headers.get(env.VISITOR_COUNTRY_HEADER)) ?? regionOfVisitor(),
    ]);
    // A page loader may have made the shared current-user call with its own client, which this listener does not hear.
    if (user.status === 'rejected' && isTokenInvalid(user.reason)) tokenInvalid = true;
    // Spec 4 and 8 reset the token when the user-info fetch fails, whatever the failure (an error
    // code, a timeout, no API at all): the page shows a visitor, and a cookie kept would show the
    // user again on the next page, signed in and out by turns while the API struggles.
    const userFetchFailed = user.status === 'rejected';
    const shell = createShellState({
      lang,
      district: site.district,
      userAgent: request.headers.get('User-Agent'),
      isPro: env.APP_ENV === 'pro',
      ...(hasSession ? { user } : {}),
      baseConfig,
      pageMeta,
      activityTotal,
      ipRegion,
      tokenError: tokenInvalid,
      onFallback: (source, reason) => logger.warn('Frame data unavailable, using its fallback', { source, district: site.district, lang, error: reason }),
    });
    return { shell, tokenRejected: tokenInvalid || userFetchFailed };
  } finally {
    stopListening();
  }
};
