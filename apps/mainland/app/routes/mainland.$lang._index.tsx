export { HomeRoute as default } from '@brokerage/content-pages';
export { homeLoader as loader } from '../pages.server';
