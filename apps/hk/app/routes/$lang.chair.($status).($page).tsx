// Investor talks (chair-list): every talk, upcoming or past (`chair/{status?}/{page?}`), a topic as `?tag=`; each links to chair/detail/{id}.
export { TalkListRoute as default, talkListHandle as handle, talkListMeta as meta } from '@brokerage/content-pages';
export { talkListLoader as loader } from '../pages.server';
