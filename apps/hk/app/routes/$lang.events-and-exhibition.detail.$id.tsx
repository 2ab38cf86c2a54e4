// One event (spec 2 `events-and-exhibition/detail/{id}`, `?preview=1` for a CMS preview): how to take part, with the registration form (event-register).
export { ActivityDetailRoute as default, activityDetailHandle as handle, activityDetailMeta as meta } from '@brokerage/content-pages';
export { activityDetailHeaders as headers, eventDetailLoader as loader, eventRegisterAction as action } from '../pages.server';
