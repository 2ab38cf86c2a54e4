export { HelpCatalogRoute as default, helpCatalogHandle as handle, helpCatalogMeta as meta } from '@brokerage/content-pages';
export { helpCentreCatalogLoader as loader } from '../pages.server';
