import type { ContentModule } from '../modules';
import { officialModule } from './official';
import { pagesModule } from './pages';
import { searchModule } from './search';

/** The content areas the API mounts after its core services: official content, page content, then the search over both. */
export const contentModules: ContentModule[] = [officialModule, pagesModule, searchModule];
