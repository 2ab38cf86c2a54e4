import { createApiTransport, createBrokerApi, type ApiClientOptions, type ApiTransport, type BrokerApi, type Terminal } from '@brokerage/api-client';
import { serviceEndpoints, type District, type Endpoint, type ServiceName, type User } from '@brokerage/contracts';
import type { DistrictConfig } from '@brokerage/domain';
import type { Lang } from '@brokerage/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { currentUserOf } from './current-user';
import type { SiteEnv } from '../env';
import { siteContextOf } from '../load-context';
import { logger } from '../logger';
import { readSessionToken } from '../http/session-cookie';
import { SHARED_CONTENT_MAX_ENTRIES, SHARED_CONTENT_TTL_MS, createTtlCache } from '../cache/shared-content';
import { terminalOf } from '../http/terminal';

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

/** The axios instances of one site server (one environment), shared by all its requests: they hold nothing of a visitor. */
const transports = new WeakMap<SiteEnv, ApiTransport>();

const transportOf = (env: SiteEnv): ApiTransport => {
  let transport = transports.get(env);
  if (!transport) {
    transport = createApiTransport({ baseURL: env.API_URL });
    transports.set(env, transport);
  }
  return transport;
};

const sharedContent = createTtlCache({ ttlMs: SHARED_CONTENT_TTL_MS, maxEntries: SHARED_CONTENT_MAX_ENTRIES });

/** Forgets the shared content answers (tests that change what the API answers). */
export const clearSharedContent = (): void => sharedContent.clear();

interface SharedScope {
  env: SiteEnv;
  district: District;
  lang: Lang;
  terminal: Terminal;
  clientOptions: Pick<ApiClientOptions, 'responseValidation' | 'onContractViolation'>;
}

type SharedCall = (...args: unknown[]) => Promise<unknown>;

/**
 * `api` with every call its contract marks `shareable` (the frame's base config and page meta,
 * page texts, products, fee plans, the content lists: answers that depend only on the district,
 * language and terminal) answered from the shared cache; the rest (talk lists carry the seats left,
 * anything of a session) stay live. Shared calls go without the visitor's token, uid or IP, so what
 * is kept can never be one visitor's. A call with its own options (headers such as a preview token,
 * a signal) is not shared.
 */
/** The names of the calls each service's contracts mark shareable, worked out once: every request's client is wrapped by them. */
const SHAREABLE_CALLS = (Object.keys(serviceEndpoints) as ServiceName[])
  .map((service) => [service, Object.entries(serviceEndpoints[service]).flatMap(([name, endpoint]) => ((endpoint as Pick<Endpoint, 'shareable'>).shareable ? [name] : []))] as const)
  .filter(([, names]) => names.length > 0);

const withSharedContent = (api: BrokerApi, { env, district, lang, terminal, clientOptions }: SharedScope): BrokerApi => {
  let anonymous: BrokerApi | undefined;
  const anonymousApi = () => (anonymous ??= createBrokerApi({ baseURL: env.API_URL, transport: transportOf(env), lang, district, terminal, ...clientOptions }));
  const scope = `${env.API_URL} ${district} ${lang} ${terminal}`;
  const shared = { ...api };
  for (const [service, names] of SHAREABLE_CALLS) {
    const own = api[service] as unknown as Record<string, SharedCall>;
    const calls = { ...own };
    for (const name of names) {
      calls[name] = (...args) =>
        args[1] === undefined
          ? sharedContent.get(`${scope} ${service}.${name} ${JSON.stringify(args[0] ?? null)}`, () => (anonymousApi()[service] as unknown as Record<string, SharedCall>)[name](...args))
          : own[name](...args);
    }
    (shared as Record<ServiceName, unknown>)[service] = calls;
  }
  return shared;
};

/** Outside production a response that breaks its contract fails loudly; in production it is logged. */
const contractOptions = (env: SiteEnv): SharedScope['clientOptions'] => ({
  responseValidation: env.APP_ENV === 'pro' ? 'report' : 'reject',
  onContractViolation: (violation) => logger.warn('API answer does not match its contract', { ...violation }),
});

