import type { ContentModule } from '../../modules';
import { officialMigrations } from './migrations';
import { officialRoutes } from './routes';

/**
 * Official content: promotions and events, talks and registrations, news, parsed market data
 * (official-website-config), and the config-manager content calls (country areas, agreements,
 * valuable books). Its seed (./seed.ts) is the same in every environment: public marketing content.
 */
export const officialModule: ContentModule = {
  migrations: officialMigrations,
  routes: officialRoutes,
};
