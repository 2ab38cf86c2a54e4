export { HelpCatalogRoute as default, helpframeHandle as handle, helpCatalogMeta as meta } from '@brokerage/content-pages';
export { helpframeCatalogLoader as loader } from '../pages.server';
