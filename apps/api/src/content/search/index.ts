import type { ContentModule } from '../../modules';
import { searchMigrations } from './migrations';
import { searchRoutes } from './routes';

/** Site search over the other areas' content: an index the migrations build and triggers keep current, so nothing to seed. */
export const searchModule: ContentModule = {
  migrations: searchMigrations,
  routes: searchRoutes,
};
