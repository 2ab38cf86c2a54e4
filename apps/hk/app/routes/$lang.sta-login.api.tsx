export { OpenApiStatusRoute as default, openApiStatusHandle as handle, openApiStatusMeta as meta } from '@brokerage/account-pages';
export { accountHeaders as headers, openApiStatusLoader as loader } from '../pages.server';
