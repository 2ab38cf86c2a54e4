export { InstitutionRoute as default, institutionHandle as handle } from '@brokerage/content-pages';
export { institutionLoader as loader } from '../pages.server';
