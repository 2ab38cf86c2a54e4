export { InfoPageRoute as default, infoPageHandle as handle } from '@brokerage/content-pages';
export { privacyLoader as loader } from '../pages.server';
