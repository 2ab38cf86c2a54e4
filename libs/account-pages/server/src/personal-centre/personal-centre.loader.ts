import { isTokenInvalid } from '@brokerage/api-client';
import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { summariseUser, type PersonalCentreData } from '@brokerage/account-pages';
import { langOfPath } from '@brokerage/domain';
import { logger, readSessionToken, requestUserApi, siteContextOf } from '@brokerage/site-server';

/** The page shows one person's details: never stored by a shared cache, nor kept by the browser. */
const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

/**
 * `sta-login` (personal centre): the signed-in user's summary from get-current-user, the call the
 * root loader makes for the frame (made once per request). A visitor without a session gets
 * `visitor` (the frame shows the 'please login first' dialog); a session the API rejects counts
 * as none (the root loader clears its cookie); any other failure is logged and the page says
 * the details are unavailable.
 */
export const personalCentreLoader = async ({ request, context }: LoaderFunctionArgs) => {
  const { env, site } = siteContextOf(context);
  const answer = (body: PersonalCentreData) => data(body, { headers: PRIVATE_PAGE_HEADERS });
  if ((await readSessionToken(request, env.APP_ENV)) === null) return answer({ kind: 'visitor' });

  const lang = langOfPath(site, new URL(request.url).pathname);
  try {
    const { user } = await requestUserApi({ request, context, lang });
    return answer({ kind: 'user', summary: summariseUser(user) });
  } catch (error) {
    if (isTokenInvalid(error)) return answer({ kind: 'visitor' });
    logger.error('Personal centre: the current user could not be loaded', { district: site.district, lang, error });
    return answer({ kind: 'unavailable' });
  }
};

/** Route `headers`: the same private caching rule for the HTML document. */
export const personalCentreHeaders: HeadersFunction = () => PRIVATE_PAGE_HEADERS;
