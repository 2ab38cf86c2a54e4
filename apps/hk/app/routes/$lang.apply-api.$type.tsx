export { ApplyApiRoute as default, applyApiHandle as handle, applyApiMeta as meta } from '@brokerage/account-pages';
export { applyApiAction as action, applyApiHeaders as headers, applyApiLoader as loader } from '../pages.server';
