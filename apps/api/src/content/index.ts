import type { ContentModule } from '../modules';
import { officialModule } from './official';
import { pagesModule } from './pages';

/** The content areas the API mounts after its core services: official content, then page content. */
export const contentModules: ContentModule[] = [officialModule, pagesModule];
