// One event (spec 2 `events-and-exhibition/detail/{id}`, `?preview=1` for a CMS preview), with the register/login panel.
export { ActivityDetailRoute as default, activityDetailHandle as handle, activityDetailMeta as meta } from '@brokerage/content-pages';
export { activityDetailHeaders as headers, eventDetailLoader as loader } from '../pages.server';
