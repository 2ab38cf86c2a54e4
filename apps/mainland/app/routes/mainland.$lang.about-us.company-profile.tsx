export { CompanyProfileRoute as default, infoPageHandle as handle } from '@brokerage/content-pages';
export { companyProfileLoader as loader } from '../pages.server';
