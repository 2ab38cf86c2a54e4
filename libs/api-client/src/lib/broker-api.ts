import { serviceEndpoints, type ServiceName } from '@brokerage/contracts';
import { createApiClient, type ApiClient, type ApiClientOptions, type ClientName } from './api-client';
import { bindEndpoints } from './endpoints';

/**
 * Which client each service's calls go through:
 * - user-server calls (codes, login, user info, token handoff) use `userServer`, so each carries
 *   its own X-Request-Id and the login flows can be traced across services;
 * - the user-api calls (`{user-api}/query/common_config`, slider captcha) use `userApi` (also
 *   request-id tracked);
 * - config-manager, official-website-config and page content use `main`, the client that sends
 *   X-Terminal (pc and h5 variants of content) and X-QuotesToken;
 * - the quote subscription calls live in the user service, so they go as its calls do;
 * - the analytics collector's calls (sit/uat) use `main` like the other site-facing content;
 * - the site search uses `main` like the content it searches.
 */
export const BROKER_SERVICE_CLIENTS = {
  userServer: 'userServer',
  commonConfig: 'userApi',
  configManager: 'main',
  officialWebsiteConfig: 'main',
  content: 'main',
  quoteSubscriptions: 'userServer',
  analytics: 'main',
  search: 'main',
} as const satisfies Record<ServiceName, ClientName>;

const isApiClient = (value: ApiClient | ApiClientOptions): value is ApiClient =>
  'onTokenError' in value && typeof value.onTokenError === 'function' && 'main' in value;

/**
 * Typed functions for every call of spec 7, for one context: pass the options of the current
 * site request (or an ApiClient already built for it). Never share the result between users.
 */
export const createBrokerApi = (clientOrOptions: ApiClient | ApiClientOptions) => {
  const client = isApiClient(clientOrOptions) ? clientOrOptions : createApiClient(clientOrOptions);
  const on = (service: ServiceName) => client[BROKER_SERVICE_CLIENTS[service]];
  return {
    /** The clients behind the functions, e.g. to subscribe to token errors. */
    client,
    userServer: bindEndpoints(on('userServer'), serviceEndpoints.userServer),
    commonConfig: bindEndpoints(on('commonConfig'), serviceEndpoints.commonConfig),
    configManager: bindEndpoints(on('configManager'), serviceEndpoints.configManager),
    officialWebsiteConfig: bindEndpoints(on('officialWebsiteConfig'), serviceEndpoints.officialWebsiteConfig),
    content: bindEndpoints(on('content'), serviceEndpoints.content),
    quoteSubscriptions: bindEndpoints(on('quoteSubscriptions'), serviceEndpoints.quoteSubscriptions),
    analytics: bindEndpoints(on('analytics'), serviceEndpoints.analytics),
    search: bindEndpoints(on('search'), serviceEndpoints.search),
  };
};

export type BrokerApi = ReturnType<typeof createBrokerApi>;
