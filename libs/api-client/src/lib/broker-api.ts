import {
  commonConfigEndpoints,
  configManagerContentEndpoints,
  configManagerEndpoints,
  contentEndpoints,
  officialWebsiteConfigEndpoints,
  userServerEndpoints,
} from '@brokerage/contracts';
import { createApiClient, type ApiClient, type ApiClientOptions, type ClientName } from './api-client';
import { bindEndpoints } from './endpoints';

/** Every endpoint of the contracts, grouped by service as the broker API exposes them. */
export const brokerEndpoints = {
  userServer: userServerEndpoints,
  commonConfig: commonConfigEndpoints,
  // config-manager's calls are split over two contract files (core API and content); one service here.
  configManager: { ...configManagerEndpoints, ...configManagerContentEndpoints },
  officialWebsiteConfig: officialWebsiteConfigEndpoints,
  content: contentEndpoints,
};

export type BrokerService = keyof typeof brokerEndpoints;

/**
 * Which client each service's calls go through:
 * - user-server calls (codes, login, user info, token handoff) use `userServer`, so each carries
 *   its own X-Request-Id and the login flows can be traced across services;
 * - the user-api calls (`{user-api}/query/common_config`, slider captcha) use `userApi` (also
 *   request-id tracked);
 * - config-manager, official-website-config and page content use `main`, the client that sends
 *   X-Terminal (pc and h5 variants of content) and X-QuotesToken.
 */
export const BROKER_SERVICE_CLIENTS = {
  userServer: 'userServer',
  commonConfig: 'userApi',
  configManager: 'main',
  officialWebsiteConfig: 'main',
  content: 'main',
} as const satisfies Record<BrokerService, ClientName>;

const isApiClient = (value: ApiClient | ApiClientOptions): value is ApiClient =>
  'onTokenError' in value && typeof value.onTokenError === 'function' && 'main' in value;

/**
 * Typed functions for every call of spec 7, for one context: pass the options of the current
 * site request (or an ApiClient already built for it). Never share the result between users.
 */
export const createBrokerApi = (clientOrOptions: ApiClient | ApiClientOptions) => {
  const client = isApiClient(clientOrOptions) ? clientOrOptions : createApiClient(clientOrOptions);
  const on = (service: BrokerService) => client[BROKER_SERVICE_CLIENTS[service]];
  return {
    /** The clients behind the functions, e.g. to subscribe to token errors. */
    client,
    userServer: bindEndpoints(on('userServer'), brokerEndpoints.userServer),
    commonConfig: bindEndpoints(on('commonConfig'), brokerEndpoints.commonConfig),
    configManager: bindEndpoints(on('configManager'), brokerEndpoints.configManager),
    officialWebsiteConfig: bindEndpoints(on('officialWebsiteConfig'), brokerEndpoints.officialWebsiteConfig),
    content: bindEndpoints(on('content'), brokerEndpoints.content),
  };
};

export type BrokerApi = ReturnType<typeof createBrokerApi>;
