export { HelpCentreRoute as default, helpCentreHandle as handle } from '@brokerage/content-pages';
export { helpCentreLoader as loader } from '../pages.server';
