export { InfoPageRoute as default, infoPageHandle as handle } from '@brokerage/content-pages';
export { disclaimerLoader as loader } from '../pages.server';
