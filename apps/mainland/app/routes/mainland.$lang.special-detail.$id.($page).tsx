// One special column and its lessons (spec 2 `special-detail/{id}/{page?}`).
export { NewsListRoute as default, newsListHandle as handle, specialDetailMeta as meta } from '@brokerage/content-pages';
export { specialDetailLoader as loader } from '../pages.server';
