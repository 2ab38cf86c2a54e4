// Events and exhibitions (spec 2 `events-and-exhibition/{tabKey?}/{page?}`): tabs fresh (upcoming) and stale (past).
export { ActivityListRoute as default, eventListHandle as handle } from '@brokerage/content-pages';
export { eventListLoader as loader } from '../pages.server';
