import { summariseUser } from '@brokerage/account-pages';
import { accountHeaders, accountLoader } from '../account-area/account-loader';

/** `sta-login` (personal centre): the signed-in user's summary from get-current-user. */
export const personalCentreLoader = accountLoader('sta-login', async ({ user }) => ({ summary: summariseUser(user) }));

export const personalCentreHeaders = accountHeaders;
