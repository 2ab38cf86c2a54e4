// One investor talk (spec 2 `chair/detail/{id}`) with its registration form (chair-register), or the visitor's booking.
export { TalkDetailRoute as default, talkDetailHandle as handle, talkDetailMeta as meta } from '@brokerage/content-pages';
export { activityDetailHeaders as headers, talkDetailLoader as loader, talkRegisterAction as action } from '../pages.server';