/** The region of a visitor's IP, as the API's ip-info tells it. */
const ipRegionOf = async (env: SiteEnv, site: Pick<DistrictConfig, 'defaultLang' | 'district'>, ip: string): Promise<string> => {
  const api = createBrokerApi({ baseURL: env.API_URL, transport: transportOf(env), lang: site.defaultLang, district: site.district, headers: { 'X-Forwarded-For': ip }, ...contractOptions(env) });
  return (await api.configManager.ipInfo()).result;
};

/** How long one IP's region is believed, and how many IPs are remembered. */
const REGION_TTL_MS = 5 * 60_000;
const REGION_MAX_ENTRIES = 10_000;

export interface VisitorRegions {
  /** The region of an IP as the API's ip-info tells it, asked once per IP and five minutes; rejects when the API cannot tell. */
  of(ip: string): Promise<string>;
  /** The region of an IP when it has been told and is still believed, without asking. */
  knownOf(ip: string): string | undefined;
}

/**
 * Visitors' regions, one site process's memory of them: the page cache keys pages on the region
 * and every page's frame shows by it whether the open-account button is there, so a visitor's IP
 * is looked up once per period, not once per page.
 */
export const createVisitorRegions = ({ env, site, now }: { env: SiteEnv; site: Pick<DistrictConfig, 'defaultLang' | 'district'>; now?: () => number }): VisitorRegions => {
  const regions = createTtlCache({ ttlMs: REGION_TTL_MS, maxEntries: REGION_MAX_ENTRIES, now });
  return {
    of: (ip) => regions.get(ip, () => ipRegionOf(env, site, ip)),
    knownOf: (ip) => regions.peek<string>(ip)?.value,
  };
};

/**
 * The broker API clients for one incoming request: the visitor's language and district, the
 * session token from the cookie as Authorization, and the visitor's IP as X-Forwarded-For so the
 * API's IP lookups see the visitor rather than this server. The clients are built per request and
 * never shared; the axios instances under them are the server's, and shared content is cached.
 */
export const requestApi = async ({ request, context, lang, token, user }: RequestApiArgs): Promise<BrokerApi> => {
  const { env, site, clientIp } = siteContextOf(context);
  const terminal = terminalOf(request.headers.get('User-Agent'));
  const clientOptions = contractOptions(env);
  const sessionToken = token ?? (await readSessionToken(request, env.APP_ENV));
  const clientFor = (known: RequestApiArgs['user']) =>
    withSharedContent(
      createBrokerApi({
        baseURL: env.API_URL,
        transport: transportOf(env),
        lang,
        district: site.district,
        token: sessionToken,
        uid: known?.uuid,
        quotesToken: known?.userQuotaInfo.token,
        hostname: new URL(request.url).hostname,
        terminal,
        headers: { 'X-Forwarded-For': clientIp },
        ...clientOptions,
      }),
      { env, district: site.district, lang, terminal, clientOptions },
    );
  if (user !== undefined || token !== undefined || !sessionToken) return clientFor(user);
  // A session from the cookie: every call made for this user carries X-Uid (spec 7), so the
  // request's user is asked first (once per request, shared with the frame). A session the API
  // refuses leaves the calls anonymous of uid; the frame reports the refusal.
  const sessionUser = await currentUserOf(context, clientFor(null)).catch(() => null);
  return clientFor(sessionUser);
};

/**
 * For the signed-in user's pages: the user of this request (asked of the API once, shared with the
 * root loader) and the clients `requestApi` gives them (X-Uid, and X-QuotesToken on `hz` hosts). Rejects
 * as get-current-user does (300101 when the session is not valid).
 */
export const requestUserApi = async (args: Omit<RequestApiArgs, 'token' | 'user'>): Promise<{ user: User; api: BrokerApi }> => {
  const api = await requestApi(args);
  return { user: await currentUserOf(args.context, api), api };
};
