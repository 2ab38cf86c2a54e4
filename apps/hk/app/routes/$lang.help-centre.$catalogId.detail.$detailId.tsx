export { HelpAnswerRoute as default, helpAnswerHandle as handle, helpAnswerMeta as meta } from '@brokerage/content-pages';
export { helpCentreAnswerLoader as loader } from '../pages.server';
