export { HelpAnswerRoute as default, helpframeHandle as handle, helpAnswerMeta as meta } from '@brokerage/content-pages';
export { helpframeAnswerLoader as loader } from '../pages.server';
