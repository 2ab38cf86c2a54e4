import { isTokenInvalid, type BrokerApi } from '@brokerage/api-client';
import type { AccountData } from '@brokerage/account-pages';
import type { Lang, User } from '@brokerage/contracts';
import { langOfPath } from '@brokerage/domain';
import { logger, readSessionToken, requestUserApi, siteContextOf } from '@brokerage/site-server';
import { data, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';

/** An account page shows one person's details: never stored by a shared cache, nor kept by the browser. */
const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' };

export interface AccountLoadArgs {
  user: User;
  /** Clients that identify the signed-in user (Authorization, X-Uid). */
  api: BrokerApi;
  url: URL;
  lang: Lang;
}

/**
 * The loader of an account page: `load` gets the signed-in user (asked of the API once per request,
 * shared with the root loader) and their API clients. A visitor without a session gets `visitor`
 * (the frame shows the 'please login first' dialog); a session the API rejects counts as none (the
 * root loader clears its cookie); any other failure is logged and the page says its details are
 * unavailable. Every answer is private.
 */
export const accountLoader =
  <T extends object>(page: string, load: (args: AccountLoadArgs) => Promise<T>) =>
  async ({ request, context }: LoaderFunctionArgs) => {
    const { env, site } = siteContextOf(context);
    const answer = (body: AccountData<T>) => data(body, { headers: PRIVATE_PAGE_HEADERS });
    if ((await readSessionToken(request, env.APP_ENV)) === null) return answer({ kind: 'visitor' });

    const url = new URL(request.url);
    const lang = langOfPath(site, url.pathname);
    try {
      const { user, api } = await requestUserApi({ request, context, lang });
      return answer({ kind: 'user', ...(await load({ user, api, url, lang })) });
    } catch (error) {
      if (error instanceof Response) throw error;
      if (isTokenInvalid(error)) return answer({ kind: 'visitor' });
      logger.error(`Account page ${page}: the data could not be loaded`, { district: site.district, lang, error });
      return answer({ kind: 'unavailable' });
    }
  };

/** Route `headers` of every account page: the same private caching rule for the HTML document. */
export const accountHeaders: HeadersFunction = () => PRIVATE_PAGE_HEADERS;
