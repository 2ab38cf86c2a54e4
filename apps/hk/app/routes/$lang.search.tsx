export { SearchRoute as default, searchHandle as handle, searchMeta as meta } from '@brokerage/content-pages';
export { searchLoader as loader } from '../pages.server';
