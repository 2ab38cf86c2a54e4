import { analyticsEndpoints } from './analytics';
import { commonConfigEndpoints } from './common-config';
import { configManagerEndpoints } from './config-manager';
import { officialWebsiteConfigEndpoints } from './official-website-config';
import { contentEndpoints } from './page-content';
import { quoteSubscriptionEndpoints } from './quote-subscriptions';
import { searchEndpoints } from './search';
import { userServerEndpoints } from './user-server';

/**
 * Every endpoint table, one per service, keyed as the typed client names its namespaces. The API's
 * OpenAPI document and the client's functions are both built from this, so a new table added here
 * is documented and callable at once.
 */
export const serviceEndpoints = {
  userServer: userServerEndpoints,
  commonConfig: commonConfigEndpoints,
  configManager: configManagerEndpoints,
  officialWebsiteConfig: officialWebsiteConfigEndpoints,
  content: contentEndpoints,
  quoteSubscriptions: quoteSubscriptionEndpoints,
  analytics: analyticsEndpoints,
  search: searchEndpoints,
} as const;

export type ServiceName = keyof typeof serviceEndpoints;
