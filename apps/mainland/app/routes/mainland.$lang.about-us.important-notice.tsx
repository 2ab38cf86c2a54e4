export { InfoPageRoute as default, infoPageHandle as handle } from '@brokerage/content-pages';
export { importantNoticeLoader as loader } from '../pages.server';
