export { AccountAreaRoute as default, accountPageHandle as handle } from '@brokerage/account-pages';
