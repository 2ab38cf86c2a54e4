import { createBrokerApi, type BrokerApi } from '@brokerage/api-client';
import type { User } from '@brokerage/contracts';
import type { Lang } from '@brokerage/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { currentUserOf } from './current-user';
import { siteContextOf } from './load-context';
import { logger } from './logger';
import { readSessionToken } from './session-cookie';
import { terminalOf } from './terminal';

export interface RequestApiArgs {
  request: Request;
  context: AppLoadContext;
  lang: Lang;
  /** The session token to send instead of the cookie's: the one a login has just issued. */
  token?: string;
  /**
   * The signed-in user, once this request knows it: sent as X-Uid and, when the visitor's host
   * name contains `hz`, `userQuotaInfo.token` as X-QuotesToken (spec 7).
   */
  user?: Pick<User, 'uuid' | 'userQuotaInfo'> | null;
}

/**
 * The broker API clients for one incoming request: the visitor's language and district, the
 * session token from the cookie as Authorization, and the visitor's IP as X-Forwarded-For so the
 * API's IP lookups see the visitor rather than this server. Built per request; never shared.
 */
export const requestApi = async ({ request, context, lang, token, user }: RequestApiArgs): Promise<BrokerApi> => {
  const { env, site, clientIp } = siteContextOf(context);
  return createBrokerApi({
    baseURL: env.API_URL,
    lang,
    district: site.district,
    token: token ?? (await readSessionToken(request, env.APP_ENV)),
    uid: user?.uuid,
    quotesToken: user?.userQuotaInfo.token,
    hostname: new URL(request.url).hostname,
    terminal: terminalOf(request.headers.get('User-Agent')),
    headers: { 'X-Forwarded-For': clientIp },
    // Outside production a response that breaks its contract fails loudly; in production it is logged.
    responseValidation: env.APP_ENV === 'pro' ? 'report' : 'reject',
    onContractViolation: (violation) => logger.warn('API answer does not match its contract', { ...violation }),
  });
};

/**
 * For the signed-in user's pages: the user of this request (asked of the API once, shared with the
 * root loader) and clients that identify them with X-Uid (and X-QuotesToken on `hz` hosts). Rejects
 * as get-current-user does (300101 when the session is not valid).
 */
export const requestUserApi = async (args: Omit<RequestApiArgs, 'token' | 'user'>): Promise<{ user: User; api: BrokerApi }> => {
  const user = await currentUserOf(args.context, await requestApi(args));
  return { user, api: await requestApi({ ...args, user }) };
};
