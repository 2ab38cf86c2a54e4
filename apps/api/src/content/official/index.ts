import type { ContentModule } from '../../modules';
import { officialMigrations } from './migrations';
import { officialRoutes } from './routes';
import { seedOfficialContent } from './seed';

/**
 * Official content: promotions and events, talks and registrations, news, parsed market data
 * (official-website-config), and the config-manager content calls (country areas, agreements,
 * valuable books). The seed is the same in every environment: it is public marketing content.
 */
export const officialModule: ContentModule = {
  migrations: officialMigrations,
  routes: officialRoutes,
  seed: (db, options) => seedOfficialContent(db, options),
};
