import type { ContentModule } from '../../modules';
import { pageMigrations } from './migrations';
import { pageRoutes } from './routes';

/** Page content: texts, base config, head/meta, fees, products, articles, help centre, forms, branches, information pages. */
export const pagesModule: ContentModule = {
  migrations: pageMigrations,
  routes: pageRoutes,
};
