// The company pages' loaders.
export { companyProfileLoader, contactLoader, disclaimerLoader, importantNoticeLoader, privacyLoader, statementLoader } from './company.loader';
