// One investor talk (spec 2 `chair/detail/{id}`) with its registration form (chair-register).
export { TalkDetailRoute as default, talkDetailHandle as handle, talkDetailMeta as meta } from '@brokerage/content-pages';
export { talkDetailLoader as loader, talkRegisterAction as action } from '../pages.server';
