export { InfoPageRoute as default, infoPageHandle as handle } from '@brokerage/content-pages';
export { statementLoader as loader } from '../pages.server';
