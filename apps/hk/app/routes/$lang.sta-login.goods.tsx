export { QuotePackagesRoute as default, quotePackagesHandle as handle, quotePackagesMeta as meta } from '@brokerage/account-pages';
export { accountHeaders as headers, quotePackagesLoader as loader } from '../pages.server';
