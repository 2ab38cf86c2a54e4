export { AccountGuideRoute as default, accountGuideHandle as handle } from '@brokerage/content-pages';
export { accountGuideLoader as loader } from '../pages.server';
