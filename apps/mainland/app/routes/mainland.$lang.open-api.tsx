export { OpenApiRoute as default, openApiHandle as handle } from '@brokerage/content-pages';
export { openApiLoader as loader } from '../pages.server';
