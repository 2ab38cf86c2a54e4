export { ContactRoute as default, contactHandle as handle } from '@brokerage/content-pages';
export { contactLoader as loader } from '../pages.server';
