export { HelpFaqRoute as default, helpFaqHandle as handle } from '@brokerage/content-pages';
export { helpFaqLoader as loader } from '../pages.server';
