import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { isTokenInvalid } from '@brokerage/api-client';
import { langOfPath, type Lang } from '@brokerage/domain';
import { parseDeviceFlags } from '@brokerage/layout';
import { siteContextOf } from '../load-context';
import { logger } from '../logger';
import { requestApi } from '../api/request-api';
import { commitSessionToken, isPlausibleToken, readSessionToken } from '../http/session-cookie';

/** Why the session was left as it was. */
export type AppSessionOutcome =
  /** The app's user now has the site session. */
  | 'replaced'
  /** The site session already is the app's. */
  | 'same-session'
  /** The request does not come from the company app's webview. */
  | 'not-in-app'
  /** No token, or not one the API could have issued. */
  | 'invalid-token'
  /** The API says the token is not (or no longer) a session. */
  | 'token-rejected'
  /** The API could not be asked: the session stays, the next page load tries again. */
  | 'api-unavailable';

/** The answer, as JSON: `replaced` is all the page needs to know (reload or not). */
export interface AppSessionAnswer {
  replaced: boolean;
  outcome: AppSessionOutcome;
}

const STATUS: Record<AppSessionOutcome, number> = {
  replaced: 200,
  'same-session': 200,
  'not-in-app': 403,
  'invalid-token': 400,
  'token-rejected': 401,
  'api-unavailable': 502,
};

const answer = (outcome: AppSessionOutcome, headers?: HeadersInit): Response =>
  Response.json({ replaced: outcome === 'replaced', outcome } satisfies AppSessionAnswer, { status: STATUS[outcome], headers });

/** The page that posted gives the language of the API's messages, as for logout. */
const langOfReferer = (request: Request, context: AppLoadContext): Lang => {
  const referer = request.headers.get('Referer');
  return langOfPath(siteContextOf(context).site, new URL(referer && URL.canParse(referer) ? referer : request.url).pathname);
};

const readAppToken = async (request: Request): Promise<unknown> => {
  try {
    return (await request.formData()).get('userToken');
  } catch {
    return null;
  }
};

/**
 * `POST {base}/app-session` with the form field `userToken` (spec 4): inside the company app, the
 * app's signed-in user replaces the site session when their token differs from the session cookie's.
 * The token is checked with the API (get-current-user) before it becomes the session, so the
 * cookie only ever holds a session the API accepts; page script never sees or sets the HttpOnly
 * cookie. Posts from other sites never get here (the site server refuses cross-site writes).
 */
export const appSessionAction = async ({ request, context }: ActionFunctionArgs): Promise<Response> => {
  const { env, site } = siteContextOf(context);
  if (request.method !== 'POST') throw new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
  if (!parseDeviceFlags(request.headers.get('User-Agent')).inCompanyApp) return answer('not-in-app');

  const appToken = await readAppToken(request);
  if (!isPlausibleToken(appToken)) return answer('invalid-token');
  if (appToken === (await readSessionToken(request, env.APP_ENV))) return answer('same-session');

  const lang = langOfReferer(request, context);
  try {
    const api = await requestApi({ request, context, lang, token: appToken });
    await api.userServer.getCurrentUser();
  } catch (error) {
    if (isTokenInvalid(error)) return answer('token-rejected');
    logger.warn('The app user could not be checked with the API; the site session stays as it is', { district: site.district, lang, error });
    return answer('api-unavailable');
  }
  return answer('replaced', { 'Set-Cookie': await commitSessionToken(appToken, env.APP_ENV) });
};
