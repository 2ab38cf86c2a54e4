// `/` → the default language's home, query string kept.
export { siteRootLoader as loader } from '../pages.server';
